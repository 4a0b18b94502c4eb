import Foundation

/// Every screen of the app, formatted in one language: the poster, the list and each detail.
///
/// Build it from a catalog with ``ExpoText/presentation(of:)``, or load and format in one call:
///
/// ```swift
/// let english = try await ExpoPresentation.load(locale: Locale(identifier: "en"))
/// english.poster.visitorsText      // Visitors: 48,130,300
/// english.list.rows[2].name        // Tripitaka Koreana
/// english.details[2].paragraphs    // three paragraphs
/// ```
public struct ExpoPresentation: Sendable, Hashable, Encodable {
    /// The language of the words around the content: `en` or `ko`.
    public let language: String
    /// The first screen.
    public let poster: PosterPage
    /// The second screen.
    public let list: ExhibitList
    /// The third screen for each exhibit, in list order.
    public let details: [ExhibitDetail]
    /// Headings and navigation words.
    public let labels: ExpoLabels

    /// A presentation of already formatted screens.
    public init(
        language: String, poster: PosterPage, list: ExhibitList, details: [ExhibitDetail], labels: ExpoLabels
    ) {
        self.language = language
        self.poster = poster
        self.list = list
        self.details = details
        self.labels = labels
    }

    /// Loads the catalog (from `directory` when given, otherwise the bundled one for `locale`) and
    /// formats every screen for `locale`.
    ///
    /// - Throws: ``CatalogError`` naming the folder, or the file and the key path, at fault.
    public static func load(locale: Locale = .current, directory: URL? = nil) async throws -> ExpoPresentation
    {
        let catalog = try await ExpoCatalog.load(locale: locale, directory: directory)
        return ExpoText(locale: locale).presentation(of: catalog)
    }
}
