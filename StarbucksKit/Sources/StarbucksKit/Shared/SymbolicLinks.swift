import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a chain of symbolic links ends: a store that writes through a link (and removes
/// through one) works on the file the chain names, so the link itself stays.
enum SymbolicLinks {
    /// The most links followed before the chain counts as a loop.
    static let limit = 32

    /// Why a chain could not be followed: the link that could not be read, or the path whose
    /// chain loops (``SystemReason/linkLoop``).
    struct Failure: Error {
        let path: String
        let reason: SystemReason
    }

    /// The path `path` names once every symbolic link on the way is followed (a relative one
    /// from its own folder), to the name where the chain ends, which need not exist yet.
    ///
    /// - Throws: ``Failure`` when a link cannot be read or the chain loops.
    static func end(of path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<limit {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { throw Failure(path: current, reason: SystemReason(errno: errno)) }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(
                    destination
                ).path
        }
        throw Failure(path: path, reason: .linkLoop)
    }
}
