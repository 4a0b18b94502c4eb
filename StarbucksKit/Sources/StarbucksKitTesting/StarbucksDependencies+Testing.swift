import StarbucksKit

extension StarbucksDependencies {
    /// The live repositories over a ``StarbucksKit/FixtureTransport`` serving `fixtures`, every
    /// request waiting `latency` (through `sleep`), playing the `faults` given, and counted by
    /// `monitor`.
    ///
    /// ```swift
    /// let monitor = RequestMonitor()
    /// let slow = StarbucksDependencies.fixtures(latency: .milliseconds(5), monitor: monitor)
    /// ```
    public static func fixtures(
        _ fixtures: FixtureSet = .bundled, latency: Duration = .zero,
        faults: [FixtureKey: FixtureFault] = [:],
        monitor: RequestMonitor? = nil,
        sleep: @escaping FixtureTransport.Pause = { try await Task.sleep(for: $0) }
    ) -> StarbucksDependencies {
        live(
            transport: FixtureTransport(
                fixtures: fixtures, latency: latency, faults: faults, monitor: monitor, sleep: sleep))
    }
}
