import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a connection failed: the text of a transport of the caller's own, or a reason the kit
/// words itself.
enum ConnectionFailure: Sendable, Hashable {
    /// A transport of the caller's own failed; its error's own text.
    case described(String)
    /// A Foundation transport failed, for this reason.
    case network(NetworkReason)
}

/// Why a request got no answer, as the kit says it: a sentence from the kit's own tables naming
/// the cause and the fix, never the system's own (English) description of a `URLError`.
enum NetworkReason: String, Sendable, Hashable, CaseIterable {
    /// The device has no internet connection.
    case notConnected
    /// The host name could not be resolved.
    case cannotFindHost
    /// The server refused the connection, or nothing listens there.
    case cannotConnect
    /// No answer arrived in time.
    case timedOut
    /// The connection dropped while waiting for the answer.
    case connectionLost
    /// No secure (TLS) connection could be made.
    case secureConnectionFailed
    /// The answer was not HTTP the client could read.
    case badServerResponse
    /// The address cannot be requested.
    case badURL
    /// The server redirected too often, or to nowhere.
    case tooManyRedirects
    /// Any other failure.
    case other

    /// The reason for a `URLError` code.
    init(_ code: URLError.Code) {
        switch code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            self = .notConnected
        case .cannotFindHost, .dnsLookupFailed: self = .cannotFindHost
        case .cannotConnectToHost: self = .cannotConnect
        case .timedOut: self = .timedOut
        case .networkConnectionLost: self = .connectionLost
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired:
            self = .secureConnectionFailed
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            self = .badServerResponse
        case .badURL, .unsupportedURL: self = .badURL
        case .httpTooManyRedirects, .redirectToNonExistentLocation: self = .tooManyRedirects
        default: self = .other
        }
    }

    /// The reason for an error a transport threw: a `URLError` (or an `NSError` of its domain) by
    /// its code; anything else is ``other``.
    init(_ error: any Error) {
        if let error = error as? URLError {
            self.init(error.code)
            return
        }
        let nsError = error as NSError
        // Failable on Linux only: the annotation makes one spelling compile on both.
        let code: URLError.Code? = URLError.Code(rawValue: nsError.code)
        if nsError.domain == NSURLErrorDomain, let code {
            self.init(code)
            return
        }
        self = .other
    }

    /// Whether `error` comes from Foundation or the system, whose descriptions are theirs (and
    /// English), never a message's.
    static func isFoundationError(_ error: any Error) -> Bool {
        if error is URLError || error is CocoaError || error is POSIXError { return true }
        let domain = (error as NSError).domain
        return [NSCocoaErrorDomain, NSPOSIXErrorDomain, NSURLErrorDomain].contains(domain)
    }

    /// The table key of the reason's sentence.
    var key: String { "network.\(rawValue)" }

    /// The reason and its fix, in `text`'s language: a clause that follows the service it is
    /// about ("the server refused the connection or is not running; check the address…").
    func sentence(_ text: Localizer) -> String {
        text.string(key)
    }
}
