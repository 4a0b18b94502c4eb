import Foundation

/// How often an ``SQLiteDiaryStore`` checks its file for changes other processes made, so that
/// ``DiaryStore/changes(limit:)`` reports them: every ``interval`` on a clock, half a second on
/// the continuous clock unless told otherwise.
///
/// Each check asks SQLite whether anything was committed since the last one (`PRAGMA
/// data_version`, a read of a few bytes); the list is fetched again only when something was.
/// Tests pass a clock they advance themselves:
///
/// ```swift
/// let polling = DiaryChangePolling(interval: .seconds(1), clock: testClock)
/// let store = try SQLiteDiaryStore(path: databasePath, changePolling: polling)
/// ```
public struct DiaryChangePolling: Sendable {
    /// The time between two checks (at least a millisecond).
    public let interval: Duration
    /// Waits `interval` on the clock.
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Checks every `interval` on the continuous clock.
    public init(interval: Duration = .milliseconds(500)) {
        self.init(interval: interval, clock: ContinuousClock())
    }

    /// Checks every `interval` on `clock`.
    public init<C: Clock>(interval: Duration = .milliseconds(500), clock: C) where C.Duration == Duration {
        self.interval = max(interval, .milliseconds(1))
        self.sleep = { duration in try await clock.sleep(for: duration) }
    }

    /// Waits one interval; throws `CancellationError` when the task is cancelled.
    func waitOneInterval() async throws {
        try await sleep(interval)
    }
}
