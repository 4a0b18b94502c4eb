import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The creation of a database file that only its owner may read and write (0600), before SQLite
/// opens it: SQLite makes its `-wal`, `-shm` and `-journal` files with the database's own
/// permissions, so what the database holds (a diary's entries, the market's deletion secrets)
/// stays the owner's whatever the umask.
///
/// The diary store and the local Open Market server both make their database this way; this file
/// is the one copy both carry (`Shared/SQLite`, copied by `make share`).
enum OwnerOnlyFile {
    /// Creates an empty file at `path` with mode 0600. A file that exists already (another
    /// process made it first) is left as it is.
    ///
    /// - Returns: `nil` when the file is there, else the `errno` that refused its creation.
    static func create(path: String) -> Int32? {
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            let code = errno
            return code == EEXIST ? nil : code
        }
        // The mode given to open is filtered by the umask; set it outright.
        _ = fchmod(descriptor, 0o600)
        _ = close(descriptor)
        return nil
    }

    /// Takes every permission of the group and of others away from the regular file at `path`
    /// when this user owns it (a file made before these rules, 0644, becomes 0600); leaves the
    /// owner's own bits as they are, so a read-only file stays read-only. Does nothing for a
    /// missing file, another user's, or anything but a regular file (links followed).
    static func restrict(path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
            status.st_mode & 0o077 != 0
        else { return }
        _ = chmod(path, status.st_mode & 0o700)
    }
}
