import Foundation
import GRDB
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The vendors the server knows now: `vendors.json` read at start and again whenever it changes
/// (checked every second), without a restart. Each identifier keeps the numeric id the
/// database gave it the first time it appeared, whatever later edits do to the file's order.
///
/// A change that makes the file invalid is logged and ignored: the vendors read last stay.
final class VendorRegistry: Sendable {
    /// The vendors file.
    let file: URL
    private let database: any DatabaseWriter
    private let state: LockedValue<State>
    private let logger: Logger

    /// What was read last, how the file looked then, and how many times it was read.
    private struct State: Sendable {
        var directory: VendorDirectory
        var signature: FileSignature?
        var version = 0
    }

    /// Reads `file` and gives each vendor its id.
    ///
    /// - Throws: ``MarketServerError``: `invalidData` for a malformed file, `fileSystem` when it
    ///   cannot be read or the ids cannot be stored.
    init(file: URL, database: any DatabaseWriter, logger: Logger) throws(MarketServerError) {
        self.file = file
        self.database = database
        self.logger = logger
        let signature = FileSignature(of: file.path)
        let accounts = try VendorDirectory.read(from: file)
        let ids = try Self.assignIDs(accounts, in: database)
        state = LockedValue(
            State(
                directory: VendorDirectory(accounts, ids: ids, since: signature?.modified ?? .now),
                signature: signature))
    }

    /// The vendors as read last.
    var current: VendorDirectory { state.value.directory }

    /// The vendors as read last, and a number that changes each time they are read again (what
    /// was rendered with other vendors is stale).
    var snapshot: (directory: VendorDirectory, version: Int) {
        let state = state.value
        return (state.directory, state.version)
    }

    /// Reads the file again if it changed since it was read last; whether the vendors changed.
    @discardableResult
    func reloadIfChanged() async -> Bool {
        let signature = FileSignature(of: file.path)
        guard signature != state.value.signature else { return false }
        let path = file.path
        let accounts: [VendorAccount]
        do {
            accounts = try await ImageFiles.pool.runIfActive { () throws -> [VendorAccount] in
                try VendorDirectory.read(from: URL(fileURLWithPath: path))
            }
        } catch {
            state.update { $0.signature = signature }
            let message = (error as? MarketServerError)?.message ?? "\(path) could not be read."
            logger.warning("vendors.json not reloaded: \(message) The vendors read before stay.")
            return false
        }
        do {
            let ids = try await database.write { db in try Self.assignIDs(accounts, db) }
            state.update {
                $0 = State(
                    directory: VendorDirectory(accounts, ids: ids, since: signature?.modified ?? .now),
                    signature: signature, version: $0.version + 1)
            }
            logger.notice("vendors.json reloaded: \(accounts.count) vendors.")
            return true
        } catch {
            logger.warning("vendors.json not reloaded: the vendor ids could not be stored.")
            return false
        }
    }

    /// Checks the file every `interval` until the task is cancelled.
    func watch(every interval: Duration = .seconds(1)) async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            await reloadIfChanged()
        }
    }

    private static func assignIDs(_ accounts: [VendorAccount], in database: any DatabaseWriter)
        throws(MarketServerError) -> [String: Int]
    {
        do {
            return try database.write { db in try assignIDs(accounts, db) }
        } catch {
            throw MarketServerError(
                .fileSystem, "The vendor ids could not be stored in the database: \(error).")
        }
    }

    /// Gives each identifier not seen before the next id, in file order; every identifier's id.
    private static func assignIDs(_ accounts: [VendorAccount], _ db: Database) throws -> [String: Int] {
        let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO vendor (identifier) VALUES (?)")
        for account in accounts {
            try insert.execute(arguments: [account.identifier])
        }
        var ids: [String: Int] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT identifier, id FROM vendor")
        while let row = try rows.next() {
            ids[try row.decode(String.self, atIndex: 0)] = try row.decode(Int.self, atIndex: 1)
        }
        return ids
    }
}

/// What tells that a file changed: its inode, size and modification time to the nanosecond.
struct FileSignature: Sendable, Hashable {
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    /// The signature of the file at `path`, or `nil` when there is none.
    init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            seconds = Int(info.st_mtimespec.tv_sec)
            nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }

    /// The modification time.
    var modified: Timestamp {
        Timestamp(milliseconds: Int64(seconds) * 1_000 + Int64(nanoseconds / 1_000_000))
    }
}

/// A value shared between threads. `@unchecked Sendable`: the value is only touched under `lock`.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    /// The value now.
    var value: Value { lock.withLock { stored } }

    /// Changes the value under the lock; answers what `change` returns.
    @discardableResult
    func update<T>(_ change: (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try change(&stored) }
    }
}
