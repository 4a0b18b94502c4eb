import Foundation
import HTTPTypes
import Hummingbird

/// The address a server on 127.0.0.1 answers as: `127.0.0.1`, `localhost` and `[::1]` at the
/// port it listens on. A request naming any other host in its `Host` header was sent to another
/// name that resolves here (DNS rebinding: a page of another website reaching this server as its
/// own origin), so ``HostCheck`` refuses it before anything reads or changes state. An `Origin`
/// is trusted only when it is one of these addresses, never by comparing it with the request's
/// own `Host`.
///
/// The gallery and the local Open Market server both answer through it.
public final class LoopbackAddress: @unchecked Sendable {
    // @unchecked Sendable: `listening` is read and written under `lock` only.
    private let lock = NSLock()
    private var listening: Int

    /// The host names a loopback server answers to (lowercase), with the port it listens on.
    static let hosts: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    /// The address at `port` (the configuration's; the one picked replaces it once listening).
    public init(port: Int) {
        listening = port
    }

    /// The port the server listens on.
    public var port: Int {
        get { lock.withLock { listening } }
        set { lock.withLock { listening = newValue } }
    }

    /// The server's own origin, as a browser writes it (`http://127.0.0.1:8080`).
    public var origin: String { "http://127.0.0.1:\(port)" }

    /// Whether `authority` (a request's `Host`: `host[:port]`) names the server: one of
    /// ``hosts`` (any case) at the port it listens on (a missing port is HTTP's 80).
    public func accepts(authority: String?) -> Bool {
        guard let authority, !authority.isEmpty else { return false }
        let text = authority.lowercased()
        let host: Substring
        let portText: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return false }
            host = text[...close]
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return false }
            portText = rest.isEmpty ? nil : rest.dropFirst()
        } else if let colon = text.lastIndex(of: ":") {
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        } else {
            host = text[...]
            portText = nil
        }
        guard Self.hosts.contains(String(host)) else { return false }
        let named: Int?
        if let portText {
            guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCII),
                portText.allSatisfy(\.isNumber)
            else { return false }
            named = Int(portText)
        } else {
            named = 80
        }
        return named == port
    }

    /// Whether `origin` (a request's `Origin`) is the server's own: `http://` and an authority
    /// ``accepts(authority:)`` takes, nothing else.
    public func accepts(origin: String) -> Bool {
        let scheme = "http://"
        guard origin.lowercased().hasPrefix(scheme) else { return false }
        let authority = String(origin.dropFirst(scheme.count))
        guard !authority.contains("/") else { return false }
        return accepts(authority: authority)
    }
}

/// Refuses every request whose `Host` is not the server's own address (see ``LoopbackAddress``)
/// with `refusal`'s answer (421 Misdirected Request, saying where the server is), before any
/// route reads or changes state.
public struct HostCheck<Context: RequestContext>: RouterMiddleware {
    /// The server's address.
    let address: LoopbackAddress
    /// The answer to a request addressed elsewhere, in the server's own format.
    let refusal: @Sendable (LoopbackAddress) -> Response
    /// The `Host` field's name.
    private static var host: HTTPField.Name { HTTPField.Name("Host") ?? .contentType }

    /// A check letting in only requests addressed to `address`; the others get `refusal`'s answer.
    public init(address: LoopbackAddress, refusal: @escaping @Sendable (LoopbackAddress) -> Response) {
        self.address = address
        self.refusal = refusal
    }

    /// Passes a request addressed to the server on to `next`; answers any other with `refusal`.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // The request's authority (HTTP/1's `Host`, or HTTP/2's `:authority`) and any `Host`
        // field left beside it must all name the server.
        let hosts = request.headers[values: Self.host]
        guard address.accepts(authority: request.head.authority),
            hosts.allSatisfy(address.accepts(authority:))
        else { return refusal(address) }
        return try await next(request, context)
    }
}
