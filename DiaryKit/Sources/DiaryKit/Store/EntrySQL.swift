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

    /// Ranks the newest `?2` index matches of the pattern `?1` with BM25 (title weighted 3,
    /// body 1) and returns the best `?3`; only those are joined with the table.
    static let searchSQL = """
        SELECT \(columns) FROM (
            SELECT rowid, score FROM (
                SELECT rowid, bm25(entry_search, 3.0, 1.0) AS score FROM entry_search
                WHERE entry_search MATCH ?1 ORDER BY rowid DESC LIMIT ?2
            ) ORDER BY score, rowid DESC LIMIT ?3
        ) AS hit JOIN entry ON entry.seq = hit.rowid
        ORDER BY hit.score, hit.rowid DESC
        """

    /// Inserts `entry` unless its identifier is taken; whether it was inserted.
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

    /// The best `limit` matches of `query`, ranking the newest `candidates` index matches
    /// (all when negative).
    static func search(_ query: DiarySearchQuery, limit: Int, candidates: Int, _ db: Database) throws
        -> [DiaryEntry]
    {
        let literals = query.literalTerms
        guard let pattern = query.ftsPattern else {
            return try scan(literals: literals, limit: limit, db)
        }
        guard !literals.isEmpty else {
            let statement = try db.cachedStatement(sql: searchSQL)
            statement.setUncheckedArguments([pattern, candidates, limit])
            return try entries(statement)
        }
        // Index matches that must also contain punctuation-only terms.
        var sql = """
            SELECT \(columns) FROM (
                SELECT rowid, bm25(entry_search, 3.0, 1.0) AS score FROM entry_search
                WHERE entry_search MATCH ? ORDER BY rowid DESC LIMIT ?
            ) AS hit JOIN entry ON entry.seq = hit.rowid WHERE
            """
        sql += literals.map { _ in " (instr(entry.title, ?) > 0 OR instr(entry.body, ?) > 0)" }.joined(
            separator: " AND")
        sql += " ORDER BY hit.score, entry.created_at DESC, entry.id DESC LIMIT ?"
        var arguments: [any DatabaseValueConvertible] = [pattern, candidates]
        for literal in literals { arguments += [literal, literal] }
        arguments.append(limit)
        let statement = try db.makeStatement(sql: sql)
        statement.setUncheckedArguments(StatementArguments(arguments))
        return try entries(statement)
    }

    /// Newest entries containing every one of `literals` as a plain substring.
    private static func scan(literals: [String], limit: Int, _ db: Database) throws -> [DiaryEntry] {
        var sql = "SELECT \(columns) FROM entry WHERE"
        sql += literals.map { _ in " (instr(title, ?) > 0 OR instr(body, ?) > 0)" }.joined(separator: " AND")
        sql += " ORDER BY created_at DESC, id DESC LIMIT ?"
        var arguments: [any DatabaseValueConvertible] = []
        for literal in literals { arguments += [literal, literal] }
        arguments.append(limit)
        let statement = try db.makeStatement(sql: sql)
        statement.setUncheckedArguments(StatementArguments(arguments))
        return try entries(statement)
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
        let weather = condition.map { Weather(condition: $0, iconCode: icon ?? "") }
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
