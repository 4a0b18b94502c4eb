import Foundation

/// Writes what a user names as output without ever replacing what the path names: `-` is
/// standard output; a symbolic link is written through to its target (the link stays); a FIFO
/// or a device is streamed into; a regular file is replaced atomically (a temporary file beside
/// it, synced, renamed over it, keeping its permissions); a folder is an error.
public enum FileOutput {
    /// Writes `data` to `path`.
    ///
    /// - Throws: ``ToolError`` (status 74) with a sentence naming the path and the fix.
    public static func write(_ data: Data, to path: String) throws {
        if path == "-" {
            guard StandardStream.output.write(data) else {
                let reason =
                    StandardStream.failure
                    ?? localized("Can't write to standard output.", ko: "표준 출력에 쓸 수 없어요.")
                throw ToolError(reason, status: .ioError)
            }
            return
        }
        let target = resolveLinks(path)
        var info = stat()
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw ToolError(
                    SystemErrorText.sentence(errno: EISDIR, path: path, writing: true), status: .ioError)
            case S_IFREG:
                try replace(target, with: data, mode: info.st_mode & 0o7777, shownAs: path)
            default:
                try stream(data, into: target, shownAs: path)
            }
        } else if errno == ENOENT {
            try replace(target, with: data, mode: nil, shownAs: path)
        } else {
            throw ToolError(
                SystemErrorText.sentence(errno: errno, path: path, writing: true), status: .ioError)
        }
    }

    /// The path `path` leads to once every symbolic link along the last component is followed
    /// (a dangling link leads to the file it names, which is then created).
    static func resolveLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                let folder = (current as NSString).deletingLastPathComponent
                current = folder.isEmpty ? destination : folder + "/" + destination
            }
        }
        return current
    }

    /// Streams `data` into a FIFO, a device or anything else that is not a regular file.
    private static func stream(_ data: Data, into path: String, shownAs shown: String) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw ToolError(
                SystemErrorText.sentence(errno: errno, path: shown, writing: true), status: .ioError)
        }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, shownAs: shown)
    }

    /// Writes `data` to a temporary file beside `path`, syncs it and renames it over `path`.
    private static func replace(_ path: String, with data: Data, mode: mode_t?, shownAs shown: String) throws
    {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw ToolError(
                SystemErrorText.sentence(errno: errno, path: shown, writing: true), status: .ioError)
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer {
            close(descriptor)
            if !renamed { unlink(temporary) }
        }
        if let mode {
            fchmod(descriptor, mode)
        } else {
            let mask = umask(0)
            umask(mask)
            fchmod(descriptor, 0o666 & ~mask)
        }
        try writeAll(data, to: descriptor, shownAs: shown)
        guard fsync(descriptor) == 0 else {
            throw ToolError(
                SystemErrorText.sentence(errno: errno, path: shown, writing: true), status: .ioError)
        }
        guard rename(temporary, path) == 0 else {
            throw ToolError(
                SystemErrorText.sentence(errno: errno, path: shown, writing: true), status: .ioError)
        }
        renamed = true
    }

    /// Writes all of `data` to `descriptor`.
    private static func writeAll(_ data: Data, to descriptor: Int32, shownAs shown: String) throws {
        try data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(
                    descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw ToolError(
                        SystemErrorText.sentence(errno: errno, path: shown, writing: true), status: .ioError)
                }
                offset += written
            }
        }
    }
}
