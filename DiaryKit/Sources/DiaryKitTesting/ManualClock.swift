import Foundation

/// A clock that moves only when a test advances it, so tests of timed behaviour (an editor's
/// autosave, a store's change polling) run instantly and exactly.
///
/// Sleepers whose deadline has been reached are resumed by ``advance(by:)``; a cancelled sleeper
/// is resumed at once with `CancellationError`.
///
/// ```swift
/// let clock = ManualClock()
/// let editor = DiaryEditor(store: InMemoryDiaryStore(), quietPeriod: .seconds(2), clock: clock)
/// await editor.textDidChange("Draft")
/// await clock.waitForSleepers(1)
/// clock.advance(by: .seconds(2))
/// ```
public final class ManualClock: Clock, @unchecked Sendable {
    // @unchecked Sendable: all mutable state is guarded by `lock`.

    /// A moment on the clock: how far it has been advanced since it was made.
    public struct Instant: InstantProtocol {
        /// The time since the clock started.
        public var offset: Duration

        /// The moment `offset` after the clock started.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The moment `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this moment to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [UUID: Sleeper] = [:]

    /// A clock at its start, with nobody sleeping on it.
    public init() {}

    /// The current moment: the start plus every advance so far.
    public var now: Instant { lock.withLock { current } }
    /// The smallest step the clock takes: none.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on the clock.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Suspends until the clock has been advanced to `deadline`.
    ///
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    if deadline <= current { return true }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }

    /// Moves the clock forward and wakes every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current = current.advanced(by: duration)
            let ready = sleepers.filter { $0.value.deadline <= current }
            for key in ready.keys { sleepers.removeValue(forKey: key) }
            return Array(ready.values)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// The moments the sleeping tasks wait for, earliest first.
    public var deadlines: [Instant] { lock.withLock { sleepers.values.map(\.deadline).sorted() } }

    /// Waits (yielding, never sleeping on wall-clock time) until a task sleeps until `deadline`:
    /// a timer restarted by a later change is told from the one it replaced. Gives up when the
    /// waiting task is cancelled.
    public func waitForSleeper(until deadline: Instant) async {
        while !deadlines.contains(deadline), !Task.isCancelled {
            await Task.yield()
        }
    }

    /// Waits (yielding, never sleeping on wall-clock time) until at least `count` tasks sleep on
    /// the clock. Gives up when the waiting task is cancelled.
    public func waitForSleepers(_ count: Int) async {
        while sleeperCount < count, !Task.isCancelled {
            await Task.yield()
        }
    }
}
