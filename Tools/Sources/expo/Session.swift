import ExpoKit
import Foundation
import ToolSupport

/// What one `expo` run works with: the language, the console, the width text is wrapped to, and
/// where the catalog comes from.
struct Session {
    /// The options the run was given.
    let options: ExpoOptions
    /// The locale of the output.
    let locale: Locale
    /// The kit's text in that locale.
    let text: ExpoText
    /// Where output goes.
    let console: Console
    /// How many columns text is wrapped to.
    let width: Int

    /// Reads the options and the environment; touches no file yet.
    init(_ options: ExpoOptions) {
        self.options = options
        self.locale = Language.locale(for: options.language)
        self.text = ExpoText(locale: locale)
        self.console = Console(json: options.json)
        self.width = TerminalWidth.current()
    }

    /// The folder `--data` names, if any.
    var directory: URL? {
        options.dataDirectory.map { URL(fileURLWithPath: $0) }
    }

    /// The catalog: the original files in `--data`, or the bundled one in the output's language.
    func catalog() async throws -> ExpoCatalog {
        try await run { try await ExpoCatalog.load(locale: locale, directory: directory) }
    }

    /// Every screen of the catalog, formatted.
    func presentation() async throws -> ExpoPresentation {
        text.presentation(of: try await catalog())
    }

    /// An index of `catalog` that also knows the exhibits' names in every bundled language.
    func index(of catalog: ExpoCatalog) async throws -> ExhibitIndex {
        try await run { try await ExhibitIndex.withBundledNames(for: catalog) }
    }

    /// Runs `body` and turns the kit's errors into the CLI's.
    func run<Result>(_ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch {
            throw failure(error)
        }
    }

    /// A kit error as a one-line CLI failure with its exit status: 1 when no exhibit answers,
    /// 64 for a query or format that is not one, 65 for a data file not in the original format,
    /// 74 for a file or folder that cannot be read or written.
    func failure(_ error: any Error) -> ToolError {
        switch error {
        case let error as ToolError:
            return error
        case let error as CatalogError:
            let unreadable: Set<CatalogError.Kind> = [
                .missingDirectory, .notADirectory, .missingFile, .unreadableFile,
            ]
            return ToolError(
                error.message(locale: locale), status: unreadable.contains(error.kind) ? .ioError : .dataError
            )
        case let error as LookupError:
            return ToolError(
                error.message(locale: locale), status: error.kind == .emptyQuery ? .usage : .refused)
        case let error as ExportError:
            return ToolError(
                error.message(locale: locale), status: error.kind == .unknownFormat ? .usage : .ioError)
        default:
            return ToolError(error.localizedDescription, status: .ioError)
        }
    }
}
