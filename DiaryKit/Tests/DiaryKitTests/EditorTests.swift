import DiaryKit
import Foundation
import GRDB
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
        // Given an editor whose store stops accepting writes (its table moved away)
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        let stored = try await store.create(text: "Kept")
        let editor = DiaryEditor(store: store, entry: stored, quietPeriod: .seconds(2), clock: TestClock())
        let other = try DatabaseQueue(path: path)
        try await other.write { try $0.execute(sql: "ALTER TABLE entry RENAME TO entry_away") }
        // When it saves a change
        await editor.textDidChange("Kept\nedited")
        await #expect(throws: DiaryStoreError.self) { try await editor.flush() }
        // Then the change is still unsaved, and saved once the table is back
        #expect(await editor.hasUnsavedChanges)
        try await other.write { try $0.execute(sql: "ALTER TABLE entry_away RENAME TO entry") }
        _ = try await editor.flush()
        #expect(try await store.entry(id: stored.id)?.body == "edited")
    }

    @Test func entryDeletedElsewhereIsStoredAgainOnlyWhenTheTextChanges() async throws {
        // Given an editor whose entry was deleted behind its back
        let store = InMemoryDiaryStore()
        let stored = try await store.create(text: "Gone soon")
        let (editor, _, _) = makeEditor(entry: stored, store: store)
        var events = editor.events.makeAsyncIterator()
        try await store.delete(id: stored.id)
        // When it catches up with the store, it says so and stores nothing
        try await editor.catchUpWithStore()
        #expect(await events.next() == .removedElsewhere(stored.id))
        _ = try await editor.flush()
        #expect(try await store.count() == 0)
        // When the text changes, the entry is stored again: same identifier, same day
        await editor.textDidChange("Gone soon\nedited")
        let again = try #require(try await editor.flush())
        #expect(again.id == stored.id)
        #expect(again.createdAt == stored.createdAt)
        #expect(try await store.allEntries() == [again])
    }

    @Test func newEntriesCarryTheWeatherGiven() async throws {
        let store = InMemoryDiaryStore()
        let weather = DiaryWeather(condition: "Snow", iconCode: "13d")
        let editor = DiaryEditor(store: store, weather: weather, quietPeriod: .seconds(1), clock: TestClock())
        await editor.textDidChange("Snow day")
        let saved = try await editor.flush()
        #expect(saved?.weather == weather)
    }
}

@Suite("Autosaving editor, title and body fields")
struct EditorFieldTests {
    private func makeEditor(entry: DiaryEntry? = nil, store: InMemoryDiaryStore = InMemoryDiaryStore())
        -> (DiaryEditor<TestClock>, TestClock, InMemoryDiaryStore)
    {
        let clock = TestClock()
        let editor = DiaryEditor(store: store, entry: entry, quietPeriod: .seconds(2), clock: clock)
        return (editor, clock, store)
    }

