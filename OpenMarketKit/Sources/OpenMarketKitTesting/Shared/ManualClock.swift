import Foundation

/// A clock that moves only when a test says so: every sleep waits until the test advances time
/// past its deadline (or releases the sleepers in an order it picks), so tests of timed behaviour
/// (an editor's autosave, a store's change polling, a screen's round trips) run instantly and
/// exactly, and prove how many round trips a load takes without reading a wall clock.
///
/// It is a `Clock`, so it goes wherever a kit takes `some Clock<Duration>`, and its
/// ``sleep(for:)`` goes wherever a kit takes a sleep function:
///
/// ```swift
/// let clock = ManualClock()
/// Task { try await clock.sleep(for: .seconds(2)) }
/// await clock.waitForSleepers(1)
/// clock.advance(by: .seconds(2))  // the sleeper wakes
/// ```
///
/// This file is a copy of the workspace's `Shared/Testing`, the same in every kit's testing
/// library: edit it there and run `make share`.
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

    /// A task waiting for a moment.
    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var nextID = 0
    /// Sleepers cancelled before they were kept.
    private var cancelledIDs: Set<Int> = []

    /// A clock at its start, with nobody sleeping on it.
    public init() {}

    /// The current moment: the start plus every advance so far.
    public var now: Instant { lock.withLock { current } }
    /// The smallest step the clock takes: none.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on the clock.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// The moments the sleeping tasks wait for, earliest first.
    public var deadlines: [Instant] { lock.withLock { sleepers.map(\.deadline).sorted() } }

    /// Suspends until the clock has been advanced to `deadline`.
    ///
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                // The task may have been cancelled before the sleeper could be kept: then it is not
                // kept, and it throws at once.
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if cancelledIDs.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                    cancelledIDs.insert(id)
                    return nil
                }
                return sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
        lock.withLock { _ = cancelledIDs.remove(id) }
        try Task.checkCancellation()
    }

    /// Suspends for `duration` of the clock's time: the one-argument form a kit's sleep function
    /// takes (`sleep: clock.sleep`).
    ///
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    @Sendable public func sleep(for duration: Duration) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: nil)
    }

    /// Moves the clock forward and wakes every sleeper whose deadline has come, earliest first.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current = current.advanced(by: duration)
            let ready = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= current }
            return ready
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Wakes every sleeper now, in the order `shuffle` gives their indices in, and moves the clock
    /// to the latest deadline among them.
    public func releaseAll(shuffledBy shuffle: ([Int]) -> [Int]) {
        let released: [Sleeper] = lock.withLock {
            let all = sleepers
            sleepers.removeAll()
            if let latest = all.map(\.deadline).max(), current < latest { current = latest }
            return all
        }
        for index in shuffle(Array(released.indices)) { released[index].continuation.resume() }
    }

    /// Waits (yielding) until a task sleeps until `deadline`: a timer restarted by a later change
    /// is told from the one it replaced. Gives up when the waiting task is cancelled.
    public func waitForSleeper(until deadline: Instant) async {
        while !deadlines.contains(deadline), !Task.isCancelled {
            await Task.yield()
        }
    }

    /// Waits (yielding) until at least `count` tasks sleep on the clock; `false` when that has not
    /// happened within `limit` of real time or the waiting task is cancelled (a guard against a
    /// test hanging, never a measurement).
    @discardableResult
    public func waitForSleepers(_ count: Int, limit: Duration = .seconds(20)) async -> Bool {
        let giveUp = ContinuousClock.now.advanced(by: limit)
        while sleeperCount < count {
            if Task.isCancelled || ContinuousClock.now >= giveUp { return false }
            await Task.yield()
        }
        return true
    }
}
