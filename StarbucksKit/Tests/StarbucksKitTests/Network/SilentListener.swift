import Foundation

#if canImport(Glibc)
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
    private let streamSocket = SOCK_STREAM
#endif

/// A TCP listener on 127.0.0.1 that lets clients connect and send, and never answers: the
/// server a request waits on until its time limit. The system completes the connections in the
/// listener's backlog; nothing ever accepts them. ``close()`` it when done.
final class SilentListener: Sendable {
    private let descriptor: Int32
    /// `http://127.0.0.1:<port>`.
    let address: String

    init() throws {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            Foundation.close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        self.descriptor = descriptor
        self.address = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
    }

    /// The listener's address as a URL.
    var url: URL {
        get throws {
            guard let url = URL(string: address) else { throw URLError(.badURL) }
            return url
        }
    }

    /// Stops listening; the connections it held are reset.
    func close() {
        Foundation.close(descriptor)
    }
}
