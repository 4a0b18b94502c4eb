import Foundation
import Testing

@testable import StarbucksKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request of a session from memory, recording what it was asked.
final class CannedProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url,
            let response = HTTPURLResponse(
                url: url, statusCode: url.path.hasSuffix("starbuckst") ? 200 : 404, httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "application/json"])
        else { return }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data(#"{"display-name": "From the session"}"#.utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

@Suite("URLSession transport")
struct URLSessionTransportTests {
    private func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CannedProtocol.self]
        return URLSession(configuration: configuration)
    }

    @Test func theLiveRepositoriesReadThroughASession() async throws {
        let transport = URLSessionTransport(session: session())

        let document = try await LiveHomeRepository(transport: transport).home()

        #expect(document.displayName == "From the session")
    }

    @Test func aStatusOutside2xxBecomesAnAPIError() async throws {
        let transport = URLSessionTransport(session: session())

        let error = await #expect(throws: StarbucksAPIError.self) {
            try await LiveEventPopupRepository(transport: transport).eventPopup()
        }

        #expect(error?.status == 404)
    }

    @Test func aCancelledTaskSendsNothing() async throws {
        let transport = URLSessionTransport(session: session())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await LiveHomeRepository(transport: transport).home()
        }

        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
