import Foundation

/// Looks up this kit's strings in the language of a locale the caller passes, whatever the
/// process language is.
///
/// The tables are read by Foundation (`PropertyListSerialization`), for each language in this
/// order: the tables an app supplied (``KitStrings``), the kit's own `Localizable.strings` (its
/// `Resources`), then the rows every kit shares (`Shared.strings`, from the shared folder) and, in
/// a kit that talks to a network, the rows every such kit shares (`Network.strings`, from its
/// network folder). A language neither the kit nor the app has a table for, or a key missing from
/// every table of a language, falls back to English (the app's, then the kit's); a key missing
/// everywhere comes back as itself.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
struct Localizer: Sendable {
    /// The languages every kit ships strings for; the first is the fallback.
    static let languages = ["en", "ko"]

    /// The language used for lookups: one of ``languages`` or a language an app supplied.
    let language: String
    /// The locale numbers and dates are formatted with.
    let locale: Locale
    /// The tables an app supplied, as they were when this localizer was made.
    let supplied: SuppliedTables

    /// A localizer for `locale`, reading `supplied` before the kit's tables; a language neither
    /// has falls back to English.
    init(locale: Locale, supplied: SuppliedTables = KitStrings.current) {
        self.locale = locale
        self.supplied = supplied
        self.language = Self.language(of: locale, supplied: supplied)
    }

    /// The language closest to `locale` among those the kit ships and those an app supplied.
    ///
    /// Read from the identifier's leading letters (`ko_KR`, `ko-Kore-KR`, `ko`), without asking
    /// ICU, so no identifier, however malformed, can make the lookup fail.
    static func language(of locale: Locale, supplied: SuppliedTables = KitStrings.current) -> String {
        let code = code(of: locale)
        return languages.contains(code) || supplied.languages.contains(code) ? code : languages[0]
    }

    /// The shipped language closest to `locale`, for what only the kit's own languages have (such
    /// as bundled data in each shipped language): an app's tables do not count.
    static func shippedLanguage(of locale: Locale) -> String {
        let code = code(of: locale)
        return languages.contains(code) ? code : languages[0]
    }

    /// The lowercased leading letters of `locale`'s identifier.
    private static func code(of locale: Locale) -> String {
        locale.identifier.prefix { $0.isASCII && $0.isLetter }.lowercased()
    }

    /// The string for `key`, or the English one, or the key itself.
    func string(_ key: String) -> String {
        Self.lookup(key, language: language, supplied: supplied)
    }

    /// The string for `key` with `arguments` put in its `%@`/`%ld` slots.
    ///
    /// Numbers meant for people are formatted first, with ``number(_:)`` or a Foundation format
    /// style, and passed as text; a `%ld` slot prints plain digits, the same in every locale.
    /// (Formatting without a locale also spares ICU's start-up cost in a short-lived CLI.)
    ///
    /// In Korean, particles written with both forms (`을(를)`, `이(가)`, `(으)로`…) are then chosen
    /// for the word before them (see ``KoreanParticles``).
    func format(_ key: String, _ arguments: any CVarArg...) -> String {
        let text = String(format: string(key), arguments: arguments)
        return language == "ko" ? KoreanParticles.resolve(text) : text
    }

    /// A whole number formatted for the locale (`1,000` in English and Korean).
    ///
    /// Numbers below 1,000 in an English or Korean locale with no numbering-system override
    /// are written as plain digits, exactly what ICU answers for them, without starting ICU.
    func number(_ value: Int) -> String {
        if (0..<1_000).contains(value), Self.usesPlainDigits(locale) { return String(value) }
        return value.formatted(.number.locale(locale))
    }

    /// Whether `locale` is English or Korean with no keyword (such as `@numbers=arab`) that could
    /// change its digits.
    private static func usesPlainDigits(_ locale: Locale) -> Bool {
        let identifier = locale.identifier
        guard !identifier.contains("@"), !identifier.contains("-u-") else { return false }
        let code = identifier.prefix { $0.isASCII && $0.isLetter }.lowercased()
        return code == "en" || code == "ko"
    }

