import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one HTTP request and returns the answer; the client's only door to the network.
///
/// Inject your own in tests (see the "Testing an app with a stub transport" article):
///
/// ```swift
/// #if canImport(FoundationNetworking)
///     import FoundationNetworking
/// #endif
///
/// struct AlwaysOK: HTTPTransport {
///     func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
///         guard let url = request.url,
///             let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
///         else { throw URLError(.badURL) }
///         return (Data(#""OK""#.utf8), response)
///     }
/// }
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the answer, whatever its status.
    ///
    /// - Throws: any error when no answer arrived (failure, timeout, cancellation); the client
    ///   turns `URLError` and `CancellationError` into the matching ``OpenMarketError`` kinds.
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
