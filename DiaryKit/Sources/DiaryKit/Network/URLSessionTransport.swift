import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport, over a `URLSession`.
public struct URLSessionTransport: HTTPTransport {
    /// The session requests go through.
    public let session: URLSession

    /// A transport over `session` (an ephemeral session by default).
    public init(session: URLSession = URLSession(configuration: .ephemeral)) {
        self.session = session
    }

    /// Sends `request` through the session.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}
