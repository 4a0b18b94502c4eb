import Foundation

extension Date {
    /// The earliest date an entry keeps: 1 January of the year 1, UTC, in milliseconds since 1970.
    static let earliestDiaryMilliseconds: Int64 = -62_135_596_800_000
    /// The latest date an entry keeps: the last millisecond of the year 9999, UTC.
    static let latestDiaryMilliseconds: Int64 = 253_402_300_799_999

    /// Milliseconds since 1970, rounded, and clamped to the years 1 to 9999 (a date that is not a
    /// number counts as 1970: it has no nearest year, and a `Date` holding NaN cannot even be
    /// printed, as Foundation's `description` traps on it).
    var diaryMilliseconds: Int64 {
        let value = (timeIntervalSince1970 * 1000).rounded()
        guard value.isFinite else {
            return value.isNaN
                ? 0 : (value > 0 ? Self.latestDiaryMilliseconds : Self.earliestDiaryMilliseconds)
        }
        if value <= Double(Self.earliestDiaryMilliseconds) { return Self.earliestDiaryMilliseconds }
        if value >= Double(Self.latestDiaryMilliseconds) { return Self.latestDiaryMilliseconds }
        return Int64(value)
    }

    /// The date `milliseconds` after 1970.
    init(diaryMilliseconds milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// Milliseconds since 1970 when `milliseconds` lies within the years 1 to 9999, else `nil`.
    static func diaryDate(milliseconds: Int64) -> Date? {
        guard milliseconds >= earliestDiaryMilliseconds, milliseconds <= latestDiaryMilliseconds else {
            return nil
        }
        return Date(diaryMilliseconds: milliseconds)
    }

    /// Whether an entry keeps this date as it is, rounded to the millisecond: it is a number within
    /// the years 1 to 9999 (UTC), ends included.
    var isWithinDiaryYears: Bool {
        let value = (timeIntervalSince1970 * 1000).rounded()
        return value >= Double(Self.earliestDiaryMilliseconds)
            && value <= Double(Self.latestDiaryMilliseconds)
    }

    /// The bits of the date's seconds since 1970 when an entry cannot keep it as it is (see
    /// ``isWithinDiaryYears``), else `nil`.
    var unkeptDiaryBits: UInt64? {
        isWithinDiaryYears ? nil : timeIntervalSince1970.bitPattern
    }

    /// `date` rounded to the millisecond, for a store to stamp an entry with.
    ///
    /// - Throws: ``DiaryStoreError/Kind/invalidDate`` when the date is not a number or lies
    ///   outside the years 1 to 9999, rather than move it.
    static func checkedDiaryDate(_ date: Date) throws -> Date {
        guard date.isWithinDiaryYears else { throw DiaryStoreError.invalidEntryDate(date) }
        return date.roundedToMilliseconds
    }

    /// The date rounded to the millisecond, within the years 1 to 9999.
    var roundedToMilliseconds: Date {
        Date(diaryMilliseconds: diaryMilliseconds)
    }
}
