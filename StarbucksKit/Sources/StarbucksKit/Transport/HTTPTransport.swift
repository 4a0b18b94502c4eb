import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one HTTP request and returns the answer: the kit's only door to the network.
///
/// ``URLSessionTransport`` talks to real hosts and ``FixtureTransport`` answers from the bundled
/// fixtures; tests can bring their own:
///
/// ```swift
/// struct Offline: HTTPTransport {
///     func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
///         throw URLError(.notConnectedToInternet)
///     }
/// }
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends `request`; throws when no answer arrived (failure, timeout, cancellation).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
