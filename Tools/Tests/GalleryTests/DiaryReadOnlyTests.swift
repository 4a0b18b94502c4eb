import DiaryKit
import Foundation
import Testing

@testable import Gallery

/// A diary whose file may only be read says so on its list, with the fix, in the page's
/// language (its "+" and delete buttons are gone: without a word the page would seem broken).
@Suite("Gallery: a read-only diary says so")
struct DiaryReadOnlyTests {
    @Test @MainActor func theListOfAReadOnlyDiarySaysWhyNothingCanBeWritten() async throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("diary.sqlite").path
        _ = try await SQLiteDiaryStore(path: path).create(title: "Kept", body: "As it was.")
        for (locale, words) in [("en_US", "can only be read"), ("ko_KR", "읽기만 할 수 있어요")] {
            let state = DiaryState(
                store: try SQLiteDiaryStore(path: path, access: .readOnly), locale: Locale(identifier: locale)
            )
            defer { state.close() }
            let values = state.listValues()
            let note = try #require(values.readOnly)
            #expect(note.contains(words))
            #expect(note.contains(path))
            #expect(values.newEntry == nil)
        }
        let writable = DiaryState(
            store: try SQLiteDiaryStore(path: path), locale: Locale(identifier: "en_US"))
        defer { writable.close() }
        #expect(writable.listValues().readOnly == nil)
    }
}
