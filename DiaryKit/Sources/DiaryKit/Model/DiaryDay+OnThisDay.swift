import Foundation

extension DiaryDay {
    /// The days of earlier years that "on this day" shows for this day, newest year first, back
    /// to `earliestYear`: each year's filter covers the same month and day.
    ///
    /// February 29 exists only in leap years, so:
    /// - on February 29, earlier leap years' February 29 are shown (other years have none);
    /// - on February 28 of a year that is not a leap year, an earlier year's February 28 and, in
    ///   a leap year, its February 29 are shown, so that leap-day entries come back every year;
    /// - on February 28 of a leap year, only February 28 (its February 29 comes the next day).
    func earlierYearsFilters(since earliestYear: Int, timeZone: TimeZone) -> [DiaryDateFilter] {
        guard earliestYear < year else { return [] }
        var filters: [DiaryDateFilter] = []
        for earlier in stride(from: year - 1, through: max(earliestYear, 1), by: -1) {
            let isLeap = Self.isLeapYear(earlier)
            if month == 2 && day == 29 {
                guard isLeap, let leapDay = try? DiaryDay(year: earlier, month: 2, day: 29) else { continue }
                filters.append(.on(leapDay, timeZone: timeZone))
            } else if month == 2 && day == 28 && !Self.isLeapYear(year) && isLeap,
                let first = try? DiaryDay(year: earlier, month: 2, day: 28),
                let last = try? DiaryDay(year: earlier, month: 2, day: 29),
                let both = try? DiaryDateFilter(from: first, to: last, timeZone: timeZone)
            {
                filters.append(both)
            } else if let same = try? DiaryDay(year: earlier, month: month, day: day) {
                filters.append(.on(same, timeZone: timeZone))
            }
        }
        return filters
    }
}
