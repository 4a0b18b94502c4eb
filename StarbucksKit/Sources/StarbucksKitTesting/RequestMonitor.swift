import StarbucksKit

/// Counts the requests a ``StarbucksKit/FixtureTransport`` is serving: how many at once, at most,
/// and in all.
///
/// The way to prove work runs concurrently without timing it: count the requests that overlap.
///
/// ```swift
/// let monitor = RequestMonitor()
/// let dependencies = StarbucksDependencies.fixtures(latency: .milliseconds(10), monitor: monitor)
/// _ = try await dependencies.homeLoader().load()
/// print(await monitor.maximumInFlight)   // 18: every product's two calls at once
/// ```
public actor RequestMonitor: FixtureRequestObserver {
    /// Requests started and not yet finished.
    public private(set) var inFlight = 0
    /// The most requests that were in flight at one time.
    public private(set) var maximumInFlight = 0
    /// Requests started.
    public private(set) var started = 0
    /// Requests that ended with an answer or a failure.
    public private(set) var finished = 0
    /// Requests that ended because their task was cancelled.
    public private(set) var cancelled = 0
    /// The fixtures asked for, in the order the requests started (requests the transport could
    /// not match are not listed).
    public private(set) var keys: [FixtureKey] = []

    /// A monitor with every count at zero.
    public init() {}

    /// Sets every count back to zero.
    public func reset() {
        inFlight = 0
        maximumInFlight = 0
        started = 0
        finished = 0
        cancelled = 0
        keys = []
    }

    /// A request for `key` started.
    package func begin(_ key: FixtureKey?) {
        started += 1
        inFlight += 1
        maximumInFlight = max(maximumInFlight, inFlight)
        if let key { keys.append(key) }
    }

    /// A request ended, cancelled or not.
    package func end(cancelled wasCancelled: Bool) {
        inFlight -= 1
        if wasCancelled { cancelled += 1 } else { finished += 1 }
    }
}
