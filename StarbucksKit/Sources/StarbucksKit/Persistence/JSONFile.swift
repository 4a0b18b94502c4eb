import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One value kept as a JSON file: read whole, written whole to a temporary file and renamed over
/// the old one, so a reader never sees half a file. A read-only file is never replaced or removed
/// (a shell's `>` would refuse it too); a replaced file keeps its permissions (and owner, where
/// allowed); a symbolic link is written through and stays, and removing the file through one
/// removes the file it names (the link stays, naming nothing until the next write). An owner-only
/// file (a session's token) is made readable by its owner alone, in a folder made so too.
///
/// Several programs may use the same file at once (the `starbucks` tool run many times, an app
/// and its extension): a folder another one makes at the same moment counts as made, each write
/// has a temporary file of its own (its name holds a fresh UUID), and a file another one removes
/// between two steps counts as no file (a read finds nothing, a removal had nothing left to
/// remove, a write makes it anew) rather than as a missing folder or a read-only file. Dates
/// are written in ISO 8601 to the second (values stored are made with `Date.wholeSeconds`);
/// fractions are accepted on reading. A date the reader could not read back (not a number,
/// infinite, or outside `Date.storableMoments`, the years 1 to 9999) is never written: the write
/// throws ``PersistenceError/unstorableTime(_:)`` and leaves the file as it was.
struct JSONFile<Value: Codable & Sendable>: Sendable {
    let url: URL
    /// Whether a file (and a folder) this type makes is for its owner alone (mode 0600 and 0700).
    var ownerOnly = false
    /// Called at each step where another program may act on the same file, so that a test can
    /// act there as that program would.
    var onStep: (@Sendable (Step) -> Void)? = nil

    /// A step of a read, a write or a removal after which another program may act.
    enum Step: Sendable, Hashable {
        /// The file was found (the removal or the write goes on to judge it; a read to read it).
        case found
        /// The file's folder (and those above it that are missing) is about to be made.
        case makingFolder(String)
        /// The temporary file at this path is about to be made.
        case openingTemporary(String)
    }

