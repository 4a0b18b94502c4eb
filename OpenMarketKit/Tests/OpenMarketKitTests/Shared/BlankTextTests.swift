import Testing

// The one kit this copy is compiled in.
#if canImport(DiaryKit)
    @testable import DiaryKit
#elseif canImport(ExpoKit)
    @testable import ExpoKit
#elseif canImport(JuiceMakerKit)
    @testable import JuiceMakerKit
#elseif canImport(OpenMarketKit)
    @testable import OpenMarketKit
#elseif canImport(StarbucksKit)
    @testable import StarbucksKit
#endif

// This file is a copy of the workspace's `Shared/KitTests`, the same in every kit: edit it there
// and run `make share`.

@Suite("Blank text: what shows nothing")
struct BlankTextTests {
    @Test(arguments: [
        "", " ", "\n\t", "\u{3000}", "\u{A0}", "\u{200B}\u{200D}\u{FEFF}", "\u{200E}\u{2066}",
        "\u{301}\u{301}\u{308}", "\u{20DD}", "\u{3164}\u{3164}", "\u{115F}\u{1160}", "\u{FFA0}", "\u{2800}",
        "\u{0}\u{1B}", " \u{200B} \u{301} ",
    ])
    func textThatShowsNothingIsBlank(text: String) {
        #expect(text.isBlank)
        #expect(text.trimmingBlanks() == "")
    }

    @Test(arguments: [
        "a", "e\u{301}", "👩‍💻", "ㅎ", "\u{1100}\u{1161}", "٣", "·", "-", "民", "\u{2801}", "🏳️‍🌈",
    ])
    func textThatShowsSomethingIsNotBlank(text: String) {
        #expect(!text.isBlank)
        #expect(("\u{200B} " + text + " \u{3164}").trimmingBlanks() == text)
    }
}
