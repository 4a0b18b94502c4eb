import Foundation

/// A day on the Gregorian calendar, with no time and no time zone: how Starbucks writes event
/// dates (`2022-05-03`).
///
/// ```swift
/// let day = CalendarDay(parsing: "2022-05-03")              // 3 May 2022
/// CalendarDay(parsing: "2022-05-03 10:00:00") == day        // true: a time after the day is ignored
/// ```
public struct CalendarDay: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to the month's length.
    public let day: Int

    /// The day `year`-`month`-`day`, or `nil` when no such day exists.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9_999).contains(year), (1...12).contains(month),
            (1...Self.length(ofMonth: month, in: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `2022-05-03`, `2022.05.03`, `2022/05/03` or `20220503`, with or without a time after
    /// it; `nil` for anything else, including an empty string.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let datePart = trimmed.prefix { !$0.isWhitespace && $0 != "T" }
        let digits = datePart.filter(\.isASCIIDigit)
        let separators = datePart.filter { !$0.isASCIIDigit }
        let numbers: [Int]
        if separators.isEmpty, digits.count == 8 {
            let text = String(digits)
            numbers = [text.prefix(4), text.dropFirst(4).prefix(2), text.suffix(2)].compactMap { Int($0) }
        } else {
            let parts = datePart.split(omittingEmptySubsequences: false) { "-./".contains($0) }
            guard parts.count == 3,
                parts.allSatisfy({ part in
                    !part.isEmpty && part.count <= 4 && part.allSatisfy { $0.isASCIIDigit }
                })
            else { return nil }
            numbers = parts.compactMap { Int($0) }
        }
        guard numbers.count == 3 else { return nil }
        self.init(year: numbers[0], month: numbers[1], day: numbers[2])
    }

    /// Reads the day from its `yyyy-MM-dd` text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(text.removingControlCharacters())” is not a date")
        }
        self = day
    }

    /// Writes the day as `yyyy-MM-dd`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The day as `2022-05-03`.
    public var description: String {
        let pad = { (value: Int, width: Int) in
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Noon UTC on this day: a moment that falls on this day in every time zone a formatter set to
    /// UTC uses.
    var noonUTC: Date {
        if ProlepticGregorian.isBeforeCutover(year: year, month: month, day: day) {
            let days = ProlepticGregorian.days(year: year, month: month, day: day)
            return Date(timeIntervalSince1970: Double(days) * 86_400 + 43_200)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let components = DateComponents(year: year, month: month, day: day, hour: 12)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    /// Earlier days first.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The number of days in `month` of `year`.
    static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension Character {
    /// Whether the character is one of `0`–`9`.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
