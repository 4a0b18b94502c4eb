import Foundation

/// Where today and yesterday begin and end in a calendar, computed once per day: a list formats
/// "Today" and "Yesterday" for every row, and asking the calendar for each row costs microseconds.
final class RecentDays: @unchecked Sendable {
    // @unchecked Sendable: `last` is guarded by `lock`.

    /// The bounds of one day and the day before it.
    struct Bounds {
        /// Where yesterday begins, or `nil` when the day before today has no start the calendar
        /// agrees with (a time-zone change at midnight).
        let yesterday: Date?
        /// Where today begins.
        let today: Date
        /// Where tomorrow begins.
        let tomorrow: Date
    }

    private let lock = NSLock()
    private var last: Bounds?

    /// The bounds of the day of `now` in `calendar` (the same calendar every call), or `nil` when
    /// the calendar cannot say.
    func bounds(at now: Date, in calendar: Calendar) -> Bounds? {
        if let last = lock.withLock({ last }), now >= last.today, now < last.tomorrow { return last }
        guard let day = calendar.dateInterval(of: .day, for: now) else { return nil }
        let yesterday = calendar.date(byAdding: .day, value: -1, to: day.start).flatMap {
            calendar.startOfDay(for: $0) == $0 ? $0 : nil
        }
        let bounds = Bounds(yesterday: yesterday, today: day.start, tomorrow: day.end)
        lock.withLock { last = bounds }
        return bounds
    }
}
