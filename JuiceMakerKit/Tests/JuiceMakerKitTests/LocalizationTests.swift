import Foundation
import Testing

@testable import JuiceMakerKit

@Suite("The shipped string tables")
struct LocalizationTests {
    /// The kit's sources, found from this file.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/JuiceMakerKit")

    /// The table of `language` as the package ships it, read by Foundation.
    private func table(_ language: String) throws -> [String: String] {
        try StringTables.rows(language, sources: Self.sources)
    }

    @Test func englishAndKoreanHaveTheSameKeys() throws {
        let english = try table("en")
        let korean = try table("ko")
        #expect(english.count > 60)
        #expect(Set(english.keys).subtracting(korean.keys).isEmpty, "missing in ko")
        #expect(Set(korean.keys).subtracting(english.keys).isEmpty, "missing in en")
    }

    @Test func everyTranslationKeepsTheFormatSlotsOfTheEnglish() throws {
        let english = try table("en")
        let korean = try table("ko")
        for (key, value) in english {
            #expect(slots(value) == slots(korean[key] ?? ""), "\(key)")
        }
    }

    @Test func everyKeyTheCodeUsesExists() throws {
        let english = try table("en")
        var used = Set<String>()
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)
            .filter { $0.hasSuffix(".swift") }
        for file in files {
            let code = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            used.formUnion(literalKeys(in: code))
        }
        // Keys built from values.
        used.formUnion(Fruit.allCases.map { "fruit.\($0.rawValue)" })
        used.formUnion(Fruit.allCases.map { "fruit.\($0.rawValue).inSentence" })
        used.formUnion(Juice.classics.map { "juice.\($0.id)" })
        used.formUnion(JuiceMakerText.Label.allCases.map { "label.\($0.rawValue)" })
        used.formUnion(
            ["number", "text", "boolean", "object", "list", "null", "value"].map { "decoding.type.\($0)" })
        used.formUnion(SystemReason.allCases.flatMap(\.keys))
        // Every error case's key is derived from its name, but `JuiceMenuError`'s `emptyMenu` keeps
        // the key `error.menu.empty` that its message names by hand.
        let derived = try ErrorListCheck.expectListedOnce(in: Self.sources)
        used.formUnion(derived.subtracting(["error.menu.emptyMenu"]))
        #expect(used.count > 60)
        let missing = used.subtracting(english.keys).sorted()
        #expect(missing.isEmpty, "used but not in the tables: \(missing)")
        let unused = Set(english.keys).subtracting(used).sorted()
        #expect(unused.isEmpty, "in the tables but never used: \(unused)")
    }

    @Test func translationsOfAKeyComeFromEveryShippedLanguage() {
        #expect(Localizer.translations(of: "fruit.kiwi") == ["en": "Kiwi", "ko": "키위"])
        #expect(Localizer.translations(of: "no.such.key").isEmpty)
        #expect(Localizer(locale: Locale(identifier: "ko_KR")).string("fruit.mango") == "망고")
        #expect(Localizer(locale: Locale(identifier: "zzzzzzzzzzzz")).string("fruit.mango") == "Mango")
    }

    /// The `%1$@`-style slots of a format, in order of their numbers.
    private func slots(_ format: String) -> [String] {
        let pattern = /%(\d+)\$([@a-z]+)/
        return format.matches(of: pattern).map { "\($0.1)$\($0.2)" }.sorted()
    }

    /// The string literals in `code` that look like table keys (`"error.menu.empty"`).
    private func literalKeys(in code: String) -> Set<String> {
        let pattern =
            /"((?:error|fruit|juice|order|shortfall|action|stock|recipe|label|decoding|screen|strings)\.[A-Za-z.]+)"/
        return Set(code.matches(of: pattern).map { String($0.1) })
    }
}
