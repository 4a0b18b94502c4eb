import Foundation

/// The entries a search found, best first, ready to show.
public struct DiarySearchResults: Sendable, Hashable, Encodable {
    /// The query as typed, on one line.
    public let query: String
    /// The matching entries' rows, best match first.
    public let rows: [DiaryRow]
    /// One line such as "2 entries match “rain”.", "1 entry matches “rain”." or "No entry matches
    /// “rain”."
    public let summary: String

    /// Results with these values.
    public init(query: String, rows: [DiaryRow], summary: String) {
        self.query = query
        self.rows = rows
        self.summary = summary
    }
}
