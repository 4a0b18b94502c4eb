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

    /// `vendors.json`.
    var vendorsFile: URL { directory.appendingPathComponent("vendors.json") }
    /// `products.json`, the catalogue file of earlier versions (imported on the first start).
    var productsFile: URL { directory.appendingPathComponent("products.json") }
    /// `market.sqlite`, the catalogue.
    var databaseFile: URL { directory.appendingPathComponent("market.sqlite") }
    /// `images/`.
    var imagesDirectory: URL { directory.appendingPathComponent("images", isDirectory: true) }

    /// Creates the directory (and `images/`) if needed and takes its lock.
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
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        } catch {
            let code = Self.errnoCode(of: error) ?? EIO
            if code == EACCES || code == EPERM || code == EROFS, isDirectory.boolValue {
                throw MarketServerError.readOnly(directory.path, code: code)
            }
            throw MarketServerError.fileSystem(code, path: directory.path, writing: true)
        }
        lock = try LockHandle(path: directory.appendingPathComponent(".lock").path, directory: directory.path)
        for folder in [directory, images] {
            if let code = Self.writeProbeFailure(in: folder.path) {
                lock.release()
                throw MarketServerError.readOnly(folder.path, code: code)
            }
        }
    }

    /// Why a file cannot be created in `folder` (an `errno` value), or `nil` when it can: a
    /// read-only folder is refused at start, not met by every later write.
    private static func writeProbeFailure(in folder: String) -> Int32? {
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

    /// Opens (or creates) the lock file at `path` and takes its lock, then writes this process's
    /// id into it, so a second server can say which process holds `directory`.
    init(path: String, directory: String) throws(MarketServerError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if code == EACCES || code == EPERM || code == EROFS {
                throw MarketServerError.readOnly(directory, code: code)
            }
            throw MarketServerError.fileSystem(code, path: path, writing: true)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = Self.processID(in: descriptor)
            close(descriptor)
            throw MarketServerError.inUse(directory, by: holder)
        }
        let text = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) == 0 {
            _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }
        self.descriptor = descriptor
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
