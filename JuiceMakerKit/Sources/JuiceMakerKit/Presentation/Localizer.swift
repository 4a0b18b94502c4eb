import Foundation

/// Looks up the kit's strings in the language of a caller's locale, whatever the process language is.
struct Localizer: Sendable {
    /// The languages the kit ships strings for; the first is the fallback.
    static let languages = ["en", "ko"]

    /// The language code used for lookups (`"en"` or `"ko"`).
    let language: String
    /// The locale numbers are formatted with.
    let locale: Locale

    /// A localizer for `locale`; languages the kit lacks fall back to English.
    init(locale: Locale) {
        self.locale = locale
        self.language = Self.language(of: locale)
    }

    /// The supported language closest to `locale`.
    static func language(of locale: Locale) -> String {
        let code = locale.language.languageCode?.identifier ?? "en"
        return languages.contains(code) ? code : "en"
    }

    /// The string for `key`, or the English one, or the key itself.
    func string(_ key: String) -> String {
        Self.table(for: language)[key] ?? Self.english[key] ?? key
    }

    /// The string for `key` with `arguments` put in, numbers formatted for the locale.
    func format(_ key: String, _ arguments: any CVarArg...) -> String {
        String(format: string(key), locale: locale, arguments: arguments)
    }

    /// A count formatted for the locale (`1,000` or `1.000`).
    func number(_ value: Int) -> String {
        value.formatted(.number.locale(locale))
    }

    /// The value of `key` in every shipped language.
    static func translations(of key: String) -> [String: String] {
        var result: [String: String] = [:]
        for language in languages { result[language] = table(for: language)[key] }
        return result
    }

    /// The table of one language; each is read from the bundle the first time it is needed.
    static func table(for language: String) -> [String: String] {
        language == "ko" ? korean : english
    }

    /// The English table.
    private static let english = load("en")
    /// The Korean table.
    private static let korean = load("ko")

    /// Reads `<language>.lproj/Localizable.strings` from the kit's bundle.
    private static func load(_ language: String) -> [String: String] {
        let base = Bundle.module.resourceURL ?? Bundle.module.bundleURL
        let url = base.appendingPathComponent("\(language).lproj/Localizable.strings")
        guard let data = try? Data(contentsOf: url) else { return [:] }
        return StringsFile.parse(data)
    }
}
