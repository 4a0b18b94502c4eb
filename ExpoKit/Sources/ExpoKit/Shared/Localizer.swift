import Foundation

/// Looks up this kit's strings in the language of a locale the caller passes, whatever the
/// process language is.
///
/// The tables are read by Foundation (`PropertyListSerialization`), for each language in this
/// order: the kit's own `Localizable.strings` (its `Resources`), then the rows every kit shares
/// (`Shared.strings`, from the shared folder) and, in a kit that talks to a network, the rows every
/// such kit shares (`Network.strings`, from its network folder). A language the kit has no table
/// for, or a key missing from a table, falls back to English; a key missing everywhere comes back
/// as itself.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
struct Localizer: Sendable {
    /// The languages every kit ships strings for; the first is the fallback.
    static let languages = ["en", "ko"]

    /// The language used for lookups: one of ``languages``.
    let language: String
    /// The locale numbers and dates are formatted with.
    let locale: Locale

    /// A localizer for `locale`; a language the kit lacks falls back to English.
    init(locale: Locale) {
        self.locale = locale
        self.language = Self.language(of: locale)
    }

    /// The supported language closest to `locale`.
    ///
    /// Read from the identifier's leading letters (`ko_KR`, `ko-Kore-KR`, `ko`), without asking
    /// ICU, so no identifier, however malformed, can make the lookup fail.
    static func language(of locale: Locale) -> String {
        let code = locale.identifier.prefix { $0.isASCII && $0.isLetter }.lowercased()
        return languages.contains(code) ? code : languages[0]
    }

    /// The string for `key`, or the English one, or the key itself.
    func string(_ key: String) -> String {
        Self.lookup(key, language: language)
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

    /// The value of `key` in every shipped language that has it.
    static func translations(of key: String) -> [String: String] {
        var result: [String: String] = [:]
        for language in languages {
            if let value = table(for: language)[key] { result[language] = value }
        }
        return result
    }

    /// The string for `key` in `language`, falling back to English, then to the key.
    private static func lookup(_ key: String, language: String) -> String {
        if language != languages[0], let value = table(for: language)[key] { return value }
        return english[key] ?? key
    }

    /// The table of one of ``languages``.
    private static func table(for language: String) -> [String: String] {
        language == "ko" ? korean : english
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

    /// Reads `<language>.lproj/<name>.strings` from the kit's resources with Foundation's
    /// property-list reader, which takes both the text form SwiftPM copies on Linux and the
    /// binary form Xcode writes; a table that is missing or cannot be read is empty.
    private static func load(_ name: String, language: String) -> [String: String] {
        let resources = Bundle.module.resourceURL ?? Bundle.module.bundleURL
        let file = resources.appendingPathComponent("\(language).lproj/\(name).strings")
        guard let data = try? Data(contentsOf: file),
            let table = try? PropertyListSerialization.propertyList(from: data, format: nil)
        else { return [:] }
        return table as? [String: String] ?? [:]
    }
}
