import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why an HTTP exchange brought no usable answer, before a kit words it in its own error.
///
/// This file is a copy of the workspace's `Shared/Network`, the same in every kit that talks to a
/// network: edit it there and run `make share`.
enum TransportFailure: Error, Sendable {
    /// No answer: the network, the connection or the server failed, as Foundation or the system
    /// said it (a `URLError`, a system error), now a reason in the kit's words.
    case unreachable(NetworkReason)
    /// A transport of the caller's own threw an error of its own (neither Foundation's nor the
    /// system's): the kit passes a kit error on as it is, and describes any other by its text.
    case foreign(any Error)
    /// The server answered with a status outside 200–299; `body` is what it sent with it, and
    /// `response` its header fields (a 429's `Retry-After`).
    case status(Int, body: Data, response: HTTPURLResponse)

    /// The text a transport's own error describes itself with, on one line of its own words.
    static func description(of error: any Error) -> String {
        (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }
}

extension HTTPTransport {
    /// Sends `request` and returns the answer when its status is 200–299: the one way every kit
    /// sends a request.
    ///
    /// Cancellation is `CancellationError`, whenever it happens: before the request leaves, while
    /// it waits (a `URLError` of code `cancelled` becomes `CancellationError`), or once the answer
    /// is in but the task was cancelled meanwhile.
    ///
    /// - Throws: `CancellationError`; ``TransportFailure`` for no answer or a status outside
    ///   200–299.
    func exchange(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await send(request)
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as URLError where error.code == .cancelled {
            throw CancellationError()
        } catch {
            throw NetworkReason.isFoundationError(error)
                ? TransportFailure.unreachable(NetworkReason(error)) : TransportFailure.foreign(error)
        }
        try Task.checkCancellation()
        guard (200...299).contains(response.statusCode) else {
            throw TransportFailure.status(response.statusCode, body: data, response: response)
        }
        return (data, response)
    }
}
