import Foundation
import GRDB

/// What an existing SQLite database holds, as read without writing to it: the check a program
/// makes before it opens a connection that could change the file (a pool switches the journal
/// mode to WAL, migrations change the schema), so that another program's database is refused
/// as it is.
///
/// The diary store and the local Open Market server each make it with their own migrator and
/// tables; this file is the one copy both carry (`Shared/SQLite`, copied by `make share`).
enum SQLiteFileIdentity: Equatable, Sendable {
    /// No schema yet: an empty file, a database with no tables (SQLite's own aside), or one
    /// whose `grdb_migrations` table lists nothing and is alone. The program makes its schema.
    case new
    /// The program's own database, of this version or another: its first migration applied and
    /// its tables there. `unknown`: the migrations it lists that this version does not know
    /// (sorted), a newer version's.
    case own(unknown: [String])
    /// An SQLite database with tables of its own that is another program's.
    case foreign

    /// What the database `db` is, from its schema's names and the migrations its
    /// `grdb_migrations` table lists (GRDB's `DatabaseMigrator.appliedIdentifiers(_:)`,
    /// unknown ones included): the program's own when `first` is applied and every one of
    /// `tables` is there. Reads only.
    ///
    /// - Throws: The database's own failure to be read (a damaged file, a lock); a
    ///   `grdb_migrations` table of another shape is another program's, not a failure.
    init(of db: Database, migrator: DatabaseMigrator, first: String, tables: Set<String>) throws {
        let names = try Set(
            String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name NOT GLOB 'sqlite_*'"))
        let applied: Set<String>
        do {
            applied = try migrator.appliedIdentifiers(db)
        } catch let error as DatabaseError {
            guard error.resultCode == .SQLITE_ERROR else { throw error }
            self = .foreign
            return
        } catch {
            // Identifiers that are not text (a decoding error): another program's table.
            self = .foreign
            return
        }
        if applied.isEmpty, names.isSubset(of: ["grdb_migrations"]) {
            self = .new
        } else if applied.contains(first), names.isSuperset(of: tables) {
            self = .own(unknown: applied.subtracting(migrator.migrations).sorted())
        } else {
            self = .foreign
        }
    }

    /// The `file:` URI that opens the file at `path` as an immutable database: read without
    /// locks, and nothing created beside it. Only for a file with no write-ahead log beside it,
    /// which then holds every committed change.
    static func immutableURI(path: String) -> String {
        var uri = "file:"
        for scalar in URL(fileURLWithPath: path).standardizedFileURL.path.unicodeScalars {
            switch scalar {
            case "%": uri += "%25"
            case "?": uri += "%3f"
            case "#": uri += "%23"
            default: uri.unicodeScalars.append(scalar)
            }
        }
        return uri + "?immutable=1"
    }
}
