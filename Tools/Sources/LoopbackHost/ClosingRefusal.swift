import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Ends a connection where HTTP says it ends, which Hummingbird's HTTP/1 channel does only for a
/// request that says `Connection: close` in those very words:
///
/// - once an answer that says `Connection: close` has been written (a 413 for a body announced
///   or found too large, a 421 for another host), even while its request's body is still coming:
///   the server would otherwise wait for the rest of the body, which may never come (a
///   `Content-Length` of a terabyte) or take minutes (an upload of 50 MB), only to throw it away;
/// - once the answer to a request that keeps no connection has been written: an HTTP/1.0 request
///   without `Connection: keep-alive`, or one whose `Connection` says `close` in any case or
///   among other options. Its head is marked `Connection: close` before it is translated to
///   HTTP types (which keep no version), by a handler this one places before the translating
///   codec when it is added.
public final class ClosingRefusal: ChannelDuplexHandler, RemovableChannelHandler {
    /// The request's parts, as Hummingbird's HTTP/1 channel reads them.
    public typealias InboundIn = HTTPRequestPart
    /// The request's parts, passed on unchanged.
    public typealias InboundOut = HTTPRequestPart
    /// The answer's parts, as the server writes them.
    public typealias OutboundIn = HTTPResponsePart
    /// The answer's parts, written unchanged.
    public typealias OutboundOut = HTTPResponsePart

    /// Whether a request's head has come and its end not yet.
    private var requestOpen = false
    /// Whether each request read and not yet answered keeps no connection, oldest first (a
    /// client may send the next requests before the first answer: pipelining).
    private var requestsClose: [Bool] = []
    /// Whether the request being answered keeps no connection.
    private var requestCloses = false
    /// Whether the answer being written says `Connection: close`.
    private var answerCloses = false

    /// A handler for one connection.
    public init() {}

    /// Places the marker of requests that keep no connection before the HTTP/1 codec, where the
    /// request's version is still known.
    public func handlerAdded(context: ChannelHandlerContext) {
        let pipeline = context.pipeline.syncOperations
        guard let codec = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) else { return }
        try? pipeline.addHandler(KeepAliveMarker(), position: .before(codec))
    }

    /// Notes where the request is (its head came, its end came) and whether it keeps the
    /// connection, and passes it on.
    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            requestOpen = true
            requestsClose.append(head.headerFields[.connection] == "close")
        case .end: requestOpen = false
        case .body: break
        }
        context.fireChannelRead(data)
    }

    /// Writes the answer; once the end of one that says `Connection: close`, or of the answer to
    /// a request that keeps no connection, is written, closes the connection.
    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status.kind != .informational:
            answerCloses = head.headerFields[.connection]?.lowercased() == "close"
            // The answers come in the order of the requests: this one answers the oldest.
            requestCloses = requestsClose.isEmpty ? false : requestsClose.removeFirst()
        case .head:
            break
        case .end where answerCloses || requestCloses:
            let written = promise ?? context.eventLoop.makePromise()
            let channel = context.channel
            written.futureResult.whenComplete { _ in channel.close(promise: nil) }
            context.write(data, promise: written)
            return
        case .body, .end:
            break
        }
        context.write(data, promise: promise)
    }
}

/// Marks an HTTP/1 request's head with what the codec that translates it to HTTP types drops:
///
/// - a request that keeps no connection (an HTTP/1.0 request without `keep-alive`, a
///   `Connection: Close`) says exactly `Connection: close`, the one form Hummingbird and
///   ``ClosingRefusal`` read after the codec drops the version;
/// - a request target in absolute form (`GET http://host:port/path`) names the request's host
///   itself, which counts instead of `Host` (RFC 9112 §3.2.2) but which the codec drops, keeping
///   only the path: its host becomes the `Host` ``HostCheck`` reads (one the check refuses when
///   it is not `http://` or names a user).
final class KeepAliveMarker: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        if !head.isKeepAlive, head.headers["connection"] != ["close"] {
            head.headers.replaceOrAdd(name: "connection", value: "close")
        }
        if !head.uri.hasPrefix("/"), head.uri != "*" {
            head.headers.replaceOrAdd(name: "host", value: Self.authority(ofAbsolute: head.uri) ?? "")
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// The authority of an absolute `http` request target (`http://127.0.0.1:8080/path` gives
    /// `127.0.0.1:8080`); `nil` for another scheme, or one naming a user (`user@host`).
    static func authority(ofAbsolute target: String) -> String? {
        let prefix = "http://"
        guard target.count > prefix.count, target.prefix(prefix.count).lowercased() == prefix else {
            return nil
        }
        let authority = target.dropFirst(prefix.count).prefix { !"/?#".contains($0) }
        guard !authority.contains("@") else { return nil }
        return String(authority)
    }
}
