import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a small file whole, telling apart the ways that can fail (no file, a directory, a path
/// through a regular file, no permission), which Foundation reports as one Cocoa error.
enum FileContents {
    /// Why a file could not be read.
    enum Failure: Error, Hashable, Sendable {
        /// Nothing exists at the path.
        case notFound
        /// The path names a directory.
        case isDirectory
        /// A component of the path, `path`, is not a directory.
        case notADirectory(path: String)
        /// The path names something that is not a regular file (a device, a pipe, a socket).
        case notRegularFile
        /// The file is larger than the reader accepts.
        case tooLarge(limit: Int)
        /// The system refused, for `reason`.
        case unreadable(SystemReason)

        /// The failure as the kit words it in a message.
        var reason: SystemReason {
            switch self {
            case .notFound: .missing
            case .isDirectory: .isFolder
            case .notADirectory: .notAFolder
            case .notRegularFile: .notRegularFile
            case .tooLarge: .tooLarge
            case .unreadable(let reason): reason
            }
        }
    }

    /// The bytes of the file at `path`, following symbolic links, at most `limit` of them.
    static func read(_ path: String, limit: Int) throws(Failure) -> Data {
        // O_NONBLOCK: opening a pipe must not wait for a writer; it is refused below anyway.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw .notFound
            case ENOTDIR: throw .notADirectory(path: nonDirectoryAncestor(of: path) ?? path)
            case EISDIR: throw .isDirectory
            default: throw .unreadable(SystemReason(errno: code))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(SystemReason(errno: errno)) }
        switch FileType(status.st_mode) {
        case .directory: throw .isDirectory
        case .regular: break
        default: throw .notRegularFile
        }
        guard status.st_size <= limit else { throw .tooLarge(limit: limit) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                Glue.read(descriptor, raw.baseAddress, raw.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(SystemReason(errno: errno))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
            guard data.count <= limit else { throw .tooLarge(limit: limit) }
        }
    }

    /// The nearest existing ancestor of `path` when it is not a directory (the regular file a
    /// path runs through); `nil` when every existing ancestor is a directory.
    static func nonDirectoryAncestor(of path: String) -> String? {
        var current = URL(fileURLWithPath: path).deletingLastPathComponent()
        while true {
            var status = stat()
            if stat(current.path, &status) == 0 {
                return FileType(status.st_mode) == .directory ? nil : current.path
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
