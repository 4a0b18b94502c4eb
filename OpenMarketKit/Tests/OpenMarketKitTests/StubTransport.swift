import Foundation
import OpenMarketKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that never touches the network: it records every request and answers with
/// whatever the test's handler returns.
actor StubTransport: HTTPTransport {
    /// A canned answer: status, body and header fields.
    struct Reply: Sendable {
        var status: Int
        var body: Data
        var headers: [String: String] = [:]

        static func json(_ text: String, status: Int = 200) -> Reply {
            Reply(status: status, body: Data(text.utf8), headers: ["Content-Type": "application/json"])
        }

        static func fixture(_ name: String, status: Int = 200) throws -> Reply {
            Reply(status: status, body: try Fixture.data(name))
        }

        static func text(_ text: String, status: Int = 200) -> Reply {
            Reply(status: status, body: Data(text.utf8))
        }
    }

    private let handler: @Sendable (URLRequest) async throws -> Reply
    private(set) var requests: [URLRequest] = []

    init(handler: @escaping @Sendable (URLRequest) async throws -> Reply) {
        self.handler = handler
    }

    /// A transport that gives the same answer to everything.
    init(always reply: Reply) {
        self.init { _ in reply }
    }

    /// A transport that gives these answers in order.
    init(sequence replies: [Reply]) {
        let queue = ReplyQueue(replies)
        self.init { _ in try await queue.next() }
    }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        requests.append(request)
        let reply = try await handler(request)
        guard
            let url = request.url,
            let response = HTTPURLResponse(
                url: url, statusCode: reply.status, httpVersion: "HTTP/1.1", headerFields: reply.headers)
        else { throw URLError(.badURL) }
        return (reply.body, response)
    }
}

/// Hands out replies in order.
actor ReplyQueue {
    private var replies: [StubTransport.Reply]

    init(_ replies: [StubTransport.Reply]) {
        self.replies = replies
    }

    func next() throws -> StubTransport.Reply {
        guard !replies.isEmpty else { throw URLError(.resourceUnavailable) }
        return replies.removeFirst()
    }
}

/// Reads test fixtures from the bundle.
enum Fixture {
    static func data(_ name: String) throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Resources"),
            "missing fixture \(name).json")
        return try Data(contentsOf: url)
    }
}

/// Values shared by many tests.
enum Sample {
    static let vendor = VendorCredentials(
        identifier: "cd706a3e-66db-11ec-9626-796401f2341a", password: "pa55word")

    static func server(_ generation: ServerGeneration) -> ServerDescription {
        ServerDescription(baseURL: baseURL, generation: generation)
    }

    static func client(
        _ generation: ServerGeneration, transport: any HTTPTransport, credentials: VendorCredentials? = vendor
    ) -> OpenMarketClient {
        OpenMarketClient(server: server(generation), credentials: credentials, transport: transport)
    }

    static let draft = ProductDraft(
        name: "Honey citron tea", description: "A jar of citron preserved in honey, for hot tea.",
        price: 12_000,
        currency: .krw, discountedPrice: 1_000, stock: 7)

    /// The first bytes of a JPEG file (start of image, then a JFIF marker).
    static let jpegBytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x01, 0x02])

    /// A small JPEG upload named `tea.jpeg`.
    static var image: ImageUpload {
        get throws { try ImageUpload(data: jpegBytes, filename: "tea.jpeg") }
    }

    /// JPEG bytes of exactly `count` bytes (at least the 3-byte signature).
    static func jpeg(count: Int) -> Data {
        var data = Data([0xFF, 0xD8, 0xFF])
        data.append(Data(count: max(0, count - 3)))
        return data
    }

    /// The loopback address the tests pretend a local server listens on.
    static let baseURL = URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/")

    static func response(status: Int = 200) throws -> HTTPURLResponse {
        try #require(HTTPURLResponse(url: baseURL, statusCode: status, httpVersion: nil, headerFields: nil))
    }
}

extension URLRequest {
    /// The header field, looked up case-insensitively.
    func header(_ name: String) -> String? {
        value(forHTTPHeaderField: name)
    }

    /// The body as UTF-8 text.
    var bodyText: String {
        String(decoding: httpBody ?? Data(), as: UTF8.self)
    }
}
