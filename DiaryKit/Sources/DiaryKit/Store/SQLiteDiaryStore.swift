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
///   as needed (mode 0700). An existing file that is not an SQLite database, or an SQLite
///   database of another program (tables of its own, no diary schema), is refused and left
///   untouched.
/// - Opening runs the migrations: a file written by an older version is upgraded in place, rows
///   intact; a file written by a newer version is refused.
/// - The database uses write-ahead logging and waits up to `busyTimeout` for another connection
///   to finish writing, so several processes can add entries to one file at once;
///   ``changes(limit:)`` reports what the others wrote within ``DiaryChangePolling/interval``.
/// - A file that may not be written opens read-only (see ``Access`` and ``isReadOnly``): it is
///   read as usual, every change is refused with ``DiaryStoreError/Kind/readOnly``, and nothing is
///   left beside it that would trouble a later writer.
/// - Search uses an FTS5 index kept in sync by triggers on every insert, update and delete, and
///   ranks with FTS5's own BM25; see ``DiarySearchQuery`` and the "Searching entries" article.
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

    /// The connection (a pool, or a queue for a read-only file or an in-memory database).
    let writer: any DatabaseWriter
    /// The store's clock, before rounding to the millisecond.
    let clock: @Sendable () -> Date
    /// How ``changes(limit:)`` checks for other processes' changes; `nil` when none can happen
    /// (an in-memory database, or a file opened as immutable).
    let polling: DiaryChangePolling?

    /// A store on `writer`, migrated unless `readOnly`.
    init(
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
            // Another program's database or a newer diary is refused before a migration writes.
            try writer.read { try Self.checkIdentity($0, path: path ?? ":memory:") }
            try Self.migrate(writer)
        } catch {
            throw DiaryStoreError(databaseError: error, path: path)
        }
    }

    // MARK: - Access

    /// Runs `work` in a read transaction; a failure becomes a ``DiaryStoreError``.
    func read<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.read(work)
        } catch {
            throw DiaryStoreError(databaseError: error, path: path)
        }
    }

    /// Runs `work` in a write transaction; a failure becomes a ``DiaryStoreError``.
    func write<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.write { db in
                let result = try work(db)
                try EntryChangeLog.prune(db)
                return result
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY {
            // The file (or its folder) stopped being writable after the store opened it.
            throw DiaryStoreError.readOnly(path ?? ":memory:")
        } catch {
            throw DiaryStoreError(databaseError: error, path: path)
        }
    }

    /// Throws ``DiaryStoreError/Kind/readOnly`` when the store was opened read-only.
    func refuseIfReadOnly() throws {
        if isReadOnly { throw DiaryStoreError.readOnly(path ?? ":memory:") }
    }
}
