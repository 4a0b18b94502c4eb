import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An inventory kept in a JSON file, safe to share between processes and users.
///
/// Every ``update(_:)`` holds an exclusive `flock` on a lock file beside the
/// inventory (`inventory.json.lock`) from the read to the write, and writes by
/// renaming a fully written temporary file over the old one, so readers see
/// the old inventory or the new one, never half of each. A file that cannot
/// be read as an inventory raises ``PersistenceError`` of kind
/// ``PersistenceError/Kind/corrupt`` and is never overwritten by an update;
/// ``replace(with:)`` (what ``FruitStore/init(resetting:to:defaultStock:bounds:)``
/// calls) is the way back from it. A file of a newer format than this kit reads raises
/// ``PersistenceError/Kind/newerFormat`` and is never replaced, not even by ``replace(with:)``.
///
/// ```swift
/// let file = InventoryFile(directory: URL(fileURLWithPath: "/var/lib/juice-bar"))
/// let store = try FruitStore(persistence: file)
/// try await store.add(3, of: .kiwi)  // read, changed and written under the lock
/// ```
///
/// The file reads `{"format": 1, "stock": {"banana": 10, …}}`; other keys are kept as they
/// are. When `inventory.json` is a symbolic link, the file it points to is read and replaced
/// (the link stays a link) and the lock sits beside that file. A read-only inventory file is
/// never replaced. The lock file is never followed if it is a symbolic link, and is created
/// with the inventory's permissions, so whoever may write the inventory may take the lock.
/// Temporary files left by a writer that was killed are removed under the lock.
public struct InventoryFile: InventoryPersistence {
    /// The inventory file.
    public let url: URL

    /// Called when another process holds the inventory's lock and this one starts to wait for
    /// it, on the thread that waits (a command-line tool says it is waiting); `nil` by default.
    /// The wait lasts until that process lets go.
    public var whenWaitingForLock: (@Sendable () -> Void)?

    /// The file format version this kit writes and reads.
    public static let formatVersion = 1

    /// The largest inventory file read, in bytes; a larger one counts as damaged.
    static let sizeLimit = 1 << 20
    /// How old a temporary file must be to be removed although the process that wrote it still runs.
    static let staleAge: TimeInterval = 10 * 60

    /// An inventory kept at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// An inventory kept as `inventory.json` inside `directory`.
    public init(directory: URL) {
        self.init(url: directory.appendingPathComponent("inventory.json"))
    }

    /// An inventory kept as `inventory.json` in the platform's default folder,
    /// ``defaultDirectory()``.
    public init() {
        self.init(directory: Self.defaultDirectory())
    }

    /// Where the kit keeps the inventory when the app names no folder: `Application Support/
    /// JuiceMakerKit/` on Apple platforms (inside an app's sandbox, the app's own container), and
    /// `$XDG_DATA_HOME/juice-maker/` (else `~/.local/share/juice-maker/`) elsewhere, the folder
    /// the `juice-maker` tool uses. The folder is made on the first write.
    public static func defaultDirectory() -> URL {
        defaultDirectory(convention: .current)
    }

    /// ``defaultDirectory()`` under `convention`, with the XDG variables read from `environment`.
    static func defaultDirectory(
        convention: StorageLocation.Convention,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        storageLocation.dataDirectory(convention: convention, environment: environment)
    }

    /// The kit's folder names: its own on Apple platforms, its tool's under XDG.
    static let storageLocation = StorageLocation(appleFolder: "JuiceMakerKit", xdgFolder: "juice-maker")

    /// The lock file: beside the inventory, or beside the file it points to when the inventory
    /// is a symbolic link, so that every link to one inventory shares one lock.
    public var lockURL: URL {
        URL(fileURLWithPath: ((try? resolvedPath()) ?? url.path) + ".lock")
    }

    /// Reads the stored inventory; `nil` when the file does not exist yet.
    ///
    /// Counts come back as stored; ``FruitStore`` checks them against its bounds.
    ///
    /// - Throws: ``PersistenceError``.
    public func load() throws -> Inventory? {
        try read(resolvedPath())?.stock
    }

    /// Reads, changes and writes the inventory under an exclusive lock shared with every process.
    ///
    /// - Throws: ``PersistenceError``, or what `body` throws; nothing is written then.
    public func update<Result>(_ body: (inout Inventory?) throws -> Result) throws -> Result {
        let target = try resolvedPath()
        try prepareDirectory(of: target)
        let lock = try Self.lock(target + ".lock", sharingModeOf: target, whenWaiting: whenWaitingForLock)
        defer { Self.unlock(lock) }
        sweepStaleTemporaryFiles(beside: target)

        let document = try read(target)
        var inventory = document?.stock
        let result = try body(&inventory)
        if let inventory, inventory != document?.stock {
            try write(InventoryDocument(stock: inventory, extras: document?.extras ?? [:]), to: target)
        }
        return result
    }

