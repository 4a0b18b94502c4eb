import Foundation

/// Reads the server's zone-less date strings as UTC, by hand (no formatter on the hot path).
///
/// Accepted shapes: `2022-01-04T00:00:00.00`, `2022-11-15T00:00:00`,
/// `2021-12-27 15:37:58.072`, any number of fraction digits, an optional trailing `Z`, and a
/// bare date `2022-01-04` (midnight).
enum WireDate {
    /// The instant `text` names, or `nil` when it is not one of the accepted shapes.
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for offset in index..<(index + width) {
                let digit = Int(bytes[offset]) &- 48
                guard digit >= 0, digit <= 9 else { return nil }
                value = value &* 10 &+ digit
            }
            index += width
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(0x2D), let month = number(2), expect(0x2D), let day = number(2),
            (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        if index == bytes.count { return Date(timeIntervalSince1970: seconds) }
        guard index < bytes.count, bytes[index] == 0x54 || bytes[index] == 0x20 else { return nil }
        index += 1
        guard let hour = number(2), expect(0x3A), let minute = number(2), expect(0x3A),
            let second = number(2),
            hour < 24, minute < 60, second < 61
        else { return nil }
        seconds += Double(hour * 3_600 + minute * 60 + second)
        if expect(0x2E) {
            var fraction = 0.0
            var scale = 0.1
            let start = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                fraction += Double(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
            seconds += fraction
        }
        _ = expect(0x5A)
        guard index == bytes.count else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
