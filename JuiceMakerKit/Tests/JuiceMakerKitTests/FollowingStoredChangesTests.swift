import Foundation
import JuiceMakerKit
import Testing

/// A store follows its inventory file across processes: a change another store (standing in for
/// another process) writes to the same file reaches the first store's snapshot and its updates.
@Suite("Following the inventory file across processes")
struct FollowingStoredChangesTests {
    /// A fresh temporary directory for one test.
    private func temporaryDirectory() throws -> URL {
        let url = scratchRoot.appendingPathComponent(
            "following-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aCheckReadsTheFileOnlyWhenItChanged() async throws {
        let directory = try temporaryDirectory()
        let here = try FruitStore(persistence: InventoryFile(directory: directory))
        let elsewhere = try FruitStore(persistence: InventoryFile(directory: directory))
        try await here.checkStoredChanges()
        #expect(try await here.checkStoredChanges() == false)

        try await elsewhere.setStock(3, of: .mango)
        #expect(await here.stock(of: .mango) == 10)
        #expect(try await here.checkStoredChanges())
        #expect(await here.stock(of: .mango) == 3)
        #expect(try await here.checkStoredChanges() == false)
    }

    @Test func aMarkChangesWithEveryWrite() async throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        let absent = file.storageMark()
        let store = try FruitStore(persistence: file)
        try await store.add(1, of: .kiwi)
        let first = file.storageMark()
        try await store.remove(1, of: .kiwi)
        let second = file.storageMark()
        #expect(absent != nil && first != nil && second != nil)
        #expect(absent != first)
        #expect(first != second)
        #expect(InMemoryInventoryPersistence().storageMark() == nil)
    }

    @Test func aFollowingStorePublishesAnotherProcesssChange() async throws {
        let directory = try temporaryDirectory()
        let here = try FruitStore(persistence: InventoryFile(directory: directory))
        let elsewhere = try FruitStore(persistence: InventoryFile(directory: directory))
        await here.followStoredChanges(every: .milliseconds(250), clock: ImmediateClock())
        var updates = await here.updates().makeAsyncIterator()
        #expect(await updates.next()?[.banana] == 10)

        try await elsewhere.setStock(0, of: .banana)
        #expect(await updates.next()?[.banana] == 0)
        await here.stopFollowingStoredChanges()
    }

    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            (Duration.zero, Duration.milliseconds(10)), (.milliseconds(-5), .milliseconds(10)),
            (.nanoseconds(1), .milliseconds(10)), (.microseconds(9_999), .milliseconds(10)),
            (.milliseconds(10), .milliseconds(10)), (.milliseconds(250), .milliseconds(250)),
        ])
    func anIntervalUnderTenMillisecondsIsTakenAsTen(asked: Duration, waited: Duration) async throws {
        // Given a store following its file at `asked`, on a clock that records each wait
        let store = try FruitStore(persistence: InventoryFile(directory: try temporaryDirectory()))
        let clock = RecordingClock()
        await store.followStoredChanges(every: asked, clock: clock)

        // When it has waited a few ticks
        while clock.waits.count < 3 { await Task.yield() }
        await store.stopFollowingStoredChanges()

        // Then every wait was at least 10 milliseconds: zero or less never spins a processor
        #expect(clock.waits.allSatisfy { $0 == waited }, "\(clock.waits)")
    }

    @Test func theArticlesSampleFollowsTheFile() async throws {
        func followShop(in directory: URL) async throws -> FruitStore {
            let store = try FruitStore(persistence: InventoryFile(directory: directory))
            await store.followStoredChanges(every: .milliseconds(250))
            return store  // its updates() now carry what other processes sell
        }

        let directory = try temporaryDirectory()
        let store = try await followShop(in: directory)
        await store.stopFollowingStoredChanges()
        try await FruitStore(persistence: InventoryFile(directory: directory)).setStock(4, of: .kiwi)
        #expect(try await store.checkStoredChanges())
        #expect(await store.stock(of: .kiwi) == 4)
    }

    @Test func aStoreInMemoryHasNothingToFollow() async throws {
        let store = try FruitStore()
        #expect(try await store.checkStoredChanges() == false)
    }
}

/// A clock whose sleeps end at once (after letting other tasks run): the store's polling runs
/// without real time passing.
private struct ImmediateClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
        func duration(to other: Self) -> Duration { other.offset - offset }
        static func < (left: Self, right: Self) -> Bool { left.offset < right.offset }
    }

    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        await Task.yield()
    }
}

/// A clock whose sleeps end at once, as ``ImmediateClock``'s do, and which records how long each
/// was asked to last.
private final class RecordingClock: Clock, @unchecked Sendable {
    // @unchecked Sendable: `recorded` is guarded by `lock`.
    private let lock = NSLock()
    private var recorded: [Duration] = []

    /// The waits asked for, in order.
    var waits: [Duration] { lock.withLock { recorded } }

    var now: ImmediateClock.Instant { ImmediateClock.Instant(offset: .zero) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: ImmediateClock.Instant, tolerance: Duration?) async throws {
        lock.withLock { recorded.append(now.duration(to: deadline)) }
        try Task.checkCancellation()
        await Task.yield()
    }
}
