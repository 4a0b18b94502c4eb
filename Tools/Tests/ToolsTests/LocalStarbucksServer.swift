import Foundation
import StarbucksKit
import StarbucksKitTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(Glibc)
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
    private let streamSocket = SOCK_STREAM
#endif

/// A small HTTP/1.1 server on 127.0.0.1 that answers the Starbucks endpoints from the kit's
/// fixtures, through ``FixtureTransport`` (which checks methods and form keys as the real hosts
/// do), so the CLI's live mode can be driven end to end without the internet.
///
/// Image addresses in the answers are rewritten to point at this server, so nothing a client
/// follows leaves the machine. It serves one connection at a time on a thread of its own and
/// remembers every request line it was sent. Start one with
/// ``withStarbucksServer(faults:isolation:_:)``, which stops it on every path.
final class LocalStarbucksServer: @unchecked Sendable {
    // `@unchecked Sendable`: `requestLog`, `hasStopped` and `stopWaiters` are only touched under
    // `lock`; the socket and the transport are set once in `init`.
    /// The port it listens on.
    let port: UInt16
    /// `http://127.0.0.1:<port>`.
    var baseURL: String { "http://127.0.0.1:\(port)" }

    private let listener: Int32
    private let transport: FixtureTransport
    private let lock = NSLock()
    private var requestLog: [String] = []
    private var hasStopped = false
    private var stopWaiters: [CheckedContinuation<Void, Never>] = []

    /// A server answering from `fixtures`, playing `faults`; listening once `init` returns. Prefer
    /// ``withStarbucksServer(faults:isolation:_:)``; whoever calls this must ``stop()`` the server.
    init(fixtures: FixtureSet = .bundled, faults: [FixtureKey: FixtureFault] = [:]) throws {
        transport = FixtureTransport(fixtures: fixtures, faults: faults)
        let listener = socket(AF_INET, streamSocket, 0)
        guard listener >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// The requests served so far, as `METHOD /path body` lines.
    var requests: [String] { lock.withLock { requestLog } }

    /// Stops listening and waits until the serving thread has ended: its `accept` fails, and the
    /// thread closes the socket (so its number is never reused while the thread might still use
    /// it) once the connection it serves, if any, is done.
    func stop() async {
        shutdown(listener, Int32(SHUT_RDWR))
        await withCheckedContinuation { continuation in
            let stopped = lock.withLock {
                if !hasStopped { stopWaiters.append(continuation) }
                return hasStopped
            }
            if stopped { continuation.resume() }
        }
    }

    /// A base URL nothing listens on: port 1 of 127.0.0.1, outside the range the system hands out
    /// for connections (a port from that range could be taken, or even connect to itself).
    static let closedBaseURL = "http://127.0.0.1:1"

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                close(listener)
                let waiters = lock.withLock {
                    hasStopped = true
                    defer { stopWaiters = [] }
                    return stopWaiters
                }
                for waiter in waiters { waiter.resume() }
                return
            }
            handle(client)
            close(client)
        }
    }

    /// Reads one request, answers it through the fixture transport, and closes.
    private func handle(_ client: Int32) {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var headerEnd: Range<Data.Index>?
        var expected = Int.max
        while received.count < expected {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
            if headerEnd == nil, let end = received.range(of: Data("\r\n\r\n".utf8)) {
                headerEnd = end
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
                let length = head.split(separator: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                    return Int(parts[1].trimmingCharacters(in: .whitespaces))
                }.first
                expected = end.upperBound + (length ?? 0)
            }
        }
        guard let headerEnd else { return }
        let head = String(decoding: received[..<headerEnd.lowerBound], as: UTF8.self)
        let lines = head.split(separator: "\r\n").map(String.init)
        let requestLine = lines.first?.split(separator: " ").map(String.init) ?? []
        guard requestLine.count >= 2, let url = URL(string: baseURL + requestLine[1]) else { return }
        let body = received[headerEnd.upperBound...]
        var request = URLRequest(url: url)
        request.httpMethod = requestLine[0]
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 {
                request.setValue(
                    parts[1].trimmingCharacters(in: .whitespaces), forHTTPHeaderField: String(parts[0]))
            }
        }
        if !body.isEmpty { request.httpBody = Data(body) }
        lock.withLock {
            requestLog.append(
                "\(requestLine[0]) \(requestLine[1])"
                    + (body.isEmpty ? "" : " " + String(decoding: body, as: UTF8.self)))
        }
        let (status, type, answer) = answer(request)
        var response = Data(
            ("HTTP/1.1 \(status) \(status == 200 ? "OK" : "Error")\r\nContent-Length: \(answer.count)\r\n"
                + (type.map { "Content-Type: \($0)\r\n" } ?? "") + "Connection: close\r\n\r\n").utf8)
        response.append(answer)
        response.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = write(client, base + offset, bytes.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// The fixture transport's answer, with image hosts pointing here; waits on this thread.
    private func answer(_ request: URLRequest) -> (Int, String?, Data) {
        let transport = self.transport
        let base = baseURL
        let box = AnswerBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                let (data, response) = try await transport.send(request)
                let type = response.value(forHTTPHeaderField: "Content-Type")
                var body = data
                if type?.contains("json") == true {
                    body = Data(
                        String(decoding: data, as: UTF8.self)
                            .replacingOccurrences(of: "https://image.istarbucks.co.kr", with: base).utf8)
                }
                box.set((response.statusCode, type, body))
            } catch {
                box.set((503, nil, Data()))
            }
            done.signal()
        }
        done.wait()
        return box.value
    }

    /// One answer handed from a task to the serving thread. `@unchecked Sendable`: its one
    /// variable is only touched under `lock`.
    private final class AnswerBox: @unchecked Sendable {
        private let lock = NSLock()
        private var answer: (Int, String?, Data) = (500, nil, Data())

        func set(_ value: (Int, String?, Data)) { lock.withLock { answer = value } }
        var value: (Int, String?, Data) { lock.withLock { answer } }
    }
}

/// Starts a ``LocalStarbucksServer`` playing `faults`, runs `body` with it, then stops the server and
/// waits until its thread has ended, whether `body` threw or not.
func withStarbucksServer<Value>(
    faults: [FixtureKey: FixtureFault] = [:], isolation: isolated (any Actor)? = #isolation,
    _ body: (LocalStarbucksServer) async throws -> Value
) async throws -> Value {
    let server = try LocalStarbucksServer(faults: faults)
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
