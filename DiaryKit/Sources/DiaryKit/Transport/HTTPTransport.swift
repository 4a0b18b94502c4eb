import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one HTTP request and returns the answer: the weather client's only door to the network.
///
/// Inject your own in tests, so they never reach the internet:
///
/// ```swift
/// struct CannedWeather: HTTPTransport {
///     func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
///         let body = Data(#"{"weather": [{"main": "Snow", "icon": "13d"}]}"#.utf8)
///         guard let url = request.url,
///             let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
///         else { throw URLError(.badURL) }
///         return (body, response)
///     }
/// }
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends `request`; throws when no answer arrived (failure, timeout, cancellation).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
