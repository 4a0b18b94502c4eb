import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One keep-alive HTTP/1.1 connection to 127.0.0.1 on a blocking socket, as ``LoadGenerator``'s
/// connections are: the lightest client there is, for the gallery's figures, which need POSTs,
/// cookies and event streams. Used from one thread at a time, never from the cooperative pool
/// (see ``GalleryClient/onThread(_:)``).
final class GalleryClient: @unchecked Sendable {
    // @unchecked Sendable: handed from thread to thread, but used by one at a time.
    /// A response: its status, its header fields (names in lower case) and its body.
    struct Answer {
        let status: Int
        let headers: [(name: String, value: String)]
        let body: [UInt8]

        /// The first value of the header `name` (lower case).
        func header(_ name: String) -> String? {
            headers.first { $0.name == name }?.value
        }

        /// The body as text.
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// The socket.
    private let socket: Int32
    /// The port, named in every request's `Host` as a browser names it.
    private let port: Int
    /// Bytes received and not yet consumed.
    private var pending: [UInt8] = []
    /// The receive buffer.
    private var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
    /// The cookies the server set, by name, sent back with every request.
    var cookies: [String: String] = [:]

    /// A connection to 127.0.0.1:`port`.
    init(port: Int) throws {
        self.port = port
        socket = try LoadGenerator.connect(port: port)
        // An answer or an event that never comes fails the figure instead of hanging it.
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        close(socket)
    }

    // MARK: Requests

    /// The bytes of a request: a GET, or a POST of `form` (URL-encoded), with the cookies.
    func request(_ method: String, _ path: String, form: [(String, String)]? = nil) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: */*\r\n"
        if !cookies.isEmpty {
            head +=
                "Cookie: " + cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ") + "\r\n"
        }
        guard let form else { return Array((head + "\r\n").utf8) }
        let body = form.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        }.joined(separator: "&")
        head +=
            "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        return Array((head + body).utf8)
    }

    /// Sends `request` and reads its answer (keeping the cookies it sets).
    func exchange(_ request: [UInt8]) throws -> Answer {
        try transmit(request)
        return try readAnswer()
    }

    /// A GET of `path`.
    func get(_ path: String) throws -> Answer {
        try exchange(request("GET", path))
    }

    /// A POST of `form` to `path`.
    func post(_ path: String, _ form: [(String, String)]) throws -> Answer {
        try exchange(request("POST", path, form: form))
    }

    /// Sends every byte of `bytes`.
    func transmit(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                return send(socket, base + sent, raw.count - sent, 0)
            }
            guard written > 0 else { throw LoadGenerator.Failure(description: "send failed (\(errno))") }
            sent += written
        }
    }

    // MARK: Answers

    /// Reads one answer: its head, then the body its `Content-Length` announces (none without).
    func readAnswer() throws -> Answer {
        let (status, headers) = try readHead()
        let length = headers.first { $0.name == "content-length" }.flatMap { Int($0.value) } ?? 0
        while pending.count < length { try receive() }
        let body = Array(pending[0..<length])
        pending.removeFirst(length)
        return Answer(status: status, headers: headers, body: body)
    }

    /// Reads an answer's head (its status and header fields); the body stays pending.
    func readHead() throws -> (status: Int, headers: [(name: String, value: String)]) {
        var searched = 0
        var end: Int?
        while true {
            end = LoadGenerator.find(Self.headEnd, in: pending, from: max(0, searched - 3))
            if end != nil { break }
            searched = pending.count
            try receive()
        }
        guard let end else { throw LoadGenerator.Failure(description: "no head") }
        let lines = String(decoding: pending[0..<end], as: UTF8.self).split(separator: "\r\n")
        pending.removeFirst(end + 4)
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.1 "),
            let status = Int(statusLine.dropFirst(9).prefix(3))
        else { throw LoadGenerator.Failure(description: "status line: \(lines.first ?? "")") }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.append((name, value))
            if name == "set-cookie", let pair = value.split(separator: ";").first,
                let equals = pair.firstIndex(of: "=")
            {
                cookies[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
        }
        return (status, headers)
    }

    /// Reads until `needle` has arrived (an event of an open event stream), and consumes what
    /// came up to its end.
    func read(until needle: [UInt8]) throws {
        var searched = 0
        while true {
            if let found = LoadGenerator.find(needle, in: pending, from: max(0, searched - needle.count)) {
                pending.removeFirst(found + needle.count)
                return
            }
            searched = pending.count
            try receive()
        }
    }

    /// Drops what has arrived so far, waiting at most `milliseconds` for the first bytes.
    func drain(waiting milliseconds: Int32) throws {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, milliseconds) > 0 {
            try receive()
            pending.removeAll()
        }
    }

    /// Receives what the socket has (blocking until something arrives).
    private func receive() throws {
        let received = buffer.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return -1 }
            return recv(socket, base, raw.count, 0)
        }
        guard received > 0 else {
            throw LoadGenerator.Failure(
                description: received == 0 ? "connection closed" : "nothing received in 20 s (\(errno))")
        }
        pending.append(contentsOf: buffer[0..<received])
    }

    /// `\r\n\r\n`.
    private static let headEnd: [UInt8] = [13, 10, 13, 10]

    // MARK: Threads

    /// Runs `body` on a thread of its own and awaits its result: a blocking socket must never
    /// hold one of the cooperative pool's threads (two on this machine), which the server's
    /// handlers need.
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }
}
