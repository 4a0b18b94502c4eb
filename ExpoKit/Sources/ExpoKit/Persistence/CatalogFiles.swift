import Foundation

/// Reads the original app's two files from a folder: `exposition_universelle_1900.json` and
/// `items.json`, as the app shipped them (extra keys ignored, a UTF-8 byte-order mark tolerated).
enum CatalogFiles {
    /// The two files' places in one folder, and how errors name them.
    struct Location: Sendable {
        /// The exposition file.
        let exposition: URL
        /// The exhibits file.
        let items: URL
        /// The exposition file as errors name it.
        let expositionPath: String
        /// The exhibits file as errors name it.
        let itemsPath: String

        /// The files in `directory`, named by their full paths.
        init(directory: URL) {
            exposition = directory.appendingPathComponent(ExpoCatalog.expositionFileName)
            items = directory.appendingPathComponent(ExpoCatalog.itemsFileName)
            expositionPath = exposition.path
            itemsPath = items.path
        }

        /// Files read by someone else, named by their usual names alone.
        init() {
            exposition = URL(fileURLWithPath: ExpoCatalog.expositionFileName)
            items = URL(fileURLWithPath: ExpoCatalog.itemsFileName)
            expositionPath = ExpoCatalog.expositionFileName
            itemsPath = ExpoCatalog.itemsFileName
        }
    }

    /// The bundled catalog's files for `language` (`en` or `ko`).
    static func bundled(language: String) -> Location {
        bundledLocations[language] ?? Location(directory: bundledDirectory(language: language))
    }

    /// The bundled catalog's files in every shipped language, found once.
    private static let bundledLocations: [String: Location] = {
        var locations: [String: Location] = [:]
        for language in Localizer.languages {
            locations[language] = Location(directory: bundledDirectory(language: language))
        }
        return locations
    }()

    /// The folder holding the bundled files for `language`.
    private static func bundledDirectory(language: String) -> URL {
        let resources = Bundle.module.resourceURL ?? Bundle.module.bundleURL
        return resources.appendingPathComponent("\(language).lproj", isDirectory: true)
    }

    /// The catalog in `directory`, checking first that it is a folder.
    ///
    /// - Throws: ``CatalogError`` naming the folder, or the file and key path, at fault.
    static func read(directory: URL) throws -> ExpoCatalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            throw CatalogError.missingDirectory(path: directory.path)
        }
        guard isDirectory.boolValue else { throw CatalogError.notADirectory(path: directory.path) }
        return try read(Location(directory: directory))
    }

    /// The catalog in the two files of `location`.
    ///
    /// - Throws: ``CatalogError`` naming the file and key path at fault.
    static func read(_ location: Location) throws -> ExpoCatalog {
        try decode(
            exposition: contents(of: location.exposition), items: contents(of: location.items), at: location)
    }

    /// The catalog in two documents, reported as the files of `location`.
    ///
    /// - Throws: ``CatalogError`` naming the file and key path at fault.
    static func decode(exposition: Data, items: Data, at location: Location) throws -> ExpoCatalog {
        let decoder = JSONDecoder()
        let decoded = try decode(
            Exposition.self, from: exposition, with: decoder, path: location.expositionPath)
        guard decoded.visitors >= 0 else {
            throw CatalogError.negativeVisitors(path: location.expositionPath, value: decoded.visitors)
        }
        return ExpoCatalog(
            exposition: decoded,
            items: try decode([ExpositionItem].self, from: items, with: decoder, path: location.itemsPath))
    }

    /// The bytes of the file at `url`.
    private static func contents(of url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                throw CatalogError.missingFile(path: url.path)
            }
            let reason = isDirectory.boolValue ? .isFolder : SystemReason(error, path: url.path)
            throw CatalogError.unreadableFile(path: url.path, reason)
        }
    }

    /// `data`, read from the file at `path`, decoded as `type` after a UTF-8 byte-order mark if
    /// there is one.
    private static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, with decoder: JSONDecoder, path: String
    ) throws -> Value {
        do {
            if data.starts(with: byteOrderMark) {
                return try decoder.decode(type, from: Data(data.dropFirst(byteOrderMark.count)))
            }
            return try decoder.decode(type, from: data)
        } catch {
            throw CatalogError.invalidData(path: path, error: error)
        }
    }

    /// The UTF-8 byte-order mark.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
