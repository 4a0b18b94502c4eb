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
    /// Every file goes through `writer`: all are checked first, then written.
    ///
    /// - Throws: ``ExportError`` naming the path that could not be read or written, or what
    ///   `writer` throws.
    public func write(_ format: ExportFormat, to directory: URL, using writer: ExportWriter = .atomic)
        async throws -> ExportResult
    {
        let images = try await images()
        let files = Self.files(for: format, presentation: presentation, images: images)
        return try write(files, format: format, into: directory, images: images, using: writer)
    }

    /// Writes the Markdown document to the file `file`, replacing it, and copies the pictures it
    /// shows into an `images` folder beside it (its links lead there). The result's directory is
    /// the file's folder; its first file is the document's name.
    ///
    /// ```swift
    /// let result = try await exporter.writeMarkdown(to: URL(filePath: "/tmp/expo.md"))
    /// result.files.first   // "expo.md"
    /// ```
    ///
    /// - Throws: ``ExportError`` naming the path that could not be read or written, or what
    ///   `writer` throws.
    public func writeMarkdown(to file: URL, using writer: ExportWriter = .atomic) async throws -> ExportResult
    {
        let images = try await images()
        let document = MarkdownDocument(presentation: presentation, images: images)
        return try write(
            [ExportFile(path: file.lastPathComponent, contents: document.text)], format: .markdown,
            into: file.deletingLastPathComponent(), images: images, using: writer)
    }

    /// Writes `files` and the pictures an export in `format` shows into `directory` (made when
    /// missing): every file checked by `writer` first, then written.
    private func write(
        _ files: [ExportFile], format: ExportFormat, into directory: URL, images: ExhibitImages?,
        using writer: ExportWriter
    ) throws -> ExportResult {
        let pictures = picturesToCopy(images, format: format, into: directory)
        // A folder made now holds nothing a check could refuse.
        try Self.makeDirectory(directory)
        for file in files { try writer.check(directory.appendingPathComponent(file.path)) }
        for picture in pictures { try writer.check(picture.target) }
        var written: [String] = []
        for file in files {
            try writer.write(Data(file.contents.utf8), directory.appendingPathComponent(file.path))
            written.append(file.path)
        }
        if let anyShown = pictures.first {
            try Self.makeDirectory(anyShown.target.deletingLastPathComponent())
            for picture in pictures where !picture.inPlace {
                let data: Data
                do {
                    data = try Data(contentsOf: picture.source)
                } catch {
                    throw ExportError.unreadableImage(
                        path: picture.source.path, SystemReason(error, path: picture.source.path))
                }
                try writer.write(data, picture.target)
            }
            written += pictures.map { "\(ExhibitImages.folder)/\($0.target.lastPathComponent)" }
        }
        return ExportResult(
            directory: directory, format: format, files: written, missingImages: images?.missing ?? [])
    }

    /// One picture an export shows: where it is found, and where the export copies it.
    private struct PictureCopy {
        /// The picture in the image folder.
        let source: URL
        /// Its place in the export's `images` folder.
        let target: URL
        /// Whether the image folder is the export's `images` folder itself: nothing to copy.
        let inPlace: Bool
    }

    /// The pictures an export in `format` into `directory` shows, in name order.
    private func picturesToCopy(_ images: ExhibitImages?, format: ExportFormat, into directory: URL)
        -> [PictureCopy]
    {
        guard let images else { return [] }
        let shownNames = shownImageNames(in: format)
        let fileNames = Set(images.fileNames.filter { shownNames.contains($0.key) }.values).sorted()
        let folder = directory.appendingPathComponent(ExhibitImages.folder)
        let inPlace =
            images.directory.standardizedFileURL.resolvingSymlinksInPath()
            == folder.standardizedFileURL.resolvingSymlinksInPath()
        return fileNames.map {
            PictureCopy(
                source: images.directory.appendingPathComponent($0),
                target: folder.appendingPathComponent($0), inPlace: inPlace)
        }
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

    /// Creates `directory` and its parents when missing; refuses a folder no one may write (or
    /// one that would be made in such a folder), also for root, before anything is written.
    private static func makeDirectory(_ directory: URL) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue { throw ExportError.notADirectory(path: directory.path) }
        if let readOnly = SystemReason(readOnlyFolderAt: directory.path) {
            throw ExportError.unwritable(path: directory.path, readOnly)
        }
        if exists { return }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ExportError.unwritable(path: directory.path, SystemReason(error, path: directory.path))
        }
    }
}