    /// The value of `key` in every language, shipped or supplied, that has it (a supplied row
    /// before the kit's).
    static func translations(
        of key: String, supplied: SuppliedTables = KitStrings.current
    ) -> [String: String] {
        var result: [String: String] = [:]
        for language in languages {
            if let value = table(for: language)[key] { result[language] = value }
        }
        for language in supplied.languages {
            if let value = supplied.value(key, language: language) { result[language] = value }
        }
        return result
    }

    /// The string for `key` in `language` (the supplied row, then the kit's), falling back to
    /// English (the supplied row, then the kit's), then to the key.
    private static func lookup(_ key: String, language: String, supplied: SuppliedTables) -> String {
        if let value = supplied.value(key, language: language) { return value }
        if language != languages[0] {
            if let value = table(for: language)[key] { return value }
            if let value = supplied.value(key, language: languages[0]) { return value }
        }
        return english[key] ?? key
    }

    /// The kit's table of `language`: empty for a language the kit does not ship.
    private static func table(for language: String) -> [String: String] {
        switch language {
        case "en": english
        case "ko": korean
        default: [:]
        }
    }

    /// The first row of `rows` whose format slots differ from the kit's English row of the same
    /// key, with both slot lists written out (`%1$@, %2$ld`); nil when every row the kit ships
    /// keeps its slots. Rows the kit does not ship are not checked.
    static func slotProblem(in rows: [String: String]) -> (key: String, found: String, expected: String)? {
        for key in rows.keys.sorted() {
            guard let value = rows[key], let shipped = english[key] else { continue }
            let found = slots(of: value)
            let expected = slots(of: shipped)
            if found != expected {
                return (key, found.joined(separator: ", "), expected.joined(separator: ", "))
            }
        }
        return nil
    }

    /// The format slots of `format`, each written with its position (`%1$@`, `%2$ld`), sorted by
    /// position: a slot without a position takes the next one, as `String(format:)` fills them.
    static func slots(of format: String) -> [String] {
        var slots: [(position: Int, slot: String)] = []
        var next = 1
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            var position = next
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let number = Int(digits) {
                position = number
                rest = rest.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            let options = rest.prefix { "-+ #0'.123456789".contains($0) }
            rest = rest.dropFirst(options.count)
            let length = rest.prefix { "hlqLzjt".contains($0) }
            rest = rest.dropFirst(length.count)
            let conversion = rest.first.map(String.init) ?? ""
            rest = rest.dropFirst(conversion.count)
            slots.append((position, "%\(position)$\(length)\(conversion)"))
        }
        return slots.sorted { $0.position < $1.position }.map(\.slot)
    }

    /// The English table, read the first time it is needed.
    private static let english = load("en")
    /// The Korean table, read the first time it is needed (an English run never reads it).
    private static let korean = load("ko")

    /// The tables of a language, in the order they are looked up: a row of an earlier one wins.
    private static let tableNames = ["Localizable", "Shared", "Network"]

    /// Reads every table of `language` from the kit's resources and merges them; a kit's own row
    /// wins over a shared one.
    private static func load(_ language: String) -> [String: String] {
        var merged: [String: String] = [:]
        for name in tableNames {
            merged.merge(load(name, language: language)) { earlier, _ in earlier }
        }
        return merged
    }

    /// Reads `<language>.lproj/<name>.strings` from the kit's resources; a table that is missing
    /// or cannot be read is empty.
    private static func load(_ name: String, language: String) -> [String: String] {
        readTable(at: resources.appendingPathComponent("\(language).lproj/\(name).strings")) ?? [:]
    }

    /// The folder of the kit's resources (its bundle's resources).
    static var resources: URL {
        Bundle.module.resourceURL ?? Bundle.module.bundleURL
    }

    /// The rows of the strings table at `file`, read with Foundation's `PropertyListDecoder`, which
    /// takes both the text form SwiftPM copies on Linux and the binary form Xcode writes (for a
    /// `.strings` file or a String Catalog) straight into Swift strings; nil when the file is
    /// missing or is not a table of text rows. (A kit without a table, such as one that never
    /// talks to a network, is common: `FileManager` says so without building an error, which a
    /// short-lived CLI would pay for.)
    static func readTable(at file: URL) -> [String: String]? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return try? PropertyListDecoder().decode([String: String].self, from: data)
    }
}
