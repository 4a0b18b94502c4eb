import DiaryKit
import Foundation

/// A page of entries as data for programs (a tool's `--json`): which page it is, how many pages
/// and entries there are, the page's entries (each a ``DiaryEntryReport`` with its list row as
/// `display`), the words searched for, the days the list was limited to (`YYYY-MM-DD`), and the
/// summary line a screen shows under the rows.
///
/// The keys are `page, perPage, pageCount, totalCount, entries, query?, from?, to?, summary`; a
/// key whose value is absent is left out.
///
/// ```swift
/// let shown = text.listPage(entries, page: page, totalCount: total, dates: filter)
/// let report = DiaryPageReport(shown, entries: entries, page: page, dates: filter)
/// ```
public struct DiaryPageReport: Sendable, Hashable, Encodable {
    /// The page number, from 1.
    public let page: Int
    /// How many entries a page holds.
    public let perPage: Int
    /// How many pages there are (at least 1).
    public let pageCount: Int
    /// How many entries there are on all pages.
    public let totalCount: Int
    /// The page's entries, each with its list row as `display`.
    public let entries: [DiaryEntryReport]
    /// The words searched for (search results only).
    public let query: String?
    /// The first day of the list, when the days were limited.
    public let from: DiaryDay?
    /// The last day of the list, when the days were limited.
    public let to: DiaryDay?
    /// The summary line, or what is shown instead of an empty list.
    public let summary: String

    /// A page with these values.
    public init(
        page: Int, perPage: Int, pageCount: Int, totalCount: Int, entries: [DiaryEntryReport],
        query: String? = nil, from: DiaryDay? = nil, to: DiaryDay? = nil, summary: String
    ) {
        self.page = page
        self.perPage = perPage
        self.pageCount = pageCount
        self.totalCount = totalCount
        self.entries = entries
        self.query = query
        self.from = from
        self.to = to
        self.summary = summary
    }

    /// The page of the newest-first list: `entries` (the page's entries, in the order of
    /// `shown`'s rows) with `shown`'s rows beside, `page` as asked for, and the days of `dates`.
    public init(_ shown: DiaryListPage, entries: [DiaryEntry], page: DiaryPage, dates: DiaryDateFilter) {
        self.init(
            page: page.number, perPage: page.size, pageCount: shown.pageCount, totalCount: shown.totalCount,
            entries: zip(entries, shown.rows).map { DiaryEntryReport($0, display: .row($1)) },
            from: dates.from, to: dates.to, summary: shown.emptyMessage ?? shown.summary)
    }

    /// A page of search results: `entries` (the page's matches, in the order of `shown`'s rows)
    /// with `shown`'s rows beside, `page` as asked for, and the days of `dates`.
    public init(
        _ shown: DiarySearchResults, entries: [DiaryEntry], page: DiaryPage, dates: DiaryDateFilter
    ) {
        self.init(
            page: page.number, perPage: page.size, pageCount: shown.pageCount, totalCount: shown.totalCount,
            entries: zip(entries, shown.rows).map { DiaryEntryReport($0, display: .row($1)) },
            query: shown.query, from: dates.from, to: dates.to, summary: shown.summary)
    }
}
