import DiaryKit
import DiaryKitReports
import Foundation
import Testing

@Suite("Presentation in English and Korean")
struct PresentationTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    /// 22 December 2020, 09:30 UTC.
    static let written = Date(timeIntervalSince1970: 1_608_629_400)

    private func text(_ language: String, now: Date = Date(timeIntervalSince1970: 1_700_000_000)) -> DiaryText
    {
        DiaryText(locale: Locale(identifier: language), timeZone: Self.utc, now: { now })
    }

    private let sample = DiaryEntry(
        id: UUID(uuidString: "1a2b3c4d-0000-4000-8000-000000000001") ?? UUID(), title: "첫눈",
        body: "창밖이 하얗다.\n\n코코아를 끓였다.", createdAt: written, updatedAt: written.addingTimeInterval(3600),
        weather: DiaryWeather(condition: "Snow", iconCode: "13d"))

    @Test(arguments: [("en", "December 22, 2020"), ("ko", "2020년 12월 22일")])
    func listRowShowsTitleLongDateAndOneLineOfBody(_ language: String, _ date: String) {
        let row = text(language).row(for: sample)
        #expect(row.id == "1a2b3c4d-0000-4000-8000-000000000001")
        #expect(row.shortID == "1a2b3c4d")
        #expect(row.title == "첫눈")
        #expect(row.date == date)
        #expect(row.relativeDay == nil)
        #expect(row.day == date)
        #expect(row.preview == "창밖이 하얗다. 코코아를 끓였다.")
    }

    @Test(arguments: [("en", "Today", "Yesterday"), ("ko", "오늘", "어제")])
    func recentEntriesSayTodayOrYesterday(_ language: String, _ today: String, _ yesterday: String) {
        let now = Self.written.addingTimeInterval(3600)
        let texts = text(language, now: now)
        #expect(texts.relativeDay(Self.written) == today)
        #expect(texts.row(for: sample).day == today)
        #expect(texts.relativeDay(Self.written.addingTimeInterval(-86_400)) == yesterday)
        #expect(texts.relativeDay(Self.written.addingTimeInterval(-2 * 86_400)) == nil)
    }

    @Test func aRecentRowsSpokenLabelHoldsTheDayAsShownThenItsDate() {
        // The row shows "Today"; someone who drives the screen by voice says what they see, so
        // the label holds it (WCAG's label in name), then the date a screen reader adds.
        let now = Self.written.addingTimeInterval(3600)
        let english = text("en", now: now)
        #expect(
            english.accessibilityLabel(for: english.row(for: sample))
                == "첫눈, Today, written December 22, 2020, weather Snow. 창밖이 하얗다. 코코아를 끓였다.")
        let korean = text("ko", now: now)
        let plain = DiaryEntry(id: sample.id, title: "첫눈", body: "하얗다.", createdAt: Self.written)
        #expect(korean.accessibilityLabel(for: korean.row(for: plain)) == "첫눈, 오늘(2020년 12월 22일)에 씀. 하얗다.")
        // An older row shows its date, said once.
        #expect(
            text("en").accessibilityLabel(for: text("en").row(for: plain))
                == "첫눈, written December 22, 2020. 하얗다.")
    }

    @Test func relativeDaysFollowTheTimeZone() {
        // 23:30 UTC on the 22nd is already the 23rd in Seoul.
        let late = Date(timeIntervalSince1970: 1_608_679_800)
        let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
        let nextMorningInSeoul = Date(timeIntervalSince1970: 1_608_681_600)
        let texts = DiaryText(locale: Locale(identifier: "ko"), timeZone: seoul, now: { nextMorningInSeoul })
        #expect(texts.longDate(late) == "2020년 12월 23일")
        #expect(texts.relativeDay(late) == "오늘")
    }

    @Test func previewIsOneLineCutWithAnEllipsis() {
        let long = DiaryEntry(
            title: "t", body: String(repeating: "word ", count: 40) + "\n\tend", createdAt: Self.written)
        let preview = text("en").row(for: long).preview
        #expect(preview.count == DiaryText.previewLength)
        #expect(preview.hasSuffix("…"))
        #expect(!preview.contains("\n"))
    }

    @Test func controlCharactersFromStoredTextNeverReachTheScreen() {
        let hostile = DiaryEntry(
            title: "Bell\u{7}\u{1B}[31mRed", body: "line\u{1B}]0;title\u{7}\nnext\u{202E}line",
            createdAt: Self.written)
        let texts = text("en")
        let row = texts.row(for: hostile)
        let detail = texts.detail(for: hostile)
        for shown in [
            row.title, row.preview, detail.title, detail.body, texts.shareText(for: hostile),
            texts.markdown(for: [hostile]),
        ] {
            #expect(
                !shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E },
                "\(shown)")
        }
        #expect(detail.body.contains("\n"))
    }

    @Test func blankTitleShowsAsUntitled() {
        let untitled = DiaryEntry(title: " ", body: "Only a body", createdAt: Self.written)
        #expect(text("en").row(for: untitled).title == "Untitled")
        #expect(text("ko").row(for: untitled).title == "제목 없음")
    }

    @Test func detailHasBodyDatesWeatherAndLabelledFields() {
        let english = text("en").detail(for: sample)
        #expect(english.body == "창밖이 하얗다.\n\n코코아를 끓였다.")
        #expect(english.date == "December 22, 2020")
        #expect(english.created.hasPrefix("December 22, 2020"))
        #expect(english.created.contains("9:30"))
        #expect(english.updated?.contains("10:30") == true)
        #expect(english.weather == "Snow")
        #expect(english.weatherIconURL == "https://openweathermap.org/img/wn/13d@2x.png")
        #expect(english.fields.map(\.label) == ["ID", "Written", "Last edited", "Weather"])
        let korean = text("ko").detail(for: sample)
        #expect(korean.fields.map(\.label) == ["ID", "쓴 날", "마지막 수정", "날씨"])
        #expect(korean.weather == "눈")
        let unedited = DiaryEntry(title: "t", body: "", createdAt: Self.written)
        #expect(text("en").detail(for: unedited).updated == nil)
        #expect(text("en").detail(for: unedited).fields.count == 2)
    }

    @Test func deleteConfirmationUsesTheAppsWords() {
        let korean = text("ko").deleteConfirmation(for: sample)
        #expect(korean.title == "진짜요?")
        #expect(korean.message == "“첫눈” 일기를 정말로 삭제하시겠어요?")
        #expect(korean.cancelTitle == "취소")
        #expect(korean.confirmTitle == "삭제")
        let english = text("en").deleteConfirmation(for: sample)
        #expect(english.cancelTitle == "Cancel")
        #expect(english.confirmTitle == "Delete")
        #expect(english.title == "Really?")
        #expect(english.id == sample.id)
    }

    @Test func theTerminalQuestionNamesTheEntryAndWhatWasKept() {
        let korean = text("ko").terminalDeleteQuestion(for: sample)
        #expect(korean.id == sample.id)
        #expect(korean.prompt.contains("첫눈"))
        #expect(korean.declined == "“첫눈” 일기를 그대로 두었어요. 아무것도 지우지 않았어요.")
        #expect(text("en").terminalDeleteQuestion(for: sample).declined == "Kept “첫눈”; nothing was deleted.")
        #expect(
            text("en").deleteNeedsConfirmation(for: sample, option: "--yes").hasSuffix(
                "Add --yes to delete it without asking."))
    }

    @Test(arguments: [
        ("en", "y", true), ("en", " YES ", true), ("en", "", false), ("en", "n", false), ("en", "네", false),
        ("ko", "네", true), ("ko", "y", true), ("ko", "ㅇ", true), ("ko", "아니요", false),
    ])
    func onlyAnExplicitYesConfirmsADeletion(_ language: String, _ answer: String, _ confirms: Bool) {
        #expect(text(language).terminalDeleteQuestion(for: sample).isConfirmed(by: answer) == confirms)
    }

    @Test func shareTextHasTitleDateAndBody() {
        #expect(text("en").shareText(for: sample) == "첫눈\nDecember 22, 2020\n\n창밖이 하얗다.\n\n코코아를 끓였다.")
        let titleOnly = DiaryEntry(title: "Just a title", body: "", createdAt: Self.written)
        #expect(text("ko").shareText(for: titleOnly) == "Just a title\n2020년 12월 22일")
    }

    @Test func listPageSummarizesPagesAndCounts() throws {
        let english = text("en").listPage([sample], page: try DiaryPage(number: 2, size: 1), totalCount: 3)
        #expect(english.summary == "Page 2 of 3 · 3 entries")
        #expect(english.rows.count == 1)
        #expect(english.emptyMessage == nil)
        let korean = text("ko").listPage([sample], page: try DiaryPage(number: 1, size: 20), totalCount: 1)
        #expect(korean.summary == "1쪽 중 1쪽 · 일기 1개")
        let empty = text("en").listPage([], page: .first(), totalCount: 0)
        #expect(empty.emptyMessage == "No entries yet. Write the first one.")
        #expect(empty.pageCount == 1)
        let past = text("en").listPage([], page: try DiaryPage(number: 9, size: 20), totalCount: 21)
        #expect(past.emptyMessage == "Page 9 is past the end of the list; the last page is 2.")
    }

    @Test func aPageOfSearchResultsCountsEveryMatchAndSaysWhereItIs() throws {
        let found = DiarySearchPage(
            entries: [sample], page: try DiaryPage(number: 2, size: 1), totalCount: 3)
        let english = text("en").searchResults(found, for: "눈")
        #expect(english.summary == "3 entries match “눈”.")
        #expect(english.pageSummary == "Page 2 of 3 · 3 entries")
        #expect(english.pageNumber == 2)
        #expect(english.pageCount == 3)
        #expect(english.totalCount == 3)
        #expect(english.pastEndMessage == nil)
        let korean = text("ko").searchResults(found, for: "눈")
        #expect(korean.summary == "“눈”에 맞는 일기 3개를 찾았어요.")
        #expect(korean.pageSummary == "3쪽 중 2쪽 · 일기 3개")
        let onePage = text("en").searchResults(
            DiarySearchPage(entries: [sample], page: .first(), totalCount: 1), for: "눈")
        #expect(onePage.pageSummary == nil)
        let past = text("ko").searchResults(
            DiarySearchPage(entries: [], page: try DiaryPage(number: 5, size: 1), totalCount: 3), for: "눈")
        #expect(past.pastEndMessage == "5쪽은 검색 결과 끝을 넘어요. 마지막 쪽은 3쪽이에요.")
    }

    @Test func searchResultsSummarizeTheMatches() {
        #expect(text("en").searchResults([sample], for: "눈").summary == "1 entry matches “눈”.")
        #expect(text("en").searchResults([sample, sample], for: "눈").summary == "2 entries match “눈”.")
        #expect(text("ko").searchResults([], for: "비").summary == "“비”에 맞는 일기가 없어요.")
        #expect(text("ko").searchResults([sample], for: "눈").summary == "“눈”에 맞는 일기 1개를 찾았어요.")
    }

    @Test func noticesNameWhatHappened() {
        let english = text("en")
        #expect(english.created(sample) == "Saved “첫눈”.")
        #expect(english.deleted(sample) == "Deleted “첫눈”.")
        #expect(
            english.imported(DiaryImportResult(insertedCount: 15, skippedCount: 0)) == "Imported 15 entries.")
        #expect(
            english.imported(DiaryImportResult(insertedCount: 1, skippedCount: 2))
                == "Imported 1 entry (2 entries already in the diary, left unchanged).")
        #expect(english.exported(count: 2, to: "out.md") == "Exported 2 entries to out.md.")
        #expect(text("ko").updated(sample) == "“첫눈” 일기를 고쳤어요.")
        #expect(text("ko").entryCount(1_234) == "일기 1,234개")
    }

    @Test func toolMessagesNameTheProblemAndTheWayOut() {
        let english = text("en")
        #expect(english.textNeeded(editorVariable: "EDITOR").contains("set EDITOR to write it in an editor"))
        #expect(
            english.editorFailed(command: "vi\u{1B}[2J", status: 1)
                == "The editor “vi[2J” ended with status 1, so nothing was saved.")
        #expect(english.editorNotStarted(command: "nano", reason: "No such file").contains("(No such file)"))
        #expect(english.searchNeedsText().hasPrefix("Give the words to search for"))
        let korean = text("ko")
        #expect(korean.textNeeded(editorVariable: "EDITOR").contains("EDITOR를 설정해"))
        #expect(korean.editorFailed(command: "vi", status: 2).contains("상태 2로 끝나서"))
        #expect(korean.deleteNeedsConfirmation(for: sample, option: "--yes").contains("--yes를 붙이세요"))
        #expect(korean.searchNeedsText().hasPrefix("찾을 낱말을 주세요"))
    }

    @Test func unknownWeatherConditionsAreShownAsGiven() {
        #expect(text("ko").weatherName(DiaryWeather(condition: "Rain", iconCode: "10d")) == "비")
        #expect(
            text("ko").weatherName(DiaryWeather(condition: "Meteor shower", iconCode: "x")) == "Meteor shower"
        )
        #expect(DiaryWeather(condition: "x", iconCode: "../evil").iconURL == nil)
        #expect(DiaryWeather(condition: "x", iconCode: "").iconURL == nil)
    }

    @Test func tableHeadersAreLocalized() {
        let english = text("en").rowHeaders()
        #expect(
            [english.id, english.day, english.title, english.preview, english.weather] == [
                "ID", "Date", "Title", "Preview", "Weather",
            ])
        let korean = text("ko").rowHeaders()
        #expect([korean.day, korean.title, korean.preview] == ["날짜", "제목", "미리 보기"])
    }

    @Test func presentationValuesEncodeAsJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let row =
            try JSONSerialization.jsonObject(with: encoder.encode(text("en").row(for: sample)))
            as? [String: Any]
        #expect(row?["id"] as? String == "1a2b3c4d-0000-4000-8000-000000000001")
        #expect(row?["date"] as? String == "December 22, 2020")
        let detail =
            try JSONSerialization.jsonObject(with: encoder.encode(text("en").detail(for: sample)))
            as? [String: Any]
        #expect((detail?["fields"] as? [[String: String]])?.first?["label"] == "ID")
        _ = try encoder.encode(text("en").deleteConfirmation(for: sample))
        _ = try encoder.encode(text("en").listPage([sample], page: .first(), totalCount: 1))
        _ = try encoder.encode(text("en").searchResults([sample], for: "x"))
    }
}
