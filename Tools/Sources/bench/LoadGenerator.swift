import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends the same HTTP/1.1 GET over several keep-alive connections at once, each on a thread
/// of its own with a blocking socket: the lightest client there is, so that the server's cost
/// is what a throughput figure measures.
enum LoadGenerator {
    /// A connection or an answer that went wrong.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Nanoseconds per request of `requests` GETs of `path` to 127.0.0.1:`port`, spread over
    /// `connections` connections; every answer must be 200 with `expectedLength` body bytes.
    static func run(
        port: Int, path: String, connections: Int, requestsPerConnection: Int, expectedLength: Int
    ) async throws -> Double {
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: */*\r\n\r\n".utf8)
        let start = ContinuousClock.now
        let failures = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<[String], any Error>) in
            let finish = Countdown(count: connections) { continuation.resume(returning: $0) }
            for _ in 0..<connections {
                Thread.detachNewThread {
                    do {
                        try connection(
                            port: port, request: request, count: requestsPerConnection,
                            expectedLength: expectedLength)
                        finish.done(nil)
                    } catch {
                        finish.done("\(error)")
                    }
                }
            }
        }
        let elapsed = Harness.nanoseconds(since: start)
        if let failure = failures.first { throw Failure(description: failure) }
        return elapsed / Double(connections * requestsPerConnection)
    }

    /// One connection sending `count` requests, one after the other.
    private static func connection(port: Int, request: [UInt8], count: Int, expectedLength: Int) throws {
        let socket = try connect(port: port)
        defer { close(socket) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
        var pending: [UInt8] = []
        for _ in 0..<count {
            var sent = 0
            while sent < request.count {
                let written = request.withUnsafeBytes { bytes -> Int in
                    guard let base = bytes.baseAddress else { return -1 }
                    return send(socket, base + sent, bytes.count - sent, 0)
                }
                guard written > 0 else { throw Failure(description: "send failed (\(errno))") }
                sent += written
            }
            // Read the head, then the body its Content-Length announces.
            var headEnd: Int?
            var bodyLength = 0
            while true {
                if headEnd == nil, let end = find([13, 10, 13, 10], in: pending) {
                    headEnd = end + 4
                    let head = String(decoding: pending[..<end], as: UTF8.self)
                    guard head.hasPrefix("HTTP/1.1 200") else {
                        throw Failure(description: "status: \(head.prefix(40))")
                    }
                    let length = head.split(separator: "\r\n").first {
                        $0.lowercased().hasPrefix("content-length:")
                    }
                    bodyLength =
                        Int(length?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
                        ?? 0
                    guard bodyLength == expectedLength else {
                        throw Failure(description: "body of \(bodyLength) bytes, expected \(expectedLength)")
                    }
                }
                if let headEnd, pending.count >= headEnd + bodyLength {
                    pending.removeFirst(headEnd + bodyLength)
                    break
                }
                let received = buffer.withUnsafeMutableBytes { bytes -> Int in
                    guard let base = bytes.baseAddress else { return -1 }
                    return recv(socket, base, bytes.count, 0)
                }
                guard received > 0 else { throw Failure(description: "connection closed") }
                pending.append(contentsOf: buffer[0..<received])
            }
        }
    }

    /// A blocking TCP connection to 127.0.0.1:`port`, without Nagle's delay.
    static func connect(port: Int) throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket failed") }
        var noDelay: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            throw Failure(description: "connect failed (\(errno))")
        }
        return descriptor
    }

    /// Where `needle` first occurs in `haystack` at or after `start` (the clients' search for the
    /// end of a head, or of an event).
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard haystack.count - start >= needle.count, let first = needle.first else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Calls `done` once `count` threads have finished. `@unchecked Sendable`: its variables are
    /// only touched under `lock`.
    private final class Countdown: @unchecked Sendable {
        private let lock = NSLock()
        private var remaining: Int
        private var failures: [String] = []
        private let whenDone: @Sendable ([String]) -> Void

        init(count: Int, whenDone: @escaping @Sendable ([String]) -> Void) {
            remaining = count
            self.whenDone = whenDone
        }

        func done(_ failure: String?) {
            let finished = lock.withLock { () -> [String]? in
                if let failure { failures.append(failure) }
                remaining -= 1
                return remaining == 0 ? failures : nil
            }
            if let finished { whenDone(finished) }
        }
    }
}

/// `connect(2)`, named apart from ``LoadGenerator``'s own `connect`.
private func systemConnect(_ socket: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32
{
    connect(socket, address, length)
}
