import Foundation
import HTTPTypes
import Hummingbird

/// The address the gallery answers as: `127.0.0.1`, `localhost` and `[::1]` at the port it
/// listens on. A request naming any other host in its `Host` header was sent to another name
/// that resolves here (DNS rebinding: a page of another website reaching this server as its own
/// origin), so it is refused before anything reads or changes state; an `Origin` is trusted only
/// when it is one of these addresses, never by comparing it with the request's own `Host`.
public final class GalleryAddress: @unchecked Sendable {
    // @unchecked Sendable: `listening` is read and written under `lock` only.
    private let lock = NSLock()
    private var listening: Int

    /// The host names the gallery answers to (lowercase), with the port it listens on.
    static let hosts: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    /// The address at `port` (the configuration's; the one picked replaces it once listening).
    public init(port: Int) {
        listening = port
    }

    /// The port the gallery listens on.
    public var port: Int {
        get { lock.withLock { listening } }
        set { lock.withLock { listening = newValue } }
    }

    /// The gallery's own origin, as a browser writes it (`http://127.0.0.1:8080`).
    public var origin: String { "http://127.0.0.1:\(port)" }

    /// Whether `authority` (a request's `Host`: `host[:port]`) names the gallery: one of
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

    /// Whether `origin` (a request's `Origin`) is the gallery's own: `http://` and an authority
    /// ``accepts(authority:)`` takes, nothing else.
    public func accepts(origin: String) -> Bool {
        let scheme = "http://"
        guard origin.lowercased().hasPrefix(scheme) else { return false }
        let authority = String(origin.dropFirst(scheme.count))
        guard !authority.contains("/") else { return false }
        return accepts(authority: authority)
    }
}

/// Refuses every request whose `Host` is not the gallery's own address (see ``GalleryAddress``)
/// with 421, before any route reads or changes state.
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    /// The gallery's address.
    let address: GalleryAddress
    /// The `Host` field's name.
    private static var host: HTTPField.Name { HTTPField.Name("Host") ?? .contentType }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // The request's authority (HTTP/1's `Host`, or HTTP/2's `:authority`) and any `Host`
        // field left beside it must all name the gallery.
        let hosts = request.headers[values: Self.host]
        guard address.accepts(authority: request.head.authority),
            hosts.allSatisfy(address.accepts(authority:))
        else {
            let text = """
                This is the app gallery at \(address.origin)/ and it answers only at that address \
                (or localhost and [::1] at port \(address.port)). Open it there.
                이 앱 갤러리는 \(address.origin)/ 주소(또는 같은 포트 \(address.port)의 localhost, [::1])로만 \
                응답해요. 그 주소로 열어 주세요.

                """
            return Response(
                status: .misdirectedRequest,
                headers: [
                    .contentType: "text/plain; charset=utf-8", .cacheControl: "no-store",
                    .connection: "close",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
        return try await next(request, context)
    }
}
