import Foundation
import OpenMarketKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request of a session in-process: the real `URLSession` path runs, the
/// network is never touched. Answers are looked up by path in a fixed table.
final class CannedURLProtocol: URLProtocol {
    static let answers: [String: (status: Int, body: String)] = [
        "/healthChecker": (200, "\"OK\""),
        "/api/products/16": (404, #"{"code":"NOT_FOUND","message":"No product 16."}"#),
    ]

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let path = request.url?.path ?? ""
        let answer = Self.answers[path] ?? (500, "")
        guard
            let url = request.url,
            let response = HTTPURLResponse(
                url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "application/json"])
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.badURL))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data(answer.body.utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

@Suite("URLSession transport")
struct URLSessionTransportTests {
    private func client() -> OpenMarketClient {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CannedURLProtocol.self]
        let transport = URLSessionTransport(session: URLSession(configuration: configuration))
        return OpenMarketClient(server: Sample.server(.marketTraining), transport: transport)
    }

    @Test func theSessionTransportCarriesARequestAndItsAnswer() async throws {
        // Given a session whose protocol answers /healthChecker with the JSON string "OK"
        let client = client()

        // When the health-check request goes through the real URLSession path
        let status = try await client.send(client.api.healthCheck())

        // Then the body arrived and was read
        #expect(status == "OK")
        try await client.healthCheck()
    }

    @Test func theSessionTransportReturnsTheStatusBodyAndHeaders() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CannedURLProtocol.self]
        let transport = URLSessionTransport(session: URLSession(configuration: configuration))
        let url = try #require(URL(string: "http://127.0.0.1:8080/api/products/16"))

        let (data, response) = try await transport.send(URLRequest(url: url))

        #expect(response.statusCode == 404)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(String(decoding: data, as: UTF8.self) == #"{"code":"NOT_FOUND","message":"No product 16."}"#)
    }

    @Test func theSessionTransportSurfacesErrorStatuses() async throws {
        await #expect(throws: OpenMarketError.httpStatus(404, code: "NOT_FOUND", message: "No product 16.")) {
            try await client().product(id: 16)
        }
    }
}
