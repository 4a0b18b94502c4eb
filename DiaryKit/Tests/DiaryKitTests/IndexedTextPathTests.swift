import Foundation
import Testing

@testable import DiaryKit

@Suite("Indexed text: the one-pass path gives what the careful path gives")
struct IndexedTextPathTests {
    static let quickTexts = [
        "", "일기장을 샀다.", "Rainy DAY, again!", "카페라떼2잔… 그리고 “케이크”", "日記を書く", "ひらがな カタカナー",
        "a", "가", "가a가", "12:30 PM — 점심", "mixed한글English123한글", "\u{3000}전각 공백\u{00A0}nbsp",
        "줄\n바꿈\t탭", "😀 emoji 😀가", "zero\u{200B}width",
    ]

    @Test(arguments: quickTexts)
    func quickPathMatchesTheCarefulPath(_ text: String) throws {
        let quick = try #require(DiarySearchQuery.quickIndexedText(text))
        #expect(quick == DiarySearchQuery.carefulIndexedText(text))
    }

    static let carefulTexts = [
        "Café naïve", "ＦＵＬＬ", "ｶﾀｶﾅ", "Straße", "ㄱㄴㄷ 자모", "\u{1100}\u{1161}\u{11A8}", "❤️ love", "①②",
        "ﬁsh", "Ελληνικά", "ёлка",
    ]

    @Test(arguments: carefulTexts)
    func otherTextTakesTheCarefulPath(_ text: String) {
        #expect(DiarySearchQuery.quickIndexedText(text) == nil)
        #expect(DiarySearchQuery.indexedText(text) == DiarySearchQuery.carefulIndexedText(text))
    }

    @Test func decomposedHangulIsIndexedLikeComposedHangul() {
        let composed = "일기장"
        let decomposed = composed.decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > composed.unicodeScalars.count)
        #expect(DiarySearchQuery.indexedText(decomposed) == DiarySearchQuery.indexedText(composed))
    }
}

@Suite("Search article")
struct SearchArticleTests {
    @Test func articleShowsTheSQLTheStoreRuns() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/DiaryKit/DiaryKit.docc/SearchingEntries.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        func squeezed(_ sql: String) -> String {
            sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        var blocks: [String] = []
        for (index, piece) in text.components(separatedBy: "```sql\n").enumerated() where index > 0 {
            blocks.append(squeezed(piece.components(separatedBy: "\n```").first ?? ""))
        }
        #expect(blocks.count == 2)
        #expect(blocks.first == squeezed(EntrySQL.searchSQL))
        #expect(blocks.last.map { $0 + " ON CONFLICT (id) DO NOTHING" } == squeezed(EntrySQL.insertSQL))
    }
}
