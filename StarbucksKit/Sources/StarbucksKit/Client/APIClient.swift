import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends the endpoints' requests over a transport and reads their answers, turning every failure
/// into a ``StarbucksAPIError`` (cancellation stays a `CancellationError`).
struct APIClient: Sendable {
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
        var request = URLRequest(url: url, timeoutInterval: 15)
        request.httpMethod = HTTPMethod.get.rawValue
        return try await body(of: request, endpoint: .image)
    }

    /// The body of a 2xx answer to `request`.
    private func body(of request: URLRequest, endpoint: StarbucksEndpoint) async throws -> Data {
        try Task.checkCancellation()
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await transport.send(request)
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as URLError {
            switch error.code {
            case .cancelled: throw CancellationError()
            case .timedOut: throw StarbucksAPIError.timedOut(endpoint)
            default: throw StarbucksAPIError.unreachable(endpoint, NetworkReason(error))
            }
        } catch let error as StarbucksAPIError {
            throw error
        } catch {
            throw StarbucksAPIError.wrapping(error, endpoint)
        }
        try Task.checkCancellation()
        guard (200...299).contains(response.statusCode) else {
            throw StarbucksAPIError.httpStatus(endpoint, status: response.statusCode)
        }
        return data
    }
}
