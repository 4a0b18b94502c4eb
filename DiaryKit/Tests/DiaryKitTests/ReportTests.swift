import DiaryKit
import DiaryKitReports
import Foundation
import Testing

/// The data values a tool prints with `--json`: an entry, a page of entries and "on this day",
/// each with what a screen shows beside the data.
@Suite("Entries as data for programs")
struct ReportTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    /// 22 December 2020, 09:30 UTC.
    static let written = Date(timeIntervalSince1970: 1_608_629_400)

    private let text = DiaryText(
        locale: Locale(identifier: "en"), timeZone: utc, now: { Date(timeIntervalSince1970: 1_700_000_000) })

    private let sample = DiaryEntry(
        id: UUID(uuidString: "1a2b3c4d-0000-4000-8000-000000000001") ?? UUID(), title: "첫눈",
        body: "창밖이 하얗다.", createdAt: written, updatedAt: written.addingTimeInterval(3600),
        weather: DiaryWeather(condition: "Snow", iconCode: "13d"))

    /// `value` as JSON with sorted keys and ISO 8601 dates, as a tool prints it.
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// `value` as a JSON object.
    private func object(_ value: some Encodable) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json(value).utf8)) as? [String: Any])
    }

    @Test func anEntryIsItsDataWithTheNoticeBeside() throws {
        let report = DiaryEntryReport(sample, message: "Saved.")
        let weather = try json(sample.weather)
        #expect(
            try json(report)
                == #"{"body":"창밖이 하얗다.","created":"2020-12-22T09:30:00Z","id":"1a2b3c4d-0000-4000-8000-000000000001","#
                + #""message":"Saved.","title":"첫눈","updated":"2020-12-22T10:30:00Z","weather":\#(weather)}"#)
        let bare = try object(DiaryEntryReport(sample))
        #expect(bare["message"] == nil && bare["display"] == nil)
    }

    @Test func anEntryShownAsARowOrADetailCarriesThatDisplay() throws {
        let row = try object(DiaryEntryReport(sample, display: .row(text.row(for: sample))))
        let shownRow = try #require(row["display"] as? [String: Any])
        #expect(shownRow["shortID"] as? String == "1a2b3c4d")
        #expect(shownRow["date"] as? String == "December 22, 2020")
        let detail = try object(DiaryEntryReport(sample, display: .detail(text.detail(for: sample))))
        let shownDetail = try #require(detail["display"] as? [String: Any])
        #expect((shownDetail["fields"] as? [[String: String]])?.first?["label"] == "ID")
    }

    @Test func aListPageNamesItsPageItsDaysAndItsEntries() throws {
        let page = try DiaryPage(number: 1, size: 10)
        let day = try DiaryDay(parsing: "2020-12-22")
        let dates = DiaryDateFilter.on(day, timeZone: Self.utc)
        let shown = text.listPage([sample], page: page, totalCount: 1, dates: dates)
        let report = try object(DiaryPageReport(shown, entries: [sample], page: page, dates: dates))
        #expect(report["page"] as? Int == 1)
        #expect(report["perPage"] as? Int == 10)
        #expect(report["pageCount"] as? Int == 1)
        #expect(report["totalCount"] as? Int == 1)
        #expect(report["from"] as? String == "2020-12-22")
        #expect(report["to"] as? String == "2020-12-22")
        #expect(report["query"] == nil)
        #expect(report["summary"] as? String == shown.summary)
        let entries = try #require(report["entries"] as? [[String: Any]])
        #expect(entries.first?["created"] as? String == "2020-12-22T09:30:00Z")
        #expect((entries.first?["display"] as? [String: Any])?["preview"] as? String == "창밖이 하얗다.")
    }

    @Test func searchResultsNameTheirWordsAndLeaveOutUnlimitedDays() throws {
        let page = DiaryPage.first()
        let shown = text.searchResults([sample], for: "창밖")
        let report = try object(DiaryPageReport(shown, entries: [sample], page: page, dates: .anyDay))
        #expect(report["query"] as? String == "창밖")
        #expect(report["from"] == nil && report["to"] == nil)
        #expect(report["perPage"] as? Int == 20)
        #expect((report["entries"] as? [[String: Any]])?.count == 1)
    }

    @Test func onThisDayGroupsTheEntriesByYear() throws {
        let day = try DiaryDay(parsing: "2021-12-22")
        let shown = text.onThisDay([sample], day: day)
        let report = try object(DiaryOnThisDayReport(shown, entries: [sample]))
        #expect(report["date"] as? String == "2021-12-22")
        #expect(report["totalCount"] as? Int == 1)
        #expect(report["title"] as? String == shown.title)
        let years = try #require(report["years"] as? [[String: Any]])
        #expect(years.first?["year"] as? Int == 2020)
        #expect(years.first?["yearsAgo"] as? Int == 1)
        #expect(years.first?["heading"] as? String == shown.years.first?.heading)
        let entries = try #require(years.first?["entries"] as? [[String: Any]])
        #expect(entries.first?["id"] as? String == "1a2b3c4d-0000-4000-8000-000000000001")
        #expect((entries.first?["display"] as? [String: Any])?["title"] as? String == "첫눈")
    }

    @Test func anImportExportAndShareAreDataWithTheirNotice() throws {
        let report = DiaryImportResult(insertedCount: 3, skippedCount: 1)
        #expect(
            try json(DiaryImportSummary(report, message: text.imported(report)))
                == #"{"insertedCount":3,"message":"\#(text.imported(report))","skippedCount":1}"#)
        #expect(
            try json(DiaryExportSummary(format: .markdown, count: 2, content: "A"))
                == #"{"content":"A","count":2,"format":"markdown"}"#)
        #expect(
            try json(DiaryExportSummary(format: .json, count: 2, file: "/tmp/d.json", message: "Done."))
                == #"{"count":2,"file":"/tmp/d.json","format":"json","message":"Done."}"#)
        #expect(
            try json(DiaryShareSummary(sample, text: "첫눈"))
                == #"{"id":"1a2b3c4d-0000-4000-8000-000000000001","text":"첫눈"}"#)
    }
}
