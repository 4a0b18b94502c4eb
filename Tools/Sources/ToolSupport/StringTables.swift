import Foundation

/// Text in each language the tools speak, read from JSON string tables (`en.json`, `ko.json`,
/// each an object of key → text) in one folder. A text's `{name}` slots are filled with values,
/// and Korean particles written as `을(를)` are chosen for the word before them, as ``Language``'s
/// `pick(_:_:)` chooses them.
public struct StringTables: Sendable {
    /// Each language's table.
    private let tables: [Language: [String: String]]

    /// The tables of `folder` (`<language code>.json`); a language without a file has no text.
    ///
    /// - Throws: when a file is not a JSON object of strings.
    public init(folder: URL) throws {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases {
            let file = folder.appendingPathComponent("\(language.rawValue).json")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            tables[language] = try JSONDecoder().decode([String: String].self, from: data)
        }
        self.tables = tables
    }

    /// The text of `key` in `language`, its slots filled from `values`; `key` itself when the
    /// language has no such text (``problems(keys:)`` finds those).
    public func text(_ key: String, in language: Language, _ values: [String: String] = [:]) -> String {
        let text = Self.filling(tables[language]?[key] ?? key, with: values)
        return language == .ko ? KoreanParticles.resolve(text) : text
    }

    /// `text` with each `{name}` slot that `values` names replaced, in one pass over `text`: a
    /// value holding braces of its own (a name typed as `{identifier}`) is written as it is.
    private static func filling(_ text: String, with values: [String: String]) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            result += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// What is wrong with the tables for `keys`: a key a language lacks or has beyond them, and a
    /// text whose slots differ from English's; empty when nothing is.
    public func problems(keys: [String]) -> [String] {
        var problems: [String] = []
        let english = tables[.en] ?? [:]
        for language in Language.allCases {
            let table = tables[language] ?? [:]
            for key in keys where table[key] == nil { problems.append("\(language.rawValue): no \(key)") }
            for key in Set(table.keys).subtracting(keys) {
                problems.append("\(language.rawValue): \(key) is unused")
            }
            for key in keys {
                guard let text = table[key], let source = english[key] else { continue }
                if Self.slots(text) != Self.slots(source) {
                    problems.append("\(language.rawValue): \(key) has slots \(Self.slots(text).sorted())")
                }
            }
        }
        return problems.sorted()
    }

    /// The `{name}` slots of `text`.
    private static func slots(_ text: String) -> Set<Substring> {
        var slots: Set<Substring> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            slots.insert(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        return slots
    }
}
