import NIOCore
import NIOHTTPTypes

/// Closes a connection whose next request head has not arrived in full within `limit`: from
/// when the connection opens, and again from the end of each answer. A client sending its
/// headers a byte at a time (or opening connections and sending nothing) cannot hold them open;
/// an answer being written (an event stream) and a request body being read are not timed here
/// (a server's idle timeout, the gallery's, covers a body that stops coming). Both servers on
/// 127.0.0.1 add it to their HTTP/1 channel, before ``ClosingRefusal``.
public final class RequestHeadDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    /// The request's parts, as Hummingbird's HTTP/1 channel reads them.
    public typealias InboundIn = HTTPRequestPart
    /// The request's parts, passed on unchanged.
    public typealias InboundOut = HTTPRequestPart
    /// The answer's parts, as the server writes them.
    public typealias OutboundIn = HTTPResponsePart
    /// The answer's parts, written unchanged.
    public typealias OutboundOut = HTTPResponsePart

    /// How long a request head may take.
    private let limit: TimeAmount
    /// The pending close, while a head is awaited.
    private var deadline: Scheduled<Void>?

    /// A handler for one connection, which closes it when a request head takes longer than `limit`.
    public init(limit: TimeAmount) {
        self.limit = limit
    }

    /// Starts waiting for the first head when the connection is already open.
    public func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    /// Starts waiting for the first head.
    public func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    /// Stops waiting: the connection has ended.
    public func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    /// Stops waiting: the handler is gone.
    public func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    /// Stops waiting once a head has come, and passes every part on.
    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) { disarm() }
        context.fireChannelRead(data)
    }

    /// Writes the answer; once its end is written, starts waiting for the next head.
    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { arm(context) }
        context.write(data, promise: promise)
    }

    /// Starts waiting for the next head.
    private func arm(_ context: ChannelHandlerContext) {
        disarm()
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: limit) {
            channel.close(promise: nil)
        }
    }

    /// Stops waiting.
    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }
}
