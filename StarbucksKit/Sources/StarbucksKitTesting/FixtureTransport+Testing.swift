import StarbucksKit

extension FixtureTransport {
    /// Waits for a duration; throws `CancellationError` when the task is cancelled.
    public typealias Pause = @Sendable (Duration) async throws -> Void

    /// A transport serving `fixtures` after `latency`, waited with `sleep` (by default
    /// `Task.sleep`; tests pass a manual clock's), playing `faults` instead of some answers, and
    /// reporting every request to `monitor`.
    ///
    /// ```swift
    /// let monitor = RequestMonitor()
    /// let transport = FixtureTransport(latency: .milliseconds(10), monitor: monitor)
    /// ```
    public init(
        fixtures: FixtureSet = .bundled, latency: Duration = .zero, faults: [FixtureKey: FixtureFault] = [:],
        monitor: RequestMonitor? = nil, sleep: @escaping Pause = { try await Task.sleep(for: $0) }
    ) {
        self.init(
            fixtures: fixtures, latency: latency, faults: faults.mapValues(\.played), observer: monitor,
            sleep: sleep)
    }
}
