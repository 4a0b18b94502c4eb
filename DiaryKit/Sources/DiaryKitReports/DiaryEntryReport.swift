import DiaryKit
import Foundation

/// An entry as data for programs (a tool's `--json`): its ID, its title and body as written,
/// `created` and `updated` as the encoder's `dateEncodingStrategy` writes them (choose ISO 8601 in
/// UTC), the weather's `condition` and `icon` — and, beside the data, what a screen shows for the
/// entry (`display`: its list row or its full detail) or says about it (`message`).
///
/// The keys are `id, title, body, created, updated, weather?, display?, message?`; a key whose
/// value is absent is left out.
///
/// ```swift
/// let encoder = JSONEncoder()
/// encoder.dateEncodingStrategy = .iso8601
/// let report = DiaryEntryReport(entry, display: .row(text.row(for: entry)))
/// let json = try encoder.encode(report)  // {"created":"2020-12-22T09:30:00Z","id":…}
/// ```
public struct DiaryEntryReport: Sendable, Hashable, Encodable {
    /// The entry.
    public let entry: DiaryEntry
    /// The entry as a screen shows it: a list row or the full detail.
    public let display: Display?
    /// The notice shown about the entry, such as the line saying it was deleted.
    public let message: String?

    /// How a screen shows an entry; encoded as that value's own keys.
    public enum Display: Sendable, Hashable, Encodable {
        /// A row of a list or of search results.
        case row(DiaryRow)
        /// The full detail.
        case detail(DiaryDetail)

        /// Writes the row's or the detail's keys.
        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .row(let row): try row.encode(to: encoder)
            case .detail(let detail): try detail.encode(to: encoder)
            }
        }
    }

    /// The data of `entry`, with `display` and `message` beside it when given.
    public init(_ entry: DiaryEntry, display: Display? = nil, message: String? = nil) {
        self.entry = entry
        self.display = display
        self.message = message
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, body, created, updated, weather, display, message
    }

    /// Writes the entry's data and what is shown beside it (see the type's discussion for the
    /// keys).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entry.id.uuidString.lowercased(), forKey: .id)
        try container.encode(entry.title, forKey: .title)
        try container.encode(entry.body, forKey: .body)
        try container.encode(entry.createdAt, forKey: .created)
        try container.encode(entry.updatedAt, forKey: .updated)
        try container.encodeIfPresent(entry.weather, forKey: .weather)
        try container.encodeIfPresent(display, forKey: .display)
        try container.encodeIfPresent(message, forKey: .message)
    }
}
