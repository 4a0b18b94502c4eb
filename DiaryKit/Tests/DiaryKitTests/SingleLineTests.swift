import Foundation
import Testing

@testable import DiaryKit

/// A list row's preview reads only as much of a long body as it shows, and says exactly what
/// reading the whole body would.
@Suite("One-line previews")
struct SingleLineTests {
    /// The preview the plain way: the whole text made one line, then cut.
    private func wholeText(_ text: String, limit: Int) -> String {
        let line = text.removingControlCharacters().split(whereSeparator: \.isBlankCharacter)
            .joined(separator: " ")
        guard line.count > limit, limit > 0 else { return line }
        return String(line.prefix(limit - 1)).trimmingBlanks() + "…"
    }

    @Test func aPreviewIsWhatTheWholeTextWouldGive() {
        let pieces = [
            "산책", "river", " ", "  ", "\n", "\t", "\r\n", "\u{7}", "\u{1B}[31m", "🌧️", "é", "e\u{301}",
            "a-b", "…", "\u{00A0}", "\u{3000}", "일기를 썼다.", "x", "日記", "ü", "“", "—", "ㅋㅋ", "\u{AD}",
            "\u{200B}", "\u{1161}",
        ]
        var random = SystemRandomNumberGenerator()
        for round in 0..<2_000 {
            let count = Int.random(in: 0...(round % 3 == 0 ? 400 : 60), using: &random)
            let text = (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            for limit in [0, 1, 2, 10, 80] {
                #expect(
                    text.singleLine(limit: limit) == wholeText(text, limit: limit), "\(text.debugDescription)"
                )
            }
        }
    }

    @Test func aLongBodyIsCutWithAnEllipsis() {
        let body = String(repeating: "garden path  \n", count: 10_000)
        let preview = body.singleLine(limit: 80)
        #expect(preview.count <= 80 && preview.count >= 79)
        #expect(preview.hasSuffix("…"))
        #expect(preview.hasPrefix("garden path garden path"))
        #expect("   \n\t ".singleLine(limit: 80) == "")
        #expect(String(repeating: " ", count: 1_000).appending("end").singleLine(limit: 80) == "end")
    }
}
