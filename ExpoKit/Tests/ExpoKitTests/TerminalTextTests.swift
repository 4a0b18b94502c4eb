import ExpoKit
import Testing

@Suite("Laying text out for a terminal")
struct TerminalTextTests {
    @Test(arguments: [
        ("", 0), ("Gat", 3), ("갓", 2), ("갓 Gat", 6), ("직지심체요절", 12), ("🎻", 2), ("e\u{301}", 1),
        ("a\u{200B}b", 2), ("ｗｉｄｅ", 8),
    ])
    func widthCountsHangulAsTwoColumns(text: String, width: Int) {
        #expect(TerminalText.displayWidth(text) == width)
    }

    @Test func englishWrapsAtSpacesWithinTheWidth() {
        let lines = TerminalText.wrap("The quick brown fox jumps over the lazy dog", width: 10)

        #expect(lines == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= 10 })
    }

    @Test func koreanWrapsByDisplayWidth() {
        let lines = TerminalText.wrap("한국의 출품작 보러가기", width: 13)

        #expect(lines == ["한국의 출품작", "보러가기"])
    }

    @Test func aWordWiderThanTheLineIsBrokenBetweenCharacters() {
        #expect(TerminalText.wrap("직지심체요절", width: 5) == ["직지", "심체", "요절"])
        #expect(TerminalText.wrap("abcdefgh ij", width: 3) == ["abc", "def", "gh", "ij"])
    }

    @Test(arguments: [0, 1, -5])
    func aTinyWidthStillPutsACharacterOnEveryLine(width: Int) {
        let lines = TerminalText.wrap("갓 ab", width: width)

        #expect(lines == ["갓", "a", "b"])
    }

    @Test func paragraphsAreKeptApartByABlankLine() {
        let lines = TerminalText.wrap(paragraphs: ["one two", "", "three"], width: 5)

        #expect(lines == ["one", "two", "", "three"])
    }

    @Test func spacesAndLineBreaksCollapse() {
        #expect(TerminalText.wrap("  a \n\n b  ", width: 80) == ["a b"])
        #expect(TerminalText.wrap("   ", width: 80).isEmpty)
    }
}
