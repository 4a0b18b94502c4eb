import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An inventory kept in a JSON file, safe to share between processes.
///
/// Every ``update(_:)`` holds an exclusive `flock` on a lock file beside the
/// inventory (`inventory.json.lock`) from the read to the write, and writes by
/// renaming a fully written temporary file over the old one, so readers see
/// the old inventory or the new one, never half of each. A file that cannot
/// be read as an inventory raises ``PersistenceError/corrupt(path:reason:)``
/// and is never overwritten.
///
/// ```swift
/// let file = InventoryFile(directory: URL(filePath: "/var/lib/juice-bar"))
/// let store = try FruitStore(persistence: file)
/// try await store.add(3, of: .kiwi)  // read, changed and written under the lock
/// ```
///
/// The file reads `{"format": 1, "stock": {"banana": 10, …}}`. ``update(_:)`` waits
/// for the lock while another process holds it; each holder keeps it only for one
/// small read and one small write.
public struct InventoryFile: InventoryPersistence {
    /// The inventory file.
    public let url: URL

    /// The file format version this kit writes and reads.
    public static let formatVersion = 1

    /// An inventory kept at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// An inventory kept as `inventory.json` inside `directory`.
    public init(directory: URL) {
        self.init(url: directory.appendingPathComponent("inventory.json"))
    }

    /// The lock file beside the inventory.
    public var lockURL: URL { url.appendingPathExtension("lock") }

    /// Reads the stored inventory; `nil` when the file does not exist yet.
    public func load() throws -> Inventory? {
        try read()
    }

    /// Reads, changes and writes the inventory under an exclusive lock shared with every process.
    public func update<Result>(_ body: (inout Inventory?) throws -> Result) throws -> Result {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw PersistenceError.unwritable(path: directory.path, reason: Self.reason(error))
        }
        let lock = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else {
            throw PersistenceError.unwritable(path: lockURL.path, reason: Self.errnoText())
        }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw PersistenceError.unwritable(path: lockURL.path, reason: Self.errnoText())
            }
        }
        defer { flock(lock, LOCK_UN) }

        let original = try read()
        var inventory = original
        let result = try body(&inventory)
        if let inventory, inventory != original {
            try write(inventory)
        }
        return result
    }

    /// The file's shape on disk.
    private struct Document: Codable {
        /// The format version, ``InventoryFile/formatVersion``.
        var format: Int
        /// The counts.
        var stock: Inventory
    }

    /// Reads and decodes the file; `nil` when it does not exist.
    private func read() throws -> Inventory? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return nil }
            throw PersistenceError.unreadable(path: url.path, reason: Self.reason(error))
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw PersistenceError.corrupt(path: url.path, reason: DecodingProblem.describe(error))
        }
        guard document.format == Self.formatVersion else {
            throw PersistenceError.corrupt(
                path: url.path,
                reason: "format \(document.format) is not the format \(Self.formatVersion) this kit reads")
        }
        return document.stock
    }

    /// Writes `inventory` to a temporary file, flushes it and renames it over the inventory.
    private func write(_ inventory: Inventory) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data =
                try encoder.encode(Document(format: Self.formatVersion, stock: inventory)) + Data("\n".utf8)
        } catch {
            throw PersistenceError.unwritable(path: url.path, reason: Self.reason(error))
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(
                ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw PersistenceError.unwritable(path: temporary.path, reason: Self.errnoText())
        }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glue.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Self.errnoText()
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.errnoText() }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = Self.errnoText() }
        if let failure {
            unlink(temporary.path)
            throw PersistenceError.unwritable(path: url.path, reason: failure)
        }
    }

    /// The text of the current `errno`.
    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }

    /// A short reason for a Foundation error.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return POSIXError(code).localizedDescription
        }
        return nsError.localizedDescription
    }
}

/// The C library's functions whose names `InventoryFile` shadows.
private enum Glue {
    /// `write(2)`.
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }
}
