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

@Suite("Text a message quotes: cut short")
struct ShortenedTextTests {
    @Test func aLongTextIsCutAtItsLimitWithAnEllipsisAndAShortOneKept() {
        #expect(
            String(repeating: "가", count: 1_000_000).shortenedForMessage() == String(
                repeating: "가", count: 80) + "…")
        #expect("Kiwi juice".shortenedForMessage() == "Kiwi juice")
        #expect(String(repeating: "x", count: 80).shortenedForMessage() == String(repeating: "x", count: 80))
        // Characters as a person sees them: a family emoji is one.
        #expect("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦".shortenedForMessage(to: 2) == "👨‍👩‍👧‍👦👨‍👩‍👧‍👦…")
    }
}
