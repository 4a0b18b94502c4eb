import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one HTTP request and returns the answer; the client's only door to the network.
///
/// Inject your own in tests (see the "Testing an app with a stub transport" article):
///
/// ```swift
/// struct Canned: HTTPTransport {
///     func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) { … }
/// }
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends `request`; throws when no answer arrived (failure, timeout, cancellation).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
