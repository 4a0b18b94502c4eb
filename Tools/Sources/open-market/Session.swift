import Foundation
import OpenMarketKit
import ToolSupport

/// What one client command works with: the server, the language, the console, and the kit's
/// errors turned into the CLI's exit statuses.
struct Session {
    /// The server the commands talk to.
    let server: ServerDescription
    /// Labels and lines in the chosen language.
    let text: OpenMarketText
    /// Where output goes.
    let console: Console

    /// The local server's default address.
    static let defaultServer = "http://127.0.0.1:8080"

    /// Reads the options and the environment; sends nothing yet.
    ///
    /// - Throws: ``ToolError`` (64) for a server address that is not an `http` or `https` URL.
    init(
        _ options: ClientOptions, generation: GenerationOption,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let address = options.server ?? environment["OPEN_MARKET_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
        let text = address ?? Self.defaultServer
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw ToolError(
                "The server address '\(text)' is not an http:// or https:// URL; give one like \(Self.defaultServer).",
                status: .usage)
        }
        server = ServerDescription(
            baseURL: url, generation: try generation.resolved(environment: environment))
        self.text = OpenMarketText(locale: Language.locale(for: options.language, environment: environment))
        console = Console(json: options.json)
    }

    /// The locale of the output.
    var locale: Locale { text.locale }

    /// A client without credentials, for reading.
    func client() -> OpenMarketClient {
        OpenMarketClient(server: server, timeout: 15)
    }

    /// A client acting as the vendor the options and the environment name.
    ///
    /// - Throws: ``ToolError`` (64) when the identifier or the password is missing.
    func client(
        vendor options: VendorOptions, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> OpenMarketClient {
        let identifier = options.vendor ?? environment["OPEN_MARKET_VENDOR"] ?? ""
        guard !identifier.isEmpty else {
            throw ToolError(
                "Selling needs the vendor's identifier: pass --vendor or set OPEN_MARKET_VENDOR.",
                status: .usage)
        }
        let password: String
        if options.passwordFromStandardInput {
            password = readLine(strippingNewline: true) ?? ""
            guard !password.isEmpty else {
                throw ToolError(
                    "--password-stdin found no password on standard input; pipe one line holding it.",
                    status: .usage)
            }
        } else {
            password = environment["OPEN_MARKET_PASSWORD"] ?? ""
            guard !password.isEmpty else {
                throw ToolError(
                    "Selling needs the vendor's password: set OPEN_MARKET_PASSWORD or pipe it with --password-stdin.",
                    status: .usage)
            }
        }
        return OpenMarketClient(
            server: server, credentials: VendorCredentials(identifier: identifier, password: password),
            timeout: 15)
    }

    /// Runs a call to the server and turns the kit's errors into the CLI's.
    func run<Result>(_ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch {
            throw failure(error)
        }
    }

    /// A kit error as a one-line CLI failure: 1 when the server refused (401, 403, 404), 65 for
    /// invalid input (the form, or a 400, 413 or 415), 69 when the server cannot be reached, fails
    /// or answers something unreadable, 64 for a request the options cannot make.
    func failure(_ error: any Error) -> ToolError {
        switch error {
        case let error as ToolError:
            return error
        case let error as OpenMarketError:
            return ToolError(error.message(locale: locale), status: Self.status(of: error))
        case let error as ProductFormError:
            return ToolError(error.message(locale: locale), status: .dataError)
        default:
            return ToolError(String(describing: error), status: .unavailable)
        }
    }

    private static func status(of error: OpenMarketError) -> ExitStatus {
        switch error.kind {
        case .httpStatus:
            switch error.status ?? 0 {
            case 400, 405, 413, 415, 422: return .dataError
            case 401, 403, 404, 409, 410: return .refused
            default: return .unavailable
            }
        case .invalidProduct, .invalidRequest: return .dataError
        case .missingCredentials, .invalidURL, .unsupported: return .usage
        case .cancelled: return .refused
        default: return .unavailable
        }
    }

    /// A short reason for a file error.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        switch nsError.code {
        case CocoaError.fileReadNoSuchFile.rawValue, CocoaError.fileNoSuchFile.rawValue: return "no such file"
        case CocoaError.fileReadNoPermission.rawValue: return "permission denied"
        default:
            if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
                underlying.domain == NSPOSIXErrorDomain
            {
                return String(cString: strerror(Int32(underlying.code)))
            }
            return nsError.localizedDescription
        }
    }
}
