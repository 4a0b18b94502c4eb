import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One API operation as a value: method, path, query, headers, body, and how to read the
/// answer into `Response`.
///
/// Build requests with ``OpenMarketAPI``, send them with ``OpenMarketClient/send(_:)``.
public struct OpenMarketRequest<Response: Sendable>: Sendable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path, starting with `/`, appended to the server's base URL.
    public var path: String
    /// The query items, in order.
    public var query: [URLQueryItem]
    /// Extra header fields (`identifier`); `Content-Type` is derived from ``body``.
    public var headers: [String: String]
    /// The body.
    public var body: RequestBody
    private let reader: @Sendable (Data, HTTPURLResponse) throws -> Response

    /// Creates a request; `decode` turns a successful answer into the response value.
    public init(
        method: HTTPMethod, path: String, query: [URLQueryItem] = [], headers: [String: String] = [:],
        body: RequestBody = .none, decode: @escaping @Sendable (Data, HTTPURLResponse) throws -> Response
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.reader = decode
    }

    /// Reads a successful (2xx) answer into the response value.
    ///
    /// Throws `DecodingError` (the client turns it into ``OpenMarketError/decodingFailed(codingPath:reason:)``)
    /// or ``OpenMarketError``.
    public func decode(_ data: Data, response: HTTPURLResponse) throws -> Response {
        try reader(data, response)
    }

    /// The `URLRequest` for a server at `baseURL`, with a timeout in seconds.
    public func urlRequest(baseURL: URL, timeout: TimeInterval = 30) throws(OpenMarketError) -> URLRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .invalidURL(baseURL.absoluteString)
        }
        var prefix = components.percentEncodedPath
        while prefix.hasSuffix("/") { prefix.removeLast() }
        components.percentEncodedPath = prefix + path
        components.queryItems = query.isEmpty ? nil : query
        // URLComponents leaves "+" alone, and servers read it as a space in a query.
        components.percentEncodedQuery = components.percentEncodedQuery?
            .replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else { throw .invalidURL(baseURL.absoluteString + path) }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method.rawValue
        for (field, value) in headers {
            request.setValue(value, forHTTPHeaderField: field)
        }
        switch body {
        case .none:
            break
        case .json(let data):
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = data
        case .multipart(let form):
            let encoded = form.encoded()
            request.setValue(
                "multipart/form-data; boundary=\(encoded.boundary)", forHTTPHeaderField: "Content-Type")
            request.httpBody = encoded.body
        }
        return request
    }
}
