import Foundation
import Testing

// The one kit this copy is compiled in.
#if canImport(DiaryKit)
    import DiaryKit
#elseif canImport(OpenMarketKit)
    import OpenMarketKit
#elseif canImport(StarbucksKit)
    import StarbucksKit
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The network folder (Shared/Network in the workspace) is copied into every kit that talks to a
// network, and this file (Shared/NetworkTests) into its tests: it checks the transport the same way
// in each kit, with its documented samples.

// MARK: - Symbol documentation of the network folder (file scope)

// HTTPTransport
struct AlwaysOK: HTTPTransport {
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url,
            let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
        else { throw URLError(.badURL) }
        return (Data(#""OK""#.utf8), response)
    }
}

// URLSessionTransport (compiled, never run: it would reach the network)
func statusCode(at url: URL) async throws -> Int {
    let transport = URLSessionTransport(timeout: 10)
    let (_, response) = try await transport.send(URLRequest(url: url))
    return response.statusCode
}

// MARK: - Behaviour

@Suite("Shared transport")
struct SharedTransportTests {
    /// A transport whose session answers in-process, through ``ProbeProtocol``.
    private static func transport() -> URLSessionTransport {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ProbeProtocol.self]
        return URLSessionTransport(session: URLSession(configuration: configuration))
    }

    private static func request(_ path: String) throws -> URLRequest {
        URLRequest(url: try #require(URL(string: "http://transport.invalid\(path)")))
    }

    @Test func theStubOfTheDocumentationAnswersOK() async throws {
        let (data, response) = try await AlwaysOK().send(try Self.request("/"))
        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == #""OK""#)
    }

    @Test func anAnswerOfAnyStatusArrivesWithItsBodyAndHeaders() async throws {
        let transport = Self.transport()
        for status in [200, 404, 500] {
            let (data, response) = try await transport.send(try Self.request("/status/\(status)"))
            #expect(response.statusCode == status)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/plain")
            #expect(String(decoding: data, as: UTF8.self) == "status \(status)")
        }
    }

    @Test func aFailureOfTheSessionIsItsURLError() async throws {
        let error = await #expect(throws: URLError.self) {
            try await Self.transport().send(try Self.request("/fail"))
        }
        #expect(error?.code == .cannotConnectToHost)
    }

    @Test func aTaskCancelledBeforeSendingStartsNoRequest() async throws {
        let gate = ProbeGate.make()
        let transport = Self.transport()
        let request = try Self.request("/gate/\(gate.id)")
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(request)
        }

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(!gate.started)
    }

    @Test(.timeLimit(.minutes(1)))
    func aTransportWithATimeoutGivesUpOnAServerThatNeverAnswers() async throws {
        // Given a server that takes the request and never answers
        let silent = try SilentListener()
        defer { silent.close() }
        let transport = URLSessionTransport(timeout: 1)
        let started = ContinuousClock.now

        // When a request is sent through a transport that waits one second
        let error = await #expect(throws: URLError.self) {
            try await transport.send(URLRequest(url: try silent.url))
        }

        // Then it times out, well before the 60 seconds a session waits by default
        #expect(error?.code == .timedOut)
        #expect(ContinuousClock.now - started < .seconds(45))
        #expect(transport.session.configuration.timeoutIntervalForRequest == 1)
    }

    @Test func aTimeThatIsNotPositiveAndFiniteLeavesTheSessionsOwn() {
        for timeout in [0, -1, .infinity, .nan] as [TimeInterval] {
            let transport = URLSessionTransport(timeout: timeout)
            #expect(transport.session.configuration.timeoutIntervalForRequest == 60, "\(timeout)")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func cancellingInFlightResumesAtOnceAndDropsTheLateAnswer() async throws {
        let gate = ProbeGate.make()
        let transport = Self.transport()
        let request = try Self.request("/gate/\(gate.id)")
        let task = Task { try await transport.send(request) }
        try await gate.waitUntilStarted()

        task.cancel()

        // The caller resumes while the session still waits for its answer.
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(!gate.answered)
        // The answer that comes later is dropped, and the session still works: its answers are
        // handed over in order, so the dropped one has been handled once this one arrives.
        gate.open()
        let (_, response) = try await transport.send(try Self.request("/status/204"))
        #expect(response.statusCode == 204)
    }
}

// MARK: - An in-process server

/// Answers a session's requests without a network, by path: `/status/<code>` answers that
/// status, `/fail` fails to connect, `/gate/<id>` answers 200 once the test opens that gate.
private final class ProbeProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let parts = (request.url?.path ?? "").split(separator: "/").map(String.init)
        switch (parts.first, parts.dropFirst().first) {
        case ("status", let code?):
            answer(status: Int(code) ?? 500)
        case ("gate", let id?):
            guard let gate = ProbeGate.named(id) else { return answer(status: 500) }
            gate.start { self.answer(status: 200) }
        default:
            client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
        }
    }

    override func stopLoading() {}

    private func answer(status: Int) {
        guard let url = request.url,
            let response = HTTPURLResponse(
                url: url, statusCode: status, httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "text/plain"])
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.badURL))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data("status \(status)".utf8))
        client?.urlProtocolDidFinishLoading(self)
    }
}

/// A request held by ``ProbeProtocol`` until its test opens the gate.
/// `@unchecked Sendable`: its variables are only touched under `lock`.
private final class ProbeGate: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var gates: [String: ProbeGate] = [:]  // under `lock`

    let id = UUID().uuidString
    private let lock = NSLock()
    private var pending: (() -> Void)?
    private var isOpen = false
    private var wasStarted = false
    private var wasAnswered = false

    /// A new gate, found by ``named(_:)``.
    static func make() -> ProbeGate {
        let gate = ProbeGate()
        lock.withLock { gates[gate.id] = gate }
        return gate
    }

    static func named(_ id: String) -> ProbeGate? {
        lock.withLock { gates[id] }
    }

    /// Whether a request reached the gate.
    var started: Bool { lock.withLock { wasStarted } }

    /// Whether the request held has been answered.
    var answered: Bool { lock.withLock { wasAnswered } }

    /// Holds `answer` until the gate opens.
    func start(_ answer: @escaping () -> Void) {
        let now = lock.withLock {
            wasStarted = true
            pending = answer
            return isOpen
        }
        if now { release() }
    }

    /// Opens the gate: the request held, if any, is answered.
    func open() {
        lock.withLock { isOpen = true }
        release()
    }

    private func release() {
        let answer = lock.withLock {
            defer { pending = nil }
            if pending != nil { wasAnswered = true }
            return pending
        }
        answer?()
    }

    /// Waits, a few milliseconds at a time, until a request reaches the gate.
    func waitUntilStarted() async throws {
        for _ in 0..<1_000 where !started {
            try await Task.sleep(for: .milliseconds(5))
        }
        try #require(started, "the request never reached the session's protocol")
    }
}
