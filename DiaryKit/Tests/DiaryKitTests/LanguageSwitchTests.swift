import DiaryKit
import DiaryKitTesting
import Foundation
import Testing

/// Switching a screen model's `locale`: every word follows, and nothing the screen holds is lost
/// (the draft typed, the rows read, the delete question, the share sheet, a conflict), with
/// nothing read from the store again.
@Suite("Switching language", .timeLimit(.minutes(1)))
@MainActor
struct LanguageSwitchTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let english = Locale(identifier: "en")
    private let korean = Locale(identifier: "ko")

    @Test func aNewEntrysDraftStaysAndItsPromptsSpeakKorean() async throws {
        // Given the list with a new entry's writing screen open, text typed but not saved yet
        let store = InMemoryDiaryStore()
        let clock = ManualClock()
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(0) }, clock: clock)
        await list.load()
        list.addEntry()
        let editor = try #require(list.destination.editor)
        editor.text = "Picnic\nSandwiches by the river."
        #expect(editor.saveStatus == "Not saved yet")

        // When the list's language changes to Korean
        list.locale = korean

        // Then the same writing screen is open, its draft kept, its words Korean
        #expect(list.destination.editor === editor)
        #expect(editor.locale == korean)
        #expect(editor.text == "Picnic\nSandwiches by the river.")
        #expect(editor.title == "새 일기")
        #expect(editor.placeholder == "첫 줄에 제목을 쓰고, 그 아래에 오늘 이야기를 적어 보세요.")
        #expect(editor.titlePlaceholder == "제목")
        #expect(editor.bodyPlaceholder == "오늘 하루는 어땠나요?")
        #expect(editor.shareActionTitle == "공유")
        #expect(editor.saveStatus == "아직 저장하지 않았어요")
        #expect(list.title == "일기장")
        #expect(list.newEntryActionTitle == "새 일기 쓰기")

        // And the draft is saved once, as it was typed
        await list.closeEditor()
        #expect(try await store.allEntries().map(\.text) == ["Picnic\nSandwiches by the river."])
        #expect(list.items.map(\.title) == ["Picnic"])
    }

    @Test func theListKeepsItsRowsAndItsOpenDeleteQuestionAndReadsNothing() async throws {
        // Given fifteen entries, two pages read, the delete question open over "Day 15"
        let store = CountingDiaryStore(InMemoryDiaryStore())
        for number in 1...15 {
            try await store.insert(entry(number, title: "Day \(number)", at: day(Double(number) * 86_400)))
        }
        let list = DiaryListScreenModel(
            store: store, locale: english, timeZone: utc, now: { day(86_400 * 30) }, pageSize: 10)
        await list.load()
        await list.loadNextPage()
        #expect(list.items.count == 15)
        let newest = try #require(list.items.first)
        list.requestDelete(newest.id)
        let englishDay = newest.day
        store.reset()

        // When the language changes to Korean
        list.locale = korean

        // Then the rows are the same ones, worded in Korean, and the question is still open
        #expect(list.items.map(\.id) == (1...15).reversed().map { entry($0, title: "", at: day(0)).id })
        #expect(list.items.first?.day != englishDay)
        #expect(list.items.first?.accessibilityHint == "일기를 열어요. 옆으로 밀면 공유하거나 삭제할 수 있어요.")
        let question = try #require(list.destination.deleteConfirmation)
        #expect(question.id == newest.id)
        #expect(question.title == "진짜요?")
        #expect(question.message.contains("Day 15"))
        #expect(store.readsMade.isEmpty)

        // And the deletion it asks for still works, said in Korean, then in English again
        await list.confirmDelete(try #require(list.destination.deleteConfirmation))
        #expect(list.notice == "“Day 15” 일기를 삭제했어요.")
        list.locale = english
        #expect(list.notice == "Deleted “Day 15”.")
        #expect(list.title == "Diary")
    }

    @Test func theEditorsConflictAndShareSheetAreWordedAgainWithTheirTexts() async throws {
        // Given an open entry whose title clashed with a change made elsewhere, shared
        let store = InMemoryDiaryStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = DiaryEditorScreenModel(
            store: store, entry: picnic, locale: english, timeZone: utc, clock: ManualClock())
        editor.titleField = "Picnic by the sea"
        try await store.update(id: picnic.id, title: "Picnic at noon", body: nil)
        await editor.close()
        #expect(editor.conflict?.otherTitleLabel == "Title saved elsewhere")
        editor.share()
        let englishShare = try #require(editor.destination.share)

        // When the language changes to Korean
        editor.locale = korean

        // Then the conflict keeps the other text, in Korean words
        let conflict = try #require(editor.conflict)
        #expect(conflict.otherTitle == "Picnic at noon")
        #expect(conflict.otherTitleLabel == "다른 곳에서 저장한 제목")
        #expect(conflict.keepMineTitle == "내 글 유지")
        // And the share sheet is still open, the same entry, its date in Korean
        let shared = try #require(editor.destination.share)
        #expect(shared.id == englishShare.id)
        #expect(shared.subject == "Picnic by the sea")
        #expect(shared.text != englishShare.text)
        #expect(shared.text.hasPrefix("Picnic by the sea\n"))
        #expect(editor.titleField == "Picnic by the sea")
        #expect(editor.saveStatus == "저장했어요")
        #expect(editor.title == DiaryText(locale: korean, timeZone: utc).longDate(picnic.createdAt))
    }

    @Test func theEditorsNoticesAndDeleteQuestionAreWordedAgain() async throws {
        let store = InMemoryDiaryStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = DiaryEditorScreenModel(
            store: store, entry: picnic, locale: english, timeZone: utc, clock: ManualClock())
        editor.requestDelete()
        #expect(editor.destination.deleteConfirmation?.title == "Really?")

        editor.locale = korean

        #expect(editor.destination.deleteConfirmation?.title == "진짜요?")
        #expect(editor.destination.deleteConfirmation?.id == picnic.id)
        editor.cancelDelete()

        // An entry deleted elsewhere is said, and said again in the new language
        try await store.delete(id: picnic.id)
        await waitUntil { editor.notice != nil }
        #expect(editor.notice?.hasPrefix("다른 곳에서 이 일기를 삭제했어요.") == true)
        editor.locale = english
        #expect(editor.notice?.hasPrefix("다른 곳") == false)
        #expect(editor.text == "Picnic\nBy the river.")
    }
}
