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
/// file (a session's token) is made readable by its owner alone, in a folder made so too. Dates
/// are written in ISO 8601 to the second (values stored are made with `Date.wholeSeconds`);
/// fractions are accepted on reading. A date the reader could not read back (not a number,
/// infinite, or outside `Date.storableMoments`, the years 1 to 9999) is never written: the write
/// throws ``PersistenceError/unstorableTime(_:)`` and leaves the file as it was.
struct JSONFile<Value: Codable & Sendable>: Sendable {
    let url: URL
    /// Whether a file (and a folder) this type makes is for its owner alone (mode 0600 and 0700).
    var ownerOnly = false

    /// The stored value, or `nil` when there is no file.
    func read() throws -> Value? {
        guard try exists() else {
            try checkFolder()
            return nil
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
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
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: ownerOnly ? [.posixPermissions: 0o700] : nil)
            let target = try linkedPath()
            var old = stat()
            let replacing = stat(target, &old) == 0
            if replacing { try refuseReadOnly(target) }
            try Self.replace(
                target, with: data, keeping: replacing ? old : nil, ownerOnly: ownerOnly, shownAs: url.path)
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
        try refuseReadOnly(target)
        guard unlink(target) == 0 else {
            throw PersistenceError.unwritable(url.path, SystemReason(errno: errno))
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

    /// Throws when the file at `target` is read-only (see ``SystemReason/init(readOnlyFileAt:)``):
    /// renaming over it (or removing it) would succeed in a writable folder, and as root, but the
    /// file's own permission bits decide.
    private func refuseReadOnly(_ target: String) throws {
        if let readOnly = SystemReason(readOnlyFileAt: target) {
            throw PersistenceError.unwritable(url.path, readOnly)
        }
    }

    /// Writes `data` to a temporary file beside `target`, with the mode (and owner) of `old` when
    /// it replaces a file, syncs it and renames it over `target`.
    private static func replace(
        _ target: String, with data: Data, keeping old: stat?, ownerOnly: Bool, shownAs shown: String
    ) throws {
        let folder = (target as NSString).deletingLastPathComponent
        let temporary =
            "\(folder.isEmpty ? "." : folder)/.\((target as NSString).lastPathComponent).\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw PersistenceError.unwritable(shown, SystemReason(errno: errno)) }
        var failure: SystemReason?
        if let old {
            // Not being allowed to give the file its old owner is no reason to fail.
            _ = fchown(descriptor, old.st_uid, old.st_gid)
            _ = fchmod(descriptor, old.st_mode & 0o7777)
        } else {
            let mask = umask(0)
            umask(mask)
            _ = fchmod(descriptor, ownerOnly ? 0o600 : 0o666 & ~mask)
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
