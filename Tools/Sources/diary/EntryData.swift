import DiaryKit
import ToolSupport

/// An entry in `--json` output: its data — the ID, the title and body as written, `created` and
/// `updated` as ISO 8601 timestamps in UTC, the weather's `condition` and `icon` — and, beside
/// it, what the command shows for it (`display`) or says about it (`message`).
struct EntryData: Encodable {
    /// The entry.
    let entry: DiaryEntry
    /// The entry as the command shows it: a list row or the full detail.
    var display: Display?
    /// The notice the command printed about the entry.
    var message: String?

    /// How a command shows an entry.
    enum Display: Encodable {
        /// A row of a list or of search results.
        case row(DiaryRow)
        /// The full detail of `diary show`.
        case detail(DiaryDetail)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .row(let row): try row.encode(to: encoder)
            case .detail(let detail): try detail.encode(to: encoder)
            }
        }
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, body, created, updated, weather, display, message
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entry.id.uuidString.lowercased(), forKey: .id)
        try container.encode(entry.title, forKey: .title)
        try container.encode(entry.body, forKey: .body)
        try container.encode(JSONDate.timestamp(entry.createdAt), forKey: .created)
        try container.encode(JSONDate.timestamp(entry.updatedAt), forKey: .updated)
        try container.encodeIfPresent(entry.weather, forKey: .weather)
        try container.encodeIfPresent(display, forKey: .display)
        try container.encodeIfPresent(message, forKey: .message)
    }
}

/// A page of entries in `--json` output: which page, how many pages and entries there are, the
/// page's entries, and the summary line the text output ends with.
struct EntryPageData: Encodable {
    /// The page number, from 1.
    let page: Int
    /// How many entries a page holds.
    let perPage: Int
    /// How many pages there are (at least 1).
    let pageCount: Int
    /// How many entries there are on all pages.
    let totalCount: Int
    /// The page's entries, each with its list row as `display`.
    let entries: [EntryData]
    /// The words searched for (`diary search` only).
    var query: String?
    /// The first day shown (`--from` or `--on`), `YYYY-MM-DD`, when the days were limited.
    var from: String?
    /// The last day shown (`--to` or `--on`), `YYYY-MM-DD`, when the days were limited.
    var to: String?
    /// The summary line.
    let summary: String
}
