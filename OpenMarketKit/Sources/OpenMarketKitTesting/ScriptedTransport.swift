import Foundation
import OpenMarketKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport for tests that never touches the network: it records every request and answers
/// from a script, and can hold its answers until the test releases them.
///
/// ```swift
/// let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
/// let client = OpenMarketClient(server: .marketTraining, transport: transport)
/// await transport.hold()
/// let loading = Task { try await client.products(page: 1, itemsPerPage: 20) }
/// await transport.waitForRequests(1)
/// // …the screen shows its spinner here…
/// await transport.release()
/// let page = try await loading.value
/// ```
///
/// Holding makes a test see the states in between (a spinner, a placeholder) without a clock:
/// nothing is answered until ``release()`` or ``releaseNext()``.
public actor ScriptedTransport: HTTPTransport {
    /// A canned answer: a status, a body and header fields, or a failure to connect.
    public struct Reply: Sendable, Hashable {
        /// The HTTP status.
        public var status: Int
        /// The body.
        public var body: Data
        /// The header fields.
        public var headers: [String: String]
        /// The code of the `URLError` thrown instead of answering; `nil` for an answer.
        public var failureCode: URLError.Code?

        /// An answer of `status` with `body` and `headers`.
        public init(status: Int = 200, body: Data = Data(), headers: [String: String] = [:]) {
            self.status = status
            self.body = body
            self.headers = headers
            self.failureCode = nil
        }

        /// An answer whose body is JSON text.
        public static func json(_ text: String, status: Int = 200) -> Reply {
            Reply(status: status, body: Data(text.utf8), headers: ["Content-Type": "application/json"])
        }

        /// An answer whose body is plain text.
        public static func text(_ text: String, status: Int = 200) -> Reply {
            Reply(status: status, body: Data(text.utf8), headers: ["Content-Type": "text/plain"])
        }

        /// No answer: the transport throws `URLError(code)` (`.timedOut`, `.notConnectedToInternet`…).
        public static func failure(_ code: URLError.Code) -> Reply {
            var reply = Reply(status: 0)
            reply.failureCode = code
            return reply
        }
    }

    /// Works out the answer to one request.
    public typealias Handler = @Sendable (URLRequest) async throws -> Reply

    private let handler: Handler
    private var queue: [Reply]?
    /// Every request sent so far, in order.
    public private(set) var requests: [URLRequest] = []
    private var holding = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private var arrivals: [CheckedContinuation<Void, Never>] = []

    /// A transport that answers each request with what `handler` returns (or throws).
    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// A transport that gives the same answer to everything.
    public init(always reply: Reply) {
        self.init { _ in reply }
    }

    /// A transport that gives `replies` in order, one per request, and fails to connect
    /// (`URLError(.resourceUnavailable)`) once they are used up.
    public init(replies: [Reply]) {
        self.handler = { _ in throw URLError(.resourceUnavailable) }
        self.queue = replies
    }

    /// A transport that answers like a `marketTraining` server holding `catalogue`.
    public init(catalogue: StubCatalogue) {
        self.init { request in catalogue.reply(to: request) }
    }

    /// From now on, answers wait until ``release()`` or ``releaseNext()``.
    public func hold() {
        holding = true
    }

    /// Lets every answer held go, and answers at once from now on.
    public func release() {
        holding = false
        let waiting = held
        held = []
        for answer in waiting { answer.resume() }
    }

    /// Lets the oldest answer held go; later ones stay held.
    public func releaseNext() {
        guard !held.isEmpty else { return }
        held.removeFirst().resume()
    }

    /// How many answers are held.
    public var heldCount: Int { held.count }

    /// Returns once `count` requests in all have arrived (at once if they have).
    public func waitForRequests(_ count: Int) async {
        while requests.count < count {
            await withCheckedContinuation { arrivals.append($0) }
        }
    }

    /// Records `request`, waits while answers are held, then answers from the script.
    ///
    /// - Throws: what the handler throws, or the `URLError` of a ``Reply/failure(_:)``.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        requests.append(request)
        let waiting = arrivals
        arrivals = []
        for arrival in waiting { arrival.resume() }
        if holding {
            await withCheckedContinuation { held.append($0) }
        }
        let reply: Reply
        if queue != nil {
            guard let next = queue?.first else { throw URLError(.resourceUnavailable) }
            queue?.removeFirst()
            reply = next
        } else {
            reply = try await handler(request)
        }
        if let code = reply.failureCode { throw URLError(code) }
        guard let url = request.url,
            let response = HTTPURLResponse(
                url: url, statusCode: reply.status, httpVersion: "HTTP/1.1", headerFields: reply.headers)
        else { throw URLError(.badURL) }
        return (reply.body, response)
    }
}
