import DiaryKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers every request with a canned status and body, and remembers the
/// requests; or fails with an error. Never touches the network.
final class StubTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked Sendable: `recorded` is guarded by `lock`; the other properties are constants.
    private let lock = NSLock()
    private var recorded: [URLRequest] = []
    private let status: Int
    private let body: Data
    private let failure: (any Error)?

    init(status: Int = 200, body: String) {
        self.status = status
        self.body = Data(body.utf8)
        self.failure = nil
    }

    init(failure: any Error) {
        self.status = 0
        self.body = Data()
        self.failure = failure
    }

    var requests: [URLRequest] { lock.withLock { recorded } }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { recorded.append(request) }
        if let failure { throw failure }
        let url = request.url ?? URL(fileURLWithPath: "/")
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)
        else { throw URLError(.badServerResponse) }
        return (body, response)
    }
}
