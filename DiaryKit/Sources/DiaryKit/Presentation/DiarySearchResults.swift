import Foundation

/// The entries a search found, best first, ready to show: one page of them, with the page's
/// place among all the results.
public struct DiarySearchResults: Sendable, Hashable, Encodable {
    /// The query as typed, on one line.
    public let query: String
    /// The matching entries' rows, best match first.
    public let rows: [DiaryRow]
    /// One line such as "2 entries match “rain”.", "1 entry matches “rain”." or "No entry matches
    /// “rain”.", counting every match, not only this page's.
    public let summary: String
    /// The page number, from 1.
    public let pageNumber: Int
    /// How many pages the results fill (at least 1).
    public let pageCount: Int
    /// How many entries matched in all.
    public let totalCount: Int
    /// One line such as "Page 1 of 3 · 45 entries", when the results fill more than one page;
    /// else `nil`.
    public let pageSummary: String?
    /// What to say when the page is past the last result ("Page 4 is past the end of the
    /// results; the last page is 3."), else `nil`.
    public let pastEndMessage: String?

    /// Results with these values, all on one page.
    public init(query: String, rows: [DiaryRow], summary: String) {
        self.init(
            query: query, rows: rows, summary: summary, pageNumber: 1, pageCount: 1, totalCount: rows.count,
            pageSummary: nil, pastEndMessage: nil)
    }

    /// One page of results with these values.
    public init(
        query: String, rows: [DiaryRow], summary: String, pageNumber: Int, pageCount: Int, totalCount: Int,
        pageSummary: String?, pastEndMessage: String?
    ) {
        self.query = query
        self.rows = rows
        self.summary = summary
        self.pageNumber = pageNumber
        self.pageCount = pageCount
        self.totalCount = totalCount
        self.pageSummary = pageSummary
        self.pastEndMessage = pastEndMessage
    }
}