    @Test func aBodyOnlyEntryIsSavedWithAnEmptyTitleAfterTheQuietPeriod() async throws {
        // Given an editor with a title field and a body field
        let (editor, clock, store) = makeEditor()
        var events = editor.events.makeAsyncIterator()
        // When only the body is typed and typing pauses for less than the quiet period
        await editor.bodyDidChange("Rain all day.\nStayed in.")
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(1900))
        #expect(try await store.count() == 0)
        // Then, once the period is over, the entry is saved with an empty title
        clock.advance(by: .milliseconds(100))
        guard case .saved(let saved) = await events.next() else {
            Issue.record("expected a save")
            return
        }
        #expect(saved.title == "")
        #expect(saved.body == "Rain all day.\nStayed in.")
        #expect(try await store.allEntries() == [saved])
        #expect(await editor.hasUnsavedChanges == false)
    }

    @Test func eachFieldChangeRestartsTheQuietPeriod() async throws {
        let (editor, clock, store) = makeEditor()
        var events = editor.events.makeAsyncIterator()
        await editor.titleDidChange("Wal")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await editor.titleDidChange("Walk")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await editor.bodyDidChange("Around the lake.")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        #expect(try await store.count() == 0)
        clock.advance(by: .seconds(1))
        guard case .saved(let saved) = await events.next() else {
            Issue.record("expected a save")
            return
        }
        #expect(saved.title == "Walk")
        #expect(saved.body == "Around the lake.")
        #expect(try await store.count() == 1)
    }

    @Test func anUntitledEntryOpenedInTheEditorKeepsItsEmptyTitle() async throws {
        // Given a stored entry with no title
        let store = InMemoryDiaryStore()
        let stored = try await store.create(title: "", body: "First line\nSecond line")
        let (editor, _, _) = makeEditor(entry: stored, store: store)
        #expect(await editor.title == "")
        #expect(await editor.body == "First line\nSecond line")
        #expect(await editor.hasUnsavedChanges == false)
        // When its body is edited
        await editor.bodyDidChange("First line\nSecond line, longer")
        let saved = try #require(try await editor.flush())
        // Then its title is still empty: the body's first line did not become the title
        #expect(saved.title == "")
        #expect(saved.body == "First line\nSecond line, longer")
        #expect(saved.id == stored.id)
        #expect(try await store.entry(id: stored.id) == saved)
    }

    @Test func anUntitledEntrysOwnTextInTheOneTextFormIsNoChange() async throws {
        // Given an untitled entry opened in a one-text editor
        let store = InMemoryDiaryStore()
        let stored = try await store.create(title: "", body: "First line\nSecond line")
        let (editor, _, _) = makeEditor(entry: stored, store: store)
        // When the text view hands back the entry's own text
        await editor.textDidChange(await editor.text)
        // Then nothing changed: the body's first line did not become the title
        #expect(await editor.hasUnsavedChanges == false)
        #expect(await editor.title == "")
        _ = try await editor.flush()
        #expect(try await store.entry(id: stored.id) == stored)
        // A real change in the one-text form is read as one text
        await editor.textDidChange("First line\nSecond line, edited")
        #expect(try await editor.flush()?.title == "First line")
    }

    @Test func fieldsThatDifferOnlyInBlanksAreNotSavedAgain() async throws {
        let store = InMemoryDiaryStore()
        let stored = try await store.create(title: "Same", body: "words")
        let (editor, _, _) = makeEditor(entry: stored, store: store)
        await editor.fieldsDidChange(title: "  Same ", body: "\nwords  \n\n")
        #expect(await editor.hasUnsavedChanges == false)
        _ = try await editor.flush()
        #expect(try await store.entry(id: stored.id) == stored)
    }

    @Test func emptyingBothFieldsDeletesTheSavedEntry() async throws {
        let store = InMemoryDiaryStore()
        let stored = try await store.create(title: "Short-lived", body: "soon gone")
        let (editor, _, _) = makeEditor(entry: stored, store: store)
        var events = editor.events.makeAsyncIterator()
        await editor.titleDidChange(" ")
        #expect(try await editor.flush()?.title == "")
        #expect(await events.next() == .saved(try #require(try await store.entry(id: stored.id))))
        await editor.bodyDidChange("")
        #expect(try await editor.flush() == nil)
        #expect(await events.next() == .deleted(stored.id))
        #expect(try await store.count() == 0)
    }

    @Test func bothFieldsBlankAreNeverSaved() async throws {
        let (editor, clock, store) = makeEditor()
        await editor.fieldsDidChange(title: "  ", body: "\n\n")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(5))
        #expect(try await editor.flush() == nil)
        #expect(try await store.count() == 0)
    }

    @Test func theOneTextFormStillReadsItsFirstLineAsTheTitle() async throws {
        let (editor, _, _) = makeEditor()
        await editor.textDidChange("\nPicnic\n\nBy the river.")
        #expect(await editor.title == "Picnic")
        #expect(await editor.body == "By the river.")
        let saved = try #require(try await editor.flush())
        #expect(saved.title == "Picnic")
        #expect(saved.body == "By the river.")
        // Switching to the fields form keeps editing the same entry.
        await editor.titleDidChange("")
        let untitled = try #require(try await editor.flush())
        #expect(untitled.id == saved.id)
        #expect(untitled.title == "")
        #expect(untitled.body == "By the river.")
    }

    @Test func newBodyOnlyEntriesCarryTheWeatherGiven() async throws {
        let weather = DiaryWeather(condition: "Snow", iconCode: "13d")
        let store = InMemoryDiaryStore()
        let editor = DiaryEditor(store: store, weather: weather, quietPeriod: .seconds(1), clock: TestClock())
        await editor.bodyDidChange("Snow day")
        let saved = try await editor.flush()
        #expect(saved?.weather == weather)
        #expect(saved?.title == "")
    }
}
