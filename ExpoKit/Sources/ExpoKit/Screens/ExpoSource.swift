import Foundation

/// Where the screen models get the catalog and the pictures: the catalog the kit ships, a folder
/// of the original app's files, or anything else that makes an ``ExpoCatalog``.
///
/// The kit ships no pictures. A folder of them (`poster.png`, `flag.png`, `jikji.png`, …, named
/// as ``ExhibitImages`` finds them) makes the screens show the ones it holds.
///
/// ```swift
/// let shipped = ExpoSource.bundled()
/// let original = ExpoSource.folder(URL(fileURLWithPath: "/path/to/original"))  // pictures beside the files
/// let custom = ExpoSource { locale in try await ExpoCatalog.bundled(locale: locale) }
/// ```
public struct ExpoSource: Sendable {
    /// The folder the screens take pictures from; `nil` for none.
    public let imageDirectory: URL?
    /// Reads the catalog for a locale.
    private let loadCatalog: @Sendable (Locale) async throws -> ExpoCatalog

    /// A source whose catalog `catalog` makes for a locale, with pictures from `imageDirectory`.
    public init(
        imageDirectory: URL? = nil, catalog: @escaping @Sendable (Locale) async throws -> ExpoCatalog
    ) {
        self.imageDirectory = imageDirectory
        self.loadCatalog = catalog
    }

    /// The catalog the kit ships, in the screen's language; pictures from `imageDirectory` when
    /// given (the kit ships none).
    public static func bundled(imageDirectory: URL? = nil) -> ExpoSource {
        ExpoSource(imageDirectory: imageDirectory) { locale in try await ExpoCatalog.bundled(locale: locale) }
    }

    /// The original app's two files in `directory`, with the pictures from `imageDirectory` — by
    /// default the same folder, so pictures kept beside the files are shown.
    public static func folder(_ directory: URL, imageDirectory: URL? = nil) -> ExpoSource {
        ExpoSource(imageDirectory: imageDirectory ?? directory) { _ in
            try await ExpoCatalog.load(from: directory)
        }
    }

    /// The catalog for `locale`.
    ///
    /// - Throws: whatever the source throws; the kit's sources throw ``CatalogError``.
    public func catalog(for locale: Locale) async throws -> ExpoCatalog {
        try await loadCatalog(locale)
    }

    /// The pictures of `imageNames` and `optionalNames` found in ``imageDirectory``; `nil` when
    /// there is no folder.
    ///
    /// - Throws: ``ExportError`` when the folder does not exist or cannot be listed.
    func pictures(imageNames: [String], optionalNames: [String] = []) async throws -> ExhibitImages? {
        guard let imageDirectory else { return nil }
        return try await ExhibitImages.find(
            in: imageDirectory, imageNames: imageNames, optionalNames: optionalNames)
    }
}
