import Foundation
import StarbucksKit
import ToolSupport

/// What one `starbucks` run works with: the text, the console and the state folder.
struct Session {
    /// The options the run was given.
    let options: StarbucksOptions
    /// Text in the chosen language.
    let text: StarbucksText
    /// Where output goes.
    let console: Console
    /// The folder holding `session.json` and `event-popup.json`.
    let directory: URL

    /// Reads the options; touches no file yet.
    init(_ options: StarbucksOptions) {
        self.options = options
        self.text = StarbucksText(locale: Language.locale(for: options.language))
        self.console = Console(json: options.json)
        self.directory = DataDirectory.resolve(
            flag: options.dataDirectory, variable: "STARBUCKS_DATA_DIR", tool: "starbucks")
    }

    /// The sign-in kept in the data folder.
    var signIn: LocalSignIn { LocalSignIn(directory: directory) }

    /// The popup's "don't show again", kept in the data folder, counting days in the local time zone.
    var popupPolicy: EventPopupPolicy { .stored(in: directory) }

    /// The kit's dependencies for the source `service` names: the bundled fixtures (overridden
    /// from `--fixtures` when given), or live servers.
    func dependencies(_ service: ServiceOptions) throws -> StarbucksDependencies {
        try checked {
            guard service.readsLiveServers else {
                var fixtures = FixtureSet.bundled
                if let folder = service.fixturesFolder {
                    fixtures = try fixtures.overridden(by: URL(fileURLWithPath: folder))
                }
                return .fixtures(fixtures)
            }
            let production = StarbucksServers.production
            func base(_ specific: String?, _ fallback: URL) -> String {
                specific ?? service.baseURL ?? fallback.absoluteString
            }
            let servers = try StarbucksServers(
                eventPopupBase: base(service.popupBaseURL, production.eventPopupBase),
                homeBase: base(service.homeBaseURL, production.homeBase),
                starbucksBase: base(service.starbucksBaseURL, production.starbucksBase))
            return .live(transport: URLSessionTransport(), servers: servers)
        }
    }

    /// Runs `body`, synchronous, and turns the kit's errors into the CLI's.
    func checked<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw failure(error)
        }
    }

    /// Runs `body` and turns the kit's errors into the CLI's.
    func run<Result>(_ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch {
            throw failure(error)
        }
    }

    /// A kit error as a one-line CLI failure with its exit status: 1 when the domain says no,
    /// 64 for an argument that cannot be used, 65 for bad data (a fixture, an answer, a state
    /// file), 69 when a service cannot be reached, 74 for file I/O.
    func failure(_ error: any Error) -> ToolError {
        let locale = text.locale
        switch error {
        case let error as ToolError:
            return error
        case let error as SignInError:
            return ToolError(
                error.message(locale: locale), status: error.kind == .notSignedIn ? .refused : .usage)
        case let error as StarbucksAPIError:
            let status: ExitStatus =
                switch error.kind {
                case .productNotFound: .refused
                case .invalidProductCode, .invalidURL: .usage
                case .decodingFailed: .dataError
                default: .unavailable
                }
            return ToolError(error.message(locale: locale), status: status)
        case let error as FixtureError:
            let status: ExitStatus =
                switch error.kind {
                case .missingFolder, .notAFolder, .unreadable: .ioError
                default: .dataError
                }
            return ToolError(error.message(locale: locale), status: status)
        case let error as PersistenceError:
            return ToolError(
                error.message(locale: locale), status: error.kind == .corrupt ? .dataError : .ioError)
        default:
            return ToolError(error.localizedDescription, status: .ioError)
        }
    }
}
