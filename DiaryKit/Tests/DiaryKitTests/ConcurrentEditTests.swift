import DiaryKit
import DiaryKitTesting
import Foundation
import Testing

/// A new entry's identity from the start, and edits made elsewhere while an editor is open:
/// followed where the person did not type, merged at save, both texts kept where both typed.
@Suite("Concurrent edits", .timeLimit(.minutes(1)))
@MainActor
struct ConcurrentEditTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let english = Locale(identifier: "en")

    /// A writing screen on `store` for `entry` (a new one with `newEntryID` when `nil`).
    private func screen(
        _ store: any DiaryStore, entry: DiaryEntry? = nil, newEntryID: UUID = UUID(),
        locale: Locale? = nil
    ) -> DiaryEditorScreenModel {
        DiaryEditorScreenModel(
            store: store, entry: entry, newEntryID: newEntryID, locale: locale ?? english, timeZone: utc,
            clock: ManualClock())
    }

    // MARK: - Identity

    @Test(arguments: StoreKind.allCases)
    func newEntryIsCreatedWithTheIdentityItWasGiven(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let id = UUID()
        let editor = screen(store, newEntryID: id)
        #expect(editor.entryID == id)
        #expect(editor.entry == nil)

        editor.text = "Picnic\nBy the river."
        await editor.close()

        #expect(try await store.allEntries().map(\.id) == [id])
        #expect(editor.entry?.id == id)
    }

    @Test(arguments: StoreKind.allCases)
    func twoEditorsWithOneNewIdentityLeaveOneEntryAndLoseNoText(_ kind: StoreKind) async throws {
        // Given two screens (two tabs, a form sent again) writing the same new entry
        let store = try kind.makeStore()
        let id = UUID()
        let first = screen(store, newEntryID: id)
        let second = screen(store, newEntryID: id)

        // When both type different texts, and save one after the other
        first.text = "Morning\nCoffee on the balcony."
        second.text = "Evening\nTea by the window."
        await first.close()
        await second.close()

        // Then one entry holds the later text, and the earlier one is kept on the later screen
        let stored = try await store.allEntries()
        #expect(stored.map(\.id) == [id])
        #expect(stored.first?.title == "Evening")
        #expect(stored.first?.body == "Tea by the window.")
        #expect(second.conflict?.otherTitle == "Morning")
        #expect(second.conflict?.otherBody == "Coffee on the balcony.")
    }

    @Test(arguments: StoreKind.allCases)
    func saveAfterTheEntryWasCreatedElsewhereUpdatesIt(_ kind: StoreKind) async throws {
        // Given a new entry's screen whose person wrote only a title
        let store = try kind.makeStore()
        let id = UUID()
        let editor = screen(store, newEntryID: id)
        editor.titleField = "Trip"
        // When an entry with its identity is created elsewhere first
        try await store.insert(DiaryEntry(id: id, title: "", body: "Packed the bags.", createdAt: day(0)))
        await editor.close()

        // Then the save updated that entry: the person's title, the body written elsewhere
        let stored = try await store.allEntries()
        #expect(stored.count == 1)
        #expect(stored.first?.id == id)
        #expect(stored.first?.title == "Trip")
        #expect(stored.first?.body == "Packed the bags.")
        #expect(stored.first?.createdAt == day(0))
        #expect(editor.bodyField == "Packed the bags.")
        #expect(editor.conflict == nil)
    }

    @Test func listOpensANewEntryWithTheIdentityGiven() async throws {
        let store = InMemoryDiaryStore()
        let list = DiaryListScreenModel(store: store, locale: english, timeZone: utc, clock: ManualClock())
        let id = UUID()
        list.addEntry(id: id)
        let editor = try #require(list.destination.editor)
        #expect(editor.entryID == id)
        list.addEntry()
        #expect(list.destination.editor?.entryID != id)
    }

    // MARK: - Following the store

    @Test(arguments: StoreKind.allCases)
    func untouchedFieldFollowsTheStoreAndATouchedOneStays(_ kind: StoreKind) async throws {
        // Given an open entry whose body the person is changing
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic)
        editor.bodyField = "By the river, with plums."

        // When the title is changed elsewhere
        try await store.update(id: picnic.id, title: "Picnic at noon", body: nil)

        // Then the title shows the new text, and the body keeps what the person typed
        await waitUntil { editor.titleField == "Picnic at noon" }
        #expect(editor.bodyField == "By the river, with plums.")
        await editor.close()
        let stored = try #require(try await store.entry(id: picnic.id))
        #expect(stored.title == "Picnic at noon")
        #expect(stored.body == "By the river, with plums.")
        #expect(editor.conflict == nil)
    }

    @Test func oneTextScreenFollowsTheStoreToo() async throws {
        let store = InMemoryDiaryStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic)

        try await store.update(id: picnic.id, title: nil, body: "By the sea.")

        await waitUntil { editor.entry?.body == "By the sea." }
        #expect(editor.text == "Picnic\nBy the sea.")
        #expect(editor.saveState == .idle)
    }

    @Test func changeAnotherProcessMadeShowsAfterThePollingInterval() async throws {
        // Given a screen on a database file, and another connection to the same file
        let path = TemporaryFolder().file("shared.sqlite")
        let polling = TestClock()
        let store = try SQLiteDiaryStore(path: path, changePolling: DiaryChangePolling(clock: polling))
        let other = try SQLiteDiaryStore(path: path)
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic)

        // When the other connection changes the body, and the store next checks the file
        let written = try await other.update(id: picnic.id, title: nil, body: "Rained off.")
        while editor.bodyField != "Rained off." {
            await polling.waitForSleepers(1)
            polling.advance(by: .seconds(1))
            await Task.yield()
        }

        // Then the screen shows it, with nothing to save
        await waitUntil { editor.entry?.body == "Rained off." }
        await editor.close()
        #expect(try await store.entry(id: picnic.id) == written)
    }

    // MARK: - Saving over a change made elsewhere

    @Test(arguments: StoreKind.allCases)
    func staleSaveKeepsTheOtherFieldsNewerText(_ kind: StoreKind) async throws {
        // Given an editor that is not told of changes (it follows nothing)
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = DiaryEditor(store: store, entry: picnic, quietPeriod: .seconds(2), clock: TestClock())
        var events = editor.events.makeAsyncIterator()

        // When the title changes elsewhere and the person saves a new body
        try await store.update(id: picnic.id, title: "Picnic at noon", body: nil)
        await editor.bodyDidChange("With plums.")
        let saved = try #require(try await editor.flush())

        // Then the newer title stays, the body is the person's, and the editor shows both
        #expect(saved.title == "Picnic at noon")
        #expect(saved.body == "With plums.")
        #expect(try await store.entry(id: picnic.id) == saved)
        #expect(await editor.title == "Picnic at noon")
        #expect(await editor.hasUnsavedChanges == false)
        #expect(await events.next() == .saved(saved))
    }

    @Test func staleSaveOfAScreenKeepsTheTitleAnotherProcessWrote() async throws {
        // Given a screen whose store has not yet looked at the file again
        let path = TemporaryFolder().file("shared.sqlite")
        let store = try SQLiteDiaryStore(path: path, changePolling: DiaryChangePolling(clock: TestClock()))
        let other = try SQLiteDiaryStore(path: path)
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic)

        // When another process changes the title, and the person saves a new body
        try await other.update(id: picnic.id, title: "Picnic at noon", body: nil)
        editor.bodyField = "With plums."
        await editor.close()

        // Then the title written elsewhere stays, and shows
        let stored = try #require(try await store.entry(id: picnic.id))
        #expect(stored.title == "Picnic at noon")
        #expect(stored.body == "With plums.")
        #expect(editor.titleField == "Picnic at noon")
        #expect(editor.conflict == nil)
        #expect(editor.saveState == .saved)
    }

    @Test(arguments: StoreKind.allCases)
    func fieldBothChangedKeepsThePersonsTextAndOffersTheOther(_ kind: StoreKind) async throws {
        // Given an open entry whose title the person changes
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic)
        editor.titleField = "Picnic by the sea"

        // When the title is changed elsewhere too, and the screen saves
        try await store.update(id: picnic.id, title: "Picnic at noon", body: nil)
        await editor.close()

        // Then the person's title is saved, and the other is shown, with its words
        let stored = try #require(try await store.entry(id: picnic.id))
        #expect(stored.title == "Picnic by the sea")
        #expect(stored.body == "By the river.")
        let conflict = try #require(editor.conflict)
        #expect(conflict.entryID == picnic.id)
        #expect(conflict.otherTitle == "Picnic at noon")
        #expect(conflict.otherBody == nil)
        #expect(conflict.clashesTitle && !conflict.clashesBody)
        #expect(
            conflict.message
                == "This entry was changed elsewhere while you were writing. Your text is saved; "
                + "the other text is kept below so you can copy it or use it instead.")
        #expect(conflict.otherTitleLabel == "Title saved elsewhere")
        #expect(conflict.takeOtherTitle == "Use the Other Text")
        #expect(conflict.keepMineTitle == "Keep Mine")
        #expect(editor.titleField == "Picnic by the sea")
    }

    @Test(arguments: StoreKind.allCases)
    func aFieldTypedOverAnOlderScreenKeepsBothTexts(_ kind: StoreKind) async throws {
        // Given an open entry whose body changed elsewhere and was taken into the model, while a
        // page still shows the body before
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic)
        try await store.update(id: picnic.id, title: nil, body: "By the lake.")
        await waitUntil { editor.bodyField == "By the lake." }

        // When the person's body, typed over what that page showed, is saved
        editor.bodyChanged("By the river, with plums.", over: "By the river.")
        await editor.close()

        // Then both changed it: the person's text is saved and the other is offered, not lost
        let stored = try #require(try await store.entry(id: picnic.id))
        #expect(stored.body == "By the river, with plums.")
        #expect(stored.title == "Picnic")
        #expect(editor.conflict?.otherBody == "By the lake.")
        #expect(editor.conflict?.clashesTitle == false)
    }

    @Test(arguments: StoreKind.allCases)
    func aFieldTypedOverWhatTheModelShowsIsAPlainEdit(_ kind: StoreKind) async throws {
        // Given an open entry whose title changed elsewhere and was taken in, shown as it is now
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic)
        try await store.update(id: picnic.id, title: "Picnic at noon", body: nil)
        await waitUntil { editor.titleField == "Picnic at noon" }

        // When a title typed over that one is saved (a shown text read as the model reads it)
        editor.titleChanged("Picnic at one", over: "  Picnic at noon ")
        await editor.close()

        // Then it is saved, with no clash
        #expect(try await store.entry(id: picnic.id)?.title == "Picnic at one")
        #expect(editor.conflict == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func takingTheOtherVersionPutsItInTheFieldsAndSavesIt(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic)
        editor.text = "Picnic\nBy the sea, sandy."
        try await store.update(id: picnic.id, title: nil, body: "By the lake.")
        await editor.close()
        #expect(editor.conflict?.otherBody == "By the lake.")

        await editor.takeOtherVersion()

        #expect(editor.conflict == nil)
        #expect(editor.text == "Picnic\nBy the lake.")
        #expect(try await store.entry(id: picnic.id)?.body == "By the lake.")
        #expect(editor.saveState == .saved)
    }

    @Test func dismissingTheConflictKeepsThePersonsText() async throws {
        let store = InMemoryDiaryStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic)
        editor.bodyField = "By the sea."
        try await store.update(id: picnic.id, title: nil, body: "By the lake.")
        await editor.close()
        #expect(
            await isToldOfChange(reading: { _ = editor.conflict }, when: { editor.dismissConflict() }))

        #expect(editor.conflict == nil)
        #expect(editor.bodyField == "By the sea.")
        #expect(try await store.entry(id: picnic.id)?.body == "By the sea.")
    }

    @Test func conflictIsWordedInKorean() async throws {
        let store = InMemoryDiaryStore()
        let picnic = entry(1, title: "소풍", body: "강가에서.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic, locale: Locale(identifier: "ko"))
        editor.titleField = "바닷가 소풍"
        try await store.update(id: picnic.id, title: "점심 소풍", body: nil)
        await editor.close()
        let conflict = try #require(editor.conflict)
        #expect(conflict.message.hasPrefix("쓰는 동안 다른 곳에서 이 일기를 고쳤어요."))
        #expect(conflict.otherTitleLabel == "다른 곳에서 저장한 제목")
        #expect(conflict.otherTitle == "점심 소풍")
    }

    // MARK: - Deleted elsewhere

    @Test(arguments: StoreKind.allCases)
    func entryDeletedElsewhereIsSaidAndStoredAgainOnlyWhenChanged(_ kind: StoreKind) async throws {
        // Given an open entry
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = screen(store, entry: picnic)

        // When it is deleted elsewhere
        try await store.delete(id: picnic.id)

        // Then the screen says so and keeps the text; closing stores nothing
        await waitUntil { editor.notice != nil }
        #expect(
            editor.notice
                == "This entry was deleted elsewhere. Your text is still here; change it and it is saved "
                + "again as this entry.")
        #expect(editor.text == "Picnic\nBy the river.")
        #expect(editor.entry == nil)
        await editor.close()
        #expect(try await store.count() == 0)

        // When the person changes the text, it is stored again as the same entry
        editor.text = "Picnic\nBy the river, after all."
        await editor.close()
        // and the notice, true no longer, goes
        #expect(editor.notice == nil)
        let stored = try #require(try await store.entry(id: picnic.id))
        #expect(stored.body == "By the river, after all.")
        #expect(stored.createdAt == picnic.createdAt)
        #expect(try await store.count() == 1)
    }

    // MARK: - The store's merge

    @Test(arguments: StoreKind.allCases)
    func draftsMergeFieldByFieldInTheStore(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let base = DiaryEntryFields(picnic)

        // Only the writer changed the body: saved; the title changed elsewhere stays
        try await store.update(id: picnic.id, title: "Picnic at noon", body: nil)
        let first = try await store.save(
            DiaryDraft(id: picnic.id, title: "Picnic", body: "With plums.", base: base))
        #expect(first.entry?.title == "Picnic at noon")
        #expect(first.entry?.body == "With plums.")
        #expect(!first.hasClash && !first.deleted)

        // Both changed the title: the writer's is saved, the other returned
        let second = try await store.save(
            DiaryDraft(id: picnic.id, title: "Picnic by the sea", body: "With plums.", base: base))
        #expect(second.entry?.title == "Picnic by the sea")
        #expect(second.otherTitle == "Picnic at noon")
        #expect(second.otherBody == nil)

        // Blank after the merge: deleted
        let third = try await store.save(
            DiaryDraft(
                id: picnic.id, title: "", body: "",
                base: DiaryEntryFields(title: "Picnic by the sea", body: "With plums.")))
        #expect(third.deleted)
        #expect(third.entry == nil)
        #expect(try await store.count() == 0)
    }

    @Test(arguments: StoreKind.allCases)
    func aDraftGivesItsWeatherOnlyToAStoredEntryWithout(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let base = DiaryEntryFields(picnic)
        let rain = DiaryWeather(condition: "Rain", iconCode: "10d")

        // The same text with a weather: the entry without one takes it, its text as it was
        let given = try await store.save(
            DiaryDraft(id: picnic.id, title: "Picnic", body: "By the river.", base: base, weather: rain))
        #expect(given.entry?.weather == rain)
        #expect(try await store.entry(id: picnic.id)?.weather == rain)
        #expect(try await store.entry(id: picnic.id)?.body == "By the river.")

        // Another weather later: the stored one stays
        let clear = DiaryWeather(condition: "Clear", iconCode: "01d")
        let kept = try await store.save(
            DiaryDraft(id: picnic.id, title: "Picnic", body: "In the sun.", base: base, weather: clear))
        #expect(kept.entry?.weather == rain)
        #expect(try await store.entry(id: picnic.id)?.weather == rain)
    }
}
