import DiaryKit
import Foundation
import Testing

/// Complete search (every match reachable, page by page, with exact counts), date filters and
/// "on this day", against both stores.
@Suite("Search pages, date filters and on this day (in-memory and SQLite)")
struct SearchPagingAndDateTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current

    /// An entry written at `hour`:`minute` (plus `seconds`) on `text` (`YYYY-MM-DD`) in Seoul.
    func written(
        _ number: Int, _ text: String, hour: Int = 12, minute: Int = 0, seconds: Double = 0,
        title: String = "Entry",
        body: String = ""
    ) throws -> DiaryEntry {
        let start = try DiaryDay(parsing: text).start(in: Self.seoul)
        return entry(
            number, title: title, body: body,
            at: start.addingTimeInterval(Double(hour * 3600 + minute * 60) + seconds))
    }

    // MARK: - Complete search

    @Test(arguments: StoreKind.allCases)
    func everyMatchIsReachablePageByPageWithAnExactCount(_ kind: StoreKind) async throws {
        // Given 1,200 entries saying "river", more than the old window of the newest 1,000
        let store = try kind.makeStore()
        let entries = (0..<1_200).map {
            entry($0, title: "Day \($0)", body: "Down by the river.", at: day(Double($0) * 60))
        }
        try await store.importEntries(entries)
        // When every page of 100 is read
        var seen: [UUID] = []
        let first = try await store.search("river", page: DiaryPage(number: 1, size: 100))
        for number in 1...first.pageCount {
            seen += try await store.search("river", page: DiaryPage(number: number, size: 100)).entries.map(
                \.id)
        }
        // Then the count is exact and the pages hold every match once, the oldest included
        #expect(first.totalCount == 1_200)
        #expect(first.pageCount == 12)
        #expect(seen.count == 1_200)
        #expect(Set(seen) == Set(entries.map(\.id)))
        let last = try await store.search("river", page: DiaryPage(number: 12, size: 100))
        #expect(last.entries.contains { $0.id == entries[0].id })
        let past = try await store.search("river", page: DiaryPage(number: 13, size: 100))
        #expect(past.entries.isEmpty && past.isPastEnd && past.totalCount == 1_200)
    }

    @Test(arguments: StoreKind.allCases)
    func anOldTitleMatchOutranksAThousandNewerBodyMatches(_ kind: StoreKind) async throws {
        // Given a title match written first and 1,100 newer entries with the word in the body
        let store = try kind.makeStore()
        var entries = [entry(0, title: "River", body: "A quiet afternoon.", at: day(0))]
        entries += (1...1_100).map {
            entry($0, title: "Day \($0)", body: "Walked along the river.", at: day(Double($0) * 60))
        }
        try await store.importEntries(entries)
        // When searching, then the title match comes first, on the first page and by limit
        let page = try await store.search("river", page: .first())
        #expect(page.entries.first?.title == "River")
        #expect(try await store.search("river", limit: 1).map(\.title) == ["River"])
    }

    @Test(arguments: StoreKind.allCases)
    func punctuationOnlyTermsArePagedAndCountedExactly(_ kind: StoreKind) async throws {
        // Given 30 entries with a smiley (20 of them saying "good") and 10 without
        let store = try kind.makeStore()
        var entries: [DiaryEntry] = []
        for number in 0..<40 {
            let body = number < 30 ? (number < 20 ? "A good day :)" : "Fine :)") : "A good day"
            entries.append(entry(number, title: "Day \(number)", body: body, at: day(Double(number) * 60)))
        }
        try await store.importEntries(entries)
        // When searching for the smiley alone and with a word, then every match is counted
        let smiles = try await store.search(":)", page: DiaryPage(number: 2, size: 25))
        #expect(smiles.totalCount == 30)
        #expect(smiles.entries.count == 5)
        let goodSmiles = try await store.search("good :)", page: DiaryPage(number: 1, size: 5))
        #expect(goodSmiles.totalCount == 20)
        #expect(goodSmiles.pageCount == 4)
        #expect(goodSmiles.entries.allSatisfy { $0.body == "A good day :)" })
    }

    // MARK: - Dates

    @Test(arguments: StoreKind.allCases)
    func aDateFilterIncludesItsFirstAndLastDaysWhole(_ kind: StoreKind) async throws {
        // Given entries at the edges of 2025-03-10…2025-03-12 in Seoul
        let store = try kind.makeStore()
        try await store.importEntries([
            try written(1, "2025-03-09", hour: 23, minute: 59, seconds: 59.999, body: "rain"),
            try written(2, "2025-03-10", hour: 0, body: "rain"),
            try written(3, "2025-03-11", body: "sun"),
            try written(4, "2025-03-12", hour: 23, minute: 59, seconds: 59.999, body: "rain"),
            try written(5, "2025-03-13", hour: 0, body: "rain"),
        ])
        let filter = try DiaryDateFilter(
            from: DiaryDay(parsing: "2025-03-10"), to: DiaryDay(parsing: "2025-03-12"), timeZone: Self.seoul)
        // When listing, counting and searching with the filter
        let listed = try await store.entries(page: .first(), dates: filter)
        let found = try await store.search("rain", page: .first(), dates: filter)
        // Then exactly the entries of those days are there, newest first
        #expect(listed.map(\.id) == [4, 3, 2].map { entry($0, title: "", at: day(0)).id })
        #expect(try await store.count(dates: filter) == 3)
        #expect(found.totalCount == 2)
        #expect(Set(found.entries.map(\.body)) == ["rain"])
        // And one day, an open start and an open end
        let onDay = DiaryDateFilter.on(try DiaryDay(parsing: "2025-03-09"), timeZone: Self.seoul)
        #expect(try await store.count(dates: onDay) == 1)
        let untilTenth = try DiaryDateFilter(
            from: nil, to: DiaryDay(parsing: "2025-03-10"), timeZone: Self.seoul)
        #expect(try await store.count(dates: untilTenth) == 2)
        let sinceTwelfth = try DiaryDateFilter(
            from: DiaryDay(parsing: "2025-03-12"), to: nil, timeZone: Self.seoul)
        #expect(try await store.count(dates: sinceTwelfth) == 2)
        #expect(try await store.count(dates: .anyDay) == 5)
        // A page past the filtered list is empty
        #expect(try await store.entries(page: DiaryPage(number: 2, size: 3), dates: filter).isEmpty)
    }

    @Test func aRangeThatEndsBeforeItStartsIsRefused() throws {
        let error = #expect(throws: DiaryStoreError.self) {
            try DiaryDateFilter(from: DiaryDay(parsing: "2025-03-02"), to: DiaryDay(parsing: "2025-03-01"))
        }
        #expect(error?.kind == .invalidDate)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("2025-03-02") == true)
        #expect(error?.message(locale: Locale(identifier: "ko")).contains("2025-03-01에 끝나는데") == true)
    }

    @Test(arguments: [
        "2025-02-30", "2025-13-01", "2025-2-3", "0000-01-01", "tomorrow", "", "2025-02-3O", "２０２５-01-01",
    ])
    func textThatIsNotADayIsRefused(_ text: String) {
        let error = #expect(throws: DiaryStoreError.self) { try DiaryDay(parsing: text) }
        #expect(error?.kind == .invalidDate)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("YYYY-MM-DD") == true)
        #expect(error?.message(locale: Locale(identifier: "ko")).contains("달력에 있는 날짜가 아니에요") == true)
    }

    @Test func todayAndYesterdayAreDaysOfTheTimeZone() throws {
        // 2025-03-01 00:30 in Seoul is still 2025-02-28 in UTC
        let now = try DiaryDay(parsing: "2025-03-01").start(in: Self.seoul).addingTimeInterval(1800)
        #expect(try DiaryDay(parsing: "today", now: now, timeZone: Self.seoul).description == "2025-03-01")
        #expect(
            try DiaryDay(parsing: "Yesterday", now: now, timeZone: Self.seoul).description == "2025-02-28")
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        #expect(try DiaryDay(parsing: "today", now: now, timeZone: utc).description == "2025-02-28")
        #expect(try DiaryDay(parsing: "2024-02-29").description == "2024-02-29")
    }

    // MARK: - On this day

    @Test(arguments: StoreKind.allCases)
    func onThisDayShowsEarlierYearsNewestFirst(_ kind: StoreKind) async throws {
        // Given entries on November 24 of several years, and others that do not count
        let store = try kind.makeStore()
        try await store.importEntries([
            try written(1, "2021-11-24", title: "Four years ago"),
            try written(2, "2024-11-24", hour: 8, title: "Last year, morning"),
            try written(3, "2024-11-24", hour: 21, title: "Last year, evening"),
            try written(4, "2023-11-24", hour: 0, title: "Two years ago, midnight"),
            try written(5, "2025-11-24", title: "This year"),
            try written(6, "2024-11-23", hour: 23, minute: 59, title: "The day before"),
            try written(7, "2024-11-25", hour: 0, title: "The day after"),
        ])
        // When asking for on this day, 2025-11-24 in Seoul
        let found = try await store.entries(onThisDay: DiaryDay(parsing: "2025-11-24"), timeZone: Self.seoul)
        // Then earlier years' entries come, newest year first, newest first within a year
        #expect(
            found.map(\.title) == [
                "Last year, evening", "Last year, morning", "Two years ago, midnight", "Four years ago",
            ])
    }

    @Test(arguments: StoreKind.allCases)
    func leapDayEntriesComeBackOnTheLastDayOfFebruary(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await store.importEntries([
            try written(1, "2020-02-29", title: "Leap 2020"),
            try written(2, "2023-02-28", title: "Feb 28 2023"),
            try written(3, "2024-02-28", title: "Feb 28 2024"),
            try written(4, "2024-02-29", title: "Leap 2024"),
            try written(5, "2024-03-01", title: "March 2024"),
        ])
        func titles(_ text: String) async throws -> [String] {
            try await store.entries(onThisDay: DiaryDay(parsing: text), timeZone: Self.seoul).map(\.title)
        }
        // On a leap day: earlier leap days only
        #expect(try await titles("2028-02-29") == ["Leap 2024", "Leap 2020"])
        // On February 28 of a year without a leap day: February 28 and 29 of earlier years
        #expect(try await titles("2025-02-28") == ["Leap 2024", "Feb 28 2024", "Feb 28 2023", "Leap 2020"])
        // On February 28 of a leap year: February 28 only (its leap day comes the next day)
        #expect(try await titles("2024-02-28") == ["Feb 28 2023"])
        // March 1 never borrows February 29
        #expect(try await titles("2025-03-01") == ["March 2024"])
    }

    @Test(arguments: StoreKind.allCases)
    func onThisDayOfAnEmptyDiaryIsEmpty(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        #expect(
            try await store.entries(onThisDay: DiaryDay(parsing: "2025-11-24"), timeZone: Self.seoul).isEmpty)
    }

    @Test func onThisDayIsGroupedByYearWithHowLongAgo() throws {
        let entries = [
            try written(3, "2024-11-24", hour: 21, title: "Evening"),
            try written(2, "2024-11-24", hour: 8, title: "Morning"),
            try written(1, "2021-11-24", title: "Long ago"),
        ]
        let day = try DiaryDay(parsing: "2025-11-24")
        let english = DiaryText(locale: Locale(identifier: "en"), timeZone: Self.seoul).onThisDay(
            entries, day: day)
        #expect(english.title == "On this day: November 24")
        #expect(english.years.map(\.heading) == ["1 year ago · 2024", "4 years ago · 2021"])
        #expect(english.years.map { $0.rows.map(\.title) } == [["Evening", "Morning"], ["Long ago"]])
        #expect(english.years.map(\.yearsAgo) == [1, 4])
        #expect(english.totalCount == 3)
        #expect(english.summary == "3 entries written on this day in earlier years.")
        let korean = DiaryText(locale: Locale(identifier: "ko"), timeZone: Self.seoul).onThisDay(
            entries, day: day)
        #expect(korean.title == "이날의 일기: 11월 24일")
        #expect(korean.years.map(\.heading) == ["1년 전 · 2024년", "4년 전 · 2021년"])
        #expect(korean.summary == "예전 해의 이날에 쓴 일기 3개가 있어요.")
        let none = DiaryText(locale: Locale(identifier: "en"), timeZone: Self.seoul).onThisDay([], day: day)
        #expect(none.years.isEmpty)
        #expect(none.summary == "Nothing was written on November 24 in earlier years.")
    }

    @Test func anEmptyFilteredListSaysNoEntryWasWrittenThen() throws {
        let text = DiaryText(locale: Locale(identifier: "en"), timeZone: Self.seoul)
        let filter = DiaryDateFilter.on(try DiaryDay(parsing: "2025-03-01"), timeZone: Self.seoul)
        #expect(
            text.listPage([], page: .first(), totalCount: 0, dates: filter).emptyMessage
                == "No entry was written on March 1, 2025.")
        #expect(
            text.listPage([], page: .first(), totalCount: 0, dates: .anyDay).emptyMessage
                == text.listPage([], page: .first(), totalCount: 0).emptyMessage)
    }
}
