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
/// <data-dir>/vendors.json    the vendors, written by hand or on the first run
/// <data-dir>/products.json   products, image records and the id counters
/// <data-dir>/images/         one file per image, named by the server
/// <data-dir>/.lock           held while a server runs
/// ```
final class StoreFiles: Sendable {
    /// The data directory.
    let directory: URL
    /// The file descriptor holding the lock; closed by ``unlock()``.
    private let lock: LockHandle

    /// `vendors.json`.
    var vendorsFile: URL { directory.appendingPathComponent("vendors.json") }
    /// `products.json`.
    var productsFile: URL { directory.appendingPathComponent("products.json") }
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
            throw MarketServerError(
                .fileSystem,
                "The data directory \(directory.path) is not a directory; choose another --data-dir.")
        }
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        } catch {
            throw MarketServerError(
                .fileSystem,
                "Can't create the data directory \(images.path) (\(Self.reason(error))); choose another --data-dir."
            )
        }
        lock = try LockHandle(path: directory.appendingPathComponent(".lock").path)
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
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw failure("create", temporary) }
        var written = 0
        let ok = data.withUnsafeBytes { buffer -> Bool in
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
        let error = errno
        guard ok, fsync(descriptor) == 0 else {
            close(descriptor)
            unlink(temporary)
            errno = error
            throw failure("write", temporary)
        }
        close(descriptor)
        guard rename(temporary, url.path) == 0 else {
            let renameError = errno
            unlink(temporary)
            errno = renameError
            throw failure("replace", url.path)
        }
        syncDirectory(folder)
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
        MarketServerError(
            .fileSystem,
            "Can't \(action) \(path) (\(String(cString: strerror(errno)))); check the disk and the data directory."
        )
    }

    /// A short reason for a Foundation file error.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        switch nsError.code {
        case CocoaError.fileReadNoSuchFile.rawValue, CocoaError.fileNoSuchFile.rawValue: return "no such file"
        case CocoaError.fileReadNoPermission.rawValue, CocoaError.fileWriteNoPermission.rawValue:
            return "permission denied"
        default: return nsError.localizedDescription
        }
    }
}

/// An open lock file with an exclusive `flock` on it.
///
/// `@unchecked Sendable`: its one variable is only touched under `mutex`.
private final class LockHandle: @unchecked Sendable {
    private let mutex = NSLock()
    private var descriptor: Int32

    init(path: String) throws(MarketServerError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw MarketServerError(
                .fileSystem,
                "Can't open \(path) (\(String(cString: strerror(errno)))); check the data directory.")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw MarketServerError(
                .dataDirectoryInUse,
                "Another server is using the data directory of \(path); stop it, or choose another --data-dir."
            )
        }
        self.descriptor = descriptor
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
