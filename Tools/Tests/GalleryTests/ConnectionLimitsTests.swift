import Foundation
import Gallery
import HummingbirdTesting
import Logging
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The served gallery closes a connection that sends its request head too slowly (or sends
/// nothing), and answers one that sends it in time.
@Suite("Gallery: connections that send their headers slowly")
struct ConnectionLimitsTests {
    @Test func aSlowRequestHeadIsClosedAndAPromptOneAnswered() async throws {
        var configuration = testConfiguration(try temporaryDirectory())
        configuration.requestHeadTimeout = .seconds(5)
        let application = try await Gallery.application(configuration, logger: Logger(label: "test")) { _ in }
        try await application.test(.live) { client in
            let port = try #require(client.port)
            // Half a head, then nothing: the server ends the connection (a read sees its end)
            // before the socket's own two-minute wait runs out (which would read as not closed).
            let slow = try RawConnection(port: port)
            try slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAcc")
            let slowAnswer = await slow.readUntilClosed()
            #expect(slowAnswer.closed)
            #expect(slowAnswer.text.isEmpty)
            // Saying nothing at all is closed the same way.
            let silent = try RawConnection(port: port)
            #expect(await silent.readUntilClosed().closed)
            // A head sent at once is answered.
            let prompt = try RawConnection(port: port)
            try prompt.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            let answer = await prompt.readUntilClosed()
            #expect(answer.text.hasPrefix("HTTP/1.1 200"), "\(answer.text.prefix(200))")
        }
    }

    @Test func aFormAnnouncedAsTooLongIsAnsweredAtOnceAndTheConnectionEnds() async throws {
        let configuration = testConfiguration(try temporaryDirectory())
        let application = try await Gallery.application(configuration, logger: Logger(label: "test")) { _ in }
        try await application.test(.live) { client in
            let port = try #require(client.port)
            // A form announced as a terabyte, of which a few bytes come: the page saying it is too
            // long comes without waiting for the rest, and the connection ends after it.
            let connection = try RawConnection(port: port)
            try connection.send(
                "POST /juice-maker/order HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                    + "Content-Type: application/x-www-form-urlencoded\r\n"
                    + "Content-Length: 1000000000000\r\n\r\njuice=")
            let answer = await connection.readUntilClosed()
            #expect(answer.text.hasPrefix("HTTP/1.1 413"), "\(answer.text.prefix(200))")
            #expect(answer.closed, "the connection stayed open")
        }
    }
}

/// A blocking TCP connection to 127.0.0.1, read on a thread of its own.
final class RawConnection: @unchecked Sendable {
    // @unchecked Sendable: the socket is used by one caller at a time.
    private let socket: Int32

    init(port: Int) throws {
        #if canImport(Glibc)
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit {
        close(socket)
    }

    /// Sends `text`.
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
        guard sent == bytes.count else { throw POSIXError(.EPIPE) }
    }

    /// Everything read until the peer closed (`closed`), or until the read timed out.
    func readUntilClosed() async -> (text: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 16 * 1024)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
                    if count > 0 {
                        received += buffer[0..<count]
                    } else {
                        continuation.resume(
                            returning: (String(decoding: received, as: UTF8.self), count == 0))
                        return
                    }
                }
            }
        }
    }
}
