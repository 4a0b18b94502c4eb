import Foundation

/// Exports entries as Markdown, plain text or JSON, to data or to a file.
///
/// Markdown and plain text are for people (dates in the exporter's language); JSON keeps
/// identifiers and exact dates, and ``DiaryImporter`` reads it back.
///
/// ```swift
/// let start = Date(timeIntervalSince1970: 0)
/// let entry = DiaryEntry(title: "Picnic", body: "Sandwiches by the river.", createdAt: start)
/// let utc = TimeZone(identifier: "UTC") ?? .current
/// let exporter = DiaryExporter(text: DiaryText(locale: Locale(identifier: "en"), timeZone: utc))
/// let markdown = try exporter.string(for: [entry], format: .markdown)
/// print(markdown.hasPrefix("# Picnic"))  // true
/// ```
public struct DiaryExporter: Sendable {
    /// The texts Markdown and plain text exports use.
    public let text: DiaryText

    /// An exporter writing dates and words as `text` does.
    public init(text: DiaryText = DiaryText()) {
        self.text = text
    }

    /// `entries` in `format`, as UTF-8 data.
    ///
    /// - Throws: ``DiaryTransferError`` when JSON encoding fails.
    public func data(for entries: [DiaryEntry], format: DiaryExportFormat) throws -> Data {
        switch format {
        case .markdown: Data(text.markdown(for: entries).utf8)
        case .text: Data(text.plainText(for: entries).utf8)
        case .json: try DiaryArchive.encode(entries)
        }
    }

    /// `entries` in `format`, as text.
    ///
    /// - Throws: ``DiaryTransferError`` when JSON encoding fails.
    public func string(for entries: [DiaryEntry], format: DiaryExportFormat) throws -> String {
        String(decoding: try data(for: entries, format: format), as: UTF8.self)
    }

    /// Writes `entries` in `format` to the file at `url`, atomically: the file is whole or not
    /// written at all.
    ///
    /// - Throws: ``DiaryTransferError`` of kind ``DiaryTransferError/Kind/unwritableFile``.
    public func write(_ entries: [DiaryEntry], format: DiaryExportFormat, to url: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        {
            throw DiaryTransferError.unwritableFile(url.path, .folder)
        }
        let data = try data(for: entries, format: format)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            let nsError = error as NSError
            let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
            throw DiaryTransferError.unwritableFile(
                url.path, reason: (underlying ?? nsError).localizedDescription)
        }
    }
}
