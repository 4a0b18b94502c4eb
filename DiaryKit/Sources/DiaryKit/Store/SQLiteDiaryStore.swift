import Foundation
import GRDB

/// A ``DiaryStore`` in an SQLite database file, through GRDB: versioned migrations, full-text
/// search, and safe sharing of one file between several processes.
///
/// ```swift
/// let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
/// let store = try SQLiteDiaryStore(path: folder.appendingPathComponent("diary.sqlite").path)
/// try await store.create(text: "Market day\nBought peaches and a new notebook.")
/// let found = try await store.search("notebook")
/// print(found.map(\.title))  // ["Market day"]
/// ```
///
/// - The file is created readable and writable by its owner only (mode 0600), in folders created
///   as needed (mode 0700). An existing file that is not an SQLite database is refused and left
///   untouched.
/// - Opening runs the migrations: a file written by an older version is upgraded in place, rows
///   intact; a file written by a newer version is refused.
/// - The database uses write-ahead logging and waits up to `busyTimeout` for another connection
///   to finish writing, so several processes can add entries to one file at once;
///   ``changes(limit:)`` reports what the others wrote within ``DiaryChangePolling/interval``.
/// - A file that may not be written opens read-only (see ``Access`` and ``isReadOnly``): it is
///   read as usual, every change is refused with ``DiaryStoreError/Kind/readOnly``, and nothing is
///   left beside it that would trouble a later writer.
/// - Search uses an FTS5 index kept in sync by triggers on every insert, update and delete, and,
///   for one-word queries, an impact index the store keeps beside it that gives the same ranking
///   without scoring every match; see ``DiarySearchQuery`` and the "Searching entries" article.
public final class SQLiteDiaryStore: DiaryStore {
    /// How a store opens its file: for reading and writing, or for reading only.
    public enum Access: Sendable, Hashable {
        /// For reading and writing when the file may be written (and, for its write-ahead log, its
        /// folder, unless the log files beside it may be written); read-only otherwise. A missing
        /// file is created.
        case automatic
        /// For reading and writing; a file that may not be written is refused with
        /// ``DiaryStoreError/Kind/cannotOpen`` before anything is touched. A missing file is
        /// created.
        case readWrite
        /// For reading only, whatever the file's permissions: the file must exist; every change is
        /// refused with ``DiaryStoreError/Kind/readOnly``; nothing is written to the file or beside
        /// it that a later writer would trip on.
        case readOnly
    }

    /// The database file, or `nil` for an in-memory database.
    public let path: String?
    /// Always `nil`: a search ranks every match (it ranked only a window of the newest before).
    @available(*, deprecated, message: "Every match is ranked; the limit is ignored.")
    public var searchCandidateLimit: Int? { nil }
    /// Whether the store was opened read-only: it lists, shows, searches and exports, but every
    /// change (insert, update, delete, import, an editor's save) throws
    /// ``DiaryStoreError/Kind/readOnly`` and saves nothing. An app disables its write buttons.
    public let isReadOnly: Bool

