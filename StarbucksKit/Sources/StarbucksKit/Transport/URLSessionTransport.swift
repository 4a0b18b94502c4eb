import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport, over a `URLSession`.
///
/// The request's `timeoutInterval` is honoured by the session; cancelling the calling task
/// cancels the data task.
public struct URLSessionTransport: HTTPTransport {
    /// The session requests go through.
    public let session: URLSession

    /// A transport over `session` (an ephemeral session by default).
    public init(session: URLSession = URLSession(configuration: .ephemeral)) {
        self.session = session
    }

    /// Sends `request` through the session.
    ///
    /// - Throws: the session's error (a `URLError`), or `CancellationError` when the task is
    ///   cancelled first.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return (data, http)
    }
}
