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

    /// Refuses to let an export replace the diary database at `database` or one of SQLite's
    /// companion files beside it (`-wal`, `-shm`, `-journal`), or any other existing SQLite
    /// database (another diary, another program's), symbolic links followed: writing there would
    /// destroy every entry. Only reads: a pipe or a device is never opened.
    ///
    /// Call it before writing an export anywhere a person named, with the database the entries
    /// came from (``SQLiteDiaryStore/path``), also when the export is written by other means
    /// than ``write(_:format:to:database:)``.
    ///
    /// ```swift
    /// let database = URL(fileURLWithPath: "/tmp/diary/diary.sqlite")
    /// do {
    ///     try DiaryExporter.checkDestination(database, database: database)
    /// } catch let error as DiaryTransferError {
    ///     print(error.kind)  // unwritableFile
    /// }
    /// ```
    ///
    /// - Throws: ``DiaryTransferError`` of kind ``DiaryTransferError/Kind/unwritableFile``
    ///   (``DiaryTransferError/exportOverDatabase(_:)``) when `destination` is one of those files,
    ///   and saying it is an SQLite database when it is another one.
    public static func checkDestination(_ destination: URL, database: URL) throws {
        let databasePath = database.standardizedFileURL.resolvingSymlinksInPath().path
        let target = destination.standardizedFileURL.resolvingSymlinksInPath().path
        if ["", "-wal", "-shm", "-journal"].contains(where: { databasePath + $0 == target }) {
            throw DiaryTransferError.exportOverDatabase(destination.relativePath)
        }
        if DatabaseFile.isDatabase(path: target) {
            throw DiaryTransferError.unwritableFile(destination.relativePath, .sqlite)
        }
    }

    /// Writes `entries` in `format` to the file at `url`, atomically: the file is whole or not
    /// written at all. A symbolic link is written through (the file at the end of its chain of
    /// links changes, or is created for a dangling link, and the link stays; a link that loops is
    /// refused). A read-only file, or a file in a folder no one may write (judged by the
    /// permission bits, so also when the process runs as root), is refused before anything is
    /// written, and left as it was. With `database`, a destination that is that diary database
    /// (or one of its companion files) is refused first (see ``checkDestination(_:database:)``).
    /// With or without it, an existing file that is an SQLite database (its first 16 bytes are
    /// `SQLite format 3` and a NUL), such as a diary, is refused and left byte for byte as it
    /// was: an export never replaces a database.
    ///
    /// - Throws: ``DiaryTransferError`` of kind ``DiaryTransferError/Kind/unwritableFile``.
    public func write(
        _ entries: [DiaryEntry], format: DiaryExportFormat, to url: URL, database: URL? = nil
    ) throws {
        if let database { try Self.checkDestination(url, database: database) }
        // A symbolic link is written through: the file its chain of links names is replaced (or
        // created, for a dangling link), and the link stays.
        let target: String
        do {
            target = try SymbolicLinks.end(of: url.path)
        } catch {
            throw DiaryTransferError.unwritableFile(url.path, .system(error.reason))
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
            throw DiaryTransferError.unwritableFile(url.path, .folder)
        }
        // A database is never replaced by an export, whichever diary (or program) it belongs to.
        if DatabaseFile.isDatabase(path: target) {
            throw DiaryTransferError.unwritableFile(url.path, .sqlite)
        }
        // Judged by permission bits too: root, whom the system lets write anything, is refused
        // a read-only file or folder as anyone else is, before anything is written.
        let readOnly =
            SystemReason(readOnlyFileAt: target)
            ?? SystemReason(readOnlyFolderAt: URL(fileURLWithPath: target).deletingLastPathComponent().path)
        if let readOnly {
            throw DiaryTransferError.unwritableFile(url.path, .system(readOnly))
        }
        let data = try data(for: entries, format: format)
        do {
            try data.write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw DiaryTransferError.unwritableFile(url.path, .system(SystemReason(error, path: target)))
        }
    }
}
