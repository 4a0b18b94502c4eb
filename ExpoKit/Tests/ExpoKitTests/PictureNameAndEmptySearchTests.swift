import ExpoKit
import Foundation
import Testing

@Suite("An exhibit by its picture's file name; an empty search; Korean words in Korean messages")
struct PictureNameAndEmptySearchTests {
    /// The Korean catalog, answering to the bundled names in both languages.
    private func koreanIndex() async throws -> ExhibitIndex {
        try await ExhibitIndex.withBundledNames(for: ExpoCatalog.bundled(locale: Fixture.korean))
    }

    @Test(
        "The picture's file name finds its exhibit, whatever the extension's case",
        arguments: [("jikji.png", 1), ("god.jpg", 11), ("GOD.JPEG", 11), ("palman.webp", 3)])
    func aPictureFileNameFindsTheExhibit(name: String, number: Int) async throws {
        let index = try await koreanIndex()
        #expect(try index.lookup(name).number == number)
        #expect(index.search(name).first?.number == number)
        #expect(try index.matches(for: name).first?.number == number)
    }

    @Test func aNameWithADotThatIsNoPictureIsLeftAlone() async throws {
        let index = try await koreanIndex()
        #expect(index.search("jikji.txt").isEmpty)
        #expect(throws: LookupError.self) { try index.lookup(".png") }
    }

    @Test(arguments: ["", "   ", "\t\n", "\u{200B}", "\u{3164} \u{301}"])
    func anEmptySearchSaysThereIsNothingToLookFor(query: String) async throws {
        let index = try await koreanIndex()
        #expect(throws: LookupError.emptySearch) { try index.matches(for: query) }
        let english = LookupError.emptySearch.message(locale: Fixture.english)
        #expect(english.contains("search for"))
        #expect(!english.contains("number"), "a search takes no numbers: \(english)")
        let korean = LookupError.emptySearch.message(locale: Fixture.korean)
        #expect(korean.contains("찾을 말"))
        #expect(!korean.contains("번호"))
        #expect(LookupError.emptySearch.kind == .emptySearch)
    }

    @Test func koreanLookupMessagesChooseTheirParticles() {
        #expect(
            LookupError.notFound("unicorn", count: 13).message(locale: Fixture.korean)
                .hasPrefix("“unicorn”이라는 출품작이 없어요."))
        #expect(
            LookupError.notFound("갓끈", count: 13).message(locale: Fixture.korean).hasPrefix("“갓끈”이라는"))
        #expect(
            LookupError.notFound("해금이", count: 13).message(locale: Fixture.korean).hasPrefix("“해금이”라는"))
    }

    @Test func missingPicturesAreNamedAsTheExhibitsAreInTheLanguage() async throws {
        let korean = ExpoText(locale: Fixture.korean)
        let presentation = korean.presentation(of: try await ExpoCatalog.bundled(locale: Fixture.korean))
        #expect(
            korean.missingImages(["god", "jikji"], in: presentation)
                == "사진을 찾지 못한 출품작: 갓 (god), 직지심체요절 (jikji).")
        let english = ExpoText(locale: Fixture.english)
        let englishPresentation = english.presentation(
            of: try await ExpoCatalog.bundled(locale: Fixture.english))
        #expect(english.missingImages(["god"], in: englishPresentation) == "No picture found for: Gat (god).")
        #expect(
            english.missingImages(["nothing"], in: englishPresentation) == "No picture found for: nothing.")
    }
}
