import Foundation
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

/// A bundle folder an app could ship, written for one test and removed after it.
struct StringsBundle {
    /// The folder.
    let url: URL

    /// A folder holding, for each `folder` (`ja.lproj`), the file `name` with `text`.
    init(_ files: [(folder: String, name: String, text: String)]) throws {
        url =
            scratchRoot
            .appendingPathComponent("kit-strings-\(UUID().uuidString)", isDirectory: true)
        for file in files {
            let folder = url.appendingPathComponent(file.folder, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
        }
    }

    /// The folder as a bundle.
    var bundle: Bundle {
        get throws { try #require(Bundle(url: url)) }
    }

    /// The tables named `table` in it, read as ``KitStrings`` reads them, as a value no other test
    /// sees.
    func supplied(table: String = "Kit") throws -> SuppliedTables {
        var tables = SuppliedTables()
        tables.add(try SuppliedTables.read(from: bundle, table: table).mapValues(\.rows))
        return tables
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Rows every kit ships, from the shared tables: one plain and one with two slots.
private let plainKey = "system.missing"
private let slotKey = "decoding.missingKey"
private let otherKey = "system.busy"

/// The kit's own English and Korean for `key`.
private func shipped(_ key: String, _ language: String) -> String {
    Localizer(locale: Locale(identifier: language), supplied: SuppliedTables()).string(key)
}

@Suite("An app's tables: a language the kit lacks, and its own words for the kit's rows")
struct SuppliedTablesTests {
    @Test func aSuppliedLanguageIsSpokenAndTakesEnglishForWhatItLacks() throws {
        let folder = try StringsBundle([("xx.lproj", "Kit.strings", "\"\(plainKey)\" = \"xx-missing\";")])
        defer { folder.remove() }
        let supplied = try folder.supplied()

        let text = Localizer(locale: Locale(identifier: "xx_YY"), supplied: supplied)
        #expect(text.language == "xx")
        #expect(Localizer.language(of: Locale(identifier: "xx-Latn-YY"), supplied: supplied) == "xx")
        #expect(text.string(plainKey) == "xx-missing")
        #expect(text.string(otherKey) == shipped(otherKey, "en"))
        #expect(text.string("no.such.key") == "no.such.key")
        // Without the table the language falls back to English, as before.
        #expect(Localizer.language(of: Locale(identifier: "xx_YY"), supplied: SuppliedTables()) == "en")
        // Bundled data exists only in the shipped languages.
        #expect(Localizer.shippedLanguage(of: Locale(identifier: "xx_YY")) == "en")
        #expect(Localizer.shippedLanguage(of: Locale(identifier: "ko_KR")) == "ko")
    }

    @Test func anAppsRowWinsInItsLanguageAndItsEnglishServesTheFallback() throws {
        let folder = try StringsBundle([
            ("en.lproj", "Kit.strings", "\"\(otherKey)\" = \"app-en-busy\";"),
            ("ko.lproj", "Kit.strings", "\"\(plainKey)\" = \"app-ko-missing\";"),
        ])
        defer { folder.remove() }
        let supplied = try folder.supplied()

        let korean = Localizer(locale: Locale(identifier: "ko_KR"), supplied: supplied)
        #expect(korean.string(plainKey) == "app-ko-missing")
        // The kit's Korean beats the app's English.
        #expect(korean.string(otherKey) == shipped(otherKey, "ko"))
        let english = Localizer(locale: Locale(identifier: "en_US"), supplied: supplied)
        #expect(english.string(otherKey) == "app-en-busy")
        #expect(english.string(plainKey) == shipped(plainKey, "en"))
        let french = Localizer(locale: Locale(identifier: "fr_FR"), supplied: supplied)
        #expect(french.language == "en")
        #expect(french.string(otherKey) == "app-en-busy")
        #expect(
            Localizer.translations(of: plainKey, supplied: supplied)
                == ["en": shipped(plainKey, "en"), "ko": "app-ko-missing"])
    }

    @Test func aSuppliedFormatIsFilledInAndKoreanParticlesStillResolve() throws {
        let folder = try StringsBundle([
            ("xx.lproj", "Kit.strings", "\"\(slotKey)\" = \"%2$@ lacks %1$@\";"),
            ("ko.lproj", "Kit.strings", "\"\(slotKey)\" = \"%2$@에 %1$@이(가) 없음\";"),
        ])
        defer { folder.remove() }
        let supplied = try folder.supplied()

        #expect(
            Localizer(locale: Locale(identifier: "xx"), supplied: supplied).format(slotKey, "k", "p")
                == "p lacks k")
        #expect(
            Localizer(locale: Locale(identifier: "ko"), supplied: supplied).format(slotKey, "사과", "목록")
                == "목록에 사과가 없음")
    }

    @Test func aLaterSupplyWinsOverAnEarlierOne() throws {
        let first = try StringsBundle([
            ("xx.lproj", "Kit.strings", "\"\(plainKey)\" = \"first\"; \"a\" = \"a\";")
        ])
        let second = try StringsBundle([("xx.lproj", "Kit.strings", "\"\(plainKey)\" = \"second\";")])
        defer {
            first.remove()
            second.remove()
        }
        var supplied = try first.supplied()
        supplied.add(try SuppliedTables.read(from: second.bundle, table: "Kit").mapValues(\.rows))

        let text = Localizer(locale: Locale(identifier: "xx"), supplied: supplied)
        #expect(text.string(plainKey) == "second")
        #expect(text.string("a") == "a")
    }

    @Test func folderNamesGiveTheirLanguageCode() {
        #expect(SuppliedTables.languageCode(ofFolder: "ja.lproj") == "ja")
        #expect(SuppliedTables.languageCode(ofFolder: "pt-BR.lproj") == "pt")
        #expect(SuppliedTables.languageCode(ofFolder: "zh_Hans.lproj") == "zh")
        #expect(SuppliedTables.languageCode(ofFolder: "yue.lproj") == "yue")
        #expect(SuppliedTables.languageCode(ofFolder: "Base.lproj") == nil)
        #expect(SuppliedTables.languageCode(ofFolder: "English.lproj") == nil)
        #expect(SuppliedTables.languageCode(ofFolder: "x.lproj") == nil)
        #expect(SuppliedTables.languageCode(ofFolder: "ja1.lproj") == nil)
    }

    @Test func slotsAreComparedByPositionAndKind() {
        #expect(Localizer.slots(of: "%@ and %@") == ["%1$@", "%2$@"])
        #expect(Localizer.slots(of: "%2$@ then %1$@") == ["%1$@", "%2$@"])
        #expect(Localizer.slots(of: "%ld%% of %@") == ["%1$ld", "%2$@"])
        #expect(Localizer.slots(of: "%.1f") == ["%1$f"])
        #expect(Localizer.slots(of: "none") == [])
        #expect(Localizer.slotProblem(in: [slotKey: "%2$@ / %1$@", "app.own": "%d"]) == nil)
        let problem = Localizer.slotProblem(in: [slotKey: "%1$@"])
        #expect(problem?.key == slotKey)
        #expect(problem?.found == "%1$@")
        #expect(problem?.expected == "%1$@, %2$@")
    }

    @Test func aBadTableIsRefusedNamingTheFileAndTheFix() throws {
        let folder = try StringsBundle([
            ("xx.lproj", "Broken.strings", "(\"a\", \"b\")"),
            ("zh-Hans.lproj", "Twice.strings", "\"a\" = \"b\";"),
            ("zh-Hant.lproj", "Twice.strings", "\"a\" = \"c\";"),
            ("Base.lproj", "OnlyBase.strings", "\"a\" = \"b\";"),
        ])
        defer { folder.remove() }
        let bundle = try folder.bundle

        for name in ["", "a/b", "Kit.strings"] {
            #expect(throws: KitStringsError.invalidTableName(name)) {
                try SuppliedTables.read(from: bundle, table: name)
            }
        }
        for name in ["Missing", "OnlyBase"] {
            let error = try #require(throws: KitStringsError.self) {
                try SuppliedTables.read(from: bundle, table: name)
            }
            #expect(error.kind == .noTable)
        }
        let broken = try #require(throws: KitStringsError.self) {
            try SuppliedTables.read(from: bundle, table: "Broken")
        }
        #expect(broken.kind == .unreadableTable)
        #expect(broken.message(locale: Locale(identifier: "en")).contains("xx.lproj/Broken.strings"))
        let twice = try #require(throws: KitStringsError.self) {
            try SuppliedTables.read(from: bundle, table: "Twice")
        }
        #expect(twice == .sameLanguageTwice(first: "zh-Hans.lproj", second: "zh-Hant.lproj"))
    }

    @Test func everyRefusalHasItsOwnMessageInEnglishAndKorean() {
        let errors: [KitStringsError] = [
            .invalidTableName("Kit.strings"), .noTable("Kit", bundlePath: "/App.app"),
            .unreadableTable(path: "/App.app/ja.lproj/Kit.strings"),
            .sameLanguageTwice(first: "zh-Hans.lproj", second: "zh-Hant.lproj"),
            .formatMismatch(
                path: "/App.app/ja.lproj/Kit.strings", key: slotKey, found: "%1$@", expected: "%1$@, %2$@"),
        ]
        #expect(Set(errors.map(\.kind.description)).count == errors.count)
        var english: Set<String> = []
        for error in errors {
            let en = error.message(locale: Locale(identifier: "en"))
            let ko = error.message(locale: Locale(identifier: "ko"))
            #expect(!en.hasPrefix("strings."), "\(en)")
            #expect(!ko.hasPrefix("strings."), "\(ko)")
            #expect(en.unicodeScalars.allSatisfy { !(0xAC00...0xD7A3).contains($0.value) }, "\(en)")
            #expect(ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(ko)")
            #expect(error.errorDescription == error.message())
            english.insert(en)
        }
        #expect(english.count == errors.count)
        #expect(errors[1].message(locale: Locale(identifier: "en")).contains("/App.app"))
        #expect(errors[4].message(locale: Locale(identifier: "ko")).contains(slotKey))
    }
}

