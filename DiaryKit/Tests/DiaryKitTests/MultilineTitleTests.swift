import DiaryKit
import Foundation
import Testing

/// A title is the entry's first line, so it holds no line break: both stores refuse one, every
/// way in, and keep what they had (Markdown export flattened it, and the entry's one text moved
/// its second line into the body).
@Suite("A title of one line")
struct MultilineTitleTests {
    @Test(arguments: StoreKind.allCases)
    func aTitleHoldingALineBreakIsRefusedEveryWayAndNothingChanges(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let kept = try await store.create(text: "Title\nbody")
        for title in ["a\nb", "a\r\nb", "a\rb", "a\u{2028}b", "a\u{85}b"] {
            await #expect(throws: DiaryStoreError.multilineTitle) {
                try await store.insert(DiaryEntry(title: title, body: "", createdAt: day(0)))
            }
            var edited = kept
            edited.title = title
            await #expect(throws: DiaryStoreError.multilineTitle) { try await store.update(edited) }
            await #expect(throws: DiaryStoreError.multilineTitle) {
                try await store.save(DiaryDraft(id: kept.id, title: title, body: "body", base: .init(kept)))
            }
            await #expect(throws: DiaryStoreError.multilineTitle) {
                try await store.importEntries([DiaryEntry(title: title, body: "x", createdAt: day(1))])
            }
        }
        #expect(try await store.allEntries() == [kept])
        // Text typed as one text or as two fields never makes such a title.
        let typed = try await store.create(text: "First\nSecond\nThird")
        #expect(typed.title == "First")
        let fields = try await store.create(title: "One\ntwo", body: "")
        #expect(fields.title == "One two")
    }

    @Test func theMessageNamesTheProblemAndTheFixInBothLanguages() {
        let error = DiaryStoreError.multilineTitle
        #expect(error.kind == .multilineTitle)
        #expect(
            error.message(locale: Locale(identifier: "en"))
                == "The title holds a line break, but a title is one line, so the entry was not saved. "
                + "Put the title on one line and the rest in the body.")
        #expect(error.message(locale: Locale(identifier: "ko")).contains("제목에 줄바꿈이 들어 있어서"))
    }
}
