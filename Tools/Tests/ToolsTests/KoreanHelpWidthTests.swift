import Foundation
import Testing

@testable import ToolSupport

@Suite("Korean help fits the terminal in every CLI")
struct KoreanHelpWidthTests {
    @Test(arguments: ["juice-maker", "open-market", "expo", "diary", "starbucks"])
    func everyHelpLineFitsEightyColumns(name: String) async throws {
        let cli = CLI(name: name, environment: ["LANG": "ko_KR.UTF-8", "COLUMNS": "80"])
        let run = try await cli("--help")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("사용법:"))
        for line in run.stdout.split(separator: "\n") where !line.hasPrefix("사용법:") {
            #expect(TerminalText.displayWidth(line) <= 80, "\(line)")
        }
    }
}