/// The tests that change the tables every lookup reads: one at a time, each removing what it
/// supplied.
@Suite("KitStrings, the app's supply of tables", .serialized)
struct KitStringsTests {
    @Test func aSupplyMakesItsLanguageSpokenUntilItIsRemoved() throws {
        let folder = try StringsBundle([("xx.lproj", "Kit.strings", "\"\(plainKey)\" = \"xx-missing\";")])
        defer {
            KitStrings.removeSupplements()
            folder.remove()
        }

        try KitStrings.supplement(from: folder.bundle, table: "Kit")
        #expect(KitStrings.languages == Localizer.languages + ["xx"])
        #expect(Localizer(locale: Locale(identifier: "xx_YY")).string(plainKey) == "xx-missing")
        #expect(Localizer.language(of: Locale(identifier: "xx")) == "xx")

        KitStrings.removeSupplements()
        #expect(KitStrings.languages == Localizer.languages)
        #expect(Localizer(locale: Locale(identifier: "xx_YY")).language == "en")
    }

    @Test func aRefusedSupplyAddsNothing() throws {
        let folder = try StringsBundle([
            ("xx.lproj", "Kit.strings", "\"\(plainKey)\" = \"fine\";"),
            ("yy.lproj", "Kit.strings", "\"\(slotKey)\" = \"%@ only\";"),
        ])
        defer {
            KitStrings.removeSupplements()
            folder.remove()
        }

        let error = try #require(throws: KitStringsError.self) {
            try KitStrings.supplement(from: folder.bundle, table: "Kit")
        }
        #expect(error.kind == .formatMismatch)
        #expect(error.message(locale: Locale(identifier: "en")).contains("yy.lproj/Kit.strings"))
        #expect(KitStrings.languages == Localizer.languages)
    }

    @Test func lookupsWhileAnAppSuppliesSeeTheTableOrNot() async throws {
        let folder = try StringsBundle([("xx.lproj", "Kit.strings", "\"\(plainKey)\" = \"xx-missing\";")])
        defer {
            KitStrings.removeSupplements()
            folder.remove()
        }
        let bundle = try folder.bundle
        let english = shipped(plainKey, "en")

        let seen = await withTaskGroup(of: Set<String>.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var seen: Set<String> = []
                    for _ in 0..<200 {
                        seen.insert(Localizer(locale: Locale(identifier: "xx")).string(plainKey))
                    }
                    return seen
                }
            }
            group.addTask {
                for _ in 0..<50 {
                    try? KitStrings.supplement(from: bundle, table: "Kit")
                    KitStrings.removeSupplements()
                }
                return []
            }
            return await group.reduce(into: Set<String>()) { $0.formUnion($1) }
        }
        #expect(seen.isSubset(of: ["xx-missing", english]))
    }

    @Test func theDocumentedSamplesReportThatTheTestBundleHasNoSuchTable() throws {
        // KitStringsError's sample, and the article's.
        do {
            try KitStrings.supplement(from: Bundle.main, table: "KitOverrides")
        } catch let error as KitStringsError {
            print(error.message(locale: Locale(identifier: "en")))
        }
        #expect(KitStrings.languages == Localizer.languages)

        let error = try #require(throws: KitStringsError.self) {
            try KitStrings.supplement(from: Bundle.main, table: "KitOverrides")
        }
        #expect(error.kind == .noTable)
        KitStrings.removeSupplements()
        #expect(KitStrings.languages == ["en", "ko"])
    }
}
