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

    /// The store over the database file, created (with its folders) when missing.
    func store() throws -> SQLiteDiaryStore {
        try SQLiteDiaryStore(path: path)
    }

    /// The store over the database file, for a command that changes it: refused (with the kit's
    /// one-line read-only error, exit 74) when the file may not be written.
    func storeForWriting() throws -> SQLiteDiaryStore {
        try refuseIfReadOnly()
        let store = try store()
        if store.isReadOnly { throw DiaryStoreError.readOnly(path) }
        return store
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
