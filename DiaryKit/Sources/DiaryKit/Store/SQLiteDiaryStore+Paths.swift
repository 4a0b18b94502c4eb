import Foundation

/// Where the current user's diary is: the default database file, read from the environment.
extension SQLiteDiaryStore {
    /// The default database file: `$XDG_DATA_HOME/diary/diary.sqlite`, or
    /// `~/.local/share/diary/diary.sqlite` when `XDG_DATA_HOME` is unset or not absolute.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        let base: URL
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = URL(fileURLWithPath: data, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                ".local/share", isDirectory: true)
        }
        return base.appendingPathComponent("diary", isDirectory: true).appendingPathComponent("diary.sqlite")
            .path
    }

    /// Opens the database at ``defaultPath(environment:)``: the convenient shared diary of the
    /// current user.
    ///
    /// - Throws: ``DiaryStoreError`` as
    ///   ``init(path:access:busyTimeout:searchCandidateLimit:changePolling:now:)`` does.
    public static func openDefault() throws -> SQLiteDiaryStore {
        try SQLiteDiaryStore(path: defaultPath())
    }
}
