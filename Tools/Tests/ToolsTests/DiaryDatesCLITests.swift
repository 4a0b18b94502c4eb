import Foundation
import Testing

/// `diary list` and `search` with `--from`, `--to` and `--on`, `diary on-this-day`, and search
/// reaching every match, run as a user would.
@Suite("diary: dates, on this day and complete search")
struct DiaryDatesCLITests {
    /// The JSON object a run printed.
    func json(_ run: CLI.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    /// The titles of the entries of a page printed as JSON.
    func titles(_ object: [String: Any]) -> [String] {
        (object["entries"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }

    @Test func listKeepsTheEntriesOfTheDaysInTheMachinesTimeZone() async throws {
        // Given Picnic at 2020-12-22 09:30 UTC and the rain at 2020-12-23 01:00 UTC
        var diary = try DiaryFixture()
        defer { try? FileManager.default.removeItem(at: diary.folder) }
        try await diary.seed()
        // In UTC, each is on its own day
        let utc = try await diary.cli("list", "--on", "2020-12-22", "--json")
        #expect(utc.status == 0, "\(utc.stderr)")
        let utcPage = try json(utc)
        #expect(titles(utcPage) == ["Picnic"])
        #expect(utcPage["from"] as? String == "2020-12-22" && utcPage["to"] as? String == "2020-12-22")
        #expect(utcPage["totalCount"] as? Int == 1)
        // In Los Angeles (UTC−8), both were written on 22 December
        diary.cli.environment["TZ"] = "America/Los_Angeles"
        let pacific = try await diary.cli("list", "--on", "2020-12-22", "--json")
        #expect(titles(try json(pacific)) == ["비 오는 화요일", "Picnic"])
        // From and to are inclusive, and either may be left open
        diary.cli.environment["TZ"] = "UTC"
        let since = try await diary.cli("list", "--from", "2020-12-23", "--json")
        #expect(titles(try json(since)) == ["Market day", "비 오는 화요일"])
        let until = try await diary.cli("list", "--to", "2020-12-23", "--json")
        #expect(titles(try json(until)) == ["비 오는 화요일", "Picnic"])
        let both = try await diary.cli("list", "--from", "2020-12-23", "--to", "2020-12-23")
        #expect(both.stdout.contains("비 오는 화요일") && !both.stdout.contains("Picnic"))
        #expect(both.stdout.contains("Page 1 of 1 · 1 entry"))
        // No entry in the days: said, and not an error
        let none = try await diary.cli("list", "--on", "2019-01-01")
        #expect(none.status == 0)
        #expect(none.stdout.contains("No entry was written on January 1, 2019."), "\(none.stdout)")
        let noneKorean = try await diary.cli("list", "--on", "2019-01-01", "--lang", "ko")
        #expect(noneKorean.stdout.contains("2019년 1월 1일에 쓴 일기가 없어요."), "\(noneKorean.stdout)")
        let range = try await diary.cli("list", "--from", "2019-01-01", "--to", "2019-01-31")
        #expect(range.stdout.contains("No entry was written from January 1, 2019 to January 31, 2019."))
    }

    @Test func datesFollowTheRegionTheEnvironmentNames() async throws {
        var diary = try DiaryFixture()
        defer { try? FileManager.default.removeItem(at: diary.folder) }
        diary.cli.environment["LANG"] = "en_GB.UTF-8"
        let british = try await diary.cli("list", "--on", "2019-01-31")
        #expect(british.stdout.contains("No entry was written on 31 January 2019."), "\(british.stdout)")
        diary.cli.environment["LANG"] = "en_US.UTF-8"
        let american = try await diary.cli("list", "--on", "2019-01-31")
        #expect(american.stdout.contains("No entry was written on January 31, 2019."), "\(american.stdout)")
        // The region goes with its language only: --lang en under a Korean environment is American.
        diary.cli.environment["LANG"] = "ko_KR.UTF-8"
        let english = try await diary.cli("list", "--on", "2019-01-31", "--lang", "en")
        #expect(english.stdout.contains("January 31, 2019"), "\(english.stdout)")
    }

    @Test func todayAndYesterdayAreTheMachinesDays() async throws {
        let diary = try DiaryFixture()
        defer { try? FileManager.default.removeItem(at: diary.folder) }
        try await diary.seed()
        #expect(try await diary.cli("new", "Written now\nA fresh page.").status == 0)
        let today = try await diary.cli("list", "--on", "today", "--json")
        #expect(titles(try json(today)) == ["Written now"])
        let yesterday = try await diary.cli("list", "--on", "yesterday", "--json")
        #expect(titles(try json(yesterday)).isEmpty)
        let search = try await diary.cli("search", "page", "--from", "yesterday", "--to", "today", "--json")
        #expect(titles(try json(search)) == ["Written now"])
    }

    @Test func searchKeepsTheMatchesOfTheDays() async throws {
        let diary = try DiaryFixture()
        defer { try? FileManager.default.removeItem(at: diary.folder) }
        try await diary.seed()
        let after = try await diary.cli("search", "peaches", "--from", "2021-01-01", "--json")
        #expect(after.status == 0, "\(after.stderr)")
        let page = try json(after)
        #expect(titles(page) == ["Market day"])
        #expect(page["from"] as? String == "2021-01-01")
        #expect(page["to"] == nil)
        let before = try await diary.cli("search", "peaches", "--to", "2020-12-31")
        #expect(before.status == 1)
        // The message names the days searched: "peaches" is in the diary, on later days
        #expect(before.stderr.contains("No entry written on or before December 31, 2020 matches “peaches”."))
    }

    @Test func searchReachesEveryMatchAndCountsThemAll() async throws {
        // Given 1,200 entries saying "river", more than the 1,000 the search used to rank
        let diary = try DiaryFixture()
        defer { try? FileManager.default.removeItem(at: diary.folder) }
        let start = Date(timeIntervalSince1970: 1_600_000_000)
        var items: [String] = []
        for number in 0..<1_200 {
            let id = String(format: "00000000-0000-4000-8000-%012x", number)
            let created = ISO8601DateFormatter().string(
                from: start.addingTimeInterval(Double(number) * 3_600))
            items.append(
                #"{"id": "\#(id)", "title": "Day \#(number)", "body": "By the river.", "createdAt": "\#(created)"}"#
            )
        }
        let export =
            #"{"format": "diarykit", "version": 1, "entries": ["# + items.joined(separator: ",") + "]}"
        #expect(try await diary.cli("import", try diary.file("many.json", export)).status == 0)
        // When both pages of 1,000 are read
        let first = try json(try await diary.cli("search", "river", "--per-page", "1000", "--json"))
        let second = try json(
            try await diary.cli("search", "river", "--per-page", "1000", "--page", "2", "--json"))
        // Then the total counts every match and the pages hold each once, the oldest included
        #expect(first["totalCount"] as? Int == 1_200)
        #expect(first["pageCount"] as? Int == 2)
        #expect(second["totalCount"] as? Int == 1_200)
        let all = titles(first) + titles(second)
        #expect(all.count == 1_200)
        #expect(Set(all).count == 1_200)
        #expect(all.contains("Day 0"))
        let text = try await diary.cli("search", "river", "--page", "60")
        #expect(text.status == 0)
        #expect(text.stdout.contains("1,200 entries match “river”."))
        #expect(text.stdout.contains("Page 60 of 60 · 1,200 entries"))
    }

    @Test func onThisDayShowsEarlierYearsGroupedNewestFirst() async throws {
        var diary = try DiaryFixture()
        defer { try? FileManager.default.removeItem(at: diary.folder) }
        try await diary.seed()
        // In UTC, 22 December has Picnic (2020)
        let run = try await diary.cli("on-this-day", "--date", "2022-12-22", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let object = try json(run)
        #expect(object["date"] as? String == "2022-12-22")
        #expect(object["totalCount"] as? Int == 1)
        let years = try #require(object["years"] as? [[String: Any]])
        #expect(years.map { $0["year"] as? Int } == [2020])
        #expect(years.map { $0["yearsAgo"] as? Int } == [2])
        #expect(years.map { $0["heading"] as? String } == ["2 years ago · 2020"])
        #expect(titles(years[0]) == ["Picnic"])
        // In Los Angeles both December entries were written on the 22nd; in Korean
        diary.cli.environment["TZ"] = "America/Los_Angeles"
        let korean = try await diary.cli("on-this-day", "--date", "2021-12-22", "--lang", "ko")
        #expect(korean.status == 0)
        #expect(korean.stdout.contains("이날의 일기: 12월 22일"))
        #expect(korean.stdout.contains("1년 전 · 2020년"))
        #expect(korean.stdout.contains("비 오는 화요일") && korean.stdout.contains("Picnic"))
        #expect(korean.stdout.contains("예전 해의 이날에 쓴 일기 2개가 있어요."))
        // A day with nothing earlier is said plainly, with status 0
        diary.cli.environment["TZ"] = "UTC"
        let none = try await diary.cli("on-this-day", "--date", "2021-06-01")
        #expect(none.status == 0)
        #expect(none.stdout.contains("Nothing was written on June 1 in earlier years."))
        // The same year never counts
        let sameYear = try json(try await diary.cli("on-this-day", "--date", "2020-12-22", "--json"))
        #expect(sameYear["totalCount"] as? Int == 0)
    }

    @Test func helpTellsOfTheDatesAndOnThisDay() async throws {
        let diary = try DiaryFixture()
        defer { try? FileManager.default.removeItem(at: diary.folder) }
        let root = try await diary.cli("--help")
        #expect(root.stdout.contains("on-this-day"))
        let search = try await diary.cli("search", "--help")
        #expect(search.stdout.contains("--from") && search.stdout.contains("--on"))
        #expect(!search.stdout.contains("1,000"))
        #expect(search.stdout.contains("totalCount counts them all"))
        let list = try await diary.cli("list", "--help", "--lang", "ko")
        #expect(list.stdout.contains("--to") && list.stdout.contains("양 끝 포함"))
        let onThisDay = try await diary.cli("on-this-day", "--help")
        #expect(onThisDay.stdout.contains("JSON: {date, title, totalCount, summary, years:"))
    }
}
