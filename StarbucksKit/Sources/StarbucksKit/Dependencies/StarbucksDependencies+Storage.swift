import Foundation

extension StarbucksDependencies {
    /// Where the kit keeps its files when the app names no folder: the session
    /// (``LocalSignIn``) and the popup's "don't show again" (``EventPopupPolicy/stored(in:calendar:now:)``).
    ///
    /// On Apple platforms it is `Application Support/StarbucksKit/` in the app's container; on
    /// Linux `$XDG_DATA_HOME/starbucks/` (else `~/.local/share/starbucks/`), the folder of the
    /// `starbucks` command-line tool. Every store also takes a folder of your own, such as an App
    /// Group's container shared with a widget (see <doc:UsingInAnIOSApp>). The folder is created
    /// on the first write.
    public static func defaultDirectory() -> URL {
        defaultDirectory(convention: .current)
    }

    /// The default folder under `convention`, reading the XDG variables and `HOME` from
    /// `environment` (tests pass both conventions).
    static func defaultDirectory(
        convention: StorageLocation.Convention,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        storage.dataDirectory(convention: convention, environment: environment)
    }

    /// The kit's folder names: `StarbucksKit` on Apple platforms, the CLI's `starbucks` under XDG.
    static let storage = StorageLocation(appleFolder: "StarbucksKit", xdgFolder: "starbucks")
}
