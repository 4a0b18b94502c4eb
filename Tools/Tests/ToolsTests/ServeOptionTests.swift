import Foundation
import Testing

@Suite("open-market serve takes only the options it uses")
struct ServeOptionTests {
    @Test func serveHelpListsLangButNotJSON() async throws {
        let run = try await CLI(name: "open-market")("serve", "--help")
        #expect(run.status == 0)
        #expect(run.stdout.contains("--lang"))
        #expect(!run.stdout.contains("--json"))
    }

    @Test(arguments: [["--json", "serve", "--port", "0"], ["serve", "--json", "--port", "0"]])
    func jsonIsRefusedInEitherPosition(arguments: [String]) async throws {
        let folder = try temporaryDirectory("serve-json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await CLI(name: "open-market").run(arguments + ["--data-dir", folder.path])
        #expect(run.status == 64, "\(run.stdout)")
        #expect(run.stderr.contains("--json"))
        #expect(run.stdout.isEmpty)
    }
}
