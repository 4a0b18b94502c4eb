import Foundation

/// Writes what a user names as output the way a shell's `>` would, but whole or not at all: `-`
/// is standard output; a symbolic link is written through to its target (the link stays); a
/// FIFO or a device is streamed into; a regular file is replaced atomically (a temporary file
/// beside it, synced, renamed over it, keeping its permissions and, where allowed, its owner); a
/// read-only file is refused and left as it was; a folder is an error.
///
/// Every command that writes a file a user names (`--out`, an export's files) writes it here.
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
        switch try kind(of: target, shownAs: path) {
        case .regular(let info):
            try checkFolder(of: target, shownAs: path)
            try replace(target, with: data, keeping: info, shownAs: path)
        case .stream:
            try stream(data, into: target, shownAs: path)
        case .missing:
            try checkFolder(of: target, shownAs: path)
            try replace(target, with: data, keeping: nil, shownAs: path)
        }
    }

    /// Refuses a file to be made or replaced in a folder that may not be written: one whose
    /// permission bits let no one write it (root included, whom `access` lets write anything,
    /// as for a file), or one the user may not write or enter. A missing folder is left to the
    /// write to name.
    static func checkFolder(of target: String, shownAs path: String) throws {
        let folder = (target as NSString).deletingLastPathComponent
        var info = stat()
        guard stat(folder.isEmpty ? "." : folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            return
        }
        if info.st_mode & 0o222 == 0 || access(folder.isEmpty ? "." : folder, W_OK | X_OK) != 0 {
            throw ToolError(
                SystemErrorText.sentence(errno: EACCES, path: path, writing: true), status: .ioError)
        }
    }

    /// Checks, before anything is written, that `path` could be written by ``write(_:to:)``: not
    /// a folder, not a read-only file, and in a folder that may be written when it exists. A
    /// command that writes several files checks them all first, so that a refusal leaves every
    /// file as it was.
    ///
    /// - Throws: ``ToolError`` (status 74) with a sentence naming the path and the fix.
    public static func checkWritable(_ path: String) throws {
        guard path != "-" else { return }
        let target = resolveLinks(path)
        if case .stream = try kind(of: target, shownAs: path) { return }
        try checkFolder(of: target, shownAs: path)
    }

    /// What a path to write names.
    private enum Kind {
        /// A regular file, with its status.
        case regular(stat)
        /// A FIFO, a device or a socket: streamed into.
        case stream
        /// Nothing yet.
        case missing
    }

    /// What `target` (links already followed) is; a folder or a read-only file is refused.
    private static func kind(of target: String, shownAs shown: String) throws -> Kind {
        var info = stat()
        guard stat(target, &info) == 0 else {
            if errno == ENOENT { return .missing }
            throw ToolError(
                SystemErrorText.sentence(errno: errno, path: shown, writing: true), status: .ioError)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw ToolError(
                SystemErrorText.sentence(errno: EISDIR, path: shown, writing: true), status: .ioError)
        case S_IFREG:
            // Renaming over a file replaces it even when it is read-only (and root may write
            // anything): the file's own permission bits decide, as they do for a shell's `>`.
            if info.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
                throw ToolError(readOnly(shown), status: .ioError)
            }
            return .regular(info)
        default:
            return .stream
        }
    }

    /// The sentence for a read-only file named `path`.
    static func readOnly(_ path: String) -> String {
        let shown = TerminalText.safe(path)
        return localized(
            "\(shown) is read-only, so nothing was written; make it writable (chmod u+w) or choose another file.",
            ko: "\(shown)은(는) 읽기 전용이라 아무것도 쓰지 않았어요. 쓸 수 있게 바꾸거나(chmod u+w) 다른 파일을 고르세요.")
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
    private static func replace(_ path: String, with data: Data, keeping old: stat?, shownAs shown: String)
        throws
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
        if let old {
            // Not being allowed to give the file its old owner is no reason to fail.
            _ = fchown(descriptor, old.st_uid, old.st_gid)
            fchmod(descriptor, old.st_mode & 0o7777)
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
