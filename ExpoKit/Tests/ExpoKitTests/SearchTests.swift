import ExpoKit
import Foundation
import Testing

@Suite("Finding exhibits")
struct SearchTests {
    /// The Korean catalog, answering to the bundled names in both languages.
    private func koreanIndex() async throws -> ExhibitIndex {
        try await ExhibitIndex.withBundledNames(for: ExpoCatalog.bundled(locale: Fixture.korean))
    }

    @Test(arguments: [
        ("직지심체요절", 1), ("jikji", 1), ("Jikji", 1), ("JIKJI", 1), ("Tripitaka Koreana", 3), ("tripitaka", 3),
        ("대장경", 3), ("삼국", 4), ("samguk sagi", 4), ("dragon drum", 6), ("ywoonggo", 6), ("GEOMUNGO", 13),
    ])
    func anExhibitIsFoundByNameInEitherLanguageOrByImageName(query: String, number: Int) async throws {
        let index = try await koreanIndex()

        let matches = index.search(query)

        #expect(matches.first?.number == number)
        #expect(matches.first?.item.name == index.catalog.items[number - 1].name)
    }

    @Test func exactMatchesComeBeforeSubstringMatches() async throws {
        // Given exhibits whose names contain one another
        let catalog = Fixture.catalog(items: [
            ExpositionItem(name: "가야금 연주", imageName: "a", shortDescription: "", description: ""),
            ExpositionItem(name: "해금", imageName: "b", shortDescription: "", description: ""),
            ExpositionItem(name: "가야금", imageName: "c", shortDescription: "", description: ""),
        ])
        let index = ExhibitIndex(catalog: catalog)

        // When searching for the shortest name
        let matches = index.search("가야금")

        // Then the exact one is first, then the others in list order
        #expect(matches.map(\.number) == [3, 1])
        #expect(matches.map(\.isExact) == [true, false])
        #expect(index.search("금").map(\.number) == [1, 2, 3])
    }

    @Test func caseAndAccentsAreIgnoredInSubstrings() throws {
        let catalog = try ExpoCatalog.decode(
            exposition: Data(Fixture.expositionJSON().utf8),
            items: Data(#"[{"name": "Café Crème", "image_name": "cafe", "short_desc": "", "desc": ""}]"#.utf8)
        )
        let index = ExhibitIndex(catalog: catalog)

        #expect(index.search("CAFE CREME").first?.number == 1)
        #expect(index.search("crème").first?.isExact == false)
        #expect(try index.lookup("cafe creme").item.imageName == "cafe")
    }

    @Test func aPartialHangulSyllableDoesNotMatchAWholeOne() async throws {
        let index = try await koreanIndex()

        #expect(index.search("지").map(\.item.imageName) == ["jikji"])
        #expect(index.search("짖").isEmpty)
    }

    @Test func anEmptyQueryFindsNothing() async throws {
        let index = try await koreanIndex()

        #expect(index.search("").isEmpty)
        #expect(index.search("   ").isEmpty)
        #expect(index.search("no such exhibit").isEmpty)
    }

    @Test(arguments: [("1", "직지심체요절"), (" 13 ", "거문고"), ("+2", "불경"), ("007", "놋그릇")])
    func aNumberLooksUpTheExhibitAtThatPlace(query: String, name: String) async throws {
        #expect(try await koreanIndex().lookup(query).item.name == name)
    }

    @Test(arguments: [
        ("gat", "갓"), ("갓", "갓"), ("Gayageum", "가야금"), ("wooden clogs", "나막신"), ("palman", "팔만대장경"),
    ])
    func aNameLooksUpTheOneExhibitItNames(query: String, name: String) async throws {
        #expect(try await koreanIndex().lookup(query).item.name == name)
    }

    @Test func anEnglishCatalogAnswersToKoreanNames() async throws {
        let index = try await ExhibitIndex.withBundledNames(for: ExpoCatalog.bundled(locale: Fixture.english))

        let match = try index.lookup("거문고")

        #expect(match.item.name == "Geomungo")
        #expect(match.matchedText == "거문고")
        #expect(match.isExact)
    }

    /// A query `lookup` must refuse, and how.
    struct BadQuery: Sendable, CustomTestStringConvertible {
        let query: String
        let kind: LookupError.Kind
        var testDescription: String { "“\(query)”" }
    }

    static let badQueries: [BadQuery] = [
        BadQuery(query: "", kind: .emptyQuery),
        BadQuery(query: "  \t", kind: .emptyQuery),
        BadQuery(query: "\u{200B}\u{3164}", kind: .emptyQuery),
        BadQuery(query: "0", kind: .numberOutOfRange),
        BadQuery(query: "14", kind: .numberOutOfRange),
        BadQuery(query: "-1", kind: .numberOutOfRange),
        BadQuery(query: "99999999999999999999999", kind: .numberOutOfRange),
        BadQuery(query: "eiffel tower", kind: .notFound),
        BadQuery(query: "금", kind: .ambiguous),
        BadQuery(query: "zither", kind: .notFound),
        BadQuery(query: "\u{1B}[31m", kind: .notFound),
        BadQuery(query: String(repeating: "q", count: 100_000), kind: .notFound),
    ]

    @Test(arguments: badQueries)
    func aQueryThatNamesNoSingleExhibitIsRefused(_ bad: BadQuery) async throws {
        let index = try await koreanIndex()

        let error = #expect(throws: LookupError.self) { try index.lookup(bad.query) }

        let caught = try #require(error)
        #expect(caught.kind == bad.kind)
        for locale in [Fixture.english, Fixture.korean] {
            let message = caught.message(locale: locale)
            #expect(!message.isEmpty)
            #expect(!message.contains("\n"))
            #expect(!message.contains("\u{1B}"))
            // What was typed is quoted, never repeated whole.
            #expect(message.count < 400, "\(message.count)")
        }
        #expect(Fixture.hasHangul(caught.message(locale: Fixture.korean)))
        #expect(!Fixture.hasHangul(caught.message(locale: Fixture.english)) || bad.kind == .ambiguous)
    }

    @Test func anOutOfRangeNumberSaysWhichNumbersExist() async throws {
        let index = try await koreanIndex()

        let error = #expect(throws: LookupError.self) { try index.lookup("14") }

        #expect(
            error?.message(locale: Fixture.english)
                == "There is no exhibit number 14; choose a number from 1 to 13.")
    }

    @Test func anAmbiguousQueryListsTheCandidates() async throws {
        let index = try await koreanIndex()

        let error = #expect(throws: LookupError.self) { try index.lookup("금") }

        #expect(error?.candidates == ["해금", "가야금"])
    }

    @Test func anEmptyCatalogHasNothingToLookUp() throws {
        let index = ExhibitIndex(catalog: Fixture.catalog(items: []))

        let error = #expect(throws: LookupError.self) { try index.lookup("1") }

        #expect(error?.message(locale: Fixture.english).contains("items.json") == true)
    }

    @Test func searchResultsBecomeRowsWithTheirListNumbers() async throws {
        let index = try await koreanIndex()

        let rows = ExpoText(locale: Fixture.korean).rows(for: index.search("금"))

        #expect(rows.map(\.number) == [5, 12])
        #expect(rows.map(\.name) == ["해금", "가야금"])
    }
}
