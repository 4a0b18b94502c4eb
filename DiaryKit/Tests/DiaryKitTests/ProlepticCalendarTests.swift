import Foundation
import Testing

@testable import DiaryKit

/// Dates before the Gregorian reform (15 October 1582) are dates of the proleptic Gregorian
/// calendar, as ISO 8601 and the rest of the kit's dates: Foundation alone reads and shows them
/// in the Julian calendar ("January 3, 1" for the proleptic 0001-01-01).
@Suite("Dates before 1582: the proleptic Gregorian calendar")
struct ProlepticCalendarTests {
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
    /// 0001-01-01T12:00:00Z.
    static let yearOne = Date(timeIntervalSince1970: -62_135_596_800 + 43_200)
    /// 1582-10-10T12:00:00Z: a day the Julian–Gregorian calendar does not have.
    static let beforeTheReform = Date(timeIntervalSince1970: -12_219_724_800 + 43_200)
    /// 1582-10-15T12:00:00Z: the reform's first day, the same in both calendars.
    static let reform = Date(timeIntervalSince1970: -12_219_292_800 + 43_200)

    @Test func theDayArithmeticIsTheProlepticCalendars() {
        #expect(ProlepticGregorian.days(year: 1970, month: 1, day: 1) == 0)
        #expect(ProlepticGregorian.days(year: 1, month: 1, day: 1) == -719_162)
        #expect(ProlepticGregorian.days(year: 2000, month: 3, day: 1) == 11_017)
        for days in [-719_162, -141_432, -141_427, -1, 0, 59, 11_016, 2_932_896] {
            let day = ProlepticGregorian.civil(days: days)
            #expect(ProlepticGregorian.days(year: day.year, month: day.month, day: day.day) == days)
        }
        #expect(ProlepticGregorian.civil(days: -141_432) == (1582, 10, 10))
    }

    @Test func yearOneAnd1582AreShownAsTheDaysTheyAre() {
        let english = DiaryText(locale: Locale(identifier: "en_US"), timeZone: Self.utc)
        #expect(english.longDate(Self.yearOne) == "January 1, 1")
        #expect(english.longDate(Self.beforeTheReform) == "October 10, 1582")
        #expect(english.longDate(Self.reform) == "October 15, 1582")
        #expect(english.dateTime(Self.yearOne).hasPrefix("January 1, 1"))
        let korean = DiaryText(locale: Locale(identifier: "ko_KR"), timeZone: Self.utc)
        #expect(korean.longDate(Self.yearOne) == "1년 1월 1일")
        #expect(korean.longDate(Self.beforeTheReform) == "1582년 10월 10일")
    }

    @Test func yearOneAnd1582RoundTripThroughTheArchive() throws {
        #expect(DiaryArchive.timestamp(Self.yearOne) == "0001-01-01T12:00:00.000Z")
        #expect(DiaryArchive.timestamp(Self.beforeTheReform) == "1582-10-10T12:00:00.000Z")
        #expect(DiaryArchive.timestamp(Self.reform) == "1582-10-15T12:00:00.000Z")
        for date in [Self.yearOne, Self.beforeTheReform, Self.reform] {
            #expect(DiaryArchive.date(from: DiaryArchive.timestamp(date)) == date)
        }
        #expect(DiaryArchive.date(from: "1582-10-10T12:00:00Z") == Self.beforeTheReform)
        #expect(DiaryArchive.date(from: "0001-01-01T21:00:00+09:00") == Self.yearOne)

        let entry = DiaryEntry(title: "First", body: "The very first day.", createdAt: Self.yearOne)
        let exported = try DiaryExporter(
            text: DiaryText(locale: Locale(identifier: "en_US"), timeZone: Self.utc)
        )
        .data(for: [entry], format: .json)
        let imported = try DiaryImporter().entries(from: exported)
        #expect(imported.first?.createdAt == Self.yearOne)
    }

    @Test func daysBeforeTheReformStartAndFollowEachOther() throws {
        let day = DiaryDay(Self.beforeTheReform, timeZone: Self.utc)
        #expect(day.description == "1582-10-10")
        #expect(DiaryDay(Self.yearOne, timeZone: Self.utc).description == "0001-01-01")
        #expect(day.start(in: Self.utc) == Self.beforeTheReform.addingTimeInterval(-43_200))
        #expect(day.adding(days: 5, timeZone: Self.utc).description == "1582-10-15")
        #expect(
            day.adding(days: 5, timeZone: Self.utc).start(in: Self.utc)
                == Self.reform.addingTimeInterval(-43_200))
        let filter = DiaryDateFilter.on(day, timeZone: Self.utc)
        #expect(filter.contains(Self.beforeTheReform))
        #expect(!filter.contains(Self.reform))
        let seoul = TimeZone(identifier: "Asia/Seoul") ?? Self.utc
        let first = try DiaryDay(year: 1, month: 1, day: 1)
        #expect(DiaryDay(first.start(in: seoul), timeZone: seoul) == first)
    }
}
