import DiaryKit
import Foundation
import ToolSupport

/// What one `diary` run works with: the kit's text in the run's language, the console, the width
/// tables fit in, and the database file.
struct Session {
    /// The kit's text in the run's language, dates in the machine's time zone.
    let text: DiaryText
    /// Where output goes.
    let console: Console
    /// How many columns tables fit in.
    let width: Int
    /// The database file: `--db`, else `DIARY_DB`, else `diary.sqlite` in the data folder.
    let path: String

    /// Reads the options and the environment; touches no file yet.
    init(
        _ output: OutputOptions, _ database: DatabaseOption,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.text = DiaryText(locale: output.locale)
        self.console = output.console
        self.width = TerminalWidth.current(environment: environment)
        self.path = database.path(environment: environment)
    }

    /// The store over the database file, for a command that only reads it. When nothing is at
    /// the path yet, an empty diary in memory: reading creates no file and no folder. A file that
    /// cannot be reached for another reason (permissions, a file where a folder should be) is
    /// opened, so that the kit says why. The file is opened for reading only, so a command reads
    /// while another program writes (the file keeps a write-ahead log) instead of waiting for
    /// it; a file an older version wrote, which only writing brings up to date, is opened for
    /// writing as before.
    func store() throws -> SQLiteDiaryStore {
        if Self.nothingAt(path) { return try SQLiteDiaryStore.inMemory() }
        do {
            return try SQLiteDiaryStore(path: path, access: .readOnly)
        } catch let error as DiaryStoreError where error.kind == .readOnly {
            return try SQLiteDiaryStore(path: path)
        }
    }

    /// The store over the database file, for a command that changes it, created (with its
    /// folders) when missing: refused (with the kit's one-line read-only error, exit 74) when the
    /// file may not be written.
    func storeForWriting() throws -> SQLiteDiaryStore {
        try refuseIfReadOnly()
        let store = try SQLiteDiaryStore(path: path)
        if store.isReadOnly { throw DiaryStoreError.readOnly(path) }
        return store
    }

    /// Whether nothing is at `path`: `stat` finds no such file (through a symbolic link, its
    /// target), and not for want of permission.
    static func nothingAt(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && errno == ENOENT
    }

    /// Throws the kit's read-only error when the database file exists but may not be written,
    /// before a command asks for text, reads a file or opens an editor. Touches no file.
    func refuseIfReadOnly() throws {
        if SQLiteDiaryStore.opensReadOnly(path: path) { throw DiaryStoreError.readOnly(path) }
    }

    /// The error to throw for `error`: the kit's errors report themselves (see
    /// `KitErrors+Reportable.swift`), so it is `error` as it is.
    func failure(_ error: any Error) -> any Error {
        error
    }
}
