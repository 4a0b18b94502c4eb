import Foundation
import GRDB

/// Where the current user's diary is when the app names no file: the platform's data folder.
extension SQLiteDiaryStore {
    /// The folders the kit keeps the diary in by default: `DiaryKit` in Application Support on
    /// Apple platforms, `diary` (the CLI's name) under the XDG data folder elsewhere.
    static let storageLocation = StorageLocation(appleFolder: "DiaryKit", xdgFolder: "diary")

    /// The name of the default database file in that folder.
    static let defaultFileName = "diary.sqlite"

    /// The default database file, `diary.sqlite` in the platform's data folder:
    ///
    /// - On Apple platforms, `Library/Application Support/DiaryKit/diary.sqlite` in the app's
    ///   container (the user's Library on a Mac without a sandbox).
    /// - Elsewhere, `$XDG_DATA_HOME/diary/diary.sqlite`, or `~/.local/share/diary/diary.sqlite`
    ///   when `XDG_DATA_HOME` is unset or not absolute: the `diary` CLI's file.
    ///
    /// An app that shares the diary with a widget or an extension passes a file in its App Group
    /// container to ``init(path:access:busyTimeout:configuration:searchCandidateLimit:changePolling:now:)``
    /// instead.
    ///
    /// - Parameter environment: Where `XDG_DATA_HOME` and `HOME` are read (not on Apple platforms).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        defaultPath(convention: .current, environment: environment)
    }

    /// The default database file under `convention`'s data folder (tests pass both conventions).
    static func defaultPath(
        convention: StorageLocation.Convention, environment: [String: String],
        fileManager: FileManager = .default
    ) -> String {
        storageLocation.dataDirectory(
            convention: convention, environment: environment, fileManager: fileManager
        )
        .appendingPathComponent(defaultFileName).path
    }

    /// Opens the database at ``defaultPath(environment:)``: the convenient diary of the current
    /// user (or, in an app, of the app).
    ///
    /// - Parameter configuration: The app's GRDB configuration, merged with what the store needs
    ///   as ``init(path:access:busyTimeout:configuration:searchCandidateLimit:changePolling:now:)``
    ///   says.
    /// - Throws: ``DiaryStoreError`` as
    ///   ``init(path:access:busyTimeout:configuration:searchCandidateLimit:changePolling:now:)`` does.
    public static func openDefault(configuration: Configuration = Configuration()) throws -> SQLiteDiaryStore
    {
        try SQLiteDiaryStore(path: defaultPath(), configuration: configuration)
    }
}
