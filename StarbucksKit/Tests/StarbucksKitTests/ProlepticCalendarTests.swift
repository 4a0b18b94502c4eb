import Foundation
import StarbucksKitReports
import Testing

@testable import StarbucksKit

/// Days and moments before the Gregorian reform (15 October 1582) are those of the proleptic
/// Gregorian calendar, as ISO 8601 says; Foundation alone shows them in the Julian calendar.
@Suite("Dates before 1582: the proleptic Gregorian calendar")
struct ProlepticCalendarTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    /// 0001-01-01T12:00:00Z.
    static let yearOne = Date(timeIntervalSince1970: -62_135_596_800 + 43_200)

    @Test func daysBeforeTheReformAreCountedAndShownAsTheyAre() throws {
        let day = try #require(CalendarDay(year: 1582, month: 10, day: 10))
        #expect(day.adding(days: 5).description == "1582-10-15")
        #expect(day.adding(days: -1).description == "1582-10-09")
        let first = try #require(CalendarDay(year: 1, month: 1, day: 1))
        #expect(first.noonUTC == Self.yearOne)
        #expect(CalendarDay(date: Self.yearOne, calendar: Calendar(identifier: .gregorian)) == first)
        let text = StarbucksText(locale: Locale(identifier: "en_US"))
        #expect(text.date(first) == "January 1, 1")
        #expect(text.date(day) == "October 10, 1582")
    }

    @Test func aMomentInYearOneIsShownAndWrittenAsIs() {
        let summary = StarbucksText(locale: Locale(identifier: "en_US"))
            .popupStatus(.hiddenUntil(Self.yearOne), timeZone: Self.utc)
        #expect(summary.hiddenUntil == "0001-01-01T12:00:00Z")
        #expect(summary.message.contains("Jan 1, 1"), "\(summary.message)")
    }
}