    /// The stored value, or `nil` when there is no file.
    func read() throws -> Value? {
        guard try exists() else {
            try checkFolder()
            return nil
        }
        onStep?(.found)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            // Another program removed the file since it was found: there is none.
            if !(try exists()) {
                try checkFolder()
                return nil
            }
            throw PersistenceError.unreadable(url.path, SystemReason(error, path: url.path))
        }
        do {
            return try Self.decoder.decode(Value.self, from: data)
        } catch let choice as InvalidChoice {
            throw PersistenceError.invalidChoice(url.path, choice)
        } catch {
            throw PersistenceError.corrupt(url.path, DecodingProblem(error))
        }
    }

    /// Stores `value`, creating the folder if needed.
    func write(_ value: Value) throws {
        do {
            try checkFolder()
            _ = try exists()
            let data = try Self.encoder.encode(value)
            let folder = url.deletingLastPathComponent().path
            // A folder no one may write keeps its files as they are, also for root.
            if let readOnly = SystemReason(readOnlyFolderAt: folder) {
                throw PersistenceError.unwritable(url.path, readOnly)
            }
            onStep?(.makingFolder(folder))
            // A folder there already, or made by another program meanwhile, counts as made.
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true,
                attributes: ownerOnly ? [.posixPermissions: 0o700] : nil)
            let target = try linkedPath()
            try Self.replace(
                target, with: data, keeping: try writableFile(at: target), ownerOnly: ownerOnly,
                shownAs: url.path, onStep: onStep)
        } catch let error as PersistenceError {
            throw error
        } catch is UnstorableMoment {
            throw PersistenceError.unstorableTime(url.path)
        } catch {
            throw PersistenceError.unwritable(url.path, SystemReason(error, path: url.path))
        }
    }

    /// Thrown while encoding a date the reader could not read back.
    private struct UnstorableMoment: Error {}

    /// Removes the file; `false` when there was none. A folder in its place is never removed.
    @discardableResult
    func remove() throws -> Bool {
        guard try exists() else {
            try checkFolder()
            return false
        }
        let target = try linkedPath()
        _ = try writableFile(at: target)
        guard unlink(target) == 0 else {
            let code = errno
            // Another program removed the file since it was found: nothing was left to remove.
            guard code == ENOENT else {
                throw PersistenceError.unwritable(url.path, SystemReason(errno: code))
            }
            try checkFolder()
            return false
        }
        return true
    }

    /// Where the file is: ``url``, or where its chain of symbolic links ends.
    ///
    /// - Throws: ``PersistenceError`` when a link cannot be read or the chain loops.
    private func linkedPath() throws -> String {
        do {
            return try SymbolicLinks.end(of: url.path)
        } catch {
            throw PersistenceError.unwritable(url.path, error.reason)
        }
    }

    /// The status of the file at `target`, `nil` when there is none (or another program removed
    /// it meanwhile); throws when it is read-only (see ``SystemReason/init(readOnlyFileAt:)``):
    /// renaming over it (or removing it) would succeed in a writable folder, and as root, but
    /// the file's own permission bits decide.
    private func writableFile(at target: String) throws -> stat? {
        // The folder the link leads to (the write's own, checked before, when there is none).
        let folder = (target as NSString).deletingLastPathComponent
        if let readOnly = SystemReason(readOnlyFolderAt: folder) {
            throw PersistenceError.unwritable(url.path, readOnly)
        }
        var found = stat()
        guard stat(target, &found) == 0 else { return nil }
        onStep?(.found)
        if let readOnly = SystemReason(readOnlyFileAt: target) {
            throw PersistenceError.unwritable(url.path, readOnly)
        }
        // Removed since it was found: a new file is made, with a new file's mode.
        return stat(target, &found) == 0 ? found : nil
    }

    /// Writes `data` to a temporary file beside `target` (a name of its own, with a fresh UUID),
    /// with the mode (and owner) of `old` when it replaces a file, syncs it and renames it over
    /// `target`. A new file's mode is left to the umask, read by no one here: changing it to read
    /// it would change it for every thread of the process.
    private static func replace(
        _ target: String, with data: Data, keeping old: stat?, ownerOnly: Bool, shownAs shown: String,
        onStep: (@Sendable (Step) -> Void)?
    ) throws {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = "\(folder.isEmpty ? "." : folder)/.\(name).\(UUID().uuidString).tmp"
        onStep?(.openingTemporary(temporary))
        let descriptor = open(
            temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, old == nil && !ownerOnly ? 0o666 : 0o600)
        guard descriptor >= 0 else { throw PersistenceError.unwritable(shown, SystemReason(errno: errno)) }
        var failure: SystemReason?
        if let old {
            // Not being allowed to give the file its old owner is no reason to fail.
            _ = fchown(descriptor, old.st_uid, old.st_gid)
            _ = fchmod(descriptor, old.st_mode & 0o7777)
        } else if ownerOnly {
            _ = fchmod(descriptor, 0o600)
        }
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, failure == nil {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = SystemReason(errno: errno) }
                } else {
                    offset += written
                }
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = SystemReason(errno: errno) }
        close(descriptor)
        if failure == nil, rename(temporary, target) != 0 { failure = SystemReason(errno: errno) }
        if let failure {
            unlink(temporary)
            throw PersistenceError.unwritable(shown, failure)
        }
    }

    /// Whether the file exists.
    ///
    /// - Throws: ``PersistenceError`` of kind ``PersistenceError/Kind-swift.struct/notAFile`` when
    ///   a folder is in its place.
    private func exists() throws -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return false }
        guard !isFolder.boolValue else { throw PersistenceError.notAFile(url.path) }
        return true
    }

    /// Throws when the file's folder, or the nearest of its parents that exists, is not a folder:
    /// the file could then never be there, which is not the same as no file yet.
    ///
    /// - Throws: ``PersistenceError`` of kind ``PersistenceError/Kind-swift.struct/notADirectory``.
    private func checkFolder() throws {
        var folder = url.deletingLastPathComponent()
        while true {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
                guard isFolder.boolValue else { throw PersistenceError.notADirectory(folder.path) }
                return
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return }
            folder = parent
        }
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            guard date.storableMoment != nil else { throw UnstorableMoment() }
            var container = encoder.singleValueContainer()
            // Before 1582-10-15 Foundation writes a Julian date; ISO 8601 is proleptic Gregorian.
            try container.encode(
                ProlepticGregorian.isBeforeCutover(date)
                    ? ProlepticGregorian.iso8601(date) : date.formatted(.iso8601))
        }
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let year = Int(text.prefix(4)), year < 1583, let date = ProlepticGregorian.date(iso8601: text)
            {
                return date
            }
            let styles: [Date.ISO8601FormatStyle] = [
                .iso8601.year().month().day().time(includingFractionalSeconds: true), .iso8601,
            ]
            for style in styles {
                if let date = try? style.parse(text) { return date }
            }
            throw InvalidChoice(
                key: decoder.codingPath.last?.stringValue ?? "", value: text, choices: [])
        }
        return decoder
    }
}
