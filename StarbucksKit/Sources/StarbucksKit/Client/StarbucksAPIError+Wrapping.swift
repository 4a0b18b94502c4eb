import Foundation

extension StarbucksAPIError {
    /// `error` as a ``StarbucksAPIError``: itself when it is one, otherwise a transport failure of
    /// `endpoint` described by the error's text (a repository of your own may throw anything).
    static func wrapping(_ error: any Error, _ endpoint: StarbucksEndpoint) -> StarbucksAPIError {
        if let error = error as? StarbucksAPIError { return error }
        let detail = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
        return .transportFailed(endpoint, detail: detail)
    }
}
