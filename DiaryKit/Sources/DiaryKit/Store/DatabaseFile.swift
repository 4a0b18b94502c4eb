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
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw DiaryStoreError.pathIsDirectory(path) }
            return try checkHeader(path: path)
        }
        if SystemReason.nonDirectoryAncestor(of: path) != nil {
            throw DiaryStoreError.cannotOpen(path, .notAFolder, writing: true)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DiaryStoreError.cannotOpen(path, SystemReason(error), writing: true)
        }
        try createOwnerOnly(path: path)
        return false
    }

    /// Creates an empty file at `path` readable and writable by its owner only; a file another
    /// process created first is left as it is.
    private static func createOwnerOnly(path: String) throws {
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            let code = errno
            if code == EEXIST { return }
            throw DiaryStoreError.cannotOpen(path, SystemReason(errno: code), writing: true)
        }
        // The mode given to open is filtered by the umask; set it outright.
        _ = fchmod(descriptor, 0o600)
        _ = close(descriptor)
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
