import Foundation

/// How an export's files reach the disk: every file is checked before any is written, then
/// written. The default, ``atomic``, writes each through a temporary file renamed over it; an app
/// or a CLI with rules of its own (refusing read-only files, keeping a replaced file's
/// permissions, writing through links) passes its own.
///
/// ```swift
/// let writer = ExportWriter(
///     check: { url in try refuseReadOnly(url) },
///     write: { data, url in try myWrite(data, to: url) })
/// let result = try await exporter.write(.html, to: folder, using: writer)
/// ```
public struct ExportWriter: Sendable {
    /// Throws when the file at the URL may not be written; called for every file of an export
    /// before any is written, so a refusal leaves every file as it was.
    public let check: @Sendable (URL) throws -> Void
    /// Writes the data to the file at the URL, replacing it.
    public let write: @Sendable (Data, URL) throws -> Void

    /// A writer that checks with `check` and writes with `write`; what they throw reaches the
    /// caller of the export unchanged.
    public init(
        check: @escaping @Sendable (URL) throws -> Void, write: @escaping @Sendable (Data, URL) throws -> Void
    ) {
        self.check = check
        self.write = write
    }

    /// Writes each file through a temporary file, so a reader never sees half a file; refuses a
    /// read-only file, or a file in a folder no one may write, beforehand (as a shell's `>`
    /// would, also for root), so a refusal changes nothing.
    public static let atomic = ExportWriter(
        check: { url in
            let readOnly =
                SystemReason(readOnlyFileAt: url.path)
                ?? SystemReason(readOnlyFolderAt: url.deletingLastPathComponent().path)
            if let readOnly { throw ExportError.unwritable(path: url.path, readOnly) }
        },
        write: { data, url in
            do {
                try data.write(to: url, options: .atomic)
            } catch {
                throw ExportError.unwritable(path: url.path, SystemReason(error, path: url.path))
            }
        })
}