    private let writer: any DatabaseWriter
    private let clock: @Sendable () -> Date
    /// How ``changes(limit:)`` checks for other processes' changes; `nil` when none can happen
    /// (an in-memory database, or a file opened as immutable).
    private let polling: DiaryChangePolling?

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
    ///   - busyTimeout: How long to wait, in seconds, for another connection to finish writing.
    ///   - searchCandidateLimit: Ignored, kept so that code written for earlier versions still
    ///     compiles: a search ranks every match, and every match can be reached page by page.
    ///   - changePolling: How often ``changes(limit:)`` checks the file for what other processes
    ///     wrote.
    ///   - now: The store's clock.
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/pathIsDirectory``,
    ///   ``DiaryStoreError/Kind/corruptDatabase``, ``DiaryStoreError/Kind/cannotOpen``,
    ///   ``DiaryStoreError/Kind/newerDatabase``, ``DiaryStoreError/Kind/busy``, and
    ///   ``DiaryStoreError/Kind/readOnly`` for a read-only file written by an older version).
    public convenience init(
        path: String, access: Access = .automatic, busyTimeout: TimeInterval = 5,
        searchCandidateLimit: Int? = 1000, changePolling: DiaryChangePolling = DiaryChangePolling(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "DiaryKit"
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
            try Self.checkBeforeWriting(path: path, busyTimeout: busyTimeout)
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

    /// Whether ``init(path:access:busyTimeout:searchCandidateLimit:changePolling:now:)`` with
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
            throw DiaryStoreError.cannotOpen(path, .missing, writing: false)
        }
        try DatabaseFile.prepare(path: path)
        var configuration = configuration
        configuration.readonly = true
        let opening = DatabaseFile.readOnlyOpening(path: path)
        do {
            let queue: DatabaseQueue
            switch opening {
            case .immutable:
                queue = try DatabaseQueue(
                    path: DatabaseFile.immutableURI(path: path), configuration: configuration)
            case .withLog:
                queue = try DatabaseQueue(path: path, configuration: configuration)
            }
            let (superseded, complete) = try queue.read { db in
                let migrator = DiarySchema.migrator
                return (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
            }
            if case .withLog(indexExisted: false) = opening { DatabaseFile.repairCreatedIndex(path: path) }
            if superseded { throw DiaryStoreError.newerDatabase(path) }
            if !complete { throw DiaryStoreError.readOnlyOutdated(path) }
            return (queue, opening == .immutable)
        } catch {
            if case .withLog(indexExisted: false) = opening { DatabaseFile.repairCreatedIndex(path: path) }
            throw DiaryStoreError(databaseError: error, path: path)
        }
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
                if try pool.read({ try DiarySchema.migrator.hasBeenSuperseded($0) }) {
                    throw DiaryStoreError.newerDatabase(path)
                }
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

    /// The default database file: `$XDG_DATA_HOME/diary/diary.sqlite`, or
    /// `~/.local/share/diary/diary.sqlite` when `XDG_DATA_HOME` is unset or not absolute.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        let base: URL
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = URL(fileURLWithPath: data, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                ".local/share", isDirectory: true)
        }
        return base.appendingPathComponent("diary", isDirectory: true).appendingPathComponent("diary.sqlite")
            .path
    }

    /// Opens the database at ``defaultPath(environment:)``: the convenient shared diary of the
    /// current user.
    ///
    /// - Throws: ``DiaryStoreError`` as
    ///   ``init(path:access:busyTimeout:searchCandidateLimit:changePolling:now:)`` does.
    public static func openDefault() throws -> SQLiteDiaryStore {
        try SQLiteDiaryStore(path: defaultPath())
    }

