import NIOCore
import NIOHTTPTypes

/// Ends the connection once an answer that says `Connection: close` has been written while its
/// request's body is still coming (a 413 for a body announced or found too large): the server
/// would otherwise wait for the rest of the body, which may never come (a `Content-Length` of a
/// terabyte) or take minutes (an upload of 50 MB), only to throw it away.
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
    /// Whether the answer being written says `Connection: close`.
    private var answerCloses = false

    /// A handler for one connection.
    public init() {}

    /// Notes where the request is (its head came, its end came), and passes it on.
    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: requestOpen = true
        case .end: requestOpen = false
        case .body: break
        }
        context.fireChannelRead(data)
    }

    /// Writes the answer; once the end of one that says `Connection: close` is written while the
    /// request's body still comes, closes the connection.
    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            answerCloses = head.headerFields[.connection]?.lowercased() == "close"
        case .end where answerCloses && requestOpen:
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
