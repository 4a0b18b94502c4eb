import Foundation
import GRDB

/// The SQL statements of the SQLite store, prepared once per connection (GRDB caches them), and
/// the reading of rows into entries.
enum EntrySQL {
    /// The columns every query reads, in the order ``decode(_:)`` expects.
    static let columns =
        "entry.id, entry.title, entry.body, entry.created_at, entry.updated_at, "
        + "entry.weather_condition, entry.weather_icon"

    static let insertSQL = """
        INSERT INTO entry (id, title, body, created_at, updated_at, weather_condition, weather_icon, \
        search_title, search_body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING
        """

    static let updateSQL = """
        UPDATE entry SET title = ?, body = ?, updated_at = ?, weather_condition = ?, weather_icon = ?, \
        search_title = ?, search_body = ? WHERE id = ?
        """

    static let listSQL = "SELECT \(columns) FROM entry ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?"

    /// The newest-first list after the row of creation date `?1` and identifier `?2`, at most `?3`
    /// entries: a range read of the index `entry_by_created_at`.
    static let listAfterSQL = """
        SELECT \(columns) FROM entry WHERE (created_at, id) < (?1, ?2)
        ORDER BY created_at DESC, id DESC LIMIT ?3
        """

    /// The newest-first list restricted to `created_at` from `?1` (included) to `?2` (excluded);
    /// the range is read from the index `entry_by_created_at`.
    static let listInRangeSQL = """
        SELECT \(columns) FROM entry WHERE created_at >= ?1 AND created_at < ?2
        ORDER BY created_at DESC, id DESC LIMIT ?3 OFFSET ?4
        """

    /// How many entries were created from `?1` (included) to `?2` (excluded).
    static let countInRangeSQL = "SELECT COUNT(*) FROM entry WHERE created_at >= ?1 AND created_at < ?2"

    /// One page of every index match of the pattern `?1`, ranked with the index's `rank` (BM25,
    /// title weighted 3 and body 1, set up by the `v4` migration), ties newest-written first: the
    /// `?2` matches after the first `?3`. Only the page's rows are joined with the table.
    static let searchSQL = """
        SELECT \(columns) FROM (
            SELECT rowid, rank AS score FROM entry_search
            WHERE entry_search MATCH ?1 ORDER BY rank, rowid DESC LIMIT ?2 OFFSET ?3
        ) AS hit JOIN entry ON entry.seq = hit.rowid
        ORDER BY hit.score, hit.rowid DESC
        """

    /// How many entries match the pattern `?1`, counted in the index alone.
    static let searchCountSQL = "SELECT COUNT(*) FROM entry_search WHERE entry_search MATCH ?1"

    /// Inserts `entry` unless its identifier is taken; whether it was inserted. The search index
    /// follows through the table's triggers.
    @discardableResult
    static func insert(_ entry: DiaryEntry, _ db: Database) throws -> Bool {
        let statement = try db.cachedStatement(sql: insertSQL)
        statement.setUncheckedArguments([
            key(entry.id), entry.title, entry.body, entry.createdAt.diaryMilliseconds,
            entry.updatedAt.diaryMilliseconds, entry.weather?.condition, entry.weather?.iconCode,
            DiarySearchQuery.indexedText(entry.title), DiarySearchQuery.indexedText(entry.body),
        ])
        try statement.execute()
        return db.changesCount > 0
    }

    /// Writes the title, body, update date and weather of `entry` over the stored row.
    static func update(_ entry: DiaryEntry, _ db: Database) throws {
        let statement = try db.cachedStatement(sql: updateSQL)
        statement.setUncheckedArguments([
            entry.title, entry.body, entry.updatedAt.diaryMilliseconds, entry.weather?.condition,
            entry.weather?.iconCode, DiarySearchQuery.indexedText(entry.title),
            DiarySearchQuery.indexedText(entry.body), key(entry.id),
        ])
        try statement.execute()
    }

    /// Deletes the row of `id`.
    static func delete(id: UUID, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM entry WHERE id = ?").execute(arguments: [key(id)])
    }

    /// The entry with identifier `id`.
    static func entry(id: UUID, _ db: Database) throws -> DiaryEntry? {
        let statement = try db.cachedStatement(sql: "SELECT \(columns) FROM entry WHERE id = ?")
        statement.setUncheckedArguments([key(id)])
        return try entries(statement).first
    }

