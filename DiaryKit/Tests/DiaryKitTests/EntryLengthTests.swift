import DiaryKit
import DiaryKitTesting
import Foundation
import Testing

/// An entry holds at most ``DiaryEntry/maximumLength`` characters: every way into a store refuses
/// a longer one with its own message, and keeps what it had.
@Suite("Entry length", .timeLimit(.minutes(1)))
@MainActor
struct EntryLengthTests {
    @Test(arguments: StoreKind.allCases)
    func aLongerEntryIsRefusedEveryWayAndNothingChanges(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let longest = String(repeating: "가", count: DiaryEntry.maximumLength - 5)
        let kept = try await store.create(title: "Title", body: longest)
        #expect(kept.body.count == DiaryEntry.maximumLength - 5)
        let tooLong = String(repeating: "a", count: DiaryEntry.maximumLength)

        await #expect(throws: DiaryStoreError.tooLong(length: DiaryEntry.maximumLength + 5, maximum: 100_000))
        {
            try await store.create(title: "Title", body: tooLong)
        }
        var edited = kept
        edited.body = tooLong
        await #expect(throws: DiaryStoreError.self) { try await store.update(edited) }
        let entry = DiaryEntry(id: UUID(), title: "T", body: tooLong, createdAt: Date())
        await #expect(throws: DiaryStoreError.self) { try await store.importEntries([entry]) }
        #expect(try await store.count() == 1)
        #expect(try await store.entry(id: kept.id)?.body == longest)

        let error = DiaryStoreError.tooLong(length: 100_123, maximum: 100_000)
        #expect(error.kind == .tooLong)
        #expect(
            error.message(locale: Locale(identifier: "en"))
                == "The entry has 100,123 characters, more than the 100,000 an entry can hold, so it was not saved. Shorten it, or split it into two entries."
        )
        #expect(error.message(locale: Locale(identifier: "ko")).contains("100,000자보다 길어서"))
    }

    @Test func theEditorSaysSoAndKeepsTheText() async throws {
        let store = InMemoryDiaryStore()
        // A clock that never moves: no autosave of the title alone while the long body is typed.
        let editor = DiaryEditorScreenModel(
            store: store, locale: Locale(identifier: "en"), clock: ManualClock())
        let text = String(repeating: "b", count: DiaryEntry.maximumLength + 1)
        editor.titleChanged("Long")
        editor.bodyChanged(text)
        await editor.saveNow()
        guard case .failed = editor.saveState else {
            Issue.record("expected a failed save, got \(editor.saveState)")
            return
        }
        #expect(editor.saveStatus?.contains("more than the 100,000 an entry can hold") == true)
        #expect(editor.bodyField == text)
        #expect(try await store.count() == 0)
    }
}
