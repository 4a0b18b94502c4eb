import Foundation

/// A clock that only moves when the test says so: every `sleep` waits until the test advances
/// time past its deadline (or releases sleepers in an order it picks). Time is virtual, so tests
/// prove how many round trips a load takes without reading a wall clock.
///
/// ```swift
/// let clock = ManualClock()
/// let model = HomeScreenModel(dependencies: .fixtures(latency: .milliseconds(10), sleep: clock.sleep))
/// Task { await model.load() }
/// _ = await clock.waitForSleepers(2)        // the home document and the events, together
/// await clock.advance(by: .milliseconds(10))  // one round trip: the greeting shows
/// ```
public actor ManualClock {
    private struct Sleeper {
        let id: Int
        let deadline: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// A clock at time zero with nobody sleeping.
    public init() {}

    /// The virtual time elapsed.
    public private(set) var now: Duration = .zero
    private var sleepers: [Sleeper] = []
    private var nextID = 0
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// How many tasks are sleeping now.
    public var sleeperCount: Int { sleepers.count }

    /// The transport's sleep: waits until time passes `duration` from now.
    public nonisolated var sleep: @Sendable (Duration) async throws -> Void {
        { [self] duration in try await self.sleep(for: duration) }
    }

    /// Waits until time passes `duration` from now; throws `CancellationError` when the task is
    /// cancelled.
    public func sleep(for duration: Duration) async throws {
        let id = nextID
        nextID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                sleepers.append(Sleeper(id: id, deadline: now + duration, continuation: continuation))
                wakeWaiters()
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    /// Moves time on by `duration`, waking every sleeper whose deadline has come, earliest first.
    public func advance(by duration: Duration) {
        now += duration
        let due = sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
        sleepers.removeAll { $0.deadline <= now }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Wakes every sleeper now, in the order `shuffle` gives, and moves time to the latest
    /// deadline among them.
    public func releaseAll(shuffledBy shuffle: ([Int]) -> [Int]) {
        let current = sleepers
        sleepers.removeAll()
        if let latest = current.map(\.deadline).max(), latest > now { now = latest }
        for index in shuffle(Array(current.indices)) { current[index].continuation.resume() }
    }

    /// Waits until at least `count` tasks sleep at once; `false` if that has not happened within
    /// `limit` of real time (a guard against a test hanging, never a measurement).
    public func waitForSleepers(_ count: Int, limit: Duration = .seconds(20)) async -> Bool {
        if sleepers.count >= count { return true }
        let reached = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await self.untilSleepers(count)
                return true
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            if !first { self.releaseWaiters() }
            return first
        }
        return reached
    }

    private func untilSleepers(_ count: Int) async {
        if sleepers.count >= count { return }
        await withCheckedContinuation { continuation in waiters.append((count, continuation)) }
    }

    private func wakeWaiters() {
        let ready = waiters.filter { $0.count <= sleepers.count }
        waiters.removeAll { $0.count <= sleepers.count }
        for waiter in ready { waiter.continuation.resume() }
    }

    private func releaseWaiters() {
        let all = waiters
        waiters.removeAll()
        for waiter in all { waiter.continuation.resume() }
    }

    private func cancel(_ id: Int) {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return }
        let sleeper = sleepers.remove(at: index)
        sleeper.continuation.resume(throwing: CancellationError())
    }
}