    /// `limit` entries (all when negative) after `offset`, newest first.
    static func list(limit: Int, offset: Int, _ db: Database) throws -> [DiaryEntry] {
        let statement = try db.cachedStatement(sql: listSQL)
        statement.setUncheckedArguments([limit, offset])
        return try entries(statement)
    }

    /// At most `limit` entries after `entry` in the newest-first list (from the top when `nil`).
    static func list(after entry: DiaryEntry?, limit: Int, _ db: Database) throws -> [DiaryEntry] {
        guard let entry else { return try list(limit: limit, offset: 0, db) }
        let statement = try db.cachedStatement(sql: listAfterSQL)
        statement.setUncheckedArguments([entry.createdAt.diaryMilliseconds, key(entry.id), limit])
        return try entries(statement)
    }

    /// How many entries there are.
    static func count(_ db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM entry")) ?? 0
    }

    /// At most `limit` entries whose identifier starts with `prefix` (lowercase), newest first.
    static func entries(idPrefix prefix: String, limit: Int, _ db: Database) throws -> [DiaryEntry] {
        let statement = try db.cachedStatement(
            sql:
                "SELECT \(columns) FROM entry WHERE id >= ? AND id < ? ORDER BY created_at DESC, id DESC LIMIT ?"
        )
        statement.setUncheckedArguments([prefix, prefix + "~", limit])
        return try entries(statement)
    }

    /// How many identifiers start with `prefix` (lowercase).
    static func count(idPrefix prefix: String, _ db: Database) throws -> Int {
        let statement = try db.cachedStatement(sql: "SELECT COUNT(*) FROM entry WHERE id >= ? AND id < ?")
        statement.setUncheckedArguments([prefix, prefix + "~"])
        return try Int.fetchOne(statement) ?? 0
    }

    /// `limit` entries (all when negative) after `offset`, newest first, created within
    /// `dates`.
    static func list(limit: Int, offset: Int, dates: DiaryDateFilter, _ db: Database) throws -> [DiaryEntry] {
        guard !dates.isAnyDay else { return try list(limit: limit, offset: offset, db) }
        let bounds = dates.milliseconds
        let statement = try db.cachedStatement(sql: listInRangeSQL)
        statement.setUncheckedArguments([bounds.lower, bounds.upper, limit, offset])
        return try entries(statement)
    }

    /// How many entries were created within `dates`.
    static func count(dates: DiaryDateFilter, _ db: Database) throws -> Int {
        guard !dates.isAnyDay else { return try count(db) }
        let bounds = dates.milliseconds
        let statement = try db.cachedStatement(sql: countInRangeSQL)
        statement.setUncheckedArguments([bounds.lower, bounds.upper])
        return try Int.fetchOne(statement) ?? 0
    }

