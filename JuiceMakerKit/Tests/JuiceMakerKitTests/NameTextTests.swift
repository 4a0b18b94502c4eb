import Foundation
import Testing

@testable import JuiceMakerKit

@Suite("Cleaning names before they are shown or compared")
struct NameTextTests {
    @Test(
        "Names are trimmed, collapsed and freed of invisible characters",
        arguments: [
            ("  Corner   Bar ", "Corner Bar"), ("Corner\u{00A0}\u{202F}Bar", "Corner Bar"),
            ("\u{200B}\u{FEFF}Sun\u{2060}rise\u{200C}", "Sunrise"), ("Line\nBreak\tTab", "Line Break Tab"),
            ("\u{1100}\u{1161}", "가"), ("👩\u{200D}🍳 Chef", "👩\u{200D}🍳 Chef"), ("a\u{200D}b", "ab"),
            ("\u{200B}", ""),
        ])
    func display(raw: String, shown: String) {
        #expect(NameText.display(raw) == shown)
        #expect(NameText.display(raw).unicodeScalars.elementsEqual(shown.unicodeScalars))
    }

    @Test func keysIgnoreCaseSpacingHyphensAndVariationSelectors() {
        #expect(NameText.key("Strawberry-Banana Juice") == NameText.key("strawberry banana\u{00A0}juice"))
        #expect(NameText.key("MANGO_KIWI") == "mangokiwi")
        #expect(NameText.key("🍓\u{FE0F}") == NameText.key("🍓"))
    }

    @Test func juseAndJyuseAreOtherSpellingsOfEachOther() {
        #expect(NameText.otherSpellings(ofKey: "딸기주스") == ["딸기쥬스"])
        #expect(NameText.otherSpellings(ofKey: "딸기쥬스") == ["딸기주스"])
        #expect(NameText.otherSpellings(ofKey: "주스쥬스") == ["주스주스", "쥬스쥬스"])
        #expect(NameText.otherSpellings(ofKey: "mangojuice").isEmpty)
    }

    @Test func controlCharactersAreFoundAndSpelledOut() {
        #expect(NameText.containsControl("a\u{1B}b"))
        #expect(NameText.containsControl("\u{202E}x"))
        #expect(!NameText.containsControl("tab\tand\nnewline are white space"))
        #expect(NameText.visible("a\u{1B}[2J\u{200B}") == "a\\u{1B}[2J\\u{200B}")
    }
}
