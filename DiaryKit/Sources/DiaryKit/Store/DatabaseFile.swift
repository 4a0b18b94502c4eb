import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks and creates the file an SQLite store opens, before SQLite touches it.
enum DatabaseFile {
    /// The first 16 bytes of every SQLite database file.
    static let header = Array("SQLite format 3\u{0}".utf8)

    /// Makes sure `path` can hold a diary database: an existing file must be empty or start with
    /// the SQLite header (and is never changed when it does not); a missing file is created empty
    /// with owner-only permissions (0600), in folders created owner-only (0700) as needed.
    /// Returns whether the file already held something.
    ///
    /// - Throws: ``DiaryStoreError`` (path is a folder, not a database, cannot be created).
    @discardableResult
    static func prepare(path: String) throws -> Bool {
        guard !path.isEmpty else { throw DiaryStoreError.cannotOpen(path, .missing, writing: false) }
        // The system would read the path only up to a NUL: another file than the one named.
        guard !path.unicodeScalars.contains("\u{0}") else {
            throw DiaryStoreError.cannotOpen(path, .invalidName, writing: false)
        }
        try checkReachable(path: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw DiaryStoreError.pathIsDirectory(path) }
            // A pipe, a device or a socket: SQLite would wait on a pipe for good.
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                throw DiaryStoreError.cannotOpen(path, .notRegularFile, writing: false)
            }
            return try checkHeader(path: path)
        }
        // A symbolic link to no file yet is written through: the file is made where it points
        // (its folders too), and the link stays.
        let target: String
        do {
            target = try SymbolicLinks.end(of: path)
        } catch {
            throw DiaryStoreError.cannotOpen(path, error.reason, writing: true)
        }
        if SystemReason.nonDirectoryAncestor(of: target) != nil {
            throw DiaryStoreError.cannotOpen(path, .notAFolder, writing: true)
        }
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DiaryStoreError.cannotOpen(path, SystemReason(error), writing: true)
        }
        try createOwnerOnly(path: target)
        return false
    }

    /// Throws when a folder on the way to `path` may not be opened (searched) by this user: the
    /// file can then be neither read nor created, whether or not it exists, and the advice is to
    /// check the permissions (said as for a read), not to choose a place one may write to.
    static func checkReachable(path: String) throws {
        var status = stat()
        guard stat(path, &status) != 0 else { return }
        let code = errno
        if code == EACCES || code == EPERM {
            throw DiaryStoreError.cannotOpen(path, .permissionDenied, writing: false)
        }
    }

    /// Creates an empty file at `path` readable and writable by its owner only
    /// (``OwnerOnlyFile``); a file another process created first is left as it is.
    private static func createOwnerOnly(path: String) throws {
        if let code = OwnerOnlyFile.create(path: path) {
            throw DiaryStoreError.cannotOpen(path, SystemReason(errno: code), writing: true)
        }
    }

    /// Whether `path` names an existing regular file (symbolic links followed) whose first 16
    /// bytes are the SQLite header; reads only. `false` when it cannot be read: whatever writes
    /// there then fails with its own reason. A pipe, a device or a socket is never opened (reading
    /// a pipe would wait for a writer).
    static func isDatabase(path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            let handle = FileHandle(forReadingAtPath: path)
        else { return false }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: header.count) else { return false }
        return Array(start) == header
    }

    /// Throws unless the file at `path` is empty or starts with the SQLite header; reads only.
    /// Returns whether the file is not empty.
    private static func checkHeader(path: String) throws -> Bool {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw DiaryStoreError.cannotOpen(path, SystemReason(error), writing: false)
        }
        defer { try? handle.close() }
        let start: Data
        do {
            start = try handle.read(upToCount: header.count) ?? Data()
        } catch {
            throw DiaryStoreError.cannotOpen(path, SystemReason(error), writing: false)
        }
        guard start.isEmpty || Array(start) == header else {
            throw DiaryStoreError.notADatabase(path)
        }
        return !start.isEmpty
    }
}

extension DatabaseFile {
    /// Whether the store at `path` can be opened for writing: the file (when it exists) may be
    /// written, and so may its folder, unless the write-ahead log files SQLite keeps beside it
    /// both exist and may be written. A missing file counts as writable when its folder (or the
    /// nearest of its parents that exists, where it would be made) may be written.
    ///
    /// Files and folders are judged by their permission bits as well
    /// (``SystemReason/init(readOnlyFileAt:)``, ``SystemReason/init(readOnlyFolderAt:)``): one no
    /// one may write is read-only also for root, whom `access` lets write anything.
    static func isWritable(path: String) -> Bool {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let folderWritable = SystemReason(readOnlyFolderAt: folder) == nil
        guard FileManager.default.fileExists(atPath: path) else { return folderWritable }
        guard SystemReason(readOnlyFileAt: path) == nil else { return false }
        if folderWritable { return true }
        return [path + "-wal", path + "-shm"].allSatisfy {
            FileManager.default.fileExists(atPath: $0) && SystemReason(readOnlyFileAt: $0) == nil
        }
    }

    /// How a read-only connection opens the file at `path` without leaving anything behind.
    enum ReadOnlyOpening: Equatable {
        /// The file as it is, as an immutable database: no write-ahead log exists, so the file
        /// holds every committed change, and SQLite creates no `-wal` or `-shm` file beside it.
        case immutable
        /// The file with its write-ahead log (`-wal`), read through the log's index (`-shm`),
        /// which SQLite creates when it is missing (`indexExisted` is `false`).
        case withLog(indexExisted: Bool)
    }

    /// Chooses how to open the existing file at `path` read-only.
    static func readOnlyOpening(path: String) -> ReadOnlyOpening {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path + "-wal") else { return .immutable }
        return .withLog(indexExisted: manager.fileExists(atPath: path + "-shm"))
    }

    /// Gives the log index SQLite created beside `path` for a read-only connection the file's
    /// mode plus writing by its owner. SQLite gives it the database file's own mode, so a
    /// read-only file would leave a read-only index behind, which stops every later writer
    /// once the file may be written again.
    static func repairCreatedIndex(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        _ = chmod(path + "-shm", (status.st_mode & 0o666) | 0o600)
    }

    /// Removes the log index SQLite created beside `path` for a read-only connection (now
    /// closed) to a file the store refuses, so that nothing of the diary's is left beside another
    /// program's file. Call it only when no `-shm` existed before that connection opened.
    static func removeCreatedIndex(path: String) {
        _ = unlink(path + "-shm")
    }

    /// Gives back their owner's write permission to the `-wal` and `-shm` files beside `path`
    /// when the current user owns them and may not write them: what a read-only connection of an
    /// older version left beside a read-only file, and which would stop every writer now that the
    /// file may be written again. Files of other users are left alone.
    static func healLogFiles(path: String) {
        for file in [path + "-wal", path + "-shm"] {
            var status = stat()
            guard stat(file, &status) == 0, status.st_uid == geteuid(), status.st_mode & 0o200 == 0 else {
                continue
            }
            _ = chmod(file, (status.st_mode & 0o777) | 0o600)
        }
    }
}
