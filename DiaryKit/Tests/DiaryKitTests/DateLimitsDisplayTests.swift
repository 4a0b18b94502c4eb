import DiaryKit
import Foundation
import Testing

/// An entry at either end of the years the kit keeps, seen in a time zone where it falls outside
/// them (0001-01-01T00:00:00Z is still the year 0 in New York; 9999-12-31T23:59:59Z already
/// 10000 in Kiritimati), is shown on the first or the last day, the day `DiaryDay` gives it, and
/// a filter on that day finds it, in both stores. The time zones are named, never the machine's.
@Suite("Dates at the limits: shown, grouped and found on the same day in every time zone")
struct DateLimitsDisplayTests {
    static let firstInstant = Date(timeIntervalSince1970: -62_135_596_800)
    static let lateInstant = Date(timeIntervalSince1970: 253_402_300_799)
    static let lastMillisecond = Date(timeIntervalSince1970: 253_402_300_799.999)
    static let newYork = TimeZone(identifier: "America/New_York") ?? .current
    static let kiritimati = TimeZone(identifier: "Pacific/Kiritimati") ?? .current
    static let honolulu = TimeZone(identifier: "Pacific/Honolulu") ?? .current
    static let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
    static let utc = TimeZone(identifier: "UTC") ?? .current
    let english = Locale(identifier: "en_US")

    @Test func theFirstInstantIsShownOnTheFirstDayWestOfGreenwich() throws {
        #expect(Self.newYork.identifier == "America/New_York")
        let text = DiaryText(locale: english, timeZone: Self.newYork)
        #expect(text.longDate(Self.firstInstant) == "January 1, 1")
        let dateTime = text.dateTime(Self.firstInstant)
        #expect(dateTime.hasPrefix("January 1, 1"), "\(dateTime)")
        #expect(dateTime.contains("12:00"), "\(dateTime)")
        #expect(!dateTime.contains("December"))
        let korean = DiaryText(locale: Locale(identifier: "ko_KR"), timeZone: Self.newYork)
        #expect(korean.longDate(Self.firstInstant) == "1년 1월 1일")
        #expect(DiaryDay(Self.firstInstant, timeZone: Self.newYork).description == "0001-01-01")
    }

    @Test func aLateInstantIsShownOnTheLastDayEastOfGreenwich() throws {
        #expect(Self.kiritimati.identifier == "Pacific/Kiritimati")
        let text = DiaryText(locale: english, timeZone: Self.kiritimati)
        #expect(text.longDate(Self.lateInstant) == "December 31, 9999")
        let dateTime = text.dateTime(Self.lateInstant)
        #expect(dateTime.hasPrefix("December 31, 9999"), "\(dateTime)")
        #expect(dateTime.contains("11:59"), "\(dateTime)")
        #expect(!dateTime.contains("10000"))
        #expect(DiaryDay(Self.lateInstant, timeZone: Self.kiritimati).description == "9999-12-31")
        // The row, the detail and the shared text say the same day.
        let entry = DiaryEntry(title: "Last", body: "", createdAt: Self.lateInstant)
        #expect(text.row(for: entry).date == "December 31, 9999")
        #expect(text.shareText(for: entry).contains("December 31, 9999"))
    }

    @Test func datesInsideTheYearsAreShownAsBefore() {
        let newYork = DiaryText(locale: english, timeZone: Self.newYork)
        // A day later, New York has reached the year 1: its own evening, not clamped.
        let dayLater = Self.firstInstant.addingTimeInterval(86_400)
        #expect(newYork.longDate(dayLater) == "January 1, 1")
        #expect(newYork.dateTime(dayLater).contains("7:03"), "\(newYork.dateTime(dayLater))")
        let kiritimati = DiaryText(locale: english, timeZone: Self.kiritimati)
        let dayEarlier = Self.lateInstant.addingTimeInterval(-86_400)
        #expect(kiritimati.longDate(dayEarlier) == "December 31, 9999")
        #expect(kiritimati.dateTime(dayEarlier).contains("1:59"), "\(kiritimati.dateTime(dayEarlier))")
        let utc = DiaryText(locale: english, timeZone: Self.utc)
        #expect(utc.longDate(Self.firstInstant) == "January 1, 1")
        #expect(utc.dateTime(Self.lastMillisecond).hasPrefix("December 31, 9999"))
        #expect(utc.longDate(Date(timeIntervalSince1970: 1_608_595_200)) == "December 22, 2020")
    }

    @Test(arguments: StoreKind.allCases)
    func aFilterOnTheDayShownFindsTheEntry(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let first = entry(1, title: "First", at: Self.firstInstant)
        let late = entry(2, title: "Late", at: Self.lateInstant)
        let last = entry(3, title: "Last", at: Self.lastMillisecond)
        for item in [first, late, last] { try await store.insert(item) }
        let firstDay = try DiaryDay(year: 1, month: 1, day: 1)
        let lastDay = try DiaryDay(year: 9999, month: 12, day: 31)

        for zone in [Self.newYork, Self.honolulu, Self.utc, Self.seoul] {
            let onFirst = DiaryDateFilter.on(firstDay, timeZone: zone)
            #expect(onFirst.contains(Self.firstInstant), "\(zone.identifier)")
            #expect(try await store.entries(page: .first(), dates: onFirst).map(\.id) == [first.id])
            #expect(try await store.count(dates: onFirst) == 1)
        }
        for zone in [Self.kiritimati, Self.seoul, Self.utc, Self.newYork] {
            let onLast = DiaryDateFilter.on(lastDay, timeZone: zone)
            #expect(onLast.contains(Self.lastMillisecond), "\(zone.identifier)")
            #expect(
                Set(try await store.entries(page: .first(), dates: onLast).map(\.id)) == [late.id, last.id],
                "\(zone.identifier)")
            #expect(try await store.count(dates: onLast) == 2)
            #expect(
                try await store.search("late", page: .first(), dates: onLast).entries.map(\.id) == [late.id])
        }
        // The day after the first still leaves it out, and the day before the last.
        let secondDay = DiaryDateFilter.on(
            firstDay.adding(days: 1, timeZone: Self.newYork), timeZone: Self.newYork)
        #expect(!secondDay.contains(Self.firstInstant))
        #expect(try await store.count(dates: secondDay) == 0)
        let dayBefore = DiaryDateFilter.on(
            lastDay.adding(days: -1, timeZone: Self.kiritimati), timeZone: Self.kiritimati)
        #expect(try await store.count(dates: dayBefore) == 0)
    }
}