    /// The smallest `created_at`, read from the index, or `nil` for an empty table.
    static func earliestCreation(_ db: Database) throws -> Date? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT MIN(created_at) FROM entry")).map {
            Date(diaryMilliseconds: $0)
        }
    }

    /// The entries "on this day" shows for `day`: one range query on `entry_by_created_at` per
    /// earlier year, newest year first.
    static func entries(onThisDay day: DiaryDay, timeZone: TimeZone, _ db: Database) throws -> [DiaryEntry] {
        guard let earliest = try earliestCreation(db) else { return [] }
        let earliestYear = DiaryDay(earliest, timeZone: timeZone).year
        var result: [DiaryEntry] = []
        let calendar = DiaryDay.calendar(timeZone)
        let statement = try db.cachedStatement(sql: listInRangeSQL)
        for filter in day.earlierYearsFilters(since: earliestYear, timeZone: timeZone) {
            let bounds = filter.milliseconds(using: calendar)
            statement.setUncheckedArguments([bounds.lower, bounds.upper, -1, 0])
            result += try entries(statement)
        }
        return result
    }

    /// `limit` matches of `query` after the first `offset`, best first, among entries created
    /// within `dates`.
    static func search(
        _ query: DiarySearchQuery, limit: Int, offset: Int, dates: DiaryDateFilter, _ db: Database
    ) throws -> [DiaryEntry] {
        if let pattern = query.ftsPattern, query.literalTerms.isEmpty, dates.isAnyDay {
            let statement = try db.cachedStatement(sql: searchSQL)
            statement.setUncheckedArguments([pattern, limit, offset])
            return try entries(statement)
        }
        let (from, conditions, arguments) = filtered(query, dates: dates)
        let order =
            query.ftsPattern == nil
            ? "entry.created_at DESC, entry.id DESC" : "entry_search.rank, entry.seq DESC"
        let sql = "SELECT \(columns) \(from) WHERE \(conditions) ORDER BY \(order) LIMIT ? OFFSET ?"
        let statement = try statement(sql, cached: query.literalTerms.isEmpty, db)
        statement.setUncheckedArguments(StatementArguments(arguments + [limit, offset]))
        return try entries(statement)
    }

    /// How many entries created within `dates` match `query`.
    static func searchCount(_ query: DiarySearchQuery, dates: DiaryDateFilter, _ db: Database) throws -> Int {
        if let pattern = query.ftsPattern, query.literalTerms.isEmpty, dates.isAnyDay {
            let statement = try db.cachedStatement(sql: searchCountSQL)
            statement.setUncheckedArguments([pattern])
            return try Int.fetchOne(statement) ?? 0
        }
        let (from, conditions, arguments) = filtered(query, dates: dates)
        let statement = try statement(
            "SELECT COUNT(*) \(from) WHERE \(conditions)", cached: query.literalTerms.isEmpty, db)
        statement.setUncheckedArguments(StatementArguments(arguments))
        return try Int.fetchOne(statement) ?? 0
    }

    /// A statement for `sql`, kept in the connection's cache when the query shape recurs (no
    /// punctuation-only terms, whose number varies).
    private static func statement(_ sql: String, cached: Bool, _ db: Database) throws -> Statement {
        cached ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
    }

    /// The `FROM` and `WHERE` clauses of a search that also checks punctuation-only terms or
    /// dates, and their arguments: the index drives when the query has words; the table is
    /// scanned (newest first) when it has none.
    private static func filtered(_ query: DiarySearchQuery, dates: DiaryDateFilter) -> (
        from: String, conditions: String, arguments: [any DatabaseValueConvertible]
    ) {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        let from: String
        if let pattern = query.ftsPattern {
            from = "FROM entry_search JOIN entry ON entry.seq = entry_search.rowid"
            conditions.append("entry_search MATCH ?")
            arguments.append(pattern)
        } else {
            from = "FROM entry"
        }
        if !dates.isAnyDay {
            let bounds = dates.milliseconds
            conditions.append("entry.created_at >= ? AND entry.created_at < ?")
            arguments += [bounds.lower, bounds.upper]
        }
        for literal in query.literalTerms {
            conditions.append("(instr(entry.title, ?) > 0 OR instr(entry.body, ?) > 0)")
            arguments += [literal, literal]
        }
        return (from, conditions.joined(separator: " AND "), arguments)
    }

    /// The entries a statement's rows describe.
    private static func entries(_ statement: Statement) throws -> [DiaryEntry] {
        var result: [DiaryEntry] = []
        let rows = try Row.fetchCursor(statement)
        while let row = try rows.next() {
            result.append(try decode(row))
        }
        return result
    }

    /// The entry a row of ``columns`` describes.
    static func decode(_ row: Row) throws -> DiaryEntry {
        let idText = try row.decode(String.self, atIndex: 0)
        guard let id = UUID(storedText: idText) ?? UUID(uuidString: idText) else {
            throw DiaryStoreError.malformedStoredID(idText)
        }
        let created = try row.decode(Int64.self, atIndex: 3)
        let updated = try row.decode(Int64.self, atIndex: 4)
        let condition = try row.decode(String?.self, atIndex: 5)
        let icon = try row.decode(String?.self, atIndex: 6)
        let weather = condition.map { DiaryWeather(condition: $0, iconCode: icon ?? "") }
        return DiaryEntry(
            id: id, title: try row.decode(String.self, atIndex: 1),
            body: try row.decode(String.self, atIndex: 2),
            createdAt: Date(diaryMilliseconds: created), updatedAt: Date(diaryMilliseconds: updated),
            weather: weather)
    }

    /// How an identifier is stored: lowercase text with dashes.
    static func key(_ id: UUID) -> String {
        id.uuidString.lowercased()
    }
}
