import Foundation

/// Writes the exposition out as Markdown or as a static HTML site, with the pictures it shows (the
/// exhibits', the poster's and the flag's) copied beside it when a folder of them is given.
///
/// ```swift
/// let presentation = try await ExpoPresentation.load(locale: Locale(identifier: "ko"))
/// let exporter = ExpoExporter(presentation: presentation, imageDirectory: nil)
/// let result = try await exporter.write(.html, to: URL(filePath: "/tmp/expo-site"))
/// result.files.count   // 15: the poster, the list and 13 exhibits
/// ```
public struct ExpoExporter: Sendable {
    /// The screens to write out.
    public let presentation: ExpoPresentation
    /// The folder holding the exhibits' pictures (`jikji.png`, …), if any.
    public let imageDirectory: URL?

    /// An exporter of `presentation`, taking pictures from `imageDirectory` when given.
    public init(presentation: ExpoPresentation, imageDirectory: URL? = nil) {
        self.presentation = presentation
        self.imageDirectory = imageDirectory
    }

    /// The pictures found in ``imageDirectory`` — every exhibit's, and the poster's and the flag's
    /// when the folder has them (those two are never listed as missing); `nil` when there is no folder.
    ///
    /// - Throws: ``ExportError`` when the image folder does not exist or cannot be listed.
    public func images() async throws -> ExhibitImages? {
        guard let imageDirectory else { return nil }
        let poster = presentation.poster
        return try await ExhibitImages.find(
            in: imageDirectory, imageNames: presentation.details.map(\.imageName),
            optionalNames: [poster.posterImageName, poster.flagImageName])
    }

    /// The files of an export in `format`, not yet written (pictures not included).
    ///
    /// - Throws: ``ExportError`` when the image folder does not exist or cannot be listed.
    public func files(for format: ExportFormat) async throws -> [ExportFile] {
        try Self.files(for: format, presentation: presentation, images: await images())
    }

    /// Writes an export in `format` into `directory` (created when missing), replacing files of
    /// the same names, and copies the pictures it shows into its `images` folder.
    ///
    /// - Throws: ``ExportError`` naming the path that could not be read or written.
    public func write(_ format: ExportFormat, to directory: URL) async throws -> ExportResult {
        let images = try await images()
        let files = Self.files(for: format, presentation: presentation, images: images)
        try Self.makeDirectory(directory)
        var written: [String] = []
        for file in files {
            try Self.write(Data(file.contents.utf8), to: directory.appendingPathComponent(file.path))
            written.append(file.path)
        }
        if let images {
            let shown = images.fileNames.filter { shownImageNames(in: format).contains($0.key) }
            if !shown.isEmpty {
                written += try Self.copy(
                    Set(shown.values), from: images.directory,
                    into: directory.appendingPathComponent(ExhibitImages.folder))
            }
        }
        return ExportResult(
            directory: directory, format: format, files: written, missingImages: images?.missing ?? [])
    }

    /// The files of `presentation` in `format`.
    private static func files(
        for format: ExportFormat, presentation: ExpoPresentation, images: ExhibitImages?
    ) -> [ExportFile] {
        switch format {
        case .markdown: [MarkdownDocument(presentation: presentation, images: images).file]
        case .html: HTMLSite(presentation: presentation, images: images).pages
        }
    }

    /// The image names of the pictures an export in `format` shows: every exhibit's and the
    /// poster's; the flags only on the site, where they sit beside the poster page's button.
    private func shownImageNames(in format: ExportFormat) -> Set<String> {
        var names = Set(presentation.details.map(\.imageName))
        names.insert(presentation.poster.posterImageName)
        if format == .html { names.insert(presentation.poster.flagImageName) }
        return names
    }

    /// Copies the pictures `fileNames` from `directory` into `folder`; the paths written, relative
    /// to the export.
    private static func copy(_ fileNames: Set<String>, from directory: URL, into folder: URL) throws
        -> [String]
    {
        try makeDirectory(folder)
        let sameFolder =
            directory.standardizedFileURL.resolvingSymlinksInPath()
            == folder.standardizedFileURL.resolvingSymlinksInPath()
        var written: [String] = []
        for fileName in fileNames.sorted() {
            if !sameFolder {
                let source = directory.appendingPathComponent(fileName)
                let data: Data
                do {
                    data = try Data(contentsOf: source)
                } catch {
                    throw ExportError.unreadableImage(
                        path: source.path, SystemReason(error, path: source.path))
                }
                try write(data, to: folder.appendingPathComponent(fileName))
            }
            written.append("\(ExhibitImages.folder)/\(fileName)")
        }
        return written
    }

    /// Creates `directory` and its parents when missing.
    private static func makeDirectory(_ directory: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw ExportError.notADirectory(path: directory.path) }
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ExportError.unwritable(path: directory.path, SystemReason(error, path: directory.path))
        }
    }

    /// Writes `data` to `url` through a temporary file, so a reader never sees half a file.
    private static func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw ExportError.unwritable(path: url.path, SystemReason(error, path: url.path))
        }
    }
}
