import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files of a data directory, and the two disciplines every write follows: a lock held for
/// the server's life, so two servers never share one directory, and atomic replacement (a
/// temporary file written, flushed to disk, then renamed over the old one, and the directory
/// flushed), so a crash leaves either the old file or the new one, never a mix.
///
/// ```
/// <data-dir>/vendors.json       the vendors, written by hand or on the first run
/// <data-dir>/market.sqlite      products, image records, vendor ids, idempotency keys (WAL)
/// <data-dir>/images/            one file per image, named by the server
/// <data-dir>/.lock              held while a server runs, holding its process id
/// <data-dir>/products.json.bak  the catalogue of earlier versions, once imported
/// ```
final class StoreFiles: Sendable {
    /// The data directory.
    let directory: URL
    /// The file descriptor holding the lock; closed by ``unlock()``.
    private let lock: LockHandle
    /// What this start made in the directory, which a refused start removes again.
    private let made: Made
    /// The files this start renamed aside (`products.json` to `products.json.bak`), first first.
    private let renamed = LockedValue<[Rename]>([])

    /// What a start made: the folders it created (the data directory and the missing folders
    /// above it, `images/`), the lock file, and `market.sqlite` when it was missing.
    private struct Made: Sendable {
        /// The folders created, outermost first.
        var folders: [String]
        /// Whether `images/` was among them (the innermost: when any was made, it was).
        var imagesFolder: Bool
        /// Whether the lock file was created.
        var lockFile: Bool
        /// Whether `market.sqlite` was missing when the lock was taken (whoever makes it is this
        /// start).
        var database: Bool
    }

    /// A file renamed aside.
    private struct Rename: Sendable {
        let from: String
        let to: String
    }

    /// `vendors.json`.
    var vendorsFile: URL { directory.appendingPathComponent("vendors.json") }
    /// `products.json`, the catalogue file of earlier versions (imported on the first start).
    var productsFile: URL { directory.appendingPathComponent("products.json") }
    /// `market.sqlite`, the catalogue.
    var databaseFile: URL { directory.appendingPathComponent("market.sqlite") }
    /// `images/`.
    var imagesDirectory: URL { directory.appendingPathComponent("images", isDirectory: true) }

    /// Creates the directory (and `images/`) if needed and takes its lock, noting what it made.
    /// A start that is refused afterwards calls ``removeWhatThisStartMade()`` instead of
    /// ``unlock()``; one refused here has removed what it made already.
    ///
    /// - Throws: ``MarketServerError`` of kind `fileSystem` when the directory cannot be made or
    ///   used, `dataDirectoryInUse` when another server holds it.
    init(directory: URL) throws(MarketServerError) {
        self.directory = directory
        let images = directory.appendingPathComponent("images", isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            throw MarketServerError.fileSystem(ENOTDIR, path: directory.path, writing: false)
        }
        let folders = Self.missingFolders(upTo: images.path)
        // The nearest folder that exists along the path decides before anything is made: a file
        // there can hold no folder, and a folder no one may write is read-only, also for root.
        let nearest = folders.first.map { ($0 as NSString).deletingLastPathComponent } ?? directory.path
        var status = stat()
        if stat(nearest.isEmpty ? "." : nearest, &status) == 0 {
            if status.st_mode & S_IFMT != S_IFDIR {
                throw MarketServerError.fileSystem(ENOTDIR, path: nearest, writing: true)
            }
            if status.st_mode & 0o222 == 0 { throw MarketServerError.readOnly(nearest, code: EACCES) }
        }
        do {
            // Folders made here are the owner's alone, as the files in them are.
            try FileManager.default.createDirectory(
                at: images, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            Self.removeFolders(folders)
            let code = Self.errnoCode(of: error) ?? EIO
            if code == EACCES || code == EPERM || code == EROFS, isDirectory.boolValue {
                throw MarketServerError.readOnly(directory.path, code: code)
            }
            throw MarketServerError.fileSystem(code, path: directory.path, writing: true)
        }
        let lockPath = directory.appendingPathComponent(".lock").path
        let lock: LockHandle
        do {
            lock = try LockHandle(path: lockPath, directory: directory.path)
        } catch {
            Self.removeFolders(folders)
            throw error
        }
        for folder in [directory, images] {
            if let code = Self.writeProbeFailure(in: folder.path) {
                if lock.made { unlink(lockPath) }
                lock.release()
                Self.removeFolders(folders)
                throw MarketServerError.readOnly(folder.path, code: code)
            }
        }
        self.lock = lock
        made = Made(
            folders: folders, imagesFolder: !folders.isEmpty, lockFile: lock.made,
            database: !FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("market.sqlite").path))
    }