    /// Writes `inventory` in place of whatever the file holds (a damaged file too), under the lock,
    /// except a file a newer version of the kit wrote: that one is kept, since replacing it would
    /// lose what it holds.
    ///
    /// Keys other than `format` and `stock` are kept when the old file is still a JSON object.
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be written (read-only, a directory,
    ///   a data directory that is a file) or is of a newer format
    ///   (``PersistenceError/Kind/newerFormat``); the file is unchanged then.
    public func replace(with inventory: Inventory) throws {
        let target = try resolvedPath()
        try prepareDirectory(of: target)
        let lock = try Self.lock(target + ".lock", sharingModeOf: target, whenWaiting: whenWaitingForLock)
        defer { Self.unlock(lock) }
        sweepStaleTemporaryFiles(beside: target)

        let old = try? FileContents.read(target, limit: Self.sizeLimit)
        if let format = old.flatMap(InventoryDocument.format(in:)), format > Self.formatVersion {
            throw PersistenceError.newerFormat(path: target, format: format)
        }
        let extras = old.map(InventoryDocument.extras(in:)) ?? [:]
        try write(InventoryDocument(stock: inventory, extras: extras), to: target)
    }

    /// The inventory file's device, inode, size and modification time (every write renames a new
    /// file into place, so each write changes the inode); a mark of its own when there is no file
    /// yet; `nil` when the file cannot be looked at.
    public func storageMark() -> StorageMark? {
        guard let path = try? resolvedPath() else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT ? StorageMark([]) : nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        return StorageMark([
            Int64(status.st_dev), Int64(status.st_ino), Int64(status.st_size), Int64(modified.tv_sec),
            Int64(modified.tv_nsec),
        ])
    }

    // MARK: Reading

    /// Reads and decodes the file at `path`; `nil` when it does not exist.
    private func read(_ path: String) throws -> InventoryDocument? {
        let data: Data
        do {
            data = try FileContents.read(path, limit: Self.sizeLimit)
        } catch {
            switch error {
            case .notFound: return nil
            case .notADirectory(let file): throw PersistenceError.notADirectory(path: file)
            case .isDirectory: throw PersistenceError.isADirectory(path: path)
            case .tooLarge(let limit):
                throw PersistenceError.corrupt(path: path, problem: .tooLarge(limit: limit))
            case .notRegularFile, .unreadable:
                throw PersistenceError.unreadable(path: path, error.reason)
            }
        }
        do {
            return try InventoryDocument(json: data)
        } catch .unsupportedFormat(let format) where format > Self.formatVersion {
            throw PersistenceError.newerFormat(path: path, format: format)
        } catch {
            throw PersistenceError.corrupt(path: path, problem: error)
        }
    }

    /// The file the inventory really is: ``url``, or where its chain of symbolic links ends
    /// (which need not exist yet).
    private func resolvedPath() throws -> String {
        do {
            return try SymbolicLinks.end(of: url.path)
        } catch {
            throw PersistenceError.unreadable(path: error.path, error.reason)
        }
    }

    // MARK: Writing

    /// Makes sure the directory that holds `target` exists, creating it if need be, and may be
    /// written: a folder no one may write (or one it would be made in) keeps its files as they
    /// are, also for root, before a lock file is made there.
    private func prepareDirectory(of target: String) throws {
        let directory = URL(fileURLWithPath: target).deletingLastPathComponent()
        var status = stat()
        let exists = stat(directory.path, &status) == 0
        if exists, FileType(status.st_mode) != .directory {
            throw PersistenceError.notADirectory(path: directory.path)
        }
        if !exists, let file = FileContents.nonDirectoryAncestor(of: target) {
            throw PersistenceError.notADirectory(path: file)
        }
        if let readOnly = SystemReason(readOnlyFolderAt: directory.path) {
            throw PersistenceError.unwritable(path: target, readOnly)
        }
        if exists { return }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw PersistenceError.unwritable(path: directory.path, SystemReason(error, path: directory.path))
        }
    }

    /// Writes `document` to a temporary file beside `target`, flushes it and renames it over
    /// `target`, keeping the old file's permissions (and owner and group, where allowed).
    private func write(_ document: InventoryDocument, to target: String) throws {
        let data: Data
        do {
            data = try document.jsonData()
        } catch {
            throw PersistenceError.unwritable(path: target, SystemReason(error))
        }
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists {
            switch FileType(existing.st_mode) {
            case .directory: throw PersistenceError.isADirectory(path: target)
            case .regular: break
            default:
                throw PersistenceError.unwritable(path: target, .notRegularFile)
            }
            // Renaming over the file would replace it even when it is read-only (or when the
            // process runs as root): the file's own permission bits decide.
            if existing.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
                throw PersistenceError.readOnly(path: target)
            }
        }

