import NIOCore
import NIOHTTPTypes

/// Closes a connection whose next request head has not arrived in full within `limit`: from
/// when the connection opens, and again from the end of each answer. A client sending its
/// headers a byte at a time (or opening connections and sending nothing) cannot hold them open;
/// an answer being written (an event stream) and a request body being read are not timed here
/// (the connection's idle timeout covers a body that stops coming).
final class RequestHeadDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// How long a request head may take.
    private let limit: TimeAmount
    /// The pending close, while a head is awaited.
    private var deadline: Scheduled<Void>?

    init(limit: TimeAmount) {
        self.limit = limit
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) { disarm() }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
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
