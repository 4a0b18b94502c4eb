import Foundation

/// A day of the Gregorian calendar, as a diarist names it: a year, a month and a day of the month,
/// without a time or a time zone.
///
/// A day becomes a span of time only in a time zone (``start(in:)``); the date filters and the
/// "on this day" query take one.
///
/// ```swift
/// let day = try DiaryDay(parsing: "2024-02-29")
/// print(day)  // 2024-02-29
/// let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
/// print(DiaryDay(day.start(in: seoul), timeZone: seoul) == day)  // true
/// ```
public struct DiaryDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year (1 to 9999: every way of making a day keeps it there).
    public let year: Int
    /// The month, from 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The day `year`-`month`-`day`.
    ///
    /// - Throws: ``DiaryStoreError`` of kind ``DiaryStoreError/Kind/invalidDate`` when the
    ///   calendar has no such day (`2025-02-30`, month 13, year 0).
    public init(year: Int, month: Int, day: Int) throws {
        guard Self.isValid(year: year, month: month, day: day) else {
            throw DiaryStoreError.invalidDate(Self.text(year: year, month: month, day: day))
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `timeZone`, kept within the years 1 to 9999 as every day is: a
    /// date before 0001-01-01 falls on that day, one after 9999-12-31 on that day, and a date that
    /// is not a number (NaN) on 1970-01-01, as ``DiaryEntry`` counts it.
    public init(_ date: Date, timeZone: TimeZone) {
        let seconds = date.timeIntervalSince1970
        guard !seconds.isNaN else {
            self = DiaryDay(checkedYear: 1970, month: 1, day: 1)
            return
        }
        // A day on either side of the range, for the widest time zone offsets; beyond that the
        // calendars are not asked at all (a date of 1e18 seconds is year 31 billion).
        if seconds < Double(Self.firstDayNumber - 2) * 86_400 {
            self = .first
            return
        }
        if seconds > Double(Self.lastDayNumber + 2) * 86_400 {
            self = .last
            return
        }
        let parts: (year: Int, month: Int, day: Int)
        if ProlepticGregorian.isBeforeCutover(date) {
            let found = ProlepticGregorian.components(of: date, in: timeZone)
            parts = (found.year, found.month, found.day)
        } else {
            let found = Self.calendar(timeZone).dateComponents([.year, .month, .day], from: date)
            parts = (found.year ?? 1970, found.month ?? 1, found.day ?? 1)
        }
        if parts.year < 1 {
            self = .first
        } else if parts.year > 9999 {
            self = .last
        } else {
            self = DiaryDay(checkedYear: parts.year, month: parts.month, day: parts.day)
        }
    }

    /// The day `text` names: `YYYY-MM-DD`, `today` or `yesterday` (in any case), the last two
    /// being the day `now` falls on in `timeZone` and the day before.
    ///
    /// - Throws: ``DiaryStoreError`` of kind ``DiaryStoreError/Kind/invalidDate`` when the text is
    ///   not written that way or names a day the calendar does not have.
    public init(parsing text: String, now: Date = Date(), timeZone: TimeZone = .current) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed.lowercased() {
        case "today":
            self.init(now, timeZone: timeZone)
            return
        case "yesterday":
            self = DiaryDay(now, timeZone: timeZone).adding(days: -1, timeZone: timeZone)
            return
        default:
            break
        }
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else {
            throw DiaryStoreError.invalidDate(text)
        }
        guard Self.isValid(year: year, month: month, day: day) else {
            throw DiaryStoreError.invalidDate(text)
        }
        self.init(checkedYear: year, month: month, day: day)
    }

    private init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day as `YYYY-MM-DD`.
    public var description: String { Self.text(year: year, month: month, day: day) }

    /// The first instant of the day in `timeZone` (midnight, or the first hour that exists when
    /// the clocks skip midnight).
    public func start(in timeZone: TimeZone) -> Date {
        start(using: Self.calendar(timeZone))
    }

    /// The first instant of the day in the time zone of `calendar` (a Gregorian calendar).
    func start(using calendar: Calendar) -> Date {
        if ProlepticGregorian.isBeforeCutover(year: year, month: month, day: day) {
            return ProlepticGregorian.start(year: year, month: month, day: day, in: calendar.timeZone)
        }
        let parts = DateComponents(year: year, month: month, day: day)
        return calendar.date(from: parts).map { calendar.startOfDay(for: $0) }
            ?? Date(timeIntervalSince1970: 0)
    }

    /// The first instant of the next day in `timeZone`: where this day ends. One calendar does
    /// the work, so that a query over many days (on this day, year by year) stays cheap.
    func end(in timeZone: TimeZone) -> Date {
        end(using: Self.calendar(timeZone))
    }

    /// The first instant of the next day in the time zone of `calendar` (a Gregorian calendar).
    func end(using calendar: Calendar) -> Date {
        // The next day itself, not `adding(days: 1)`: the day after 9999-12-31 is past the range
        // a day keeps, yet its start is where the last day ends.
        let following = ProlepticGregorian.civil(
            days: ProlepticGregorian.days(year: year, month: month, day: day) + 1)
        if ProlepticGregorian.isBeforeCutover(
            year: following.year, month: following.month, day: following.day)
        {
            return ProlepticGregorian.start(
                year: following.year, month: following.month, day: following.day, in: calendar.timeZone)
        }
        let parts = DateComponents(year: year, month: month, day: day, hour: 12)
        guard let noon = calendar.date(from: parts),
            let next = calendar.date(byAdding: .day, value: 1, to: noon)
        else {
            return ProlepticGregorian.start(
                year: following.year, month: following.month, day: following.day, in: calendar.timeZone)
        }
        return calendar.startOfDay(for: next)
    }

    /// The day `days` days later (earlier when negative), kept within the years 1 to 9999: a
    /// move past 9999-12-31 stops there, one before 0001-01-01 stops there.
    public func adding(days: Int, timeZone: TimeZone) -> DiaryDay {
        // Days are counted on the calendar itself: the time zone does not change how many days
        // lie between two dates.
        _ = timeZone
        let (moved, overflow) = ProlepticGregorian.days(year: year, month: month, day: day)
            .addingReportingOverflow(days)
        if overflow || moved > Self.lastDayNumber { return days < 0 ? .first : .last }
        if moved < Self.firstDayNumber { return .first }
        let civil = ProlepticGregorian.civil(days: moved)
        return DiaryDay(checkedYear: civil.year, month: civil.month, day: civil.day)
    }

    /// 0001-01-01, the first day a diary keeps.
    static let first = DiaryDay(checkedYear: 1, month: 1, day: 1)
    /// 9999-12-31, the last day a diary keeps.
    static let last = DiaryDay(checkedYear: 9999, month: 12, day: 31)
    /// The days from 1970-01-01 to ``first`` (negative).
    static let firstDayNumber = ProlepticGregorian.days(year: 1, month: 1, day: 1)
    /// The days from 1970-01-01 to ``last``.
    static let lastDayNumber = ProlepticGregorian.days(year: 9999, month: 12, day: 31)

    /// Whether `year` has a February 29.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Earlier days than `rhs` sort first.
    public static func < (lhs: DiaryDay, rhs: DiaryDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes a `YYYY-MM-DD` string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(parsing: text, now: Date(timeIntervalSince1970: 0), timeZone: DiaryDay.utc)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD day"))
        }
    }

    /// Encodes the day as a `YYYY-MM-DD` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    // MARK: - Helpers

    /// Coordinated Universal Time.
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current

    /// The Gregorian calendar in `timeZone`.
    static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// How many days `month` of `year` has.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func isValid(year: Int, month: Int, day: Int) -> Bool {
        (1...9999).contains(year) && (1...12).contains(month) && day >= 1
            && day <= daysIn(month: month, year: year)
    }

    private static func text(year: Int, month: Int, day: Int) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
                + digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }
}
