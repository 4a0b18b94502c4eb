import DiaryKit
import Foundation
import Testing

/// A day stays within the years 1 to 9999 however it is made: moving a day far, or reading the
/// day of a date that is huge, infinite or not a number, never traps and never leaves the range
/// `DiaryDay(parsing:)` accepts.
@Suite("Days within the years 1 to 9999")
struct DiaryDayRangeTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
    let honolulu = TimeZone(identifier: "Pacific/Honolulu") ?? .current

    @Test func movingADayAnyNumberOfDaysStopsAtTheFirstOrTheLastDay() throws {
        let start = try DiaryDay(year: 2025, month: 1, day: 1)
        let first = try DiaryDay(year: 1, month: 1, day: 1)
        let last = try DiaryDay(year: 9999, month: 12, day: 31)
        #expect(start.adding(days: .max, timeZone: .current) == last)
        #expect(start.adding(days: .min, timeZone: .current) == first)
        #expect(start.adding(days: 10_000_000, timeZone: utc) == last)
        #expect(start.adding(days: -10_000_000, timeZone: utc) == first)
        #expect(last.adding(days: 1, timeZone: utc) == last)
        #expect(first.adding(days: -1, timeZone: utc) == first)
        #expect(last.adding(days: .max, timeZone: utc) == last)
        #expect(first.adding(days: .min, timeZone: utc) == first)
        // Within the range, days move as before.
        #expect(last.adding(days: -1, timeZone: utc) == (try DiaryDay(year: 9999, month: 12, day: 30)))
        #expect(first.adding(days: 59, timeZone: utc) == (try DiaryDay(year: 1, month: 3, day: 1)))
        #expect(start.adding(days: -1, timeZone: utc) == (try DiaryDay(year: 2024, month: 12, day: 31)))
        // Whatever the move, the day reads back as what it says.
        for day in [start.adding(days: .max, timeZone: utc), start.adding(days: .min, timeZone: utc)] {
            #expect(try DiaryDay(parsing: day.description) == day)
        }
    }

    @Test func theDayOfAnyDateIsADayOfTheRange() throws {
        let first = try DiaryDay(year: 1, month: 1, day: 1)
        let last = try DiaryDay(year: 9999, month: 12, day: 31)
        for zone in [utc, seoul, honolulu] {
            #expect(
                DiaryDay(Date(timeIntervalSinceReferenceDate: .nan), timeZone: zone).description
                    == "1970-01-01")
            #expect(DiaryDay(Date(timeIntervalSinceReferenceDate: .infinity), timeZone: zone) == last)
            #expect(DiaryDay(Date(timeIntervalSinceReferenceDate: -.infinity), timeZone: zone) == first)
            #expect(DiaryDay(Date(timeIntervalSince1970: 1e18), timeZone: zone) == last)
            #expect(DiaryDay(Date(timeIntervalSince1970: -1e18), timeZone: zone) == first)
            #expect(DiaryDay(.distantFuture, timeZone: zone).year <= 9999)
        }
        // The first instant of the year 1 is still 31 December of the year 0 west of Greenwich,
        // and the last instant of 9999 already 1 January 10000 east of it: the nearest day.
        let firstInstant = Date(timeIntervalSince1970: -62_135_596_800)
        let lastInstant = Date(timeIntervalSince1970: 253_402_300_799.999)
        #expect(DiaryDay(firstInstant, timeZone: honolulu) == first)
        #expect(DiaryDay(firstInstant, timeZone: utc) == first)
        #expect(DiaryDay(lastInstant, timeZone: seoul) == last)
        #expect(DiaryDay(lastInstant, timeZone: utc) == last)
        // The days just inside the range are read as before.
        #expect(DiaryDay(firstInstant.addingTimeInterval(86_400), timeZone: utc).description == "0001-01-02")
        #expect(DiaryDay(lastInstant.addingTimeInterval(-86_400), timeZone: utc).description == "9999-12-30")
    }

    @Test func theLastDayStillEndsWhereTheNextWouldStart() throws {
        // A filter on the last day reaches the end of the year 9999, though no later day exists.
        let last = try DiaryDay(year: 9999, month: 12, day: 31)
        let filter = DiaryDateFilter.on(last, timeZone: utc)
        #expect(filter.end == Date(timeIntervalSince1970: 253_402_300_800))
    }
}
