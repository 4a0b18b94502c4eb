import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the system refused to read or write a file, as the kit says it: a sentence from the kit's
/// own tables naming the cause and the fix, never an error domain, an `errno` number or the
/// system's own (English) words.
///
/// Made from an `errno` value or from an error Foundation threw; errors keep it and word it in
/// the caller's language only when a message is asked for.
enum SystemReason: String, Sendable, Hashable, CaseIterable {
    /// No permission (`EACCES`, `EPERM`).
    case permissionDenied
    /// Nothing exists at the path, or (writing) its folder does not exist (`ENOENT`).
    case missing
    /// The path names a folder where a file belongs (`EISDIR`).
    case isFolder
    /// A part of the path is a file, not a folder (`ENOTDIR`).
    case notAFolder
    /// The path names a device, a pipe or a socket, not a regular file.
    case notRegularFile
    /// The disk or the quota is full (`ENOSPC`, `EDQUOT`).
    case noSpace
    /// The file system is mounted read-only (`EROFS`).
    case readOnlyFileSystem
    /// The file, its folder or the disk may not be written to.
    case readOnly
    /// A symbolic link leads back to itself, or too many links follow one another (`ELOOP`).
    case linkLoop
    /// The path, or a name in it, is too long (`ENAMETOOLONG`).
    case nameTooLong
    /// The name is not one the file system accepts.
    case invalidName
    /// The process or the system has too many files open (`EMFILE`, `ENFILE`).
    case tooManyOpenFiles
    /// Something already has the name (`EEXIST`).
    case alreadyExists
    /// The file is too large (`EFBIG`).
    case tooLarge
    /// Another program holds the file (`EBUSY`, `ETXTBSY`, a lock).
    case busy
    /// The disk reported an error (`EIO`).
    case inputOutput
    /// Any other refusal.
    case other

