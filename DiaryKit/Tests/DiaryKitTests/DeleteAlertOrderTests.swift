import DiaryKit
import DiaryKitTesting
import Foundation
import Testing

/// The delete question as SwiftUI drives it: an alert bound to
/// `$model.destination.isDeleteConfirmationPresented` clears that binding when a button is
/// tapped, before the button's action (`Task { await model.confirmDelete(question) }`) runs. The
/// delete must still happen then, and a question no longer asked must delete nothing.
@Suite("Delete alerts in SwiftUI's order", .timeLimit(.minutes(1)))
@MainActor
struct DeleteAlertOrderTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let english = Locale(identifier: "en")

    /// A list over `store`, loaded.
    private func loadedList(_ store: any DiaryStore) async -> DiaryListScreenModel {
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) }, clock: ManualClock())
        await list.load()
        return list
    }

    /// A store with "Picnic" (older) and "Walk" (newer).
    private func twoEntries() async throws -> (InMemoryDiaryStore, picnic: DiaryEntry, walk: DiaryEntry) {
        let store = InMemoryDiaryStore()
        let picnic = entry(1, title: "Picnic", at: day(0))
        let walk = entry(2, title: "Walk", at: day(86_400))
        try await store.insert(picnic)
        try await store.insert(walk)
        return (store, picnic, walk)
    }

    // MARK: - The list

    @Test func theListDeletesWhenTheAlertsBindingClosesBeforeTheButtonsAction() async throws {
        let (store, _, walk) = try await twoEntries()
        let list = await loadedList(store)

        list.requestDelete(walk.id)
        let shown = try #require(list.destination.deleteConfirmation)
        #expect(list.destination.isDeleteConfirmationPresented)
        list.destination.isDeleteConfirmationPresented = false
        #expect(list.destination == nil)
        await list.confirmDelete(shown)

        #expect(try await store.entry(id: walk.id) == nil)
        #expect(list.items.map(\.title) == ["Picnic"])
        #expect(list.notice == "Deleted “Walk”.")
        list.stop()
    }

    @Test func theListIgnoresAStaleQuestion() async throws {
        let (store, picnic, walk) = try await twoEntries()
        let list = await loadedList(store)
        let text = DiaryText(locale: english, timeZone: utc)

        // About another entry than the one asked about: nothing, and the question stays
        list.requestDelete(walk.id)
        await list.confirmDelete(text.deleteConfirmation(for: picnic))
        #expect(try await store.count() == 2)
        #expect(list.destination.deleteConfirmation?.id == walk.id)

        // After cancel, even in SwiftUI's order
        let cancelled = try #require(list.destination.deleteConfirmation)
        list.destination.isDeleteConfirmationPresented = false
        list.cancelDelete()
        await list.confirmDelete(cancelled)
        #expect(try await store.count() == 2)

        // After another screen took the question's place
        list.requestDelete(walk.id)
        let replaced = try #require(list.destination.deleteConfirmation)
        list.open(picnic.id)
        await list.confirmDelete(replaced)
        #expect(try await store.count() == 2)
        await list.closeEditor()

        // Answered once already: the second confirmation deletes nothing more
        list.requestDelete(walk.id)
        let answered = try #require(list.destination.deleteConfirmation)
        await list.confirmDelete(answered)
        try await store.insert(walk)
        await list.confirmDelete(answered)
        #expect(try await store.entry(id: walk.id) != nil)
        list.stop()
    }

    @Test func theListsPresentedFlagClosesOnlyTheQuestion() async throws {
        let (store, picnic, walk) = try await twoEntries()
        let list = await loadedList(store)

        #expect(!list.destination.isDeleteConfirmationPresented)
        list.destination.isDeleteConfirmationPresented = true
        #expect(list.destination == nil)

        list.open(picnic.id)
        let editor = try #require(list.destination.editor)
        #expect(!list.destination.isDeleteConfirmationPresented)
        list.destination.isDeleteConfirmationPresented = false
        #expect(list.destination.editor === editor)
        await list.closeEditor()

        list.requestDelete(walk.id)
        list.destination.isDeleteConfirmationPresented = true
        #expect(list.destination.deleteConfirmation?.id == walk.id)
        list.stop()
    }

    // MARK: - The writing screen

    @Test func theEditorDeletesWhenTheAlertsBindingClosesBeforeTheButtonsAction() async throws {
        let (store, _, walk) = try await twoEntries()
        let list = await loadedList(store)
        list.open(walk.id)
        let editor = try #require(list.destination.editor)

        editor.requestDelete()
        let shown = try #require(editor.destination.deleteConfirmation)
        #expect(editor.destination.isDeleteConfirmationPresented)
        editor.destination.isDeleteConfirmationPresented = false
        #expect(editor.destination == nil)
        await editor.confirmDelete(shown)

        #expect(try await store.entry(id: walk.id) == nil)
        #expect(list.destination == nil)
        #expect(list.notice == "Deleted “Walk”.")
        list.stop()
    }

    @Test func theEditorIgnoresAStaleQuestion() async throws {
        let (store, picnic, walk) = try await twoEntries()
        let editor = DiaryEditorScreenModel(
            store: store, entry: walk, locale: english, timeZone: utc, clock: ManualClock())
        let text = DiaryText(locale: english, timeZone: utc)

        // About another entry
        editor.requestDelete()
        await editor.confirmDelete(text.deleteConfirmation(for: picnic))
        #expect(try await store.count() == 2)
        #expect(editor.destination.deleteConfirmation?.id == walk.id)

        // After cancel, even in SwiftUI's order
        let cancelled = try #require(editor.destination.deleteConfirmation)
        editor.destination.isDeleteConfirmationPresented = false
        editor.cancelDelete()
        await editor.confirmDelete(cancelled)
        #expect(try await store.count() == 2)

        // After the share sheet took the question's place
        editor.requestDelete()
        let replaced = try #require(editor.destination.deleteConfirmation)
        editor.share()
        #expect(!editor.destination.isDeleteConfirmationPresented)
        editor.destination.isDeleteConfirmationPresented = false
        #expect(editor.destination.share != nil)
        await editor.confirmDelete(replaced)
        #expect(try await store.count() == 2)
        #expect(editor.notice == nil)
        await editor.close()
    }
}
