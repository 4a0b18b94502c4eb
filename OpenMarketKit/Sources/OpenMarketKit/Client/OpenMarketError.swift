import Foundation

/// Everything that can go wrong talking to the Open Market server.
///
/// Each case has a localized message (English and Korean) saying what was wrong and what to
/// do: ``message(locale:)``, or `localizedDescription` in the current locale.
public enum OpenMarketError: Error, Equatable, Sendable {
    /// No answer arrived: the connection failed. Carries the underlying error's text.
    case transportFailed(String)
    /// No answer arrived in time.
    case timedOut
    /// The calling task was cancelled.
    case cancelled
    /// The server answered with a status outside 2xx; `code` and `message` come from its JSON
    /// error body when it had them.
    case httpStatus(Int, code: String?, message: String?)
    /// The server answered success with no body where one was needed.
    case emptyBody
    /// The answer could not be read; `codingPath` says where (`pages[3].price`).
    case decodingFailed(codingPath: String, reason: String)
    /// An address could not be built from the server description and the operation.
    case invalidURL(String)
    /// A request could not be built from the given values.
    case invalidRequest(String)
    /// The operation needs vendor credentials and the client has none.
    case missingCredentials
    /// The server generation does not offer this feature (for example `search`).
    case unsupported(String)
    /// The product form broke a rule; nothing was sent.
    case invalidProduct(ProductFormError)

    /// The message for this error in `locale`'s language (English unless Korean).
    public func message(locale: Locale = .current) -> String {
        switch self {
        case .transportFailed(let reason):
            Localizer.string("error.transportFailed", locale: locale, reason)
        case .timedOut:
            Localizer.string("error.timedOut", locale: locale)
        case .cancelled:
            Localizer.string("error.cancelled", locale: locale)
        case .httpStatus(let status, let code, let message):
            if let message, !message.isEmpty {
                Localizer.string(
                    "error.httpStatus.message", locale: locale, status, code ?? "-", message)
            } else {
                Localizer.string("error.httpStatus", locale: locale, status)
            }
        case .emptyBody:
            Localizer.string("error.emptyBody", locale: locale)
        case .decodingFailed(let path, let reason):
            Localizer.string("error.decodingFailed", locale: locale, path.isEmpty ? "/" : path, reason)
        case .invalidURL(let address):
            Localizer.string("error.invalidURL", locale: locale, address)
        case .invalidRequest(let detail):
            Localizer.string("error.invalidRequest", locale: locale, detail)
        case .missingCredentials:
            Localizer.string("error.missingCredentials", locale: locale)
        case .unsupported(let feature):
            Localizer.string("error.unsupported", locale: locale, feature)
        case .invalidProduct(let problem):
            problem.message(locale: locale)
        }
    }
}

extension OpenMarketError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message(locale: .current) }
}
