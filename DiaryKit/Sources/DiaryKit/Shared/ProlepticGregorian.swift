import Foundation

/// Dates in the proleptic Gregorian calendar, the one ISO 8601 and every other date of the kits
/// use, before 15 October 1582 as well as after it.
///
/// Foundation's Gregorian calendar, its date formatters and its ISO 8601 styles switch to the
/// Julian calendar before 15 October 1582 (on Linux, in every version this workspace builds
/// with): 0001-01-01T00:00:00Z, the first day of the proleptic year 1, would be shown as
/// "January 3, 1", and 1582-10-10 would be read as 20 October. From the switch on, both calendars
/// are the same, so the kits keep Foundation's fast paths there and come here only for earlier
/// instants and days: the arithmetic below (Howard Hinnant's days-from-civil), and a
/// `DateFormatter` whose `gregorianStartDate` is `distantPast`.
enum ProlepticGregorian {
    /// 1582-10-15T00:00:00Z, the first day of the Gregorian calendar: from this instant on,
    /// Foundation's calendar is the proleptic Gregorian one.
    static let cutover = Date(timeIntervalSince1970: -12_219_292_800)

    /// Whether Foundation's calendar would show `date` in the Julian calendar.
    static func isBeforeCutover(_ date: Date) -> Bool {
        date < cutover
    }

    /// Whether the day `year`-`month`-`day` lies before the first day of the Gregorian calendar.
    static func isBeforeCutover(year: Int, month: Int, day: Int) -> Bool {
        (year, month, day) < (1582, 10, 15)
    }

    /// The number of days from 1970-01-01 to `year`-`month`-`day`.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day that is `days` days after 1970-01-01.
    static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day and the time of day (in whole seconds) of `date` in `timeZone`.
    static func components(of date: Date, in timeZone: TimeZone) -> (
        year: Int, month: Int, day: Int, secondOfDay: Int
    ) {
        let local = (date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down)
        let seconds = Int(max(min(local, 1e15), -1e15))
        let (quotient, remainder) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let days = remainder < 0 ? quotient - 1 : quotient
        let day = civil(days: days)
        return (day.year, day.month, day.day, remainder < 0 ? remainder + 86_400 : remainder)
    }

    /// The first instant of `year`-`month`-`day` in `timeZone`.
    static func start(year: Int, month: Int, day: Int, in timeZone: TimeZone) -> Date {
        let midnight = Double(days(year: year, month: month, day: day)) * 86_400
        let guess = midnight - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight)))
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))
        return Date(timeIntervalSince1970: midnight - Double(offset))
    }

    /// A formatter of the proleptic Gregorian calendar in `locale` and `timeZone`, with the
    /// locale's pattern for `template` (such as `"yMMMMd"`) or for the two styles.
    static func formatter(
        locale: Locale, timeZone: TimeZone, template: String? = nil, date: DateFormatter.Style = .none,
        time: DateFormatter.Style = .none
    ) -> DateFormatter {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        // Without this, the formatter's calendar is Julian before 1582-10-15 whatever its identifier.
        formatter.gregorianStartDate = .distantPast
        if let template {
            formatter.setLocalizedDateFormatFromTemplate(template)
        } else {
            formatter.dateStyle = date
            formatter.timeStyle = time
        }
        return formatter
    }

    /// `date` as ISO 8601 in UTC (`0001-01-01T00:00:00Z`, with `.123` before the `Z` when
    /// `milliseconds` is given), for the years 1 to 9999.
    static func iso8601(_ date: Date, milliseconds: Int? = nil) -> String {
        let parts = components(of: date, in: TimeZone(secondsFromGMT: 0) ?? .current)
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
                + digits
        }
        let time =
            padded(parts.secondOfDay / 3_600, 2) + ":" + padded(parts.secondOfDay / 60 % 60, 2) + ":"
            + padded(parts.secondOfDay % 60, 2)
        let fraction = milliseconds.map { "." + padded($0, 3) } ?? ""
        return padded(parts.year, 4) + "-" + padded(parts.month, 2) + "-" + padded(parts.day, 2) + "T" + time
            + fraction + "Z"
    }

    /// The instant an ISO 8601 date-time names (`YYYY-MM-DDTHH:MM:SS`, an optional fraction, then
    /// `Z` or `±HH:MM`), read in the proleptic Gregorian calendar; `nil` for any other text.
    static func date(iso8601 text: String) -> Date? {
        let characters = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= characters.count,
                characters[range].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            else { return nil }
            return characters[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard characters.count >= 20, characters[4] == UInt8(ascii: "-"), characters[7] == UInt8(ascii: "-"),
            characters[10] == UInt8(ascii: "T") || characters[10] == UInt8(ascii: "t"),
            characters[13] == UInt8(ascii: ":"), characters[16] == UInt8(ascii: ":"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day <= lengths[month - 1] else { return nil }
        var index = 19
        var fraction = 0.0
        if characters[index] == UInt8(ascii: ".") {
            var scale = 0.1
            index += 1
            let start = index
            while index < characters.count, let digit = number(index..<index + 1) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offset = 0
        guard index < characters.count else { return nil }
        switch characters[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            index += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard index + 6 == characters.count, characters[index + 3] == UInt8(ascii: ":"),
                let hours = number(index + 1..<index + 3), let minutes = number(index + 4..<index + 6)
            else { return nil }
            offset = (hours * 3_600 + minutes * 60) * (characters[index] == UInt8(ascii: "-") ? -1 : 1)
            index += 6
        default:
            return nil
        }
        guard index == characters.count else { return nil }
        let seconds =
            days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }
}
