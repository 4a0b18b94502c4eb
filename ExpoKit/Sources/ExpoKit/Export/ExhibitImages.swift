import Foundation

/// The pictures found in a folder — the exhibits', and the poster's when the folder has them: for
/// each image name (`jikji`, `poster`), the file that holds it (`jikji.png`), whatever its extension.
///
/// ```swift
/// let images = try await ExhibitImages.find(in: URL(filePath: "/tmp/pictures"), imageNames: ["jikji", "god"])
/// images.fileName(for: "jikji")   // jikji.png, when the folder has it
/// images.missing                  // ["god"], when it does not
/// ```
public struct ExhibitImages: Sendable, Hashable {
    /// The folder the pictures are in.
    public let directory: URL
    /// The file holding each found picture, by image name.
    public let fileNames: [String: String]
    /// The image names with no picture in the folder, in the order asked.
    public let missing: [String]

    /// The extensions a picture may have, most preferred first when a folder holds several.
    public static let extensions = ExpositionItem.pictureExtensions

    /// Pictures already found.
    public init(directory: URL, fileNames: [String: String], missing: [String]) {
        self.directory = directory
        self.fileNames = fileNames
        self.missing = missing
    }

    /// Looks in `directory` for a picture of each of `imageNames` and `optionalNames`: a file named
    /// after it with one of ``extensions`` (compared without case; an exact name wins over one that
    /// differs in case). Only `imageNames` without a picture are listed as ``missing``: the poster's
    /// pictures (`poster`, `flag`) are shown when the folder has them and left out otherwise.
    ///
    /// - Throws: ``ExportError`` when the folder does not exist, is a file, or cannot be listed.
    public static func find(
        in directory: URL, imageNames: [String], optionalNames: [String] = []
    ) async throws -> ExhibitImages {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw ExportError.missingImageDirectory(path: directory.path) }
        let listing: [String]
        do {
            listing = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw ExportError.unreadableImage(path: directory.path, SystemReason(error, path: directory.path))
        }

        var candidates: [String: [(file: String, exact: Bool, rank: Int)]] = [:]
        let namesByLowercase = Dictionary(
            grouping: Set(imageNames + optionalNames), by: { $0.lowercased() })
        for file in listing {
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex,
                let rank = extensions.firstIndex(of: file[file.index(after: dot)...].lowercased())
            else { continue }
            let base = String(file[..<dot])
            for name in namesByLowercase[base.lowercased()] ?? [] {
                candidates[name, default: []].append((file, base == name, rank))
            }
        }

        var fileNames: [String: String] = [:]
        var missing: [String] = []
        let required = Set(imageNames)
        for name in imageNames + optionalNames where fileNames[name] == nil {
            let best = (candidates[name] ?? [])
                .filter { isRegularFile(directory.appendingPathComponent($0.file)) }
                .min { ($0.exact ? 0 : 1, $0.rank, $0.file) < ($1.exact ? 0 : 1, $1.rank, $1.file) }
            if let best {
                fileNames[name] = best.file
            } else if required.contains(name), !missing.contains(name) {
                missing.append(name)
            }
        }
        return ExhibitImages(directory: directory, fileNames: fileNames, missing: missing)
    }

    /// The file holding the picture called `imageName`, like `jikji.png`.
    public func fileName(for imageName: String) -> String? {
        fileNames[imageName]
    }

    /// The picture's path inside an export, like `images/jikji.png`, percent-encoded for a link.
    public func link(for imageName: String) -> String? {
        fileName(for: imageName).map { "\(Self.folder)/\(Self.percentEncoded($0))" }
    }

    /// The folder of an export the pictures are copied to.
    public static let folder = "images"

    /// Whether `url` is a regular file (following symbolic links).
    private static func isRegularFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    /// `name` with everything but unreserved URL characters percent-encoded.
    private static func percentEncoded(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? name
    }

    /// The characters a URL path segment may hold unencoded.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
