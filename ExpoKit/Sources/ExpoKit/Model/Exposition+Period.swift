import Foundation

extension Exposition {
    /// The calendar `duration` is read in: Gregorian, in UTC, so a day is the same day everywhere.
    public static let periodCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// The days of ``duration``: from midnight (UTC) of the opening day to midnight of the closing
    /// day, or `nil` when the text is not `yyyy. MM. dd - yyyy. MM. dd` naming real days in order.
    ///
    /// ```swift
    /// let period = Exposition.period(from: "1900. 04. 14 - 1900. 11. 12")
    /// period?.duration  // 212 days, in seconds
    /// ```
    public var period: DateInterval? { Self.period(from: duration) }

    /// Reads `yyyy. MM. dd - yyyy. MM. dd` (spaces optional, `–` or `~` also accepted between the
    /// days) into the days it names; `nil` when it names no real days or the closing day comes first.
    public static func period(from text: String) -> DateInterval? {
        var scanner = DayScanner(text)
        guard let start = scanner.day(),
            scanner.skip(where: { $0 == "-" || $0 == "–" || $0 == "~" }),
            let end = scanner.day(),
            scanner.isAtEnd,
            start <= end
        else { return nil }
        return DateInterval(start: start, end: end)
    }
}

/// Reads `yyyy. MM. dd` days out of text, one scalar at a time.
private struct DayScanner {
    /// The text's scalars.
    private let scalars: [Unicode.Scalar]
    /// Where reading continues.
    private var index = 0

    /// A scanner at the start of `text`.
    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Whether only white space is left.
    var isAtEnd: Bool {
        mutating get {
            skipSpaces()
            return index == scalars.count
        }
    }

    /// Reads `yyyy. MM. dd` (an optional trailing dot included); `nil` when it is not a real day.
    mutating func day() -> Date? {
        guard let year = number(maximumDigits: 4), skip(where: { $0 == "." }),
            let month = number(maximumDigits: 2), skip(where: { $0 == "." }),
            let day = number(maximumDigits: 2)
        else { return nil }
        let save = index
        if !skip(where: { $0 == "." }) { index = save }
        let calendar = Exposition.periodCalendar
        guard year >= 1, (1...12).contains(month), (1...31).contains(day),
            let date = calendar.date(from: DateComponents(year: year, month: month, day: day))
        else { return nil }
        let read = calendar.dateComponents([.year, .month, .day], from: date)
        guard read.year == year, read.month == month, read.day == day else { return nil }
        return date
    }

    /// Skips white space and one scalar that passes `test`; `false` when the next scalar fails it.
    mutating func skip(where test: (Unicode.Scalar) -> Bool) -> Bool {
        skipSpaces()
        guard index < scalars.count, test(scalars[index]) else { return false }
        index += 1
        return true
    }

    /// Skips white space, then reads 1 to `maximumDigits` ASCII digits.
    private mutating func number(maximumDigits: Int) -> Int? {
        skipSpaces()
        var value = 0
        var digits = 0
        while index < scalars.count, digits < maximumDigits, let digit = Self.digit(scalars[index]) {
            value = value * 10 + digit
            digits += 1
            index += 1
        }
        if index < scalars.count, Self.digit(scalars[index]) != nil { return nil }
        return digits > 0 ? value : nil
    }

    /// Moves past spaces and tabs.
    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    /// The value of an ASCII digit.
    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        (48...57).contains(scalar.value) ? Int(scalar.value) - 48 : nil
    }
}
