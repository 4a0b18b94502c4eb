import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension MarketDatabase {
    /// What an existing `market.sqlite` holds, as read without writing to it.
    enum Identity: Equatable {
        /// No schema yet (an empty file, or one a start left before its first migration): the
        /// server makes the catalogue in it.
        case new
        /// A catalogue of this version or an earlier one: the server migrates and opens it.
        case catalogue
        /// A catalogue with migrations this version does not know (their identifiers, sorted).
        case newer([String])
        /// An SQLite database that is not a catalogue (a diary database, say).
        case foreign
    }

    /// The tables every catalogue has had since `v1`, which tell one from another SQLite database.
    private static let catalogueTables: Set<String> = ["vendor", "product", "setting"]

    /// Reads what the existing file at `path` is through a read-only connection, before any
    /// connection that could write to it (a pool switches the journal mode to WAL, migrations
    /// change the schema) is opened, and refuses a file the server must not change. A missing
    /// file passes (the server creates it).
    ///
    /// The check leaves the folder as it found it: with no write-ahead log beside the file, the
    /// file holds every committed change and is read as an immutable database, so SQLite makes
    /// nothing beside it; with a log, the log is read too, and the log's index (`-shm`) SQLite
    /// makes for that, when it was missing, is removed again once the connection is closed.
    ///
    /// - Throws: ``MarketServerError`` of kind `invalidData` for a file written by a newer
    ///   version, an SQLite database that is not a catalogue, or a file that is not a database;
    ///   `dataDirectoryReadOnly` or `fileSystem` when the file cannot be read.
    static func checkBeforeWriting(path: String) throws(MarketServerError) {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { return }
        let beside = [path + "-wal", path + "-shm"]
        let found = Set(beside.filter { manager.fileExists(atPath: $0) })
        let hasLog = found.contains(path + "-wal")
        let identity: Identity
        do {
            identity = try readIdentity(at: hasLog ? path : immutableURI(path: path))
            for file in beside where !found.contains(file) { unlink(file) }
        } catch {
            for file in beside where !found.contains(file) { unlink(file) }
            if let error = error as? DatabaseError { throw ProductStore.databaseFailure(error, path: path) }
            throw MarketServerError(.fileSystem, "Can't open \(path): \(error).")
        }
        switch identity {
        case .new, .catalogue: return
        case .newer: throw MarketServerError.newerCatalogue(path)
        case .foreign: throw MarketServerError.notACatalogue(path)
        }
    }

    /// What the database at `location` (a path, or a `file:` URI) is, through a read-only
    /// connection closed before this returns.
    private static func readIdentity(at location: String) throws -> Identity {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "open-market.check"
        let queue = try DatabaseQueue(path: location, configuration: configuration)
        do {
            let identity = try queue.read(identity(of:))
            try queue.close()
            return identity
        } catch {
            try? queue.close()
            throw error
        }
    }

    /// What the database `db` is: its schema's names, and the migrations its `grdb_migrations`
    /// table lists (GRDB's ``DatabaseMigrator/appliedIdentifiers(_:)``, unknown ones included).
    static func identity(of db: Database) throws -> Identity {
        let names = try Set(
            String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name NOT GLOB 'sqlite_*'"))
        let applied: Set<String>
        do {
            applied = try migrator.appliedIdentifiers(db)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR {
            // A grdb_migrations table of another shape: another program's.
            return .foreign
        }
        if applied.isEmpty, names.isSubset(of: ["grdb_migrations"]) { return .new }
        guard applied.contains("v1"), names.isSuperset(of: catalogueTables) else { return .foreign }
        let unknown = applied.subtracting(migrator.migrations)
        return unknown.isEmpty ? .catalogue : .newer(unknown.sorted())
    }

    /// The `file:` URI that opens the file at `path` as an immutable database: read without
    /// locks, and nothing created beside it.
    private static func immutableURI(path: String) -> String {
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
