import Foundation

extension StarbucksAPIError {
    /// `error` as a ``StarbucksAPIError``: itself when it is one, otherwise a transport failure of
    /// `endpoint` (a repository of your own may throw anything). An error of Foundation or the
    /// system (a `URLError`, a file error) is said in the kit's words, never in its own
    /// description; an error of your own is described by its text.
    static func wrapping(_ error: any Error, _ endpoint: StarbucksEndpoint) -> StarbucksAPIError {
        if let error = error as? StarbucksAPIError { return error }
        if NetworkReason.isFoundationError(error) {
            let reason = NetworkReason(error)
            return reason == .timedOut ? .timedOut(endpoint) : .unreachable(endpoint, reason)
        }
        return .transportFailed(endpoint, detail: TransportFailure.description(of: error))
    }
}
