import Foundation
import Testing

@Suite("Strings tables")
struct LocalizationTests {
    private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Sources/DiaryKit/Resources")
    /// The kit's sources, around its resources.
    private static let sources = resources.deletingLastPathComponent()

    /// The key–value pairs of one language's table, read the way Foundation reads it.
    private func table(_ language: String) throws -> [String: String] {
        try StringTables.rows(language, sources: Self.resources.deletingLastPathComponent())
    }

    /// The `%n$@` placeholders of a format, sorted.
    private func placeholders(_ format: String) -> [String] {
        var found: [String] = []
        var rest = Substring(format)
        while let range = rest.range(of: #"%[0-9]+\$@"#, options: .regularExpression) {
            found.append(String(rest[range]))
            rest = rest[range.upperBound...]
        }
        return Array(Set(found)).sorted()
    }

    @Test func englishAndKoreanHaveTheSameKeys() throws {
        let english = try table("en")
        let korean = try table("ko")
        #expect(english.count > 80)
        #expect(Set(english.keys) == Set(korean.keys))
    }

    @Test func translationsUseTheSamePlaceholders() throws {
        let english = try table("en")
        let korean = try table("ko")
        for (key, value) in english {
            #expect(placeholders(value) == placeholders(korean[key] ?? ""), "\(key)")
        }
    }

    @Test func everyKeyTheCodeLooksUpExists() throws {
        let english = try table("en")
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        var used: Set<String> = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            var rest = Substring(text)
            let pattern = #"\.(string|format)\("[a-zA-Z.]+""#
            while let range = rest.range(of: pattern, options: .regularExpression) {
                let call = rest[range]
                if let open = call.firstIndex(of: "\"") {
                    used.insert(String(call[call.index(after: open)...].dropLast()))
                }
                rest = rest[range.upperBound...]
            }
        }
        // Every error case's key is derived from its name, but `DiaryTransferError`'s
        // `invalidValue` names its keys (`error.transfer.invalid.date`) by hand.
        let derived = try ErrorListCheck.expectListedOnce(in: Self.sources)
        used.formUnion(derived.subtracting(["error.transfer.invalidValue"]))
        #expect(used.count > 40)
        for key in used where !key.hasSuffix(".") {
            #expect(english[key] != nil, "\(key) is looked up but missing")
        }
    }
}
