import Foundation
import GRDB

/// The server's SQLite database (`market.sqlite` in the data directory): the schema, its
/// versioned migrations, and how a connection is set up.
///
/// - `v1`:
///   - `vendor`: the numeric id the API shows for each vendor identifier, given once, in the
///     order vendors first appear, and never changed by later edits of `vendors.json`;
///   - `product` (its `revision` moves on with every change) and `image` (the bytes stay files
///     in `images/`, rows name them);
///   - `product_search`: an FTS5 trigram index of each product's folded name, for
///     `search_value`, kept in sync by triggers;
///   - `catalogue_count`: the number of products, kept by triggers, so a page never counts rows;
///   - `idempotency`: the first answer of each create sent with an `Idempotency-Key`, per vendor;
///   - `setting`: facts about the database itself (whether `products.json` was imported).
/// - `v2`: `idempotency` loses its `insertions` column: a first answer is kept as its JSON with
///   its addresses as paths (``ProductDetailBody``), read back and written anew for each request,
///   so where the server's address went is no longer kept.
///
/// The database runs in WAL mode with one writer and `synchronous = FULL`: a commit is on disk
/// before its answer is sent. Published migrations are never edited: a change is a new one.
enum MarketDatabase {
    /// The migrations, in order.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE vendor (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        identifier TEXT NOT NULL UNIQUE
                    );
                    CREATE TABLE product (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        vendor TEXT NOT NULL,
                        name TEXT NOT NULL,
                        search_name TEXT NOT NULL,
                        description TEXT NOT NULL,
                        currency TEXT NOT NULL,
                        price TEXT NOT NULL,
                        discounted_price TEXT NOT NULL,
                        stock INTEGER NOT NULL,
                        secret TEXT NOT NULL,
                        created_at INTEGER NOT NULL,
                        issued_at INTEGER NOT NULL,
                        thumbnail_id INTEGER NOT NULL,
                        revision INTEGER NOT NULL DEFAULT 0
                    );
                    CREATE INDEX product_by_vendor ON product (vendor, id);
                    CREATE TABLE image (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        product_id INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
                        position INTEGER NOT NULL,
                        file TEXT NOT NULL UNIQUE,
                        issued_at INTEGER NOT NULL
                    );
                    CREATE INDEX image_by_product ON image (product_id, position);
                    CREATE TABLE catalogue_count (
                        only INTEGER PRIMARY KEY CHECK (only = 1),
                        products INTEGER NOT NULL
                    );
                    INSERT INTO catalogue_count (only, products) VALUES (1, 0);
                    CREATE TRIGGER product_counted AFTER INSERT ON product BEGIN
                        UPDATE catalogue_count SET products = products + 1 WHERE only = 1;
                    END;
                    CREATE TRIGGER product_uncounted AFTER DELETE ON product BEGIN
                        UPDATE catalogue_count SET products = products - 1 WHERE only = 1;
                    END;
                    CREATE VIRTUAL TABLE product_search USING fts5(
                        search_name, content = 'product', content_rowid = 'id',
                        tokenize = 'trigram case_sensitive 1'
                    );
                    CREATE TRIGGER product_search_after_insert AFTER INSERT ON product BEGIN
                        INSERT INTO product_search (rowid, search_name) VALUES (new.id, new.search_name);
                    END;
                    CREATE TRIGGER product_search_after_delete AFTER DELETE ON product BEGIN
                        INSERT INTO product_search (product_search, rowid, search_name)
                        VALUES ('delete', old.id, old.search_name);
                    END;
                    CREATE TRIGGER product_search_after_update AFTER UPDATE OF search_name ON product BEGIN
                        INSERT INTO product_search (product_search, rowid, search_name)
                        VALUES ('delete', old.id, old.search_name);
                        INSERT INTO product_search (rowid, search_name) VALUES (new.id, new.search_name);
                    END;
                    CREATE TABLE idempotency (
                        vendor TEXT NOT NULL,
                        key TEXT NOT NULL,
                        fingerprint TEXT NOT NULL,
                        status INTEGER NOT NULL,
                        body BLOB NOT NULL,
                        insertions TEXT NOT NULL,
                        created_at INTEGER NOT NULL,
                        PRIMARY KEY (vendor, key)
                    ) WITHOUT ROWID;
                    CREATE INDEX idempotency_by_age ON idempotency (created_at);
                    CREATE TABLE setting (
                        name TEXT PRIMARY KEY,
                        value TEXT NOT NULL
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v2") { db in
            try db.execute(sql: "ALTER TABLE idempotency DROP COLUMN insertions")
        }
        return migrator
    }()

    /// The configuration every connection gets: foreign keys on, commits flushed to disk, and a
    /// busy timeout so a reader never fails while a checkpoint runs.
    static func configuration(readOnly: Bool = false) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(15)
        configuration.label = "open-market"
        configuration.maximumReaderCount = 4
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        return configuration
    }

    /// The text `search_value` is compared against: case, accents and widths folded.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The FTS5 query finding `folded` anywhere in a name: one quoted string, read literally.
    static func trigramPattern(_ folded: String) -> String {
        "\"" + folded.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
