import Foundation
import GRDB

/// The SQLite schema of a diary database and the migrations that build it, in order:
///
/// - `v1`: the `entry` table and its newest-first index;
/// - `v2`: the weather columns;
/// - `v3`: full-text search: the index columns, the `entry_search` FTS5 table, filled from the
///   rows already there, and the triggers that keep it in sync;
/// - `v4`: the index's `rank` is BM25 with the title weighted 3 and the body 1, so that a search
///   can `ORDER BY rank` over every match;
/// - `v5`: once an "impact index" beside it, which ranked one-word searches without scoring every
///   match; it is retired (FTS5's own ranking takes a few milliseconds at 10,000 entries), so
///   this migration now does nothing, and `v7` removes what it built in older files;
/// - `v6`: the change log (see ``EntryChangeLog``): a row per entry inserted, updated or deleted,
///   written by triggers, so that a follower reads only the entries that changed;
/// - `v7`: drops the impact index's tables and triggers where `v5` built them.
///
/// Published migrations are never edited: a change to the schema is a new migration. The one
/// exception is `v5`, emptied when what it built was retired, so that a new file never builds it
/// only for `v7` to drop it.
enum DiarySchema {
    /// The migrations, registered in order.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE entry (
                        seq INTEGER PRIMARY KEY,
                        id TEXT NOT NULL UNIQUE,
                        title TEXT NOT NULL,
                        body TEXT NOT NULL,
                        created_at INTEGER NOT NULL,
                        updated_at INTEGER NOT NULL
                    );
                    CREATE INDEX entry_by_created_at ON entry (created_at, id);
                    """)
        }
        migrator.registerMigration("v2") { db in
            try db.execute(
                sql: """
                    ALTER TABLE entry ADD COLUMN weather_condition TEXT;
                    ALTER TABLE entry ADD COLUMN weather_icon TEXT;
                    """)
        }
        migrator.registerMigration("v3") { db in
            try db.execute(
                sql: """
                    ALTER TABLE entry ADD COLUMN search_title TEXT NOT NULL DEFAULT '';
                    ALTER TABLE entry ADD COLUMN search_body TEXT NOT NULL DEFAULT '';
                    """)
            try fillSearchColumns(db)
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE entry_search USING fts5(
                        search_title, search_body,
                        content = 'entry', content_rowid = 'seq',
                        tokenize = 'porter unicode61 remove_diacritics 2'
                    );
                    INSERT INTO entry_search (entry_search) VALUES ('rebuild');
                    CREATE TRIGGER entry_search_after_insert AFTER INSERT ON entry BEGIN
                        INSERT INTO entry_search (rowid, search_title, search_body)
                        VALUES (new.seq, new.search_title, new.search_body);
                    END;
                    CREATE TRIGGER entry_search_after_delete AFTER DELETE ON entry BEGIN
                        INSERT INTO entry_search (entry_search, rowid, search_title, search_body)
                        VALUES ('delete', old.seq, old.search_title, old.search_body);
                    END;
                    CREATE TRIGGER entry_search_after_update AFTER UPDATE OF search_title, search_body ON entry BEGIN
                        INSERT INTO entry_search (entry_search, rowid, search_title, search_body)
                        VALUES ('delete', old.seq, old.search_title, old.search_body);
                        INSERT INTO entry_search (rowid, search_title, search_body)
                        VALUES (new.seq, new.search_title, new.search_body);
                    END;
                    """)
        }
        migrator.registerMigration("v4") { db in
            try db.execute(
                sql: "INSERT INTO entry_search (entry_search, rank) VALUES ('rank', 'bm25(3.0, 1.0)')")
        }
        migrator.registerMigration("v5") { _ in }
        migrator.registerMigration("v6") { db in
            try EntryChangeLog.create(db)
        }
        migrator.registerMigration("v7") { db in
            try db.execute(
                sql: """
                    DROP TRIGGER IF EXISTS entry_impact_after_insert;
                    DROP TRIGGER IF EXISTS entry_impact_after_delete;
                    DROP TRIGGER IF EXISTS entry_impact_after_update;
                    DROP TABLE IF EXISTS entry_impact;
                    DROP TABLE IF EXISTS entry_impact_class;
                    DROP TABLE IF EXISTS entry_impact_state;
                    """)
        }
        return migrator
    }()

    /// The migrations a file may lack and still be read without writing: the change log (`v6`),
    /// without which a follower reads the list again after each change instead of the changed
    /// entries alone, and the removal of the impact index (`v7`), whose tables nothing reads.
    static let optionalForReading: Set<String> = ["v6", "v7"]

    /// Whether a read-only connection can read the database as it is: every migration is applied
    /// but those ``optionalForReading``.
    static func isReadable(_ db: Database) throws -> Bool {
        try migrator.appliedIdentifiers(db).isSuperset(
            of: Set(migrator.migrations).subtracting(optionalForReading))
    }

    /// What the database `db` is (``SQLiteFileIdentity``): a new one, a diary (`v1` applied and
    /// its `entry` table there, of this version or a newer one; see `hasBeenSuperseded`), or
    /// another program's database. Reads only.
    static func identity(of db: Database) throws -> SQLiteFileIdentity {
        try SQLiteFileIdentity(of: db, migrator: migrator, first: "v1", tables: ["entry"])
    }

    /// Computes the index columns of the rows a v2 database already holds.
    private static func fillSearchColumns(_ db: Database) throws {
        let update = try db.makeStatement(
            sql: "UPDATE entry SET search_title = ?, search_body = ? WHERE seq = ?")
        let rows = try Row.fetchCursor(db, sql: "SELECT seq, title, body FROM entry")
        var pending: [(Int64, String, String)] = []
        while let row = try rows.next() {
            pending.append(
                (
                    try row.decode(Int64.self, atIndex: 0), try row.decode(String.self, atIndex: 1),
                    try row.decode(String.self, atIndex: 2)
                ))
        }
        for (seq, title, body) in pending {
            try update.execute(
                arguments: [DiarySearchQuery.indexedText(title), DiarySearchQuery.indexedText(body), seq])
        }
    }
}