        let targetURL = URL(fileURLWithPath: target)
        let directory = targetURL.deletingLastPathComponent().path
        let temporary =
            directory + "/.\(targetURL.lastPathComponent).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw PersistenceError.unwritable(path: target, SystemReason(errno: errno))
        }
        if exists {
            // Not being allowed to give the file its old owner is no reason to fail.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            _ = fchmod(descriptor, existing.st_mode & 0o7777)
        }
        var failure = Self.writeAll(data, to: descriptor)
        if failure == nil, fsync(descriptor) != 0 { failure = SystemReason(errno: errno) }
        close(descriptor)
        if failure == nil, rename(temporary, target) != 0 { failure = SystemReason(errno: errno) }
        if let failure {
            unlink(temporary)
            throw PersistenceError.unwritable(path: target, failure)
        }
        Self.flushDirectory(directory)
    }

    /// Writes all of `data`; the system's reason when it could not.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> SystemReason? {
        data.withUnsafeBytes { buffer -> SystemReason? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = Glue.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return SystemReason(errno: errno)
                }
                offset += written
            }
            return nil
        }
    }

    /// Flushes a directory's entries, so a rename survives a crash; best effort.
    private static func flushDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    // MARK: Locking

    /// Opens (creating it if need be) the lock file at `path` and takes an exclusive lock on it.
    ///
    /// The lock file is never followed if it is a symbolic link. A new one gets the read and
    /// write permissions of `inventory` (plus the owner's), so that every user who may write the
    /// inventory may open the lock too.
    private static func lock(
        _ path: String, sharingModeOf inventory: String, whenWaiting: (@Sendable () -> Void)?
    ) throws -> Int32 {
        var created = true
        var descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        if descriptor < 0, errno == EEXIST {
            created = false
            descriptor = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
            if descriptor < 0, errno == EACCES {
                // On a local file system `flock` needs no write access: a lock file this user may
                // only read (made by an older version, or another user's umask) still locks.
                descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            }
        }
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP { throw PersistenceError.lockIsSymbolicLink(path: path) }
            throw PersistenceError.unwritable(path: path, SystemReason(errno: code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, FileType(status.st_mode) == .regular else {
            close(descriptor)
            throw PersistenceError.unwritable(path: path, .notRegularFile)
        }
        if created {
            var inventoryStatus = stat()
            if stat(inventory, &inventoryStatus) == 0 {
                _ = fchmod(descriptor, (inventoryStatus.st_mode & 0o666) | 0o600)
            }
        }
        var held = flock(descriptor, LOCK_EX | LOCK_NB) == 0
        if !held, errno == EWOULDBLOCK { whenWaiting?() }
        while !held {
            held = flock(descriptor, LOCK_EX) == 0
            let code = errno
            guard held || code == EINTR else {
                close(descriptor)
                throw PersistenceError.unwritable(path: path, SystemReason(errno: code))
            }
        }
        return descriptor
    }

    /// Releases and closes a lock taken by ``lock(_:sharingModeOf:whenWaiting:)``.
    private static func unlock(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    // MARK: Temporary files

    /// Removes the temporary files (`.inventory.json.<pid>.<random>.tmp`) a killed writer left
    /// beside `target`: those whose process is gone, or older than ``staleAge``. Called with the
    /// lock held, when no other writer can be between its write and its rename.
    private func sweepStaleTemporaryFiles(beside target: String) {
        let targetURL = URL(fileURLWithPath: target)
        let directory = targetURL.deletingLastPathComponent().path
        let prefix = ".\(targetURL.lastPathComponent)."
        let suffix = ".tmp"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let now = Date().timeIntervalSince1970
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            let parts = name.dropFirst(prefix.count).dropLast(suffix.count)
                .split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, let process = pid_t(parts[0]), process > 0, UInt32(parts[1]) != nil
            else { continue }
            let path = directory + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, FileType(status.st_mode) == .regular else { continue }
            if !Self.isRunning(process) || now - Self.modificationTime(status) > Self.staleAge {
                unlink(path)
            }
        }
    }

    /// Whether a process with this id exists.
    private static func isRunning(_ process: pid_t) -> Bool {
        process == getpid() || kill(process, 0) == 0 || errno == EPERM
    }

    /// When a file was last modified, in seconds since 1970.
    private static func modificationTime(_ status: stat) -> TimeInterval {
        #if canImport(Darwin)
            TimeInterval(status.st_mtimespec.tv_sec)
        #else
            TimeInterval(status.st_mtim.tv_sec)
        #endif
    }
}
