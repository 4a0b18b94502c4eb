import Testing

// The one testing library this copy is compiled with.
#if canImport(DiaryKitTesting)
    import DiaryKitTesting
#elseif canImport(OpenMarketKitTesting)
    import OpenMarketKitTesting
#elseif canImport(StarbucksKitTesting)
    import StarbucksKitTesting
#endif

// This file is a copy of the workspace's `Shared/TestingTests`, the same in every kit with a
// testing library: edit it there and run `make share`.

@Suite("ManualClock: time moves only when the test says so")
struct ManualClockTests {
    @Test func aSleeperWakesWhenTheClockIsAdvancedPastItsDeadline() async throws {
        let clock = ManualClock()
        Task { try await clock.sleep(for: .seconds(2)) }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))  // the sleeper wakes
        #expect(clock.sleeperCount == 0)
        #expect(clock.now.offset == .seconds(2))
    }

    @Test func aSleeperStaysAsleepBeforeItsDeadline() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(2)) }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 1)
        #expect(clock.deadlines == [ManualClock.Instant(offset: .seconds(2))])
        clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(clock.sleeperCount == 0)
    }

    @Test func aCancelledSleeperThrowsCancellationError() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
        #expect(await clock.waitForSleepers(1))
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func releaseAllWakesEveryoneInTheOrderGivenAndMovesToTheLatestDeadline() async throws {
        let clock = ManualClock()
        let order = Order()
        for index in 0..<3 {
            Task {
                try await clock.sleep(for: .seconds(index + 1))
                await order.append(index)
            }
            #expect(await clock.waitForSleepers(index + 1))
        }
        clock.releaseAll { $0.reversed() }
        while await order.values.count < 3 { await Task.yield() }
        #expect(clock.now.offset == .seconds(3))
        #expect(clock.sleeperCount == 0)
    }

    @Test func waitingForSleepersGivesUpAfterItsLimit() async {
        let clock = ManualClock()
        #expect(await clock.waitForSleepers(1, limit: .milliseconds(1)) == false)
    }

    @Test func aDeadlineAlreadyPassedDoesNotWait() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(10))
        try await clock.sleep(until: ManualClock.Instant(offset: .seconds(3)), tolerance: nil)
        #expect(clock.sleeperCount == 0)
    }

    /// The order in which sleepers woke.
    private actor Order {
        var values: [Int] = []
        func append(_ value: Int) { values.append(value) }
    }
}
