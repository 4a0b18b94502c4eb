import DiaryKit
import DiaryKitTesting
import Foundation
import Testing

/// A NUL character (U+0000) in a title or body: SQLite cut the text there while the in-memory
/// store kept it whole, so both stores refuse it the same way, every way in, and keep what they
/// had.
@Suite("NUL characters", .timeLimit(.minutes(1)))
@MainActor
struct NulCharacterTests {
    @Test(arguments: StoreKind.allCases)
    func textHoldingANulIsRefusedEveryWayAndNothingChanges(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let kept = try await store.create(text: "Title\nbody")

        // (A NUL at either end of a line is blank, trimmed as a space would be; inside, it stays.)
        for text in ["a\u{0}b\nbody\u{0}end", "Title\nbo\u{0}dy", "\u{0}Ti\u{0}tle\u{0}"] {
            await #expect(throws: DiaryStoreError.nulCharacter) { try await store.create(text: text) }
        }
        await #expect(throws: DiaryStoreError.nulCharacter) {
            try await store.create(title: "Title", body: "body\u{0}tail")
        }
        await #expect(throws: DiaryStoreError.nulCharacter) {
            try await store.insert(DiaryEntry(title: "a\u{0}b", body: "", createdAt: day(0)))
        }
        var edited = kept
        edited.body = "body\u{0}tail"
        await #expect(throws: DiaryStoreError.nulCharacter) { try await store.update(edited) }
        await #expect(throws: DiaryStoreError.nulCharacter) {
            try await store.update(id: kept.id, text: "Title\nbody\u{0}tail")
        }
        await #expect(throws: DiaryStoreError.nulCharacter) {
            try await store.save(DiaryDraft(id: kept.id, title: "Title", body: "b\u{0}", base: .init(kept)))
        }
        await #expect(throws: DiaryStoreError.nulCharacter) {
            try await store.save(DiaryDraft(id: UUID(), title: "New\u{0}", body: "", base: nil))
        }
        let clean = DiaryEntry(title: "Clean", body: "", createdAt: day(1))
        let dirty = DiaryEntry(title: "Dirty", body: "x\u{0}y", createdAt: day(2))
        await #expect(throws: DiaryStoreError.nulCharacter) { try await store.importEntries([clean, dirty]) }

        #expect(try await store.allEntries() == [kept])
        #expect(try await store.search("end").isEmpty)
        #expect(try await store.search("tail").isEmpty)
    }

    @Test func theMessageNamesTheProblemAndTheFixInBothLanguages() {
        let error = DiaryStoreError.nulCharacter
        #expect(error.kind == .nulCharacter)
        #expect(
            error.message(locale: Locale(identifier: "en"))
                == "The entry holds a NUL character (U+0000), which a diary can't keep, so it was not saved. "
                + "Remove the NUL character and save again.")
        let korean = error.message(locale: Locale(identifier: "ko"))
        #expect(korean.contains("NUL 문자(U+0000)"))
        #expect(korean.contains("NUL 문자를 지우고"))
    }

    @Test func theEditorSaysSoAndKeepsTheText() async throws {
        let store = InMemoryDiaryStore()
        let editor = DiaryEditorScreenModel(
            store: store, locale: Locale(identifier: "en"), clock: ManualClock())
        editor.titleChanged("Title")
        editor.bodyChanged("body\u{0}tail")
        await editor.saveNow()
        guard case .failed = editor.saveState else {
            Issue.record("expected a failed save, got \(editor.saveState)")
            return
        }
        #expect(editor.saveStatus?.contains("Remove the NUL character") == true)
        #expect(editor.bodyField == "body\u{0}tail")
        #expect(try await store.count() == 0)
    }
}
