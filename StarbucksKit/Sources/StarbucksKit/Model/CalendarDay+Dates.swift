import Foundation

extension CalendarDay {
    /// The day `date` falls on in `calendar`'s time zone.
    ///
    /// ```swift
    /// let today = CalendarDay(date: Date(), calendar: .current)
    /// print(today.adding(days: 1) > today)  // true
    /// ```
    public init(date: Date, calendar: Calendar) {
        if ProlepticGregorian.isBeforeCutover(date), calendar.identifier == .gregorian {
            let day = ProlepticGregorian.components(of: date, in: calendar.timeZone)
            self = CalendarDay(year: day.year, month: day.month, day: day.day) ?? CalendarDay.first
            return
        }
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self =
            CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDay.epoch
    }

    /// The day `days` days after this one (before it when negative); the first or last day of the
    /// calendar's range when the result would leave it.
    public func adding(days: Int) -> CalendarDay {
        let counted = ProlepticGregorian.days(year: year, month: month, day: day).addingReportingOverflow(
            days)
        if !counted.overflow {
            // Before the Gregorian calendar began, Foundation's calendar counts Julian days.
            let day = ProlepticGregorian.civil(days: counted.partialValue)
            if ProlepticGregorian.isBeforeCutover(year: day.year, month: day.month, day: day.day) {
                guard day.year >= 1 else { return CalendarDay.first }
                return CalendarDay(year: day.year, month: day.month, day: day.day) ?? CalendarDay.first
            }
        }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
        guard let moved = utc.date(byAdding: .day, value: days, to: noonUTC) else {
            return days < 0 ? CalendarDay.first : CalendarDay.last
        }
        let parts = utc.dateComponents([.year, .month, .day], from: moved)
        guard let year = parts.year, year >= 1 else { return CalendarDay.first }
        guard year <= 9_999 else { return CalendarDay.last }
        return CalendarDay(year: year, month: parts.month ?? 1, day: parts.day ?? 1) ?? CalendarDay.epoch
    }

    /// A day known to exist (checked by the caller).
    init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// 1 January 1970, for dates no calendar can name.
    static let epoch = CalendarDay(checkedYear: 1970, month: 1, day: 1)
    /// 1 January of year 1.
    static let first = CalendarDay(checkedYear: 1, month: 1, day: 1)
    /// 31 December 9999.
    static let last = CalendarDay(checkedYear: 9_999, month: 12, day: 31)
}

extension EventPeriod {
    /// Whether `day` is one of the period's days.
    public func contains(_ day: CalendarDay) -> Bool {
        start <= day && day <= end
    }
}
