import DiaryKit
import Foundation
import ToolSupport

/// What one `diary` run works with: the language, the kit's text in it, the console, the width
/// tables fit in, and the database file.
struct Session {
    /// The options the run was given.
    let options: DiaryOptions
    /// The locale of the output.
    let locale: Locale
    /// The kit's text in that locale, dates in the machine's time zone.
    let text: DiaryText
    /// Where output goes.
    let console: Console
    /// How many columns tables fit in.
    let width: Int
    /// The database file: `--db`, else `DIARY_DB`, else the kit's default path.
    let path: String

    /// Reads the options and the environment; touches no file yet.
    init(_ options: DiaryOptions, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.options = options
        self.locale = Language.locale(for: options.language, environment: environment)
        self.text = DiaryText(locale: locale)
        self.console = Console(json: options.json, environment: environment)
        self.width = TerminalWidth.current(environment: environment)
        if let flag = options.database {
            path = flag
        } else if let variable = environment["DIARY_DB"], !variable.isEmpty {
            path = variable
        } else {
            path = SQLiteDiaryStore.defaultPath(environment: environment)
        }
    }

    /// The store over the database file, created (with its folders) when missing.
    func store() async throws -> SQLiteDiaryStore {
        try await run { try SQLiteDiaryStore(path: path) }
    }

    /// Whether `file` is the database or one of SQLite's companion files beside it (symbolic
    /// links followed), which an export must never replace.
    func isDatabaseFile(_ file: URL) -> Bool {
        let database = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let target = file.standardizedFileURL.resolvingSymlinksInPath().path
        return ["", "-wal", "-shm", "-journal"].contains { database + $0 == target }
    }

    /// The entry whose ID starts with `prefix`.
    func entry(idPrefix prefix: String, in store: SQLiteDiaryStore) async throws -> DiaryEntry {
        try await run { try await store.entry(idPrefix: prefix) }
    }

    /// Runs `body` and turns the kit's errors into the CLI's.
    func run<Result>(_ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch {
            throw failure(error)
        }
    }

    /// A kit error as a one-line CLI failure with its exit status: 1 when the diary says no (no
    /// such entry, an ambiguous ID), 64 for a page or format or ID that cannot be one, 65 for
    /// text or data that cannot be used, 74 for a file that cannot be read or written.
    func failure(_ error: any Error) -> ToolError {
        switch error {
        case let error as ToolError:
            return error
        case let error as DiaryStoreError:
            let status: ExitStatus =
                switch error.kind {
                case .notFound, .ambiguousID, .duplicateID: .refused
                case .invalidIDPrefix, .invalidPage: .usage
                case .emptyEntry, .corruptDatabase, .newerDatabase: .dataError
                default: .ioError
                }
            return ToolError(error.message(locale: locale), status: status)
        case let error as DiaryTransferError:
            let status: ExitStatus =
                switch error.kind {
                case .unknownFormat: .usage
                case .unreadableFile, .unwritableFile: .ioError
                default: .dataError
                }
            return ToolError(error.message(locale: locale), status: status)
        default:
            return ToolError(error.localizedDescription, status: .ioError)
        }
    }
}