    /// Reads an existing file through a read-only connection, so that a damaged file or one from
    /// a newer version is refused before anything is written to it (opening a pool writes).
    private static func checkBeforeWriting(path: String, busyTimeout: TimeInterval) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let superseded = try queue.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master")
                return try DiarySchema.migrator.hasBeenSuperseded(db)
            }
            try queue.close()
            if superseded { throw DiaryStoreError.newerDatabase(path) }
        } catch {
            throw DiaryStoreError(databaseError: error, path: path)
        }
    }

    private init(
        writer: any DatabaseWriter, path: String?, readOnly: Bool, searchCandidateLimit: Int?,
        polling: DiaryChangePolling?, now: @escaping @Sendable () -> Date
    ) throws {
        self.writer = writer
        self.path = path
        self.isReadOnly = readOnly
        self.polling = polling
        self.clock = now
        if readOnly { return }
        do {
            if try writer.read({ try DiarySchema.migrator.hasBeenSuperseded($0) }) {
                throw DiaryStoreError.newerDatabase(path ?? ":memory:")
            }
            try Self.migrate(writer)
            try Self.refreshImpactIndex(writer)
        } catch {
            throw DiaryStoreError(databaseError: error, path: path)
        }
    }

    /// Rebuilds the impact index when a program wrote the table without going through it
    /// (searches meanwhile take the FTS5 path; see ``SearchImpactIndex``).
    private static func refreshImpactIndex(_ writer: any DatabaseWriter) throws {
        guard try writer.read({ try SearchImpactIndex.needsRebuild($0) }) else { return }
        try writer.write { db in
            if try SearchImpactIndex.needsRebuild(db) { try SearchImpactIndex.rebuild(db) }
        }
    }

    /// Runs the migrations that are not applied yet.
    ///
    /// GRDB reads which migrations are applied before it takes the write lock for each one, so
    /// two processes opening a new file at once may both start the same migration: the second
    /// fails ("table entry already exists") and its transaction is rolled back. A failure is
    /// therefore retried, as long as another connection applied migrations meanwhile: each retry
    /// runs only what is still missing.
    private static func migrate(_ writer: any DatabaseWriter) throws {
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

    // MARK: - DiaryStore

    /// The store's clock.
    public func now() -> Date {
        clock().roundedToMilliseconds
    }

    /// Saves a new entry with exactly its values.
    ///
    /// - Throws: ``DiaryStoreError`` (read-only store, duplicate identifier, empty entry, database failures).
    public func insert(_ entry: DiaryEntry) async throws {
        try refuseIfReadOnly()
        guard !(entry.title.isBlank && entry.body.isBlank) else { throw DiaryStoreError.emptyEntry }
        let inserted = try await write { db in
            guard let row = try EntrySQL.insert(entry, db) else { return false }
            try SearchImpactIndex.record(removing: [], adding: [row], writes: 1, db)
            return true
        }
        guard inserted else { throw DiaryStoreError.duplicateID(entry.id) }
    }

    /// The entry with identifier `id`, or `nil`.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func entry(id: UUID) async throws -> DiaryEntry? {
        try await read { db in try EntrySQL.entry(id: id, db) }
    }

    /// Replaces title, body and weather, keeps the creation date, stamps the update date.
    ///
    /// - Throws: ``DiaryStoreError`` (read-only store, not found, empty entry, database failures).
    @discardableResult
    public func update(_ entry: DiaryEntry) async throws -> DiaryEntry {
        try refuseIfReadOnly()
        guard !(entry.title.isBlank && entry.body.isBlank) else { throw DiaryStoreError.emptyEntry }
        let date = now()
        return try await write { db in
            guard var stored = try EntrySQL.entry(id: entry.id, db) else {
                throw DiaryStoreError.notFound(entry.id)
            }
            stored.title = entry.title
            stored.body = entry.body
            stored.weather = entry.weather
            stored.updatedAt = date
            try EntrySQL.update(stored, db)
            return stored
        }
    }

    /// Deletes the entry with identifier `id` and returns it.
    ///
    /// - Throws: ``DiaryStoreError`` (read-only store, not found, database failures).
    @discardableResult
    public func delete(id: UUID) async throws -> DiaryEntry {
        try refuseIfReadOnly()
        return try await write { db in
            guard let stored = try EntrySQL.entry(id: id, db) else { throw DiaryStoreError.notFound(id) }
            try EntrySQL.delete(id: id, db)
            return stored
        }
    }

    /// The entries of `page`, newest first.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func entries(page: DiaryPage) async throws -> [DiaryEntry] {
        try await read { db in try EntrySQL.list(limit: page.size, offset: page.offset, db) }
    }

    /// Every entry, newest first.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func allEntries() async throws -> [DiaryEntry] {
        try await read { db in try EntrySQL.list(limit: -1, offset: 0, db) }
    }

    /// How many entries the database holds.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func count() async throws -> Int {
        try await read { db in try EntrySQL.count(db) }
    }

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
    /// one read transaction: for a one-word query, from the impact index (the counts it keeps,
    /// and the first rows of each of the word's weights); otherwise the count from the FTS5
    /// index and the page from SQL (`ORDER BY rank … LIMIT … OFFSET`). Both rank the same way.
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
            if dates.isAnyDay,
                let found = try EntrySQL.rankedByImpact(query, limit: page.size, offset: page.offset, db)
            {
                return DiarySearchPage(entries: found.entries, page: page, totalCount: found.total)
            }
            let total = try EntrySQL.searchCount(query, dates: dates, db)
            let entries =
                page.offset < total
                ? try EntrySQL.search(query, limit: page.size, offset: page.offset, dates: dates, db) : []
            return DiarySearchPage(entries: entries, page: page, totalCount: total)
        }
    }

    /// The entries of `page` written on the days of `dates`, newest first.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func entries(page: DiaryPage, dates: DiaryDateFilter) async throws -> [DiaryEntry] {
        try await read { db in try EntrySQL.list(limit: page.size, offset: page.offset, dates: dates, db) }
    }

    /// How many entries were written on the days of `dates`.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func count(dates: DiaryDateFilter) async throws -> Int {
        try await read { db in try EntrySQL.count(dates: dates, db) }
    }

    /// The entries written on the month and day of `day` in earlier years, newest year first:
    /// one range read of the creation-date index per year.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func entries(onThisDay day: DiaryDay, timeZone: TimeZone) async throws -> [DiaryEntry] {
        try await read { db in try EntrySQL.entries(onThisDay: day, timeZone: timeZone, db) }
    }

    /// The entry whose identifier starts with `prefix`.
    ///
    /// - Throws: ``DiaryStoreError`` (not found, ambiguous, invalid prefix, database failures).
    public func entry(idPrefix prefix: String) async throws -> DiaryEntry {
        let key = try IDPrefix(prefix)
        return try await read { db in
            let matches = try EntrySQL.entries(
                idPrefix: key.text, limit: DiaryStoreError.maximumCandidates + 1, db)
            let total =
                matches.count > DiaryStoreError.maximumCandidates
                ? try EntrySQL.count(idPrefix: key.text, db) : matches.count
            return try key.resolve(matches, matchCount: total)
        }
    }

    /// Adds the entries whose identifiers are new, in one transaction.
    ///
    /// - Throws: ``DiaryStoreError`` (read-only store, empty entry, database failures); on failure nothing was added.
    @discardableResult
    public func importEntries(_ entries: [DiaryEntry]) async throws -> DiaryImportReport {
        try refuseIfReadOnly()
        if entries.contains(where: { $0.title.isBlank && $0.body.isBlank }) {
            throw DiaryStoreError.emptyEntry
        }
        guard !entries.isEmpty else { return DiaryImportReport(insertedCount: 0, skippedCount: 0) }
        return try await write { db in
            var rows: [SearchImpactIndex.Row] = []
            rows.reserveCapacity(entries.count)
            for entry in entries {
                if let row = try EntrySQL.insert(entry, db) { rows.append(row) }
            }
            try SearchImpactIndex.record(removing: [], adding: rows, writes: rows.count, db)
            return DiaryImportReport(insertedCount: rows.count, skippedCount: entries.count - rows.count)
        }
    }

    /// The newest-first list now and after every change: at once for a change made through this
    /// store, and within ``DiaryChangePolling/interval`` for one another process (or another store
    /// on the same file) made, noticed by checking SQLite's `data_version` on the store's clock.
    public func changes(limit: Int?) -> DiaryChanges {
        let feed = DatabaseChangeFeed(
            writer: writer, path: path, limit: limit.map { max($0, 0) } ?? -1,
            tracksOwnWrites: !isReadOnly, polling: polling)
        return DiaryChanges(source: .database(feed))
    }

    // MARK: - Access

    private func read<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.read(work)
        } catch {
            throw DiaryStoreError(databaseError: error, path: path)
        }
    }

    private func write<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.write(work)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY {
            // The file (or its folder) stopped being writable after the store opened it.
            throw DiaryStoreError.readOnly(path ?? ":memory:")
        } catch {
            throw DiaryStoreError(databaseError: error, path: path)
        }
    }

    /// Throws ``DiaryStoreError/Kind/readOnly`` when the store was opened read-only.
    private func refuseIfReadOnly() throws {
        if isReadOnly { throw DiaryStoreError.readOnly(path ?? ":memory:") }
    }
}
