import Foundation
import GRDB

/// The `entry_change` table: one row per entry inserted, updated or deleted, numbered in commit
/// order and written by triggers (so a write made without the store is logged too). A follower
/// remembers the last number it saw and reads only the rows after it, then only those entries.
///
/// The log keeps the last ``retained`` rows; a follower that fell further behind, or sees more
/// than ``reportedOneByOne`` changes at once, is told ``DiaryEdit/unknown`` and reads again.
enum EntryChangeLog {
    /// How many rows the log keeps.
    static let retained: Int64 = 1_000
    /// The most changes reported entry by entry in one report.
    static let reportedOneByOne: Int64 = 500

    /// Creates the table and its triggers (the `v6` migration).
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE entry_change (seq INTEGER PRIMARY KEY, entry_id TEXT NOT NULL);
                CREATE TRIGGER entry_change_after_insert AFTER INSERT ON entry BEGIN
                    INSERT INTO entry_change (entry_id) VALUES (new.id);
                END;
                CREATE TRIGGER entry_change_after_update AFTER UPDATE ON entry BEGIN
                    INSERT INTO entry_change (entry_id) VALUES (old.id);
                    INSERT INTO entry_change (entry_id) SELECT new.id WHERE new.id IS NOT old.id;
                END;
                CREATE TRIGGER entry_change_after_delete AFTER DELETE ON entry BEGIN
                    INSERT INTO entry_change (entry_id) VALUES (old.id);
                END;
                """)
    }

    /// Drops the rows before the last ``retained`` ones (the newest row always stays, so numbers
    /// keep growing); run at the end of each of the store's write transactions.
    static func prune(_ db: Database) throws {
        let statement = try db.cachedStatement(
            sql: "DELETE FROM entry_change WHERE seq <= (SELECT MAX(seq) FROM entry_change) - ?")
        try statement.execute(arguments: [retained])
    }

    /// The number of the last change, or `nil` when the file keeps no log (a read-only store on a
    /// file written by an older version).
    static func latest(_ db: Database) throws -> Int64? {
        guard try db.tableExists("entry_change") else { return nil }
        return try Int64.fetchOne(db.cachedStatement(sql: "SELECT MAX(seq) FROM entry_change")) ?? 0
    }

    /// What changed after change `token`, and the token to ask from next time; `nil` for no
    /// change.
    static func edit(since token: Int64, _ db: Database) throws -> (edit: DiaryEdit?, token: Int64) {
        let bounds = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT MIN(seq), MAX(seq) FROM entry_change"))
        let first: Int64? = bounds?[0]
        let last: Int64 = bounds?[1] ?? 0
        guard last != token else { return (nil, token) }
        if last < token || (first ?? 0) > token + 1 || last - token > reportedOneByOne {
            return (.unknown, last)
        }
        let changed = try String.fetchAll(
            db.cachedStatement(sql: "SELECT entry_id FROM entry_change WHERE seq > ?"), arguments: [token])
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT \(EntrySQL.columns) FROM entry
                    WHERE id IN (SELECT entry_id FROM entry_change WHERE seq > ?)
                    """), arguments: [token])
        var saved: [DiaryEntry] = []
        while let row = try rows.next() { saved.append(try EntrySQL.decode(row)) }
        let kept = Set(saved.map(\.id))
        let deleted = Set(changed.compactMap(UUID.init(uuidString:))).subtracting(kept)
        return (.changed(saved: saved, deleted: deleted), last)
    }
}
