import ExpoKit
import Foundation
import Testing

@Suite("Strings tables and concurrency")
struct LocalizationTests {
    /// The kit's sources, found from this file.
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/ExpoKit")

    /// The keys of a language's tables, read from the package's sources.
    private func keys(_ language: String) throws -> Set<String> {
        Set(try StringTables.rows(language, sources: Self.sources).keys)
    }

    @Test func koreanAndEnglishHaveTheSameKeys() throws {
        let english = try keys("en")
        let korean = try keys("ko")

        #expect(english.count > 40)
        #expect(english.subtracting(korean).isEmpty, "missing in ko: \(english.subtracting(korean).sorted())")
        #expect(korean.subtracting(english).isEmpty, "missing in en: \(korean.subtracting(english).sorted())")
    }

    @Test func everyKeyTheErrorsUseExists() throws {
        // Every error case's key is derived from its name, but the four kinds a decoder words
        // share `error.catalog.invalidData`, which `CatalogError`'s message names by hand.
        let byHand = ["missingKey", "wrongType", "missingValue", "invalidValue"].map { "error.catalog.\($0)" }
        let used = try ErrorListCheck.expectListedOnce(in: Self.sources).subtracting(byHand)
        #expect(used.count > 15)
        let missing = used.subtracting(try keys("en")).sorted()
        #expect(missing.isEmpty, "used but not in the tables: \(missing)")
    }

    @Test(arguments: ["fr", "ja_JP", "de-DE", "C", "POSIX"])
    func anUnsupportedLanguageGetsEnglishWords(identifier: String) async throws {
        let text = ExpoText(locale: Locale(identifier: identifier))
        let catalog = try await ExpoCatalog.bundled(locale: text.locale)

        #expect(text.language == "en")
        #expect(text.presentation(of: catalog).list.title == "Korean exhibits")
        #expect(
            LookupError.emptyQuery.message(locale: text.locale)
                == "Give an exhibit's number or part of its name.")
    }

    @Test func everyErrorKindHasItsOwnMessageInBothLanguages() {
        let errors: [any Error] = [
            CatalogError.missingDirectory(path: "/d"), CatalogError.notADirectory(path: "/d"),
            CatalogError.missingFile(path: "/d/items.json"),
            CatalogError.unreadableFile(path: "/d/items.json", reason: "r"),
            CatalogError.malformedJSON(path: "/d/items.json"),
            CatalogError.negativeVisitors(path: "/d/e.json", value: -1),
            LookupError.emptyQuery, LookupError.emptySearch, LookupError.numberOutOfRange("0", count: 13),
            LookupError.notFound("x", count: 13),
            LookupError.ambiguous("a", candidates: ["ab", "ac"]), ExportError.unknownFormat("pdf"),
            ExportError.notADirectory(path: "/o"), ExportError.unwritable(path: "/o", reason: "r"),
            ExportError.missingImageDirectory(path: "/i"),
            ExportError.unreadableImage(path: "/i/a.png", reason: "r"),
        ]
        var english: Set<String> = []
        for error in errors {
            let message = (error as? LocalizedError)?.errorDescription ?? ""
            let en = Self.message(error, Locale(identifier: "en"))
            let ko = Self.message(error, Locale(identifier: "ko"))
            #expect(!message.isEmpty)
            #expect(!en.contains("error."), "\(en)")
            #expect(!ko.contains("error."), "\(en)")
            #expect(!Fixture.hasHangul(en), "\(en) / \(ko)")
            #expect(Fixture.hasHangul(ko), "\(en) / \(ko)")
            english.insert(en)
        }
        #expect(english.count == errors.count)
    }

    @Test func valuesCrossTasksAndLoadConcurrently() async throws {
        // Given many tasks loading and formatting at once, in both languages
        let results = try await withThrowingTaskGroup(of: ExpoPresentation.self) { group in
            for index in 0..<16 {
                group.addTask {
                    try await ExpoPresentation.load(
                        locale: index.isMultiple(of: 2) ? Fixture.korean : Fixture.english)
                }
            }
            var results: [ExpoPresentation] = []
            for try await result in group { results.append(result) }
            return results
        }

        // Then every task got the same screens for its language
        #expect(results.count == 16)
        #expect(Set(results.map(\.language)) == ["ko", "en"])
        #expect(Set(results).count == 2)
    }

    /// The one-line message of one of the kit's errors.
    private static func message(_ error: any Error, _ locale: Locale) -> String {
        switch error {
        case let error as CatalogError: error.message(locale: locale)
        case let error as LookupError: error.message(locale: locale)
        case let error as ExportError: error.message(locale: locale)
        default: ""
        }
    }
}
