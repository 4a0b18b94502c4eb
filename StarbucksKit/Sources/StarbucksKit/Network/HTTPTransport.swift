import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one HTTP request and returns the answer: the kit's only door to the network.
///
/// ``URLSessionTransport`` is the default. Inject another to answer from memory in tests and
/// previews, to record what was sent, or to go through a networking stack of your own:
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
    /// Sends `request` and returns the answer's body and response, whatever its status.
    ///
    /// An answer outside 2xx is still an answer: the caller decides what it means.
    ///
    /// - Throws: any error when no answer arrived: a `URLError` for a failure or a timeout,
    ///   `CancellationError` when the calling task was cancelled first. The kit's clients turn
    ///   these into the errors they document.
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
