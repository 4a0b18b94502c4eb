import Foundation
import NIOPosix

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The image files of a data directory, read and written on a thread pool of their own: a
/// write (and its `fsync`) or a read never runs on a thread that answers requests (an event
/// loop or Swift's cooperative pool).
struct ImageFiles: Sendable {
    /// The pool every server in the process shares for file work: enough threads that several
    /// creates flush their images at once, since the disk merges concurrent flushes.
    static let pool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 8)
        pool.start()
        return pool
    }()

    /// `images/` in the data directory.
    let directory: URL

    /// The file called `name`.
    func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// Writes each image to a new file of its name and flushes the files and the folder to disk;
    /// when one fails, removes the ones written and throws.
    func save(_ files: [(name: String, bytes: [UInt8])]) async throws(MarketServerError) {
        guard !files.isEmpty else { return }
        let folder = directory.path
        do {
            try await Self.pool.runIfActive { () throws -> Void in
                var written: [String] = []
                for file in files {
                    let path = folder + "/" + file.name
                    do {
                        try Self.writeNew(file.bytes, to: path)
                    } catch {
                        for path in written { unlink(path) }
                        throw error
                    }
                    written.append(path)
                }
                StoreFiles.syncDirectory(folder)
            }
        } catch let error as MarketServerError {
            throw error
        } catch {
            throw MarketServerError(
                .fileSystem, "The image files could not be written: the server is stopping.")
        }
    }

    /// Removes the files called `names`, if they are there.
    func remove(_ names: [String]) async {
        guard !names.isEmpty else { return }
        let folder = directory.path
        _ = try? await Self.pool.runIfActive {
            for name in names { unlink(folder + "/" + name) }
        }
    }

    /// The bytes of the file called `name`, or `nil` when there is none.
    func read(_ name: String) async -> Data? {
        let url = url(name)
        return try? await Self.pool.runIfActive { try Data(contentsOf: url) }
    }

    /// Creates the file at `path` (it must not exist), writes `bytes` and flushes it.
    static func writeNew(_ bytes: [UInt8], to path: String) throws(MarketServerError) {
        try StoreFiles.createFlushed(path, bytes)
    }
}
