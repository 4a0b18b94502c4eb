import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One API operation as a value: method, path, query, headers, body, and how to read the
/// answer into `Response`.
///
/// Build requests with ``OpenMarketAPI``, send them with ``OpenMarketClient/send(_:)``:
///
/// ```swift
/// func serverStatus(of client: OpenMarketClient) async throws -> String {
///     try await client.send(client.api.healthCheck())
/// }
/// ```
public struct OpenMarketRequest<Response: Sendable>: Sendable {
    /// The HTTP method.
    public let method: HTTPMethod
    /// The path, starting with `/`, appended to the server's base URL.
    public let path: String
    /// The query items, in order.
    public let query: [URLQueryItem]
    /// Extra header fields (`identifier`); `Content-Type` is derived from the body.
    public let headers: [String: String]
    /// The body, by content type.
    let body: RequestBody
    private let reader: @Sendable (Data, HTTPURLResponse) throws -> Response

    /// Creates a request; `decode` turns a successful answer into the response value.
    init(
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
    /// - Throws: ``OpenMarketError``: ``OpenMarketError/Kind-swift.struct/decodingFailed`` with
    ///   the field's path (and the product's identifier when known), or
    ///   ``OpenMarketError/Kind-swift.struct/emptyBody``.
    public func decode(_ data: Data, response: HTTPURLResponse) throws -> Response {
        do {
            return try reader(data, response)
        } catch {
            throw OpenMarketError.reading(error)
        }
    }

    /// The `URLRequest` for a server at `baseURL`, with a timeout in seconds.
    ///
    /// - Throws: ``OpenMarketError`` of kind ``OpenMarketError/Kind-swift.struct/invalidURL`` when
    ///   no valid address can be made.
    public func urlRequest(baseURL: URL, timeout: TimeInterval = 30) throws -> URLRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw OpenMarketError.invalidURL(baseURL.absoluteString)
        }
        var prefix = components.percentEncodedPath
        while prefix.hasSuffix("/") { prefix.removeLast() }
        components.percentEncodedPath = prefix + path
        components.queryItems = query.isEmpty ? nil : query
        // URLComponents leaves "+" alone, and servers read it as a space in a query.
        components.percentEncodedQuery = components.percentEncodedQuery?
            .replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else {
            throw OpenMarketError.invalidURL(baseURL.absoluteString + path)
        }
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
