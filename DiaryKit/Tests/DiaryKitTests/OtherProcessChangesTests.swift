import DiaryKit
import Foundation
import Testing

@Suite("SQLite store: changes other processes make")
struct OtherProcessChangesTests {
    /// Set in the child process that writes while the parent observes.
    static let childDatabase = ProcessInfo.processInfo.environment["DIARYKIT_TEST_CHANGES_DB"]

    /// Runs only in the child process of ``changesReportWhatAnotherProcessWroteWithinOneSecond()``.
    @Test(.enabled(if: childDatabase != nil, "runs only as a child process of the observation test"))
    func childProcessWritesOneEntry() async throws {
        let path = try #require(Self.childDatabase)
        let text = ProcessInfo.processInfo.environment["DIARYKIT_TEST_CHANGES_TEXT"] ?? "?"
        _ = try await SQLiteDiaryStore(path: path, busyTimeout: 30).create(text: text)
    }

    /// Runs this test binary again as a child that adds an entry with `text` to `path`.
    private func writeInAnotherProcess(_ text: String, to path: String) async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DIARYKIT_TEST_CHANGES_DB"] = path
        environment["DIARYKIT_TEST_CHANGES_TEXT"] = text
        let child = try ChildProcess(
            CommandLine.arguments[0],
            ["--testing-library", "swift-testing", "--filter", "childProcessWritesOneEntry"],
            environment: environment)
        let outcome = await child.outcome()
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test func changesReportWhatAnotherProcessWroteWithinOneSecond() async throws {
        // Given a store observed with a polling clock the test moves
        let path = TemporaryFolder().file("shared.sqlite")
        let clock = TestClock()
        let store = try SQLiteDiaryStore(path: path, changePolling: DiaryChangePolling(clock: clock))
        try await store.create(text: "Mine")
        var lists = store.changes(limit: nil).makeAsyncIterator()
        #expect(try await lists.next()?.map(\.title) == ["Mine"])
        // When another process adds an entry, and one second passes
        try await writeInAnotherProcess("From the other process", to: path)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        // Then the list with it is reported
        #expect(try await lists.next()?.map(\.title) == ["From the other process", "Mine"])
    }

    @Test func aSecondChangeFromAnotherProcessIsReportedToo() async throws {
        // Given an observed store that already reported one change from another process
        let path = TemporaryFolder().file("shared.sqlite")
        let clock = TestClock()
        let store = try SQLiteDiaryStore(
            path: path, changePolling: DiaryChangePolling(interval: .milliseconds(250), clock: clock))
        var lists = store.changes(limit: 1).makeAsyncIterator()
        #expect(try await lists.next()?.isEmpty == true)
        try await writeInAnotherProcess("First", to: path)
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(250))
        #expect(try await lists.next()?.map(\.title) == ["First"])
        // When the other process writes again
        try await writeInAnotherProcess("Second", to: path)
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(250))
        // Then that is reported as well; changes made here still show at once
        #expect(try await lists.next()?.map(\.title) == ["Second"])
        try await store.create(text: "Third")
        #expect(try await lists.next()?.map(\.title) == ["Third"])
    }

    @Test func observingStopsPollingWhenTheTaskIsCancelled() async throws {
        let path = TemporaryFolder().file("shared.sqlite")
        let clock = TestClock()
        let store = try SQLiteDiaryStore(path: path, changePolling: DiaryChangePolling(clock: clock))
        let (firstList, reportFirst) = AsyncStream.makeStream(of: Void.self)
        let observer = Task {
            var count = 0
            for try await _ in store.changes(limit: nil) {
                count += 1
                reportFirst.yield()
            }
            return count
        }
        var reports = firstList.makeAsyncIterator()
        _ = await reports.next()
        await clock.waitForSleepers(1)
        observer.cancel()
        #expect(try await observer.value == 1)
        // The polling task ended: nobody sleeps on the clock any more
        while clock.sleeperCount > 0 { await Task.yield() }
        #expect(clock.sleeperCount == 0)
    }
}
