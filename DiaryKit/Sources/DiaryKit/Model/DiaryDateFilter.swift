import Foundation

/// Which days' entries to show: from one day, to one day, or both (inclusive), as days of a time
/// zone — or any day.
///
/// The list and search take one (``DiaryStore/entries(page:dates:)``,
/// ``DiaryStore/count(dates:)``, ``DiaryStore/search(_:page:dates:)``). An entry is in the filter
/// when its creation date falls on one of its days in its time zone.
///
/// A date before 0001-01-01 or after 9999-12-31 in the filter's time zone falls on that first or
/// last day, as ``DiaryDay/init(_:timeZone:)`` and ``DiaryText`` say: an entry of
/// 0001-01-01T00:00:00Z is still in the year 0 in New York, and one of 9999-12-31T23:59:59Z
/// already in 10000 in Kiritimati. So a filter from the first day has no lower bound, and one to
/// the last day no upper bound (``start`` and ``end`` are still the days' own bounds).
///
/// ```swift
/// let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
/// let march = try DiaryDateFilter(
///     from: DiaryDay(year: 2025, month: 3, day: 1), to: DiaryDay(year: 2025, month: 3, day: 31),
///     timeZone: seoul)
/// let oneDay = DiaryDateFilter.on(try DiaryDay(parsing: "2025-03-14"), timeZone: seoul)
/// print(march.contains(oneDay.start ?? Date()))  // true
/// ```
public struct DiaryDateFilter: Sendable, Hashable {
    /// The first day, or `nil` for no lower bound.
    public let from: DiaryDay?
    /// The last day (included), or `nil` for no upper bound.
    public let to: DiaryDay?
    /// The time zone the days are days of.
    public let timeZone: TimeZone

    /// Every day: no filter at all.
    public static let anyDay = DiaryDateFilter(checkedFrom: nil, to: nil, timeZone: DiaryDay.utc)

    /// The days from `from` to `to`, both included; a `nil` bound leaves that side open.
    ///
    /// - Throws: ``DiaryStoreError`` of kind ``DiaryStoreError/Kind/invalidDate`` when `from` is
    ///   after `to`.
    public init(from: DiaryDay?, to: DiaryDay?, timeZone: TimeZone = .current) throws {
        if let from, let to, from > to { throw DiaryStoreError.invalidDateRange(from: from, to: to) }
        self.init(checkedFrom: from, to: to, timeZone: timeZone)
    }

    /// The one day `day`.
    public static func on(_ day: DiaryDay, timeZone: TimeZone = .current) -> DiaryDateFilter {
        DiaryDateFilter(checkedFrom: day, to: day, timeZone: timeZone)
    }

    private init(checkedFrom from: DiaryDay?, to: DiaryDay?, timeZone: TimeZone) {
        self.from = from
        self.to = to
        self.timeZone = timeZone
    }

    /// Whether the filter lets every entry through.
    public var isAnyDay: Bool { from == nil && to == nil }

    /// The first instant of the first day, or `nil` without a lower bound.
    public var start: Date? { from?.start(in: timeZone) }

    /// The first instant after the last day, or `nil` without an upper bound.
    public var end: Date? { to.map { $0.end(in: timeZone) } }

    /// Whether an entry created at `date` is in the filter: within its days, the first day
    /// (0001-01-01) reaching back to any earlier date and the last (9999-12-31) on to any later.
    public func contains(_ date: Date) -> Bool {
        if let from, from != .first, date < from.start(in: timeZone) { return false }
        if let to, to != .last, date >= to.end(in: timeZone) { return false }
        return true
    }

    /// The bounds as the SQLite store's `created_at` values: from (included) and until
    /// (excluded), in milliseconds since 1970.
    var milliseconds: (lower: Int64, upper: Int64) {
        milliseconds(using: DiaryDay.calendar(timeZone))
    }

    /// ``milliseconds`` computed with `calendar`, a Gregorian calendar in the filter's time zone:
    /// one calendar serves many filters (on this day makes one a year).
    func milliseconds(using calendar: Calendar) -> (lower: Int64, upper: Int64) {
        // The first and the last day reach to whatever an entry keeps before or after them (see
        // the type's documentation); an exclusive upper bound clamped to the last millisecond an
        // entry keeps would also leave that millisecond out.
        (
            from.flatMap { $0 == .first ? nil : $0.start(using: calendar).diaryMilliseconds } ?? Int64.min,
            to.flatMap { $0 == .last ? nil : $0.end(using: calendar).diaryMilliseconds } ?? Int64.max
        )
    }
}
