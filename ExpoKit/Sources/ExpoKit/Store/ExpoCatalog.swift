import Foundation

/// The exposition and its exhibits, as the original app's two JSON files hold them.
///
/// Load the text the kit ships, in Korean or English, or a folder holding the original app's
/// `exposition_universelle_1900.json` and `items.json`:
///
/// ```swift
/// let korean = try await ExpoCatalog.bundled(locale: Locale(identifier: "ko"))
/// korean.items.count              // 13
/// korean.items[0].name            // 직지심체요절
/// let original = try await ExpoCatalog.load(from: URL(filePath: "/path/to/original"))
/// ```
public struct ExpoCatalog: Sendable, Hashable, Codable {
    /// The exposition the poster shows.
    public var exposition: Exposition
    /// The exhibits, in the list's order.
    public var items: [ExpositionItem]

    /// A catalog of these values.
    public init(exposition: Exposition, items: [ExpositionItem]) {
        self.exposition = exposition
        self.items = items
    }

    /// The name of the original app's exposition file.
    public static let expositionFileName = "exposition_universelle_1900.json"
    /// The name of the original app's exhibits file.
    public static let itemsFileName = "items.json"

    /// The languages the kit ships the catalog in: `["en", "ko"]`.
    public static var languages: [String] { Localizer.languages }

    /// The shipped language used for `locale`: Korean for a Korean locale, English otherwise.
    public static func language(for locale: Locale) -> String {
        Localizer.shippedLanguage(of: locale)
    }

    /// The catalog the kit ships, in the language of `locale` (English when the kit lacks it).
    ///
    /// - Throws: ``CatalogError`` when the kit's resources are missing or damaged.
    public static func bundled(locale: Locale = .current) async throws -> ExpoCatalog {
        try CatalogFiles.read(CatalogFiles.bundled(language: language(for: locale)))
    }

    /// The catalog in `directory`, which holds the original app's two files.
    ///
    /// - Throws: ``CatalogError`` naming the folder, or the file and the key path, at fault.
    public static func load(from directory: URL) async throws -> ExpoCatalog {
        try CatalogFiles.read(directory: directory)
    }

    /// The catalog in `directory` when one is given, otherwise the bundled one for `locale`.
    ///
    /// - Throws: ``CatalogError`` naming the folder, or the file and the key path, at fault.
    public static func load(locale: Locale = .current, directory: URL? = nil) async throws -> ExpoCatalog {
        if let directory { return try await load(from: directory) }
        return try await bundled(locale: locale)
    }

    /// The catalog in the contents of the two files, read by the caller; errors name the files
    /// as if they were in `directory`, or by their names alone when there is none.
    ///
    /// - Throws: ``CatalogError`` naming the file and the key path at fault.
    public static func decode(exposition: Data, items: Data, directory: URL? = nil) throws -> ExpoCatalog {
        let location = directory.map(CatalogFiles.Location.init(directory:)) ?? CatalogFiles.Location()
        return try CatalogFiles.decode(exposition: exposition, items: items, at: location)
    }

    /// The exhibit numbered `number`, counting from 1 as the list does; `nil` outside `1...items.count`.
    public func item(number: Int) -> ExpositionItem? {
        guard number >= 1, number <= items.count else { return nil }
        return items[number - 1]
    }
}
