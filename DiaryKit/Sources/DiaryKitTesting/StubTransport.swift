import DiaryKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers every request with a canned status and body, or fails with an error,
/// and remembers the requests; it never touches the network. Give it to a ``WeatherClient`` in a
/// test.
///
/// ```swift
/// let sunny = StubTransport(body: #"{"weather": [{"main": "Clear", "icon": "01d"}]}"#)
/// let client = WeatherClient(apiKey: "test-key", transport: sunny)
/// ```
public final class StubTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked Sendable: `recorded` is guarded by `lock`; the other properties are constants.
    private let lock = NSLock()
    private var recorded: [URLRequest] = []
    private let status: Int
    private let body: Data
    private let failure: (any Error)?

    /// A transport answering every request with `status` and `body`.
    public init(status: Int = 200, body: String) {
        self.status = status
        self.body = Data(body.utf8)
        self.failure = nil
    }

    /// A transport failing every request with `failure`.
    public init(failure: any Error) {
        self.status = 0
        self.body = Data()
        self.failure = failure
    }

    /// The answer OpenWeather gives for `weather`, as a body for ``init(status:body:)``.
    public static func weatherBody(_ weather: DiaryWeather) -> String {
        let condition = weather.condition.replacingOccurrences(of: "\"", with: "")
        let icon = weather.iconCode.replacingOccurrences(of: "\"", with: "")
        return #"{"weather": [{"main": ""# + condition + #"", "icon": ""# + icon + #""}]}"#
    }

    /// The requests sent so far, in order.
    public var requests: [URLRequest] { lock.withLock { recorded } }

    /// Records `request`, then answers it or fails.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { recorded.append(request) }
        if let failure { throw failure }
        let url = request.url ?? URL(fileURLWithPath: "/")
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)
        else { throw URLError(.badServerResponse) }
        return (body, response)
    }
}
