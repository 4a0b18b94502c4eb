import Foundation

/// The days an event runs, from its first day to its last.
///
/// Read from the texts Starbucks sends: `2022-05-10 ~ 2022-07-18`, or the Korean
/// `2021년 10월 11일 ~ 10월 22일`, where the end leaves out what it shares with the start.
///
/// ```swift
/// let period = EventPeriod(parsing: "2021년 10월 11일 ~ 10월 22일")
/// period?.end.description   // "2021-10-22"
/// ```
public struct EventPeriod: Hashable, Sendable, Codable {
    /// The first day.
    public let start: CalendarDay
    /// The last day; never before ``start``.
    public let end: CalendarDay

    /// The period from `start` to `end`, or `nil` when `end` comes before `start`.
    public init?(start: CalendarDay, end: CalendarDay) {
        guard start <= end else { return nil }
        self.start = start
        self.end = end
    }

    /// Reads `<start> ~ <end>`, where each side is a year, month and day in any spelling that keeps
    /// them in that order (`2022-05-10`, `2021년 10월 11일`); the end may drop the year, or the year
    /// and the month. An end earlier than its start in the same year moves to the next year
    /// (`12월 28일 ~ 1월 3일`). `nil` when the text is not a period.
    public init?(parsing text: String) {
        let sides = text.split(separator: "~", omittingEmptySubsequences: false)
        guard sides.count == 2 else { return nil }
        let first = Self.numbers(in: sides[0])
        let second = Self.numbers(in: sides[1])
        guard first.count == 3, let start = CalendarDay(year: first[0], month: first[1], day: first[2]) else {
            return nil
        }
        var end: CalendarDay?
        switch second.count {
        case 3: end = CalendarDay(year: second[0], month: second[1], day: second[2])
        case 2:
            end = CalendarDay(year: start.year, month: second[0], day: second[1])
            if let found = end, found < start {
                end = CalendarDay(year: start.year + 1, month: second[0], day: second[1])
            }
        case 1: end = CalendarDay(year: start.year, month: start.month, day: second[0])
        default: end = nil
        }
        guard let end else { return nil }
        self.init(start: start, end: end)
    }

    /// The runs of ASCII digits in `text`, as numbers; a run too long to be part of a date makes
    /// the list empty.
    private static func numbers(in text: Substring) -> [Int] {
        let runs = text.split { !$0.isASCIIDigit }
        guard runs.allSatisfy({ $0.count <= 4 }) else { return [] }
        return runs.compactMap { Int($0) }
    }
}
