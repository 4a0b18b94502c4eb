import DiaryKit
import DiaryKitTesting
import Foundation
import Testing

/// What the list screen reads as it pages and follows the store: a page for a page, the changed
/// entries for a change, however many rows are shown. Counted, never timed.
@Suite("List screen model: what paging and following read", .timeLimit(.minutes(1)))
@MainActor
struct ListFollowingCostTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let english = Locale(identifier: "en")

    /// `count` entries a day apart, the newest last: "Day 1" … "Day count".
    private func fill(_ store: any DiaryStore, count: Int) async throws {
        _ = try await store.importEntries(
            (1...count).map {
                entry($0, title: "Day \($0)", body: "Body \($0)", at: day(Double($0) * 86_400))
            })
    }

    /// A list of `store` shown down to `pages` pages of `pageSize`.
    private func list(
        of store: any DiaryStore, pageSize: Int, pages: Int
    ) async -> DiaryListScreenModel {
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 400) }, pageSize: pageSize)
        await list.load()
        for _ in 1..<pages { await list.loadNextPage() }
        return list
    }

    /// The titles of the store's first `count` entries, newest first.
    private func topTitles(_ store: any DiaryStore, _ count: Int) async throws -> [String] {
        try await store.entries(page: DiaryPage(number: 1, size: count)).map(\.title)
    }

    @Test(arguments: StoreKind.allCases)
    func nextPageReadsOnePageHoweverManyRowsAreShown(_ kind: StoreKind) async throws {
        // Given a list showing six pages of ten
        let store = CountingDiaryStore(try kind.makeStore())
        try await fill(store, count: 100)
        let list = await list(of: store, pageSize: 10, pages: 6)
        #expect(list.items.count == 60)
        store.reset()

        // When the next page is read
        await list.loadNextPage()

        // Then one page was read (and one entry more, to know that older ones exist), nothing else
        #expect(store.readsMade == ["entries(after:limit:)"])
        #expect(store.rowsRead == 11)
        #expect(list.items.count == 70)
        #expect(list.items.map(\.title) == (31...100).reversed().map { "Day \($0)" })
        #expect(list.hasMore)
    }

    @Test func anotherWritersEditPatchesOnlyItsRow() async throws {
        // Given a list showing five pages of a file another store writes too, polled on a clock
        let path = TemporaryFolder().file("diary.sqlite")
        let clock = ManualClock()
        let polling = DiaryChangePolling(interval: .seconds(1), clock: clock)
        let store = CountingDiaryStore(try SQLiteDiaryStore(path: path, changePolling: polling))
        try await fill(store, count: 80)
        let list = await list(of: store, pageSize: 10, pages: 5)
        #expect(list.items.count == 50)
        store.reset()
        let other = try SQLiteDiaryStore(path: path)

        // When the other store edits the 30th row and a poll comes
        let edited = list.items[29].id
        try await other.update(id: edited, title: "Day fifty-one, again", body: nil)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await waitUntil { list.items[29].title == "Day fifty-one, again" }

        // Then only that entry was read, and every other row stayed as it was
        #expect(store.rowsRead == 1)
        #expect(store.readsMade == ["edits"])
        #expect(list.items.count == 50)
        var expected = (31...80).reversed().map { "Day \($0)" }
        expected[29] = "Day fifty-one, again"
        #expect(list.items.map(\.title) == expected)
    }

    @Test func anotherWritersAdditionsAndDeletionsArePlacedInOrder() async throws {
        // Given a list showing three pages of ten of 50 entries a day apart
        let path = TemporaryFolder().file("diary.sqlite")
        let clock = ManualClock()
        let polling = DiaryChangePolling(interval: .seconds(1), clock: clock)
        let store = CountingDiaryStore(try SQLiteDiaryStore(path: path, changePolling: polling))
        try await fill(store, count: 50)
        let list = await list(of: store, pageSize: 10, pages: 3)
        #expect(list.items.first?.title == "Day 50")
        #expect(list.items.last?.title == "Day 21")
        store.reset()
        let other = try SQLiteDiaryStore(path: path)

        // When the other store deletes Day 40, adds one between Day 30 and 31, one newest of all
        // and one older than every row shown, and a poll comes
        try await other.delete(id: entry(40, title: "", at: day(0)).id)
        try await other.insert(entry(101, title: "Day 30½", at: day(30.5 * 86_400)))
        try await other.insert(entry(102, title: "Day 60", at: day(60 * 86_400)))
        try await other.insert(entry(103, title: "Day 5½", at: day(5.5 * 86_400)))
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await waitUntil { list.items.first?.title == "Day 60" }

        // Then the rows are the store's, in order: the deleted one gone, the new ones placed,
        // the older one left for its page; only the changed entries were read
        #expect(list.items.count == 31)
        #expect(list.items.map(\.title) == (try await topTitles(other, 31)))
        #expect(!list.items.map(\.title).contains("Day 40"))
        #expect(!list.items.map(\.title).contains("Day 5½"))
        #expect(store.readsMade == ["edits"])
        #expect(store.rowsRead == 3)

        // And paging on reaches the older one in its place
        await list.loadNextPage()
        await list.loadNextPage()
        await list.loadNextPage()
        #expect(list.items.map(\.title) == (try await topTitles(other, 52)))
        #expect(list.items.map(\.title).contains("Day 5½"))
        #expect(!list.hasMore)
    }

    @Test(arguments: StoreKind.allCases)
    func changesMadeHereAreOneRowEach(_ kind: StoreKind) async throws {
        // Given a list showing four pages of ten
        let store = CountingDiaryStore(try kind.makeStore())
        try await fill(store, count: 60)
        let list = await list(of: store, pageSize: 10, pages: 4)
        store.reset()

        // When an entry is added on top, one is edited, and one deleted through the same store
        try await store.insert(entry(61, title: "Day 61", at: day(61 * 86_400)))
        await waitUntil { list.items.first?.title == "Day 61" }
        try await store.update(entry(45, title: "Day forty-five", at: day(45 * 86_400)))
        await waitUntil { list.items.contains { $0.title == "Day forty-five" } }
        try await store.delete(id: entry(50, title: "", at: day(0)).id)
        await waitUntil { !list.items.contains { $0.title == "Day 50" } }

        // Then each change read its entry alone (a deletion none), and the list is the store's top
        #expect(store.rowsRead == 2)
        #expect(store.readsMade == ["edits", "edits", "edits"])
        #expect(list.items.count == 40)
        #expect(list.items.map(\.title) == (try await topTitles(store, 40)))
    }

    @Test func aListLoadedAgainAfterAStopShowsAsManyRowsAsBefore() async throws {
        // Given a list showing three pages of ten, stopped while an entry is added
        let store = InMemoryDiaryStore()
        try await fill(store, count: 50)
        let list = await list(of: store, pageSize: 10, pages: 3)
        list.stop()
        try await store.insert(entry(51, title: "Day 51", at: day(51 * 86_400)))

        // When it loads again
        await list.load()

        // Then it shows the store's first thirty rows, the new one on top
        #expect(list.items.map(\.title) == (21...51).reversed().prefix(30).map { "Day \($0)" })
        #expect(list.hasMore)
    }

    @Test func deletionsThatLeaveLessThanAPageReadTheNextOne() async throws {
        // Given a list showing its first page of five, with older entries
        let store = InMemoryDiaryStore()
        try await fill(store, count: 8)
        let list = await list(of: store, pageSize: 5, pages: 1)
        #expect(list.items.count == 5)

        // When the first row is deleted from the list
        list.requestDelete(try #require(list.items.first?.id))
        await list.confirmDelete(try #require(list.destination.deleteConfirmation))

        // Then the list is filled from the next page
        await waitUntil { list.items.count == 7 }
        #expect(list.items.map(\.title) == ["Day 7", "Day 6", "Day 5", "Day 4", "Day 3", "Day 2", "Day 1"])
        #expect(!list.hasMore)
    }

    @Test func aStoreOfYourOwnIsFollowedThroughItsWholeLists() async throws {
        // Given a store of an app's own that implements only the protocol's requirements
        let store = RequirementsOnlyStore(InMemoryDiaryStore())
        try await fill(store, count: 12)
        let list = await list(of: store, pageSize: 5, pages: 2)
        #expect(list.items.map(\.title) == (3...12).reversed().map { "Day \($0)" })

        // When entries change, the list still follows, through the default implementations
        try await store.insert(entry(13, title: "Day 13", at: day(13 * 86_400)))
        await waitUntil { list.items.first?.title == "Day 13" }
        try await store.delete(id: entry(10, title: "", at: day(0)).id)
        await waitUntil { !list.items.contains { $0.title == "Day 10" } }
        #expect(list.items.map(\.title) == (try await topTitles(store, 10)))
        await list.loadNextPage()
        #expect(list.items.count == 12)
        #expect(!list.hasMore)
    }
}
