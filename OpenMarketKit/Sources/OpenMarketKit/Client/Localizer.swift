import Foundation

/// Looks up the kit's strings for a caller's locale (not the process language).
///
/// Tables are read once from the bundle's `en.lproj` and `ko.lproj` and kept; a language
/// without a table, or a key missing from it, falls back to English.
enum Localizer {
    /// The formatted string for `key` in `locale`'s language.
    static func string(_ key: String, locale: Locale, _ arguments: any CVarArg...) -> String {
        let language = locale.language.languageCode?.identifier ?? "en"
        let format = Tables.shared.table(for: language)[key] ?? Tables.shared.table(for: "en")[key] ?? key
        guard !arguments.isEmpty else { return format }
        return String(format: format, locale: locale, arguments: arguments)
    }

    /// The cache of loaded tables. `@unchecked Sendable` because its one mutable dictionary is
    /// only touched while `lock` is held.
    private final class Tables: @unchecked Sendable {
        static let shared = Tables()
        private let lock = NSLock()
        private var tables: [String: [String: String]] = [:]

        func table(for language: String) -> [String: String] {
            lock.lock()
            defer { lock.unlock() }
            if let table = tables[language] { return table }
            let table =
                Self.load(language) ?? (language == "en" ? [:] : (tables["en"] ?? Self.load("en") ?? [:]))
            tables[language] = table
            return table
        }

        private static func load(_ language: String) -> [String: String]? {
            guard
                let url = Bundle.module.url(
                    forResource: "Localizable", withExtension: "strings", subdirectory: nil,
                    localization: language),
                let data = try? Data(contentsOf: url),
                let table = try? PropertyListSerialization.propertyList(from: data, format: nil)
                    as? [String: String]
            else { return nil }
            return table
        }
    }
}
