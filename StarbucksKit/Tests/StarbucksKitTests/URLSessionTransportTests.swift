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

    @Test(.timeLimit(.minutes(1)))
    func aServerThatNeverAnswersTimesOutAtTheTransportsLimit() async throws {
        // Given servers that take each request and never answer, and a transport that waits a
        // second (the kit's requests themselves say 15 seconds, which Linux's URLSession ignores)
        let silent = try SilentListener()
        defer { silent.close() }
        let servers = try StarbucksServers(
            eventPopupBase: silent.address, homeBase: silent.address, starbucksBase: silent.address)
        let dependencies = StarbucksDependencies.live(
            transport: URLSessionTransport(timeout: 1), servers: servers)
        let started = ContinuousClock.now

        // When the home is loaded, and the popup fetched
        let error = await #expect(throws: StarbucksAPIError.self) {
            try await dependencies.home.home()
        }
        await #expect(throws: StarbucksAPIError.timedOut(.eventPopup)) {
            try await dependencies.eventPopups.eventPopup()
        }

        // Then each gives up with the kit's timed-out error, well before the 60 seconds a
        // session waits by default
        #expect(error == .timedOut(.home))
        #expect(
            error?.message(locale: Locale(identifier: "en"))
                == "The home service took too long to answer; try again in a moment.")
        #expect(ContinuousClock.now - started < .seconds(45))
    }

    @Test func theRequestsCarryTheKitsTimeout() throws {
        let servers = StarbucksServers.production
        #expect(StarbucksDependencies.timeout == 15)
        #expect(StarbucksAPI.home(servers).urlRequest.timeoutInterval == StarbucksDependencies.timeout)
        #expect(StarbucksAPI.eventPopup(servers).urlRequest.timeoutInterval == StarbucksDependencies.timeout)
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
