import Foundation

/// One page of the newest-first list, ready to show.
public struct DiaryListPage: Sendable, Hashable, Encodable {
    /// The page's rows, newest first.
    public let rows: [DiaryRow]
    /// The page number, from 1.
    public let pageNumber: Int
    /// How many pages the whole list fills (at least 1).
    public let pageCount: Int
    /// How many entries the whole list holds.
    public let totalCount: Int
    /// One line such as "Page 1 of 3 · 42 entries".
    public let summary: String
    /// What to say instead of rows when there are none ("No entries yet."), else `nil`.
    public let emptyMessage: String?

    /// A page with these values.
    public init(
        rows: [DiaryRow], pageNumber: Int, pageCount: Int, totalCount: Int, summary: String,
        emptyMessage: String?
    ) {
        self.rows = rows
        self.pageNumber = pageNumber
        self.pageCount = pageCount
        self.totalCount = totalCount
        self.summary = summary
        self.emptyMessage = emptyMessage
    }
}
