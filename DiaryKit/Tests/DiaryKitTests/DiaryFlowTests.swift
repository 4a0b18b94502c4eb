import DiaryKit
import DiaryKitTesting
import Foundation
import GRDB
import Testing

/// The diary app's screens driven through their intents only: the list, the writing screen it
/// pushes, the delete question and the share sheet over it, and back.
@Suite("Diary flow", .timeLimit(.minutes(1)))
@MainActor
struct DiaryFlowTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current

    private let english = Locale(identifier: "en")

    /// A list over `store`, whose writing screens save two seconds after typing stops on `clock`.
    private func list(
        _ store: any DiaryStore, clock: ManualClock = ManualClock(), locale: Locale? = nil
    ) -> DiaryListScreenModel {
        DiaryListScreenModel(
            store: store, locale: locale ?? english, timeZone: utc, now: { day(86_400 * 30) },
            quietPeriod: .seconds(2), clock: clock)
    }

    /// The instant `seconds` after a manual clock's start.
    private func at(_ seconds: Int) -> ManualClock.Instant {
        ManualClock.Instant(offset: .seconds(seconds))
    }

    // MARK: - The whole flow

    @Test(arguments: StoreKind.allCases)
    func writeReadEditShareAndDeleteAnEntry(_ kind: StoreKind) async throws {
        // The list of an empty diary says so
        let store = try kind.makeStore(clock: ManualDate(day(0)))
        let clock = ManualClock()
        let list = list(store, clock: clock)
        await list.load()
        #expect(list.emptyMessage == "No entries yet. Write the first one.")
        #expect(list.destination == nil)
        #expect(list.canAddEntry)
        #expect(list.newEntryActionTitle == "New Entry")

        // "+" pushes the writing screen of a new entry; nothing is stored yet
        list.addEntry()
        let writing = try #require(list.destination.editor)
        #expect(writing.title == "New Entry")
        #expect(writing.titleField.isEmpty && writing.bodyField.isEmpty)
        #expect(writing.titlePlaceholder == "Title")
        #expect(writing.bodyPlaceholder == "How was your day?")
        #expect(!writing.canDelete)
        #expect(try await store.count() == 0)

        // The title, then a second later the body; saved two seconds after the last keystroke
        writing.titleChanged("Picnic")
        await clock.waitForSleeper(until: at(2))
        clock.advance(by: .seconds(1))
        writing.bodyChanged("Sandwiches by the river.")
        #expect(writing.saveStatus == "Not saved yet")
        await clock.waitForSleeper(until: at(3))
        clock.advance(by: .seconds(2))
        await waitUntil { writing.saveState == .saved }
        #expect(writing.title == "January 1, 2023")
        #expect(writing.text == "Picnic\nSandwiches by the river.")
        #expect(writing.canDelete)

        // The list shows the new row at once, without a refresh
        #expect(list.items.map(\.title) == ["Picnic"])
        #expect(list.emptyMessage == nil)

        // Back to the list
        await list.closeEditor()
        #expect(list.destination == nil)
        let row = try #require(list.items.first)
        #expect(list.items.count == 1)
        #expect(row.title == "Picnic")
        #expect(row.day == "January 1, 2023")
        #expect(row.preview == "Sandwiches by the river.")
        #expect(row.accessibilityHint == "Opens the entry. Swipe to share or delete it.")

        // The row opens its entry, shown in both forms
        list.open(row.id)
        let reading = try #require(list.destination.editor)
        #expect(reading !== writing)
        #expect(reading.title == "January 1, 2023")
        #expect(reading.titleField == "Picnic")
        #expect(reading.bodyField == "Sandwiches by the river.")
        #expect(reading.text == "Picnic\nSandwiches by the river.")
        #expect(reading.saveStatus == nil)

        // An edit, saved on the way back; the row shows it at once
        reading.bodyChanged("Sandwiches and plums by the river.")
        await list.closeEditor()
        #expect(list.destination == nil)
        #expect(list.items.map(\.preview) == ["Sandwiches and plums by the river."])
        #expect(try await store.entry(id: row.id)?.body == "Sandwiches and plums by the river.")
        #expect(try await store.count() == 1)

        // Shared from the writing screen: the share sheet gets the title, the day and the body
        list.open(row.id)
        let sharing = try #require(list.destination.editor)
        #expect(sharing.canShare)
        #expect(sharing.shareActionTitle == "Share")
        sharing.share()
        let shared = try #require(sharing.destination.share)
        #expect(shared.id == row.id)
        #expect(shared.subject == "Picnic")
        #expect(shared.text == "Picnic\nJanuary 1, 2023\n\nSandwiches and plums by the river.")
        sharing.destination = nil
        #expect(sharing.destination == nil)

        // Delete asks first; cancelled, the entry and the screen stay
        #expect(sharing.deleteActionTitle == "Delete")
        sharing.requestDelete()
        let question = try #require(sharing.destination.deleteConfirmation)
        #expect(question.title == "Really?")
        #expect(question.message == "Are you sure you want to delete “Picnic”? It can't be brought back.")
        #expect(question.cancelTitle == "Cancel")
        #expect(question.confirmTitle == "Delete")
        #expect(question.id == row.id)
        sharing.cancelDelete()
        #expect(sharing.destination == nil)
        #expect(list.destination.editor === sharing)
        #expect(try await store.count() == 1)

        // Asked again and confirmed: back on the list, the row gone, and the list says so
        sharing.requestDelete()
        await sharing.confirmDelete(try #require(sharing.destination.deleteConfirmation))
        #expect(sharing.destination == nil)
        #expect(list.destination == nil)
        #expect(list.items.isEmpty)
        #expect(list.notice == "Deleted “Picnic”.")
        #expect(list.emptyMessage == "No entries yet. Write the first one.")
        #expect(try await store.count() == 0)
        list.stop()
    }

    @Test func koreanScreensSpeakKorean() async throws {
        let store = InMemoryDiaryStore(now: { day(0) })
        let list = list(store, locale: Locale(identifier: "ko"))
        await list.load()
        #expect(list.newEntryActionTitle == "새 일기 쓰기")
        list.addEntry()
        let editor = try #require(list.destination.editor)
        #expect(editor.title == "새 일기")
        #expect(editor.titlePlaceholder == "제목")
        #expect(editor.bodyPlaceholder == "오늘 하루는 어땠나요?")
        #expect(editor.titleAccessibilityLabel == "일기 제목")
        #expect(editor.bodyAccessibilityLabel == "제목 아래 일기 내용")
        editor.text = "소풍\n강가에서 샌드위치를 먹었다."
        await list.closeEditor()
        let id = try #require(list.items.first?.id)
        list.open(id)
        let opened = try #require(list.destination.editor)
        opened.requestDelete()
        #expect(opened.destination.deleteConfirmation?.title == "진짜요?")
        #expect(opened.destination.deleteConfirmation?.message == "“소풍” 일기를 정말로 삭제하시겠어요?")
        await opened.confirmDelete(try #require(opened.destination.deleteConfirmation))
        #expect(list.notice == "“소풍” 일기를 삭제했어요.")
        list.stop()
    }

    // MARK: - The list's intents

    @Test func aNewEntryClosedEmptyLeavesNothing() async throws {
        let store = InMemoryDiaryStore(now: { day(0) })
        let list = list(store)
        await list.load()

        list.addEntry()
        let editor = try #require(list.destination.editor)
        editor.titleChanged("  ")
        editor.bodyChanged("\n")
        await list.closeEditor()

        #expect(list.destination == nil)
        #expect(editor.saveState == .idle)
        #expect(try await store.count() == 0)
        #expect(list.items.isEmpty)
        #expect(list.emptyMessage == "No entries yet. Write the first one.")
        list.stop()
    }

    @Test(arguments: StoreKind.allCases)
    func closingAWritingScreenWhoseSaveFailsKeepsItShown(_ kind: StoreKind) async throws {
        let store = try kind.makeStore(clock: ManualDate(day(0)))
        let list = list(store)
        await list.load()

        // A draft longer than an entry can hold: the save on the way back fails
        list.addEntry()
        let editor = try #require(list.destination.editor)
        let tooLong = String(repeating: "a", count: DiaryEntry.maximumLength + 10)
        editor.text = "Long\n" + tooLong
        await list.closeEditor()

        // The writing screen stays, with its text and why it was not saved
        #expect(list.destination.editor === editor)
        #expect(editor.saveState.isFailed)
        #expect(editor.saveStatus?.hasPrefix("Not saved: ") == true)
        #expect(editor.bodyField == tooLong)
        #expect(try await store.count() == 0)

        // Shortened, it is saved and the list shows alone again
        editor.bodyChanged("Short enough.")
        await list.closeEditor()
        #expect(list.destination == nil)
        #expect(try await store.allEntries().map(\.body) == ["Short enough."])
        #expect(list.items.map(\.title) == ["Long"])
        list.stop()
    }

    @Test func aWritingScreenWhoseSaveFailsIsStillDismissedByItsBinding() async throws {
        let store = InMemoryDiaryStore(now: { day(0) })
        let list = list(store)
        await list.load()
        list.addEntry()
        let editor = try #require(list.destination.editor)
        editor.text = "Long\n" + String(repeating: "a", count: DiaryEntry.maximumLength + 10)

        // The person swipes back: the app's binding dismisses it, as it asked
        list.destination.editor = nil

        #expect(list.destination == nil)
        await waitUntil { editor.saveState.isFailed }
        #expect(list.destination == nil)
        #expect(try await store.count() == 0)
        list.stop()
    }

    @Test func aNewEntryWrittenFromTheListGetsTheListsWeather() async throws {
        let store = InMemoryDiaryStore(now: { day(0) })
        let transport = StubTransport(
            body: StubTransport.weatherBody(DiaryWeather(condition: "Rain", iconCode: "10d")))
        let client = WeatherClient(apiKey: "test-key", transport: transport)
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) }, clock: ManualClock(),
            fetchWeather: { try await client.currentWeather(latitude: 37.57, longitude: 126.98) })
        await list.load()

        list.addEntry()
        list.destination.editor?.text = "Rainy commute\nForgot the umbrella."
        await list.closeEditor()

        #expect(list.items.first?.row.weather == "Rain")
        #expect(
            try await store.allEntries().first?.weather == DiaryWeather(condition: "Rain", iconCode: "10d"))
        #expect(transport.requests.count == 1)

        // An entry opened from a row keeps the weather it has and asks for none
        let id = try #require(list.items.first?.id)
        list.open(id)
        list.destination.editor?.text = "Rainy commute\nForgot the umbrella again."
        await list.closeEditor()
        #expect(transport.requests.count == 1)
        #expect(list.items.first?.preview == "Forgot the umbrella again.")
        #expect(list.items.first?.row.weather == "Rain")
        list.stop()
    }

    @Test func openingAnUnknownEntryShowsNothing() async throws {
        let store = InMemoryDiaryStore()
        try await store.insert(entry(1, title: "Picnic", at: day(0)))
        let list = list(store)
        await list.load()

        list.open(UUID())

        #expect(list.destination == nil)
        #expect(list.items.map(\.title) == ["Picnic"])
        list.stop()
    }

    @Test func aWritingScreenDismissedByItsBindingSavesWhatIsPending() async throws {
        let store = InMemoryDiaryStore(now: { day(0) })
        let list = list(store)
        await list.load()
        list.addEntry()
        let editor = try #require(list.destination.editor)
        editor.text = "Quick note\nWritten on the bus."

        // The person swipes back: the view's binding sets the destination to nil
        list.destination.editor = nil

        #expect(list.destination == nil)
        await waitUntil { list.items.map(\.title) == ["Quick note"] }
        #expect(try await store.allEntries().map(\.body) == ["Written on the bus."])
        #expect(editor.saveState == .saved)
        list.stop()
    }

    @Test func aDeleteQuestionTheAlertAlreadyClosedIsAnsweredWithTheOneItShowed() async throws {
        let store = InMemoryDiaryStore()
        try await store.insert(entry(1, title: "Picnic", at: day(0)))
        try await store.insert(entry(2, title: "Walk", at: day(86_400)))
        let list = list(store)
        await list.load()
        let walk = try #require(list.items.first?.id)

        // Cancelled: the question it showed, passed later, deletes nothing
        list.requestDelete(walk)
        let cancelled = try #require(list.destination.deleteConfirmation)
        list.cancelDelete()
        await list.confirmDelete(cancelled)
        #expect(try await store.count() == 2)

        // The alert's button passes the question it showed, which its binding closed first
        list.requestDelete(walk)
        let question = try #require(list.destination.deleteConfirmation)
        list.destination.deleteConfirmation = nil
        await list.confirmDelete(question)

        #expect(list.items.map(\.title) == ["Picnic"])
        #expect(list.notice == "Deleted “Walk”.")
        #expect(try await store.entry(id: walk) == nil)
        list.stop()
    }

    @Test func aReadOnlyDiaryOpensEntriesButWritesAndDeletesNothing() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let picnic = try await SQLiteDiaryStore(path: path).create(text: "Picnic\nBy the river.")
        let list = list(try SQLiteDiaryStore(path: path, access: .readOnly))
        await list.load()

        #expect(!list.canAddEntry)
        list.addEntry()
        #expect(list.destination == nil)

        list.open(picnic.id)
        let editor = try #require(list.destination.editor)
        #expect(!editor.isEditable)
        #expect(!editor.canDelete)
        editor.requestDelete()
        #expect(editor.destination == nil)
        await editor.confirmDelete(DiaryText(locale: english).deleteConfirmation(for: picnic))
        #expect(editor.notice == nil)
        // Sharing only reads, so it works
        editor.share()
        #expect(editor.destination.share?.subject == "Picnic")
        await list.closeEditor()
        #expect(try await SQLiteDiaryStore(path: path).count() == 1)
        list.stop()
    }

    @Test func emptyingTheTextRemovesTheEntryButKeepsTheWritingScreen() async throws {
        let store = InMemoryDiaryStore()
        try await store.insert(entry(1, title: "Picnic", body: "By the river.", at: day(0)))
        let list = list(store)
        await list.load()
        let id = try #require(list.items.first?.id)
        list.open(id)
        let editor = try #require(list.destination.editor)

        editor.text = ""
        await editor.saveNow()

        #expect(editor.saveState == .deleted)
        #expect(list.destination.editor === editor)
        #expect(try await store.count() == 0)
        await waitUntil { list.items.isEmpty }
        #expect(list.notice == nil)
        list.stop()
    }

    // MARK: - The writing screen's intents

    @Test func theFieldsAndTheOneTextAreTheSameEntry() async throws {
        let store = InMemoryDiaryStore(now: { day(0) })
        let editor = DiaryEditorScreenModel(
            store: store, locale: english, timeZone: utc, clock: ManualClock())
        var events: [DiaryEditorScreenModel.Event] = []
        editor.onEvent = { events.append($0) }

        // A body without a title is saved untitled, not with its first line moved up
        editor.bodyField = "Rain all day.\nStayed in."
        #expect(editor.text == "\nRain all day.\nStayed in.")
        await editor.close()
        let untitled = try #require(try await store.allEntries().first)
        #expect(untitled.title == "")
        #expect(untitled.body == "Rain all day.\nStayed in.")
        #expect(events == [.saved(untitled)])

        // The title field takes a title; the one text shows both
        editor.titleField = "Rainy Sunday"
        #expect(editor.text == "Rainy Sunday\nRain all day.\nStayed in.")
        await editor.close()
        #expect(try await store.entry(id: untitled.id)?.title == "Rainy Sunday")

        // Typing in the one text shows in the fields
        editor.textChanged("Rainy Sunday\nRain all day.\nStayed in with tea.")
        #expect(editor.titleField == "Rainy Sunday")
        #expect(editor.bodyField == "Rain all day.\nStayed in with tea.")
        await editor.close()
        #expect(try await store.entry(id: untitled.id)?.body == "Rain all day.\nStayed in with tea.")
        #expect(events.count == 3)
        #expect(try await store.count() == 1)
    }

    @Test func anEntryOpenedUntitledStaysUntitled() async throws {
        let store = InMemoryDiaryStore()
        let untitled = entry(1, title: "", body: "Rain on the window.", at: day(0))
        try await store.insert(untitled)
        let editor = DiaryEditorScreenModel(
            store: store, entry: untitled, locale: english, timeZone: utc, clock: ManualClock())
        #expect(editor.titleField == "")
        #expect(editor.bodyField == "Rain on the window.")

        editor.bodyChanged("Rain on the window.")
        #expect(editor.saveState == .saved)
        editor.bodyChanged("Rain on the window, all night.")
        await editor.close()

        #expect(try await store.entry(id: untitled.id)?.title == "")
        #expect(try await store.entry(id: untitled.id)?.body == "Rain on the window, all night.")
    }

    @Test func sharingAnEmptyEntryShowsNothingAndANewOneSharesWhatIsTyped() async throws {
        let editor = DiaryEditorScreenModel(
            store: InMemoryDiaryStore(), locale: english, timeZone: utc, now: { day(86_400) },
            clock: ManualClock())
        #expect(!editor.canShare)
        editor.share()
        #expect(editor.destination == nil)

        editor.text = "   \n  "
        editor.share()
        #expect(editor.destination == nil)

        editor.text = "Picnic\nNot saved yet."
        #expect(editor.canShare)
        editor.share()
        #expect(editor.destination.share?.text == "Picnic\nJanuary 2, 2023\n\nNot saved yet.")
        #expect(editor.entry == nil)
    }

    @Test func aDeleteTheStoreRefusesSaysWhyAndKeepsTheEntryAndItsText() async throws {
        // Given an entry open for writing, and a diary whose table another program moved away
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        let picnic = try await store.create(text: "Picnic\nBy the river.")
        let list = list(store)
        await list.load()
        list.open(picnic.id)
        let editor = try #require(list.destination.editor)
        editor.text = "Picnic\nBy the river, with plums."
        await editor.saveNow()
        let other = try DatabaseQueue(path: path)
        try await other.write { try $0.execute(sql: "ALTER TABLE entry RENAME TO entry_away") }

        // When the person confirms the deletion
        editor.requestDelete()
        await editor.confirmDelete(try #require(editor.destination.deleteConfirmation))

        // Then the screen says why, and nothing is lost
        let notice = try #require(editor.notice)
        #expect(notice.hasPrefix("Not deleted: "))
        #expect(editor.saveState == .saved)
        #expect(editor.text == "Picnic\nBy the river, with plums.")
        #expect(editor.entry?.id == picnic.id)
        #expect(list.destination.editor === editor)
        editor.dismissNotice()
        #expect(editor.notice == nil)

        // And once the table is back, closing keeps the entry as it was
        try await other.write { try $0.execute(sql: "ALTER TABLE entry_away RENAME TO entry") }
        await list.closeEditor()
        #expect(try await store.entry(id: picnic.id)?.body == "By the river, with plums.")
        list.stop()
    }

    @Test func aWritingScreenAloneTellsItsOwnerAndClearsAfterADelete() async throws {
        let store = InMemoryDiaryStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = DiaryEditorScreenModel(
            store: store, entry: picnic, locale: english, timeZone: utc, clock: ManualClock())
        var events: [DiaryEditorScreenModel.Event] = []
        editor.onEvent = { events.append($0) }
        editor.text = "Picnic\nBy the river, unsaved."

        editor.requestDelete()
        await editor.confirmDelete(try #require(editor.destination.deleteConfirmation))

        #expect(events == [.deleted(picnic.id)])
        #expect(editor.notice == "Deleted “Picnic”.")
        #expect(editor.text.isEmpty)
        #expect(editor.entry == nil)
        #expect(editor.title == "New Entry")
        #expect(editor.saveState == .idle)
        #expect(try await store.count() == 0)
        // Closing afterwards writes nothing back
        await editor.close()
        #expect(try await store.count() == 0)
    }
}

extension DiaryEditorScreenModel.SaveState {
    /// Whether the last save failed (``failed(_:)``).
    fileprivate var isFailed: Bool {
        if case .failed = self { true } else { false }
    }
}
