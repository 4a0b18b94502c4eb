import Foundation
import GRDB

/// Opening a store: its file for reading and writing or for reading only, whether a file would
/// open read-only, an in-memory database, and the migrations and index refresh run on opening.
extension SQLiteDiaryStore {
    /// Opens (creating it if needed) the diary database at `path`.
    ///
    /// ```swift
    /// let reader = try SQLiteDiaryStore(path: databasePath, access: .readOnly)
    /// print(reader.isReadOnly)  // true
    /// print(try await reader.count())
    /// ```
    ///
    /// - Parameters:
    ///   - path: The database file. Missing folders are created.
    ///   - access: Whether to open for writing; ``Access/automatic`` opens read-only a file (or,
    ///     for its write-ahead log, a folder) that may not be written.
    ///   - busyTimeout: How long to wait, in seconds, for another connection to finish writing:
    ///     from 0 to ``maximumBusyTimeout`` (about 24.8 days, the longest SQLite can wait), or
    ///     `.infinity` to wait as long as SQLite can, which is taken as ``maximumBusyTimeout``.
    ///   - configuration: The app's GRDB configuration, for every connection the store opens:
    ///     its `prepareDatabase` functions (run on every connection, read-only ones included),
    ///     `observesSuspensionNotifications` (for a file in an App Group container, see
    ///     <doc:UsingInAnIOSApp>), its label, and the rest stay; the store sets on top only what
    ///     it needs: the busy timeout above, and `readonly` as `access` decides.
    ///   - searchCandidateLimit: Ignored, kept so that code written for earlier versions still
    ///     compiles: a search ranks every match, and every match can be reached page by page.
    ///   - changePolling: How often ``changes(limit:)`` checks the file for what other processes
    ///     wrote.
    ///   - now: The store's clock.
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/invalidBusyTimeout`` for a
    ///   `busyTimeout` that is not a number, is negative or is longer than SQLite can wait,
    ///   before anything is opened or created; ``DiaryStoreError/Kind/pathIsDirectory``,
    ///   ``DiaryStoreError/Kind/corruptDatabase``, ``DiaryStoreError/Kind/notADiary`` for an SQLite
    ///   database of another program, left as it was; ``DiaryStoreError/Kind/cannotOpen``,
    ///   ``DiaryStoreError/Kind/newerDatabase``, ``DiaryStoreError/Kind/busy``, and
    ///   ``DiaryStoreError/Kind/readOnly`` for a read-only file written by an older version).
    public convenience init(
        path: String, access: Access = .automatic, busyTimeout: TimeInterval = 5,
        configuration: Configuration = Configuration(), searchCandidateLimit: Int? = 1000,
        changePolling: DiaryChangePolling = DiaryChangePolling(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        let busyTimeout = try Self.checkedBusyTimeout(busyTimeout)
        var configuration = Self.storeConfiguration(configuration, busyTimeout: busyTimeout)
        configuration.readonly = false
        let readOnly: Bool
        switch access {
        case .readOnly: readOnly = true
        case .readWrite: readOnly = false
        case .automatic: readOnly = !DatabaseFile.isWritable(path: path)
        }
        if readOnly {
            let (queue, immutable) = try Self.openReadOnly(path: path, configuration: configuration)
            try self.init(
                writer: queue, path: path, readOnly: true, searchCandidateLimit: searchCandidateLimit,
                polling: immutable ? nil : changePolling, now: now)
            return
        }
        if !DatabaseFile.isWritable(path: path) {
            throw DiaryStoreError.cannotOpen(path, .readOnly, writing: true)
        }
        let existed = try DatabaseFile.prepare(path: path)
        if existed {
            DatabaseFile.healLogFiles(path: path)
            try Self.checkBeforeWriting(path: path, configuration: configuration)
        }
        let pool: DatabasePool
        do {
            pool = try Self.openPool(path: path, configuration: configuration, busyTimeout: busyTimeout)
        } catch {
            throw DiaryStoreError(databaseError: error, path: path)
        }
        try self.init(
            writer: pool, path: path, readOnly: false, searchCandidateLimit: searchCandidateLimit,
            polling: changePolling, now: now)
    }

    /// A store on the app's own `databasePool`, migrated (unless the pool is read-only): for an
    /// app that opens the diary's file itself, with the configuration it chose.
    ///
    /// ```swift
    /// var configuration = Configuration()
    /// configuration.observesSuspensionNotifications = true
    /// configuration.busyMode = .timeout(5)
    /// let pool = try DatabasePool(path: databasePath, configuration: configuration)
    /// let store = try SQLiteDiaryStore(databasePool: pool)
    /// ```
    ///
    /// The pool's configuration is the app's alone: give it a busy timeout, as above, when other
    /// processes write to the file. The store sets no file permissions and creates no folder; it
    /// runs its migrations on the pool, so the pool must not be used for tables of the same
    /// names. A pool opened `readonly` gives a read-only store (see ``isReadOnly``).
    ///
    /// - Parameters:
    ///   - databasePool: The app's pool on the diary's file.
    ///   - changePolling: How often ``changes(limit:)`` checks the file for what other processes
    ///     wrote.
    ///   - now: The store's clock.
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/notADiary`` for another program's
    ///   SQLite database, before the store writes anything to it;
    ///   ``DiaryStoreError/Kind/newerDatabase``, ``DiaryStoreError/Kind/readOnly`` for a read-only
    ///   pool on a file written by an older version, ``DiaryStoreError/Kind/corruptDatabase``).
    public convenience init(
        databasePool: DatabasePool, changePolling: DiaryChangePolling = DiaryChangePolling(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        let path = databasePool.path
        let readOnly = databasePool.configuration.readonly
        if readOnly {
            do {
                let complete = try databasePool.read { db in
                    try Self.checkIdentity(db, path: path)
                    return try DiarySchema.isReadable(db)
                }
                if !complete { throw DiaryStoreError.readOnlyOutdated(path) }
            } catch {
                throw DiaryStoreError(databaseError: error, path: path)
            }
        }
        try self.init(
            writer: databasePool, path: path, readOnly: readOnly, searchCandidateLimit: nil,
            polling: changePolling, now: now)
    }

    /// The longest busy timeout SQLite can wait, in seconds: it counts the wait in milliseconds
    /// in a 32-bit integer, so 2,147,483.647 seconds (about 24.8 days).
    public static let maximumBusyTimeout: TimeInterval = Double(Int32.max) / 1000

    /// `busyTimeout` as SQLite can take it: `.infinity` becomes ``maximumBusyTimeout``.
    ///
    /// - Throws: ``DiaryStoreError/Kind/invalidBusyTimeout`` for NaN, a negative value or one
    ///   longer than ``maximumBusyTimeout`` (GRDB would trap on passing it to SQLite).
    static func checkedBusyTimeout(_ busyTimeout: TimeInterval) throws -> TimeInterval {
        if busyTimeout == .infinity { return maximumBusyTimeout }
        guard busyTimeout >= 0, busyTimeout <= maximumBusyTimeout else {
            throw DiaryStoreError.invalidBusyTimeout(busyTimeout)
        }
        return busyTimeout
    }

    /// The app's `configuration` with what the store needs on top: a busy timeout of
    /// `busyTimeout` seconds (checked by ``checkedBusyTimeout(_:)``), and its label when the app
    /// gave none. Everything else stays, `prepareDatabase` functions included.
    static func storeConfiguration(_ configuration: Configuration, busyTimeout: TimeInterval) -> Configuration
    {
        var configuration = configuration
        configuration.busyMode = .timeout(busyTimeout)
        if configuration.label == nil { configuration.label = "DiaryKit" }
        return configuration
    }

    /// Whether ``init(path:access:busyTimeout:configuration:searchCandidateLimit:changePolling:now:)`` with
    /// ``Access/automatic`` would open the file at `path` read-only: it exists, and it (or, for
    /// its write-ahead log, its folder) may not be written. Touches nothing, so a tool can refuse
    /// a change before it asks for the text.
    public static func opensReadOnly(path: String) -> Bool {
        !DatabaseFile.isWritable(path: path)
    }

    /// A read-only connection to the existing file at `path`, and whether it was opened as an
    /// immutable database (no write-ahead log beside it: nothing is created next to the file).
    private static func openReadOnly(path: String, configuration: Configuration) throws -> (
        DatabaseQueue, Bool
    ) {
        guard FileManager.default.fileExists(atPath: path) else {
            try DatabaseFile.checkReachable(path: path)
            // Why the file is not there: missing, or a part of its path is a file, not a folder.
            var status = stat()
            let code = stat(path, &status) == 0 ? ENOENT : errno
            let reason = SystemReason(POSIXError(POSIXErrorCode(rawValue: code) ?? .ENOENT), path: path)
            throw DiaryStoreError.cannotOpen(path, reason, writing: false)
        }
        try DatabaseFile.prepare(path: path)
        var configuration = configuration
        configuration.readonly = true
        let opening = DatabaseFile.readOnlyOpening(path: path)
        var opened: DatabaseQueue?
        do {
            let queue: DatabaseQueue
            switch opening {
            case .immutable:
                queue = try DatabaseQueue(
                    path: SQLiteFileIdentity.immutableURI(path: path), configuration: configuration)
            case .withLog:
                queue = try DatabaseQueue(path: path, configuration: configuration)
            }
            opened = queue
            let complete = try queue.read { db in
                try checkIdentity(db, path: path)
                return try DiarySchema.isReadable(db)
            }
            if case .withLog(indexExisted: false) = opening { DatabaseFile.repairCreatedIndex(path: path) }
            if !complete { throw DiaryStoreError.readOnlyOutdated(path) }
            return (queue, opening == .immutable)
        } catch {
            let error = DiaryStoreError(databaseError: error, path: path)
            if case .withLog(indexExisted: false) = opening {
                if error.kind == .notADiary {
                    // Another program's file: leave nothing of the diary's beside it.
                    try? opened?.close()
                    DatabaseFile.removeCreatedIndex(path: path)
                } else {
                    DatabaseFile.repairCreatedIndex(path: path)
                }
            }
            throw error
        }
    }

    /// Throws ``DiaryStoreError/Kind/notADiary`` when `db` is an SQLite database of another
    /// program (tables of its own, no diary schema) and ``DiaryStoreError/Kind/newerDatabase``
    /// when a newer version of the kit wrote it. Reads only; a database with no schema yet passes.
    static func checkIdentity(_ db: Database, path: String) throws {
        if try DiarySchema.identity(of: db) == .foreign { throw DiaryStoreError.notADiary(path) }
        if try DiarySchema.migrator.hasBeenSuperseded(db) { throw DiaryStoreError.newerDatabase(path) }
    }

    /// A pool on the file at `path`, migrated.
    ///
    /// Some conflicts SQLite reports at once instead of waiting for the busy timeout: a
    /// transaction that started reading and must then write after another connection wrote (as
    /// when several processes open a new file together and each sets it up). Opening is retried
    /// on such a busy error until `busyTimeout` has passed.
    private static func openPool(
        path: String, configuration: Configuration, busyTimeout: TimeInterval
    ) throws -> DatabasePool {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                let pool = try DatabasePool(path: path, configuration: configuration)
                try pool.read { try checkIdentity($0, path: path) }
                try migrate(pool)
                return pool
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: Double.random(in: 0.005...0.02))
            }
        }
    }

    /// A store in a private in-memory database, gone when the store is released: the SQLite
    /// store's behaviour (search included) without a file.
    ///
    /// - Throws: ``DiaryStoreError`` when SQLite cannot set the database up.
    public static func inMemory(
        searchCandidateLimit: Int? = 1000, now: @escaping @Sendable () -> Date = { Date() }
    ) throws -> SQLiteDiaryStore {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue()
        } catch {
            throw DiaryStoreError(databaseError: error, path: nil)
        }
        return try SQLiteDiaryStore(
            writer: queue, path: nil, readOnly: false, searchCandidateLimit: searchCandidateLimit,
            polling: nil, now: now)
    }

    /// Reads an existing file through a read-only connection, so that a damaged file, another
    /// program's SQLite database or a diary from a newer version is refused before anything is
    /// written to it (opening a pool writes: it switches the file to write-ahead logging).
    ///
    /// The check leaves the folder as it found it: with no write-ahead log beside the file, the
    /// file holds every committed change and is read as an immutable database, so SQLite makes
    /// nothing beside it (should another connection be setting the file up meanwhile, it is read
    /// again through its locks); with a log, the log is read too, and the log's index (`-shm`)
    /// SQLite makes for that is removed again when the file is refused.
    private static func checkBeforeWriting(path: String, configuration: Configuration) throws {
        var configuration = configuration
        configuration.readonly = true
        /// Reads the file at `location` (its path, or its immutable URI) and closes it again.
        func check(_ location: String) throws {
            let queue = try DatabaseQueue(path: location, configuration: configuration)
            defer { try? queue.close() }
            try queue.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master")
                try checkIdentity(db, path: path)
            }
        }
        switch DatabaseFile.readOnlyOpening(path: path) {
        case .immutable:
            do {
                try check(SQLiteFileIdentity.immutableURI(path: path))
            } catch is DatabaseError {
                // Read without locks while another connection changed the file: read it again.
                do {
                    try check(path)
                } catch {
                    throw DiaryStoreError(databaseError: error, path: path)
                }
            } catch {
                throw DiaryStoreError(databaseError: error, path: path)
            }
        case .withLog(let indexExisted):
            do {
                try check(path)
            } catch {
                let error = DiaryStoreError(databaseError: error, path: path)
                // Another program's file: leave nothing of the diary's beside it.
                if !indexExisted, error.kind == .notADiary { DatabaseFile.removeCreatedIndex(path: path) }
                throw error
            }
        }
    }

    /// Runs the migrations that are not applied yet.
    ///
    /// GRDB reads which migrations are applied before it takes the write lock for each one, so
    /// two processes opening a new file at once may both start the same migration: the second
    /// fails ("table entry already exists") and its transaction is rolled back. A failure is
    /// therefore retried, as long as another connection applied migrations meanwhile: each retry
    /// runs only what is still missing.
    static func migrate(_ writer: any DatabaseWriter) throws {
        let migrator = DiarySchema.migrator
        while true {
            let before = try writer.read { try migrator.appliedIdentifiers($0) }
            do {
                try migrator.migrate(writer)
                return
            } catch {
                let after = try writer.read { try migrator.appliedIdentifiers($0) }
                guard after.isStrictSuperset(of: before) else { throw error }
            }
        }
    }
}
