import Foundation
import GRDB

/// Full-text search of the store's entries, ranked, page by page and within days.
extension SQLiteDiaryStore {
    /// At most `limit` entries matching `query`, best match first, ranked with BM25 over every
    /// match (title words count three times as much as body words).
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func search(_ query: String, limit: Int) async throws -> [DiaryEntry] {
        let query = DiarySearchQuery(query)
        guard !query.isEmpty, limit > 0 else { return [] }
        return try await read { db in try EntrySQL.search(query, limit: limit, offset: 0, dates: .anyDay, db)
        }
    }

    /// The entries of `page` among all matches of `query`, best first, and how many match, in
    /// one read transaction: the count from the FTS5 index and the page from SQL, ranked by
    /// FTS5's own BM25 (`ORDER BY rank … LIMIT … OFFSET`).
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func search(_ query: String, page: DiaryPage) async throws -> DiarySearchPage {
        try await search(query, page: page, dates: .anyDay)
    }

    /// The entries of `page` among the matches of `query` written on the days of `dates`, best
    /// first, and how many there are.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func search(_ query: String, page: DiaryPage, dates: DiaryDateFilter) async throws
        -> DiarySearchPage
    {
        let query = DiarySearchQuery(query)
        guard !query.isEmpty else { return DiarySearchPage(entries: [], page: page, totalCount: 0) }
        return try await read { db in
            let total = try EntrySQL.searchCount(query, dates: dates, db)
            let entries =
                page.offset < total
                ? try EntrySQL.search(query, limit: page.size, offset: page.offset, dates: dates, db) : []
            return DiarySearchPage(entries: entries, page: page, totalCount: total)
        }
    }
}
