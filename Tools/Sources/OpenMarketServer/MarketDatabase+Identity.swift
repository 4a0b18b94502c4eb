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
        let identity: SQLiteFileIdentity
        do {
            identity = try readIdentity(at: hasLog ? path : SQLiteFileIdentity.immutableURI(path: path))
            for file in beside where !found.contains(file) { unlink(file) }
        } catch {
            for file in beside where !found.contains(file) { unlink(file) }
            if let error = error as? DatabaseError { throw ProductStore.databaseFailure(error, path: path) }
            throw MarketServerError(.fileSystem, "Can't open \(path): \(error).")
        }
        switch identity {
        case .new, .own(unknown: []): return
        case .own: throw MarketServerError.newerCatalogue(path)
        case .foreign: throw MarketServerError.notACatalogue(path)
        }
    }

    /// What the database at `location` (a path, or a `file:` URI) is, through a read-only
    /// connection closed before this returns.
    private static func readIdentity(at location: String) throws -> SQLiteFileIdentity {
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

    /// What the database `db` is (``SQLiteFileIdentity``): a catalogue has had `vendor`,
    /// `product` and `setting` since `v1`; one that lists migrations this version does not know
    /// is a newer version's.
    static func identity(of db: Database) throws -> SQLiteFileIdentity {
        try SQLiteFileIdentity(
            of: db, migrator: migrator, first: "v1", tables: ["vendor", "product", "setting"])
    }
}
