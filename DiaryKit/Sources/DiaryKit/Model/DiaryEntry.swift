import Foundation

/// One diary entry: a title, a body, when it was written and last changed, and optionally the
/// weather of the moment it was written.
///
/// Entries are plain values. Build one from the text a person typed, where the first line is the
/// title and the rest the body, and save it in a ``DiaryStore``:
///
/// ```swift
/// let written = Date(timeIntervalSince1970: 1_700_000_000)
/// let typed = "Rainy Sunday\nRead by the window all afternoon."
/// if let entry = DiaryEntry(text: typed, createdAt: written) {
///     print(entry.title)  // Rainy Sunday
///     print(entry.body)  // Read by the window all afternoon.
/// }
/// ```
///
/// Dates are kept to the millisecond, the precision the SQLite store keeps, so an entry read back
/// from any store equals the one that was saved.
public struct DiaryEntry: Sendable, Hashable, Identifiable {
    /// The entry's stable identifier; never changes, survives export and import.
    public let id: UUID
    /// The first line of the entry's text: one line, so a store refuses a title holding a line
    /// break (``DiaryStoreError/multilineTitle``); ``init(text:id:createdAt:weather:)`` and
    /// ``fields(title:body:)`` never make one.
    public var title: String
    /// The rest of the entry's text, without the blank lines that surrounded it.
    public var body: String
    /// When the entry was written.
    public var createdAt: Date {
        didSet {
            unkeptCreatedAt = createdAt.unkeptDiaryBits
            createdAt = createdAt.roundedToMilliseconds
        }
    }
    /// When the entry was last changed; equal to ``createdAt`` until the first edit.
    public var updatedAt: Date {
        didSet {
            unkeptUpdatedAt = updatedAt.unkeptDiaryBits
            updatedAt = updatedAt.roundedToMilliseconds
        }
    }
    /// The weather when the entry was written, if it was known.
    public var weather: DiaryWeather?

    /// The bits of the seconds since 1970 of a creation date given that the entry could not keep
    /// as it is (NaN, or outside the years 1 to 9999) and so moved; `nil` when it kept it. Bits,
    /// so that an entry given NaN equals itself.
    private var unkeptCreatedAt: UInt64?
    /// The same for the update date.
    private var unkeptUpdatedAt: UInt64?

    /// An entry with these exact values; ``updatedAt`` defaults to `createdAt`.
    ///
    /// Dates are rounded to the millisecond and kept within the years 1 to 9999: an earlier date,
    /// `-infinity` included, becomes the first millisecond of the year 1 (0001-01-01T00:00:00Z), a
    /// later one the last millisecond of 9999; the JSON export keeps both and reads them back. A
    /// date that is not a number (NaN) has no nearest year and becomes 1970-01-01T00:00:00Z, the
    /// day ``DiaryDay`` reads off it too. A store refuses an entry given such a date (outside those
    /// years, or NaN), with ``DiaryStoreError/Kind/invalidDate``, rather than keep the moved date:
    /// such an entry equals none given the date it was moved to.
    public init(
        id: UUID = UUID(), title: String, body: String, createdAt: Date, updatedAt: Date? = nil,
        weather: DiaryWeather? = nil
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.createdAt = createdAt.roundedToMilliseconds
        self.updatedAt = (updatedAt ?? createdAt).roundedToMilliseconds
        self.weather = weather
        unkeptCreatedAt = createdAt.unkeptDiaryBits
        unkeptUpdatedAt = (updatedAt ?? createdAt).unkeptDiaryBits
    }

    /// Refuses an entry given a date it could not keep as it is (see
    /// ``init(id:title:body:createdAt:updatedAt:weather:)``): a store keeps no moved date.
    func checkDates() throws {
        if let bits = unkeptCreatedAt ?? unkeptUpdatedAt {
            throw DiaryStoreError.invalidEntryDate(Date(timeIntervalSince1970: Double(bitPattern: bits)))
        }
    }
}
