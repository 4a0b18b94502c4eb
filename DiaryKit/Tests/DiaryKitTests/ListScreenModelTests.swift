import DiaryKit
import DiaryKitTesting
import Foundation
import GRDB
import Observation
import Testing

@Suite("List screen model", .timeLimit(.minutes(1)))
@MainActor
struct ListScreenModelTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current

    private let english = Locale(identifier: "en")

    /// `count` entries a day apart, the newest last: "Day 1" … "Day count".
    private func fill(_ store: any DiaryStore, count: Int) async throws {
        for number in 1...count {
            try await store.insert(
                entry(
                    number, title: "Day \(number)", body: "Body \(number)", at: day(Double(number) * 86_400)))
        }
    }

    // MARK: - Loading

    @Test(arguments: StoreKind.allCases)
    func loadShowsASpinnerThenTheRowsNewestFirst(_ kind: StoreKind) async throws {
        // Given two entries, one with the weather
        let store = try kind.makeStore()
        try await store.insert(entry(1, title: "Picnic", body: "Sandwiches by the river.", at: day(0)))
        try await store.insert(
            entry(
                2, title: "Rainy walk", body: "Puddles everywhere.", at: day(86_400),
                weather: DiaryWeather(condition: "Rain", iconCode: "10d")))
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) })
        let phases = Recorder { list.phase }

        // When the screen loads
        await list.load()

        // Then it showed a spinner, then the rows, newest first, ready to show and to speak
        #expect(await phases.settledValues == [.idle, .loading, .loaded])
        #expect(list.items.map(\.title) == ["Rainy walk", "Picnic"])
        let rainy = try #require(list.items.first)
        #expect(rainy.day == "January 2, 2023")
        #expect(rainy.preview == "Puddles everywhere.")
        #expect(rainy.row.weather == "Rain")
        #expect(rainy.weatherIconURL?.absoluteString == "https://openweathermap.org/img/wn/10d@2x.png")
        #expect(
            rainy.accessibilityLabel
                == "Rainy walk, written January 2, 2023, weather Rain. Puddles everywhere.")
        #expect(
            list.items.last?.accessibilityLabel == "Picnic, written January 1, 2023. Sandwiches by the river."
        )
        #expect(list.items.last?.weatherIconURL == nil)
        #expect(rainy.accessibilityHint == "Opens the entry. Swipe to share or delete it.")
        #expect(list.emptyMessage == nil)
        #expect(list.title == "Diary")
    }

    @Test func koreanListSpeaksKorean() async throws {
        let store = InMemoryDiaryStore()
        try await store.insert(entry(1, title: "소풍", body: "강가에서 김밥을 먹었다.", at: day(0)))
        let list = DiaryListScreenModel(
            store: store, locale: Locale(identifier: "ko"), timeZone: utc)
        await list.load()
        #expect(list.title == "일기장")
        #expect(list.items.first?.accessibilityLabel == "소풍, 2023년 1월 1일에 씀. 강가에서 김밥을 먹었다.")
        #expect(list.shareActionTitle == "공유")
        #expect(list.deleteActionTitle == "삭제")
    }

    @Test(arguments: StoreKind.allCases)
    func emptyDiarySaysSo(_ kind: StoreKind) async throws {
        let list = DiaryListScreenModel(
            store: try kind.makeStore(), locale: english, timeZone: utc, now: { day(86_400 * 30) })
        #expect(list.emptyMessage == nil)
        await list.load()
        #expect(list.phase == .loaded)
        #expect(list.items.isEmpty)
        #expect(list.emptyMessage == "No entries yet. Write the first one.")
    }

    @Test func failedReadShowsTheMessageAndRetryLoads() async throws {
        // Given a database whose entries table has been moved away by another program
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        try await store.create(text: "Picnic\nBy the river.")
        let other = try DatabaseQueue(path: path)
        try await other.write { try $0.execute(sql: "ALTER TABLE entry RENAME TO entry_away") }
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) })
        let phases = Recorder { list.phase }

        // When the screen loads, it fails with a message and a retry button
        await list.load()
        guard case .failed(let failure) = list.phase else {
            Issue.record("expected a failure, got \(list.phase)")
            return
        }
        #expect(failure.retryTitle == "Try Again")
        #expect(!failure.message.isEmpty)
        #expect(!failure.message.contains("SQLite"))

        // When the table is back and the person retries, the rows show
        try await other.write { try $0.execute(sql: "ALTER TABLE entry_away RENAME TO entry") }
        await list.retry()
        #expect(list.items.map(\.title) == ["Picnic"])
        #expect(await phases.settledValues == [.idle, .loading, .failed(failure), .loading, .loaded])
    }

    // MARK: - Following the store

    @Test(arguments: StoreKind.allCases)
    func listFollowsEntriesAddedEditedAndDeletedElsewhere(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await fill(store, count: 2)
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) })
        await list.load()
        #expect(list.items.map(\.title) == ["Day 2", "Day 1"])

        // An entry written elsewhere appears on top
        try await store.insert(entry(3, title: "Day 3", at: day(3 * 86_400)))
        await waitUntil { list.items.first?.title == "Day 3" }

        // An edit elsewhere shows
        try await store.update(id: try #require(list.items.last?.id), title: "Day one", body: nil)
        await waitUntil { list.items.last?.title == "Day one" }

        // A deletion elsewhere removes the row
        try await store.delete(id: try #require(list.items.first?.id))
        await waitUntil { list.items.map(\.title) == ["Day 2", "Day one"] }
        #expect(list.phase == .loaded)
    }

    @Test func listFollowsWritesOfAnotherProcessToTheSameFile() async throws {
        // Given a list on a database file whose changes by other connections are polled on a clock
        let path = TemporaryFolder().file("diary.sqlite")
        let clock = ManualClock()
        let polling = DiaryChangePolling(interval: .seconds(1), clock: clock)
        let store = try SQLiteDiaryStore(path: path, changePolling: polling)
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) })
        await list.load()
        #expect(list.emptyMessage != nil)

        // When another process (another connection) writes and a poll comes
        let other = try SQLiteDiaryStore(path: path)
        try await other.create(text: "From the widget\nWritten elsewhere.")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))

        // Then the list shows it
        await waitUntil { list.items.map(\.title) == ["From the widget"] }
        #expect(list.emptyMessage == nil)
    }

    // MARK: - Paging

    @Test(arguments: StoreKind.allCases)
    func nextPageLoadsWhenTheEndAppears(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await fill(store, count: 25)
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) }, pageSize: 10)
        await list.load()
        #expect(list.items.count == 10)
        #expect(list.hasMore)

        // A row far from the end appearing reads nothing more
        await list.itemAppeared(try #require(list.items.first?.id))
        #expect(list.items.count == 10)

        // The last row appearing reads the next page
        let loading = Recorder { list.isLoadingMore }
        await list.itemAppeared(try #require(list.items.last?.id))
        #expect(list.items.count == 20)
        #expect(await loading.settledValues == [false, true, false])
        #expect(list.items.first?.title == "Day 25")
        #expect(list.items.last?.title == "Day 6")

        // And the one after it, the end of the diary
        await list.itemAppeared(try #require(list.items.last?.id))
        #expect(list.items.count == 25)
        #expect(!list.hasMore)
        await list.itemAppeared(try #require(list.items.last?.id))
        #expect(list.items.count == 25)
        #expect(list.items.last?.title == "Day 1")

        // The longer list still follows the store
        try await store.insert(entry(26, title: "Day 26", at: day(26 * 86_400)))
        await waitUntil { list.items.first?.title == "Day 26" }
        #expect(list.items.count == 26 || list.items.count == 30)
    }

    @Test func nextPageThatCannotBeReadSaysWhyAndKeepsTheRows() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        try await fill(store, count: 15)
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) }, pageSize: 10)
        await list.load()
        let other = try DatabaseQueue(path: path)
        try await other.write { try $0.execute(sql: "ALTER TABLE entry RENAME TO entry_away") }

        await list.loadNextPage()

        #expect(list.items.count == 10)
        #expect(list.notice?.isEmpty == false)
        #expect(!list.isLoadingMore)
    }

    // MARK: - Delete and share

    @Test(arguments: StoreKind.allCases)
    func deleteAsksFirstAndKeepsTheEntryWhenCancelled(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await store.insert(entry(1, title: "Picnic", body: "By the river.", at: day(0)))
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) })
        await list.load()
        let id = try #require(list.items.first?.id)

        list.requestDelete(id)
        let question = try #require(list.destination.deleteConfirmation)
        #expect(question.title == "Really?")
        #expect(question.message == "Are you sure you want to delete “Picnic”? It can't be brought back.")
        #expect(question.cancelTitle == "Cancel")
        #expect(question.confirmTitle == "Delete")

        list.cancelDelete()
        #expect(list.destination.deleteConfirmation == nil)
        await list.confirmDelete(question)
        #expect(try await store.count() == 1)
        #expect(list.items.count == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func confirmedDeleteRemovesTheRowAndTheEntry(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await fill(store, count: 2)
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) })
        await list.load()
        let newest = try #require(list.items.first?.id)

        list.requestDelete(newest)
        await list.confirmDelete(try #require(list.destination.deleteConfirmation))

        #expect(list.destination.deleteConfirmation == nil)
        #expect(list.items.map(\.title) == ["Day 1"])
        #expect(list.notice == "Deleted “Day 2”.")
        #expect(try await store.entry(id: newest) == nil)
        list.dismissNotice()
        #expect(list.notice == nil)
    }

    @Test func deleteThatFailsSaysWhyAndKeepsTheRow() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        try await store.create(text: "Picnic")
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) })
        await list.load()
        let id = try #require(list.items.first?.id)
        // Another program deletes it first
        try await SQLiteDiaryStore(path: path).delete(id: id)

        list.requestDelete(id)
        await list.confirmDelete(try #require(list.destination.deleteConfirmation))

        #expect(list.notice?.isEmpty == false)
        #expect(list.notice?.hasPrefix("Deleted") == false)
    }

    @Test func readOnlyDiaryOffersNoDelete() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        try await SQLiteDiaryStore(path: path).create(text: "Picnic")
        let list = DiaryListScreenModel(
            store: try SQLiteDiaryStore(path: path, access: .readOnly), locale: english, timeZone: utc,
            now: { day(86_400 * 30) })
        await list.load()
        #expect(!list.canDelete)
        list.requestDelete(try #require(list.items.first?.id))
        #expect(list.destination.deleteConfirmation == nil)
    }

    @Test func shareTextIsTheKitsShareText() async throws {
        let store = InMemoryDiaryStore()
        let picnic = entry(1, title: "Picnic", body: "Sandwiches\nby the river.", at: day(0))
        try await store.insert(picnic)
        let text = DiaryText(locale: english, timeZone: utc, now: { day(86_400 * 30) })
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) })
        await list.load()
        #expect(list.shareText(for: picnic.id) == text.shareText(for: picnic))
        #expect(list.shareText(for: picnic.id) == "Picnic\nJanuary 1, 2023\n\nSandwiches\nby the river.")
        #expect(list.shareText(for: UUID()) == nil)
    }

    @Test func stoppedListStopsFollowingAndLoadsAgain() async throws {
        let store = InMemoryDiaryStore()
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) })
        await list.load()
        list.stop()
        #expect(list.phase == .idle)
        try await store.create(text: "While away")
        await list.load()
        #expect(list.items.map(\.title) == ["While away"])
    }

    // MARK: - Observation

    @Test func screenIsToldOfEveryChangeItRenders() async throws {
        let store = InMemoryDiaryStore()
        try await store.insert(entry(1, title: "Picnic", at: day(0)))
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) })

        #expect(await isToldOfChange(reading: { _ = list.phase }, when: { await list.load() }))
        #expect(
            await isToldOfChange(
                reading: { _ = list.items },
                when: {
                    _ = try? await store.create(text: "New")
                    await waitUntil { list.items.count == 2 }
                }))
        let id = try #require(list.items.last?.id)
        #expect(
            await isToldOfChange(
                reading: { _ = list.destination.deleteConfirmation }, when: { list.requestDelete(id) }))
        #expect(
            await isToldOfChange(
                reading: { _ = list.destination.deleteConfirmation }, when: { list.cancelDelete() }))
        list.requestDelete(id)
        let asked = try #require(list.destination.deleteConfirmation)
        #expect(
            await isToldOfChange(
                reading: {
                    _ = list.items
                    _ = list.notice
                }, when: { await list.confirmDelete(asked) }))
        #expect(
            await isToldOfChange(
                reading: { _ = list.emptyMessage },
                when: {
                    list.requestDelete(list.items.first?.id ?? UUID())
                    if let question = list.destination.deleteConfirmation {
                        await list.confirmDelete(question)
                    }
                }))
    }
}
