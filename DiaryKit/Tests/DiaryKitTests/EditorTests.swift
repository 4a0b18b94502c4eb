import DiaryKit
import Foundation
import Testing

@Suite("Autosaving editor")
struct EditorTests {
    /// An editor on a test clock, over an in-memory store.
    private func makeEditor(entry: DiaryEntry? = nil, store: InMemoryDiaryStore = InMemoryDiaryStore())
        -> (DiaryEditor<TestClock>, TestClock, InMemoryDiaryStore)
    {
        let clock = TestClock()
        let editor = DiaryEditor(store: store, entry: entry, quietPeriod: .seconds(2), clock: clock)
        return (editor, clock, store)
    }

    @Test func savesOnceTypingHasPausedForTheQuietPeriod() async throws {
        // Given an editor with a two-second quiet period
        let (editor, clock, store) = makeEditor()
        var events = editor.events.makeAsyncIterator()
        // When text arrives and only 1.9 seconds pass
        await editor.textDidChange("Quiet evening\nTea")
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(1900))
        // Then nothing is saved yet
        #expect(try await store.count() == 0)
        // When the rest of the period passes
        clock.advance(by: .milliseconds(100))
        // Then the text is saved once
        let event = await events.next()
        guard case .saved(let saved) = event else {
            Issue.record("expected a save, got \(String(describing: event))")
            return
        }
        #expect(saved.title == "Quiet evening")
        #expect(try await store.allEntries() == [saved])
        #expect(await editor.entry == saved)
    }

    @Test func eachChangeRestartsTheQuietPeriodSoTypingSavesAtMostOnce() async throws {
        let (editor, clock, store) = makeEditor()
        var events = editor.events.makeAsyncIterator()
        // Given a person typing a character every second for five seconds
        for text in ["D", "Di", "Dia", "Diar", "Diary"] {
            await editor.textDidChange(text)
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(1))
        }
        // Then no save happened while typing
        #expect(try await store.count() == 0)
        // When they pause for the quiet period
        clock.advance(by: .seconds(1))
        // Then exactly one save has the final text
        guard case .saved(let saved) = await events.next() else {
            Issue.record("expected a save")
            return
        }
        #expect(saved.title == "Diary")
        #expect(try await store.count() == 1)
        #expect(await editor.hasUnsavedChanges == false)
    }

    @Test func laterPausesUpdateTheSameEntry() async throws {
        let (editor, clock, store) = makeEditor()
        var events = editor.events.makeAsyncIterator()
        await editor.textDidChange("Draft")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))
        guard case .saved(let first) = await events.next() else {
            Issue.record("expected a first save")
            return
        }
        await editor.textDidChange("Draft\nmore words")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))
        guard case .saved(let second) = await events.next() else {
            Issue.record("expected a second save")
            return
        }
        #expect(second.id == first.id)
        #expect(second.body == "more words")
        #expect(try await store.count() == 1)
    }

    @Test func flushSavesAtOnceWithoutWaiting() async throws {
        let (editor, clock, store) = makeEditor()
        await editor.textDidChange("Leaving now\nsaved on the way out")
        let saved = try await editor.flush()
        #expect(saved?.title == "Leaving now")
        #expect(try await store.count() == 1)
        // The pending timer was cancelled: advancing the clock saves nothing more.
        clock.advance(by: .seconds(10))
        #expect(try await store.allEntries() == [saved].compactMap { $0 })
    }

    @Test func emptyTextIsNeverSaved() async throws {
        let (editor, clock, store) = makeEditor()
        await editor.textDidChange("  \n\n ")
        #expect(try await editor.flush() == nil)
        await editor.textDidChange("\n")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(5))
        #expect(try await editor.flush() == nil)
        #expect(try await store.count() == 0)
    }

    @Test func emptyingASavedEntryDeletesIt() async throws {
        // Given an editor opened on a stored entry
        let store = InMemoryDiaryStore()
        let stored = try await store.create(text: "Short-lived")
        let (editor, _, _) = makeEditor(entry: stored, store: store)
        var events = editor.events.makeAsyncIterator()
        // When its text is erased and the editor is left
        await editor.textDidChange("")
        _ = try await editor.flush()
        // Then the entry is gone
        #expect(await events.next() == .deleted(stored.id))
        #expect(try await store.count() == 0)
        #expect(await editor.entry == nil)
    }

    @Test func unchangedTextIsNotSavedAgain() async throws {
        let store = InMemoryDiaryStore()
        let stored = try await store.create(text: "Same\nwords")
        let (editor, _, _) = makeEditor(entry: stored, store: store)
        await editor.textDidChange("Same\nwords\n\n")
        _ = try await editor.flush()
        #expect(try await store.entry(id: stored.id) == stored)
        #expect(await editor.hasUnsavedChanges == false)
    }

    @Test func failedFlushKeepsTheTextPending() async throws {
        // Given an editor whose entry was deleted behind its back
        let store = InMemoryDiaryStore()
        let stored = try await store.create(text: "Gone soon")
        let (editor, _, _) = makeEditor(entry: stored, store: store)
        try await store.delete(id: stored.id)
        // When it saves a change
        await editor.textDidChange("Gone soon\nedited")
        let error = await #expect(throws: DiaryStoreError.self) { try await editor.flush() }
        // Then the error says why and the change is still unsaved
        #expect(error?.kind == .notFound)
        #expect(await editor.hasUnsavedChanges)
    }

    @Test func newEntriesCarryTheWeatherGiven() async throws {
        let store = InMemoryDiaryStore()
        let weather = Weather(condition: "Snow", iconCode: "13d")
        let editor = DiaryEditor(store: store, weather: weather, quietPeriod: .seconds(1), clock: TestClock())
        await editor.textDidChange("Snow day")
        let saved = try await editor.flush()
        #expect(saved?.weather == weather)
    }
}
