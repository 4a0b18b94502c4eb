import Foundation
import Testing

@testable import DiaryKit

@Suite("Search query: what the index stores and how it is asked")
struct SearchQueryTests {
    @Test(arguments: [
        ("일기장을 샀다", "일기 기장 장을 을 샀다 다"),
        ("Rainy DAY, café!", "rainy day cafe"),
        ("카페라떼2잔", "카페 페라 라떼 떼 2 잔"),
        ("日記を書く", "日記 記を をを 書く く"),
        ("ＦＵＬＬ width", "full width"),
        ("a-b", "a b"),
        ("\"*()-", ""),
    ])
    func indexedTextSplitsCJKIntoPairsAndKeepsWords(_ input: String, _ expected: String) {
        let indexed = DiarySearchQuery.indexedText(input)
        if input == "日記を書く" {
            // Hiragana and kanji are one CJK run: pairs across them, then the last character.
            #expect(indexed == "日記 記を を書 書く く")
        } else {
            #expect(indexed == expected)
        }
    }

    @Test(arguments: [
        ("일기", #""일기""#),
        ("일기장", #""일기 기장""#),
        ("일", #""일" *"#),
        ("rain", #""rain""#),
        ("Rain day", #""rain" AND "day""#),
        ("라떼2잔", #""라떼 떼 2 잔" *"#),
        ("2잔을", #""2 잔을""#),
        ("NEAR", #""near""#),
        ("AND OR NOT", #""and" AND "or" AND "not""#),
        ("\"rain\"", #""rain""#),
        ("-rain*", #""rain""#),
        ("title:rain", #""title rain""#),
    ])
    func patternQuotesEveryPiece(_ input: String, _ expected: String) {
        #expect(DiarySearchQuery(input).ftsPattern == expected)
    }

    @Test func punctuationOnlyTermsAreLiteral() {
        let query = DiarySearchQuery("good :) \"")
        #expect(query.ftsPattern == #""good""#)
        #expect(query.literalTerms == [":)", "\""])
        #expect(DiarySearchQuery("*").ftsPattern == nil)
        #expect(DiarySearchQuery("*").literalTerms == ["*"])
    }

    @Test func blankQueryIsEmpty() {
        #expect(DiarySearchQuery(" \n\t ").isEmpty)
        #expect(DiarySearchQuery("").ftsPattern == nil)
        #expect(!DiarySearchQuery("x").isEmpty)
    }
}
