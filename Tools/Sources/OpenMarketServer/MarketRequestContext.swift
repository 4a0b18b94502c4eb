import Hummingbird

/// The context of one request: Hummingbird's core storage and the port the request came in
/// on, from which the addresses of stored images are written.
struct MarketRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The local port of the request's connection.
    let localPort: Int?

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        localPort = source.channel.localAddress?.port
    }

    /// The address clients reach this server at, `http://127.0.0.1:<port>`.
    var baseURL: String {
        "http://127.0.0.1:\(localPort ?? 0)"
    }
}