    /// ``readOnly`` when `path` names an existing file whose own permission bits forbid writing
    /// it, as a shell's `>` would refuse it (renaming a new file over it would succeed, and root
    /// may write anything, so neither can be left to decide); `nil` when it may be written or
    /// does not exist, also when another program removed it while it was judged.
    init?(readOnlyFileAt path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return nil }
        if status.st_mode & 0o222 != 0 {
            guard access(path, W_OK) != 0, errno != ENOENT else { return nil }
        }
        self = .readOnly
    }

    /// ``readOnly`` when the folder at `path` may not be written, judged as a file is
    /// (``init(readOnlyFileAt:)``): its permission bits let no one write it, root included, whom
    /// `access` lets write anything, or the current user may not write or enter it. A folder
    /// not made yet is judged by the nearest of its parents that exists, where it would be made.
    /// `nil` when it may be written, or when that nearest thing is no folder (the write then
    /// fails with its own reason).
    init?(readOnlyFolderAt path: String) {
        var folder = path.isEmpty ? "." : path
        var status = stat()
        while stat(folder, &status) != 0 {
            let code = errno
            let parent = (folder as NSString).deletingLastPathComponent
            guard code == ENOENT, parent != folder, !(parent.isEmpty && folder == ".") else { return nil }
            folder = parent.isEmpty ? "." : parent
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return nil }
        if status.st_mode & 0o222 != 0 {
            guard access(folder, W_OK | X_OK) != 0, errno != ENOENT else { return nil }
        }
        self = .readOnly
    }

    /// The reason for an `errno` value.
    init(errno code: Int32) {
        switch code {
        case EACCES, EPERM: self = .permissionDenied
        case ENOENT: self = .missing
        case EISDIR: self = .isFolder
        case ENOTDIR: self = .notAFolder
        case ENOSPC, EDQUOT: self = .noSpace
        case EROFS: self = .readOnlyFileSystem
        case ELOOP: self = .linkLoop
        case ENAMETOOLONG: self = .nameTooLong
        case EMFILE, ENFILE: self = .tooManyOpenFiles
        case EEXIST, ENOTEMPTY: self = .alreadyExists
        case EFBIG: self = .tooLarge
        case EBUSY, ETXTBSY: self = .busy
        case EIO: self = .inputOutput
        default: self = .other
        }
    }

    /// The reason for an error Foundation (or the system) threw: the `errno` value under it when
    /// there is one, else its Cocoa file error code.
    init(_ error: any Error) {
        if let code = Self.errnoCode(of: error) {
            self.init(errno: code)
            return
        }
        let nsError = error as NSError
        guard nsError.domain == NSCocoaErrorDomain else {
            self = .other
            return
        }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: self = .missing
        case .fileReadNoPermission, .fileWriteNoPermission: self = .permissionDenied
        case .fileWriteOutOfSpace: self = .noSpace
        case .fileWriteVolumeReadOnly: self = .readOnlyFileSystem
        case .fileWriteFileExists: self = .alreadyExists
        case .fileReadTooLarge: self = .tooLarge
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: self = .invalidName
        case .fileLocking: self = .busy
        default: self = .other
        }
    }

    /// The reason for `error`, met working on `path`: ``notAFolder`` whenever the path runs
    /// through a regular file, which Foundation may report as a missing file or as a name taken;
    /// ``notRegularFile`` for a pipe, a device or a socket that Foundation refused as if its
    /// permissions did (a full or failing device keeps its own reason).
    init(_ error: any Error, path: String) {
        self.init(error)
        if self != .notAFolder, Self.nonDirectoryAncestor(of: path) != nil {
            self = .notAFolder
            return
        }
        var status = stat()
        if self == .permissionDenied || self == .other, stat(path, &status) == 0,
            status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR
        {
            self = .notRegularFile
        }
    }

    /// The nearest existing ancestor of `path` when it is not a folder (a regular file the path
    /// runs through); `nil` when every existing ancestor is a folder.
    static func nonDirectoryAncestor(of path: String) -> String? {
        var current = URL(fileURLWithPath: path).deletingLastPathComponent()
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: current.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : current.path
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The `errno` value behind `error`, when it carries one.
    ///
    /// The underlying error is read as `any Error`: on Linux it is stored as a `POSIXError`,
    /// which an `as? NSError` cast out of `userInfo` does not find.
    static func errnoCode(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain, nsError.code > 0 {
            return Int32(truncatingIfNeeded: nsError.code)
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            if let posix = underlying as? POSIXError { return posix.code.rawValue }
            let inner = underlying as NSError
            if inner.domain == NSPOSIXErrorDomain, inner.code > 0 {
                return Int32(truncatingIfNeeded: inner.code)
            }
        }
        return nil
    }

    /// The reasons worded differently when the file was being written.
    private static let writingForms: Set<SystemReason> = [.permissionDenied, .missing, .other]

    /// The table keys of the reason's sentences (one, or one for reading and one for writing).
    var keys: [String] {
        let key = "system.\(rawValue)"
        return Self.writingForms.contains(self) ? [key, key + ".write"] : [key]
    }

    /// The reason and its fix, in `text`'s language: a clause that follows the thing it is about
    /// ("permission denied; check that you may read it.").
    func sentence(_ text: Localizer, writing: Bool = false) -> String {
        let key = "system.\(rawValue)"
        return text.string(writing && Self.writingForms.contains(self) ? key + ".write" : key)
    }

    /// What an error keeps of a reason: one the kit words itself, or text a caller of the public
    /// API gave.
    enum Detail: Sendable, Hashable {
        /// A reason the kit words itself, met while reading or while writing.
        case system(SystemReason, writing: Bool)
        /// A reason a caller gave as text.
        case text(String)

        /// The reason in English, for the errors' properties that return it as text.
        var english: String {
            switch self {
            case .system(let reason, let writing):
                reason.sentence(Localizer(locale: Locale(identifier: "en")), writing: writing)
            case .text(let detail): detail
            }
        }
    }
}