    /// `folder` and the folders above it that do not exist, outermost first.
    private static func missingFolders(upTo folder: String) -> [String] {
        var missing: [String] = []
        var path = URL(fileURLWithPath: folder).standardizedFileURL.path
        while !path.isEmpty, path != "/", !FileManager.default.fileExists(atPath: path) {
            missing.insert(path, at: 0)
            path = (path as NSString).deletingLastPathComponent
        }
        return missing
    }

    /// Removes `folders` (outermost first), innermost first, each only when it is empty.
    private static func removeFolders(_ folders: [String]) {
        for folder in folders.reversed() {
            guard rmdir(folder) == 0 else { return }
        }
        if let outermost = folders.first { syncDirectory((outermost as NSString).deletingLastPathComponent) }
    }

    /// Takes back what this start made, for a start refused after the lock was taken (the
    /// catalogue database closed), so that the folder is left as it was found: a
    /// `market.sqlite` it created (with its `-wal` and `-shm` files), the files renamed aside
    /// for it (renamed back), `images/` when it created it (with the sample pictures written
    /// there), the lock file when it created it, and the folders it created; then releases the
    /// lock. A database that was there before is kept, with what this start stored in it.
    func removeWhatThisStartMade() {
        if made.database {
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(databaseFile.path + suffix) }
            // The database that recorded them as imported is gone: they are imported again.
            for move in renamed.value.reversed() where !FileManager.default.fileExists(atPath: move.from) {
                rename(move.to, move.from)
            }
        }
        if made.imagesFolder {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: imagesDirectory.path)) ?? []
            for name in names { unlink(imagesDirectory.appendingPathComponent(name).path) }
        }
        // Removed while still locked, so that no other start takes it meanwhile (and a start that
        // opened it before sees, once it has the lock, that the file is gone: see `LockHandle`).
        if made.lockFile { unlink(directory.appendingPathComponent(".lock").path) }
        lock.release()
        Self.syncDirectory(directory.path)
        Self.removeFolders(made.folders)
    }

    /// Why a file cannot be created in `folder` (an `errno` value), or `nil` when it can: a
    /// read-only folder is refused at start, not met by every later write.
    private static func writeProbeFailure(in folder: String) -> Int32? {
        // Permission bits that let no one write count for root too, whom the system lets write.
        var status = stat()
        if stat(folder, &status) == 0, status.st_mode & 0o222 == 0 { return EACCES }
        let probe = folder + "/.write-check-" + UUID().uuidString.lowercased()
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return errno }
        close(descriptor)
        unlink(probe)
        return nil
    }

    /// The `errno` value behind a Foundation error, when it carries one.
    static func errnoCode(of error: any Error) -> Int32? {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return Int32(underlying.code)
        }
        switch nsError.code {
        case CocoaError.fileReadNoSuchFile.rawValue, CocoaError.fileNoSuchFile.rawValue: return ENOENT
        case CocoaError.fileReadNoPermission.rawValue, CocoaError.fileWriteNoPermission.rawValue:
            return EACCES
        case CocoaError.fileWriteVolumeReadOnly.rawValue: return EROFS
        case CocoaError.fileWriteOutOfSpace.rawValue: return ENOSPC
        default: return nil
        }
    }

    /// Releases the directory's lock.
    func unlock() {
        lock.release()
    }

    /// The stored image file called `name` (a name the server made).
    func imageFile(named name: String) -> URL {
        imagesDirectory.appendingPathComponent(name)
    }

    // MARK: - Atomic writes

    /// Replaces the file at `url` with `data`: written to a temporary file beside it, flushed,
    /// renamed over the old file, and the directory flushed.
    static func writeAtomically(_ data: Data, to url: URL, permissions: mode_t = 0o644)
        throws(MarketServerError)
    {
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".tmp-" + UUID().uuidString.lowercased()
        try createFlushed(temporary, data, permissions: permissions)
        guard rename(temporary, url.path) == 0 else {
            let renameError = errno
            unlink(temporary)
            errno = renameError
            throw failure("replace", url.path)
        }
        syncDirectory(folder)
    }

    /// Creates the file at `path` (it must not exist yet) holding `bytes`, and flushes it to
    /// disk; on failure, removes what was created.
    static func createFlushed(_ path: String, _ bytes: some ContiguousBytes, permissions: mode_t = 0o644)
        throws(MarketServerError)
    {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw MarketServerError.fileSystem(errno, path: path, writing: true) }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            while written < buffer.count {
                let count = write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        let code = errno
        guard ok, fsync(descriptor) == 0 else {
            let failure = ok ? errno : code
            close(descriptor)
            unlink(path)
            throw MarketServerError.fileSystem(failure, path: path, writing: true)
        }
        close(descriptor)
    }

    /// Removes the file at `url`, if it is there.
    static func remove(_ url: URL) {
        unlink(url.path)
    }

    /// Renames the file at `url` to `<name>.bak` (`<name>.bak-2`… when taken), beside it, and
    /// notes it: a start refused afterwards renames it back (``removeWhatThisStartMade()``).
    func keepAside(_ url: URL) throws(MarketServerError) {
        var backup = url.path + ".bak"
        var number = 2
        while FileManager.default.fileExists(atPath: backup) {
            backup = url.path + ".bak-\(number)"
            number += 1
        }
        guard rename(url.path, backup) == 0 else {
            throw MarketServerError.fileSystem(errno, path: url.path, writing: true)
        }
        renamed.update { $0.append(Rename(from: url.path, to: backup)) }
        Self.syncDirectory(url.deletingLastPathComponent().path)
    }

    /// Flushes a directory's entries (a rename or a new file) to disk.
    static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Removes temporary files a crash may have left in `directory`.
    static func removeLeftovers(in directory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(".") && name.contains(".tmp-") {
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    /// An error for a failed system call on `path`, from `errno`.
    private static func failure(_ action: String, _ path: String) -> MarketServerError {
        MarketServerError.fileSystem(errno, path: path, writing: true)
    }
}

/// An open lock file with an exclusive `flock` on it.
///
/// `@unchecked Sendable`: its one variable is only touched under `mutex`.
private final class LockHandle: @unchecked Sendable {
    private let mutex = NSLock()
    private var descriptor: Int32
    /// Whether this handle created the lock file.
    let made: Bool

    /// Opens (or creates) the lock file at `path` and takes its lock, then writes this process's
    /// id into it, so a second server can say which process holds `directory`.
    ///
    /// A refused start removes the lock file it made (still holding its lock): a start that
    /// opened that file just before and locks it once it is released would hold a lock on a
    /// file no longer there, so a lock is kept only on the file that is at `path`.
    init(path: String, directory: String) throws(MarketServerError) {
        let (descriptor, made) = try Self.openLocked(path: path, directory: directory)
        let text = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) == 0 {
            _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }
        self.descriptor = descriptor
        self.made = made
    }

    /// The lock file at `path` opened (made when missing) and locked, and whether it was made.
    private static func openLocked(path: String, directory: String) throws(MarketServerError) -> (Int32, Bool)
    {
        var attempts = 0
        while true {
            attempts += 1
            var made = true
            var descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0, errno == EEXIST {
                made = false
                descriptor = open(path, O_RDWR | O_CLOEXEC)
                // Removed meanwhile by a refused start: make it again.
                if descriptor < 0, errno == ENOENT, attempts < 10 { continue }
            }
            guard descriptor >= 0 else {
                let code = errno
                if code == EACCES || code == EPERM || code == EROFS {
                    throw MarketServerError.readOnly(directory, code: code)
                }
                throw MarketServerError.fileSystem(code, path: path, writing: true)
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let holder = processID(in: descriptor)
                close(descriptor)
                throw MarketServerError.inUse(directory, by: holder)
            }
            if isFile(descriptor, at: path) || attempts >= 10 { return (descriptor, made) }
            close(descriptor)
        }
    }

    /// Whether the file open at `descriptor` is the one at `path`.
    private static func isFile(_ descriptor: Int32, at path: String) -> Bool {
        var held = stat()
        var named = stat()
        guard fstat(descriptor, &held) == 0, stat(path, &named) == 0 else { return false }
        return held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }

    /// The process id a lock file holds, when it holds one.
    private static func processID(in descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        guard let value = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), value > 0 else {
            return nil
        }
        return value
    }

    func release() {
        mutex.withLock {
            guard descriptor >= 0 else { return }
            flock(descriptor, LOCK_UN)
            close(descriptor)
            descriptor = -1
        }
    }

    deinit {
        release()
    }
}
