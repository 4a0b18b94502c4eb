import Foundation

/// An instant stored as whole milliseconds since 1970 (UTC), written the way the API writes
/// dates: without a time zone.
struct Timestamp: Sendable, Hashable, Comparable, Codable {
    /// Milliseconds since 1970-01-01T00:00:00 UTC.
    let milliseconds: Int64

    /// The instant `milliseconds` after 1970 began.
    init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// The instant `date` names, to the millisecond.
    init(_ date: Date) {
        let value = (date.timeIntervalSince1970 * 1_000).rounded(.down)
        milliseconds = value.isFinite ? Int64(clamping: Int(exactly: value) ?? 0) : 0
    }

    /// Now.
    static var now: Timestamp { Timestamp(Date()) }

    static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }

    init(from decoder: any Decoder) throws {
        milliseconds = try decoder.singleValueContainer().decode(Int64.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(milliseconds)
    }

    /// The instant as the generation writes it: `2022-01-04T09:30:00.25` (`marketTraining`,
    /// hundredths of a second) or `2022-11-15T09:30:00` (`openMarket`), both in UTC.
    func text(for generation: MarketGeneration) -> String {
        let (days, rest) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
        let dayMilliseconds = rest < 0 ? rest + 86_400_000 : rest
        let (year, month, day) = Self.civil(fromDays: rest < 0 ? days - 1 : days)
        let seconds = dayMilliseconds / 1_000
        var text =
            Self.digits(year, 4) + "-" + Self.digits(month, 2) + "-" + Self.digits(day, 2) + "T"
            + Self.digits(seconds / 3_600, 2) + ":" + Self.digits(seconds / 60 % 60, 2) + ":"
            + Self.digits(seconds % 60, 2)
        if generation == .marketTraining {
            text += "." + Self.digits(dayMilliseconds % 1_000 / 10, 2)
        }
        return text
    }

    /// `value` in decimal, zero-padded to `width` digits.
    private static func digits(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's civil-from-days).
    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
