import ExpoKit
import Foundation
import ToolSupport

/// What an `expo` command works with: the kit's text in the run's language, the console, the
/// width text is wrapped to, and where the catalog comes from.
struct Session {
    /// The kit's text in the run's language.
    let text: ExpoText
    /// Where the answer goes.
    let console: Console
    /// How many columns text is wrapped to.
    let width: Int
    /// The folder of the original app's files, if one was given.
    let folder: URL?

    /// The session for a command's options; touches no file yet.
    init(_ output: OutputOptions, _ catalogFolder: CatalogFolderOption) {
        self.text = ExpoText(locale: output.locale)
        self.console = output.console
        self.width = TerminalWidth.current()
        self.folder = catalogFolder.folder
    }

    /// The catalog: the original files in `--data`, or the bundled one in the output's language.
    func catalog() async throws -> ExpoCatalog {
        try await ExpoCatalog.load(locale: text.locale, directory: folder)
    }

    /// An index of `catalog` that also knows the exhibits' names in every bundled language.
    func index(of catalog: ExpoCatalog) async throws -> ExhibitIndex {
        try await ExhibitIndex.withBundledNames(for: catalog)
    }
}
