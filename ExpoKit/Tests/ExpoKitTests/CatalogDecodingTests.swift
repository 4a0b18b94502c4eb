import ExpoKit
import Foundation
import Testing

@Suite("Decoding the catalog")
struct CatalogDecodingTests {
    /// The thirteen exhibits of the original app, in order: Korean name and image name.
    static let exhibits: [(String, String)] = [
        ("직지심체요절", "jikji"), ("불경", "buddhism"), ("팔만대장경", "palman"), ("삼국사기", "samguk"),
        ("해금", "haegeum"), ("용고", "ywoonggo"), ("놋그릇", "bangjja"), ("나막신", "woodshoes"),
        ("나전칠기", "najeon"), ("병풍", "folds"), ("갓", "god"), ("가야금", "gayageum"), ("거문고", "geomungo"),
    ]

    @Test func theKoreanCatalogHoldsTheOriginalFactsAndExhibits() async throws {
        let catalog = try await ExpoCatalog.bundled(locale: Fixture.korean)

        #expect(catalog.exposition.title == "파리 만국박람회 1900(L'Exposition de Paris 1900)")
        #expect(catalog.exposition.visitors == 48_130_300)
        #expect(catalog.exposition.location == "프랑스 파리")
        #expect(catalog.exposition.duration == "1900. 04. 14 - 1900. 11. 12")
        #expect(catalog.items.map(\.name) == Self.exhibits.map(\.0))
        #expect(catalog.items.map(\.imageName) == Self.exhibits.map(\.1))
    }

    @Test func theEnglishCatalogHasTheSameExhibitsInEnglish() async throws {
        let english = try await ExpoCatalog.bundled(locale: Fixture.english)
        let korean = try await ExpoCatalog.bundled(locale: Fixture.korean)

        #expect(english.exposition.visitors == korean.exposition.visitors)
        #expect(english.exposition.duration == korean.exposition.duration)
        #expect(english.exposition.location == "Paris, France")
        #expect(english.items.map(\.imageName) == korean.items.map(\.imageName))
        #expect(english.items[2].name == "Tripitaka Koreana")
        for item in english.items {
            #expect(!Fixture.hasHangul(item.name + item.shortDescription + item.description), "\(item.name)")
        }
    }

    @Test(arguments: ["ko", "en"])
    func everyBundledTextIsWrittenOutInParagraphs(language: String) async throws {
        let catalog = try await ExpoCatalog.bundled(locale: Locale(identifier: language))
        let presentation = ExpoText(locale: Locale(identifier: language)).presentation(of: catalog)

        #expect(presentation.poster.paragraphs.count >= 3)
        for detail in presentation.details {
            #expect(detail.paragraphs.count >= 2, "\(detail.title)")
            #expect(!detail.title.isEmpty)
            #expect(!detail.shortDescription.isEmpty)
        }
    }

    @Test(arguments: ["fr_FR", "ja", "C", "", "zz-Invalid-@@"])
    func anotherLocaleGetsTheEnglishCatalog(identifier: String) async throws {
        let catalog = try await ExpoCatalog.bundled(locale: Locale(identifier: identifier))

        #expect(catalog == (try await ExpoCatalog.bundled(locale: Fixture.english)))
        #expect(ExpoCatalog.language(for: Locale(identifier: identifier)) == "en")
    }

    @Test func theOriginalAppsFilesDecodeUnchanged() async throws {
        // Given a folder in the original format, with byte-order marks and keys the kit does not know
        let folder = try Fixture.originalFolder

        // When it is loaded
        let catalog = try await ExpoCatalog.load(from: folder)

        // Then every value reads as written and the extra keys are ignored
        #expect(catalog.exposition.title == "파리 만국박람회 1900(L'Exposition de Paris 1900)")
        #expect(catalog.exposition.visitors == 48_130_300)
        #expect(catalog.items.count == 3)
        #expect(
            catalog.items[1]
                == ExpositionItem(
                    name: "갓", imageName: "god", shortDescription: "말총으로 엮은 모자", description: "시험용 설명입니다."))
    }

    @Test func aGivenDirectoryWinsOverTheBundledCatalog() async throws {
        let folder = try Fixture.originalFolder

        let catalog = try await ExpoCatalog.load(locale: Fixture.english, directory: folder)

        #expect(catalog.items.count == 3)
        #expect(try await ExpoCatalog.load(locale: Fixture.english).items.count == 13)
    }

    @Test func itemsEncodeWithTheOriginalKeys() throws {
        let item = ExpositionItem(name: "갓", imageName: "god", shortDescription: "모자", description: "긴 설명")

        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(item)) as? [String: String]

        #expect(object == ["name": "갓", "image_name": "god", "short_desc": "모자", "desc": "긴 설명"])
    }

    @Test func decodingInMemoryNamesTheUsualFiles() throws {
        let catalog = try ExpoCatalog.decode(
            exposition: Data(Fixture.expositionJSON().utf8), items: Data(Fixture.itemsJSON(count: 2).utf8))

        #expect(catalog.items.map(\.imageName) == ["i0", "i1"])
        #expect(catalog.item(number: 2)?.name == "N1")
        #expect(catalog.item(number: 0) == nil)
        #expect(catalog.item(number: 3) == nil)
        let error = #expect(throws: CatalogError.self) {
            try ExpoCatalog.decode(exposition: Data(Fixture.expositionJSON().utf8), items: Data("{".utf8))
        }
        #expect(error?.path == "items.json")
    }

    @Test func theLargestVisitorCountAnIntegerHoldsIsAccepted() throws {
        let catalog = try ExpoCatalog.decode(
            exposition: Data(Fixture.expositionJSON(visitors: String(Int.max)).utf8),
            items: Data("[]".utf8))

        #expect(catalog.exposition.visitors == Int.max)
        #expect(
            ExpoText(locale: Fixture.english).poster(for: catalog.exposition).visitorsText.hasPrefix(
                "Visitors: 9"))
    }
}
