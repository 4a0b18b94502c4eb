import Foundation
import Logging

/// How a ``MarketServer`` runs: its port, the generation it speaks, its data directory, and
/// where it logs.
///
/// ```swift
/// let configuration = MarketServerConfiguration(
///     dataDirectory: URL(fileURLWithPath: "/tmp/market"), port: 0, generation: .openMarket,
///     loadSample: true)
/// ```
public struct MarketServerConfiguration: Sendable {
    /// The port on 127.0.0.1; 0 picks a free one.
    public var port: Int
    /// The API generation spoken.
    public var generation: MarketGeneration
    /// Where vendors, products and images are kept.
    public var dataDirectory: URL
    /// Whether the first run over a data directory (no catalogue yet) loads the sample catalogue.
    public var loadSample: Bool
    /// The limits enforced.
    public var limits: MarketLimits
    /// Where the one-line-per-request log goes (method, path, status, duration; never secrets).
    public var requestLogger: Logger
    /// How long a connection may take to send a request's head (from when it opens, or from the
    /// end of the answer before); then it is closed, so that a client sending its headers a line
    /// at a time cannot hold it open.
    public var requestHeadTimeout: Duration

    /// A configuration; without a logger, requests are logged nowhere.
    public init(
        dataDirectory: URL, port: Int = 8080, generation: MarketGeneration = .marketTraining,
        loadSample: Bool = false, limits: MarketLimits = MarketLimits(), requestLogger: Logger? = nil,
        requestHeadTimeout: Duration = .seconds(10)
    ) {
        self.dataDirectory = dataDirectory
        self.port = port
        self.generation = generation
        self.loadSample = loadSample
        self.limits = limits
        self.requestHeadTimeout = requestHeadTimeout
        self.requestLogger =
            requestLogger ?? Logger(label: "open-market.requests", factory: { _ in SwiftLogNoOpLogHandler() })
    }
}
