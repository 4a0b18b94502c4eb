import Foundation
import OpenMarketServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The local Open Market server closes a connection that sends its request head too slowly (a
/// header line a second, or nothing at all), as the gallery does, and answers one that sends it
/// in time.
@Suite("open-market server: connections that send their headers slowly")
struct OpenMarketConnectionLimitsTests {
    @Test func aSlowRequestHeadIsClosedAndAPromptOneAnswered() async throws {
        try await withMarket { market in
            let port = market.running.port
            let start = "GET /healthChecker HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
            // One header line a second, for longer than the deadline (10 s): the server ends the
            // connection without an answer, long before the client's patience runs out.
            async let trickling = SlowClient.run(
                port: port, first: start, lines: (1...40).map { "X-Slow-\($0): still coming\r\n" })
            // Saying nothing at all is closed the same way.
            async let silent = SlowClient.run(port: port, first: "", lines: [])
            // After an answer, the next head has the same time to come.
            async let answeredThenSilent = SlowClient.run(port: port, first: start + "\r\n", lines: [])
            let slow = await trickling
            #expect(slow.closed, "a head sent a line a second was held open \(slow.seconds) s")
            #expect(slow.seconds < 20, "closed after \(slow.seconds) s")
            #expect(slow.received.isEmpty, "\(slow.received.prefix(200))")
            let quiet = await silent
            #expect(quiet.closed, "a silent connection was held open \(quiet.seconds) s")
            #expect(quiet.seconds < 20, "closed after \(quiet.seconds) s")
            let idle = await answeredThenSilent
            #expect(idle.received.hasPrefix("HTTP/1.1 200"), "\(idle.received.prefix(200))")
            #expect(idle.closed, "a connection idle after its answer was held open \(idle.seconds) s")

            // A head sent at once is answered.
            let prompt = await SlowClient.run(
                port: port, first: start + "Connection: close\r\n\r\n", lines: [])
            #expect(prompt.received.hasPrefix("HTTP/1.1 200"), "\(prompt.received.prefix(200))")
            #expect(prompt.closed)
        }
    }
}

/// A client of 127.0.0.1 that sends a request's head a line a second. Its blocking reads run on
/// a thread of their own: on a thread of the cooperative pool (two on a machine of two cores),
/// they would leave none for the server's handlers in this process.
private enum SlowClient {
    /// Whether the server closed the connection, after how long, and what it sent.
    struct Outcome: Sendable {
        let closed: Bool
        let seconds: Double
        let received: String
    }

    /// Connects to `port`, sends `first`, then each of `lines` a second apart, reading all the
    /// while, until the server closes the connection or `patience` seconds pass.
    static func run(port: Int, first: String, lines: [String], patience: Double = 30) async -> Outcome {
        await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(
                    returning: blockingRun(port: port, first: first, lines: lines, patience: patience))
            }.start()
        }
    }

    private static func blockingRun(port: Int, first: String, lines: [String], patience: Double) -> Outcome {
        #if canImport(Glibc)
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            let noSignal = Int32(MSG_NOSIGNAL)
        #else
            let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
            var on: Int32 = 1
            setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            let noSignal: Int32 = 0
        #endif
        defer { close(socket) }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let began = Date()
        var received: [UInt8] = []
        func outcome(closed: Bool) -> Outcome {
            Outcome(
                closed: closed, seconds: Date().timeIntervalSince(began),
                received: String(decoding: received, as: UTF8.self))
        }
        guard connected == 0 else { return outcome(closed: false) }
        /// Sends `text`; false when the server has closed the connection.
        func sent(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            guard !bytes.isEmpty else { return true }
            return bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, noSignal) } == bytes.count
        }
        guard sent(first) else { return outcome(closed: true) }
        var next = lines.makeIterator()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while Date().timeIntervalSince(began) < patience {
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count > 0 {
                received += buffer[0..<count]
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                return outcome(closed: true)
            } else if let line = next.next(), !sent(line) {
                // A second without a byte from the server: the next line, if any.
                return outcome(closed: true)
            }
        }
        return outcome(closed: false)
    }
}
