import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends the endpoints' requests over a transport and reads their answers, turning every failure
/// into a ``StarbucksAPIError`` (cancellation stays a `CancellationError`).
struct APIClient: Sendable {
    /// How long each request waits for an answer, in seconds: what its `timeoutInterval` says,
    /// and what the default transport's session enforces (``StarbucksDependencies/timeout``).
    static let timeout: TimeInterval = 15

    let transport: any HTTPTransport
    let servers: StarbucksServers

    /// The decoded answer to `request`.
    func send<Response>(_ request: StarbucksRequest<Response>) async throws -> Response {
        let data = try await body(of: request.urlRequest, endpoint: request.endpoint)
        do {
            return try JSONDecoder().decode(Response.self, from: data)
        } catch {
            throw StarbucksAPIError.decodingFailed(request.endpoint, DecodingProblem(error))
        }
    }

    /// The bytes at `url` (an image).
    func download(_ url: URL) async throws -> Data {
        var request = URLRequest(url: url, timeoutInterval: Self.timeout)
        request.httpMethod = HTTPMethod.get.rawValue
        return try await body(of: request, endpoint: .image)
    }

    /// The body of a 2xx answer to `request`.
    private func body(of request: URLRequest, endpoint: StarbucksEndpoint) async throws -> Data {
        do {
            return try await transport.exchange(request).0
        } catch TransportFailure.status(let status, _, _) {
            throw StarbucksAPIError.httpStatus(endpoint, status: status)
        } catch TransportFailure.unreachable(let reason) {
            throw reason == .timedOut
                ? StarbucksAPIError.timedOut(endpoint) : StarbucksAPIError.unreachable(endpoint, reason)
        } catch TransportFailure.foreign(let error) {
            throw StarbucksAPIError.wrapping(error, endpoint)
        }
    }
}
