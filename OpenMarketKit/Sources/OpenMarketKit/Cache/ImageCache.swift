import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An in-memory image cache keyed by URL, bounded by total bytes, evicting the least
/// recently used images first.
///
/// ```swift
/// let cache = ImageCache(costLimit: 20 * 1_024 * 1_024, transport: URLSessionTransport())
/// if let thumbnail = product.thumbnailURL {
///     let bytes = try await cache.data(for: thumbnail)
///     print(bytes.count)
/// }
/// ```
///
/// Concurrent requests for the same URL share one download. A hit is answered without
/// waiting for the actor (``cachedData(for:)``), from a lock-protected store where every
/// operation is O(1).
public actor ImageCache {
    /// Downloads the bytes at a URL.
    public typealias Loader = @Sendable (URL) async throws -> Data

    /// The most bytes the cache holds; an image larger than this is never kept.
    public nonisolated let costLimit: Int
    private nonisolated let storage: Storage
    private let loader: Loader
    private var inFlight: [URL: Task<Data, any Error>] = [:]

    /// Creates a cache that downloads with `loader`.
    public init(costLimit: Int = 50 * 1_024 * 1_024, loader: @escaping Loader) {
        self.costLimit = costLimit
        self.storage = Storage(costLimit: costLimit)
        self.loader = loader
    }

    /// Creates a cache that downloads with `GET` through `transport`; a failed download throws
    /// ``ImageCacheError``, a cancelled one `CancellationError`.
    public init(costLimit: Int = 50 * 1_024 * 1_024, transport: any HTTPTransport, timeout: TimeInterval = 30)
    {
        self.init(costLimit: costLimit) { url in
            do {
                return try await transport.exchange(URLRequest(url: url, timeoutInterval: timeout)).0
            } catch let failure as TransportFailure {
                throw Self.failure(failure, url: url)
            }
        }
    }

    /// The cached bytes for `url`, marking them recently used; `nil` on a miss.
    public nonisolated func cachedData(for url: URL) -> Data? {
        storage.value(for: url)
    }

    /// The bytes for `url`: from the cache, from a download already under way, or downloaded now.
    ///
    /// - Throws: ``ImageCacheError`` for a cache made with a transport; a loader closure's own
    ///   errors otherwise; `CancellationError` when the download was cancelled.
    public func data(for url: URL) async throws -> Data {
        if let hit = storage.value(for: url) { return hit }
        if let task = inFlight[url] { return try await task.value }
        let loader = loader
        let task = Task { try await loader(url) }
        inFlight[url] = task
        let result = await task.result
        inFlight[url] = nil
        let data = try result.get()
        storage.insert(data, for: url)
        return data
    }

    /// Stores bytes for `url` directly (for example after an upload).
    public nonisolated func insert(_ data: Data, for url: URL) {
        storage.insert(data, for: url)
    }

    /// The total bytes held.
    public nonisolated var totalCost: Int { storage.totalCost }

    /// The number of images held.
    public nonisolated var count: Int { storage.count }

    /// Empties the cache.
    public nonisolated func removeAll() {
        storage.removeAll()
    }

    /// The error for a failed download of `url`: a cancellation stays `CancellationError`.
    private static func failure(_ failure: TransportFailure, url: URL) -> ImageCacheError {
        switch failure {
        case .status(let status, _, _): .httpStatus(url, status: status)
        case .unreachable(.timedOut): .timedOut(url)
        case .unreachable(let reason): .unreachable(url, reason)
        case .foreign(let error as ImageCacheError): error
        // A transport of the caller's own: its error is described by its own text.
        case .foreign(let error): .transportFailed(url, reason: TransportFailure.description(of: error))
        }
    }
}

/// The LRU store behind a lock. `@unchecked Sendable` because its only mutable state,
/// `state`, is read and written only while `lock` is held.
private final class Storage: @unchecked Sendable {
    private let lock = NSLock()
    private var state: LRUState

    init(costLimit: Int) {
        state = LRUState(costLimit: costLimit)
    }

    var totalCost: Int {
        lock.lock()
        defer { lock.unlock() }
        return state.cost
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return state.slots.count
    }

    func value(for url: URL) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return state.value(for: url)
    }

    func insert(_ data: Data, for url: URL) {
        lock.lock()
        defer { lock.unlock() }
        state.insert(data, for: url)
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        state = LRUState(costLimit: state.costLimit)
    }
}

/// A dictionary from URL to a slot in an array of entries linked in recency order by
/// indices: lookup, touch, insert and evict are all O(1), with no per-entry objects.
private struct LRUState {
    struct Entry {
        var url: URL
        var data: Data
        var newer: Int
        var older: Int
    }

    let costLimit: Int
    var slots: [URL: Int] = [:]
    var entries: [Entry] = []
    var freeSlots: [Int] = []
    var newest = -1
    var oldest = -1
    var cost = 0

    init(costLimit: Int) {
        self.costLimit = costLimit
    }

    mutating func value(for url: URL) -> Data? {
        guard let slot = slots[url] else { return nil }
        if slot != newest {
            unlink(slot)
            linkAsNewest(slot)
        }
        return entries[slot].data
    }

    mutating func insert(_ data: Data, for url: URL) {
        if let slot = slots[url] { remove(slot) }
        guard data.count <= costLimit else { return }
        while cost + data.count > costLimit, oldest >= 0 {
            remove(oldest)
        }
        let entry = Entry(url: url, data: data, newer: -1, older: -1)
        let slot: Int
        if let free = freeSlots.popLast() {
            entries[free] = entry
            slot = free
        } else {
            entries.append(entry)
            slot = entries.count - 1
        }
        slots[url] = slot
        cost += data.count
        linkAsNewest(slot)
    }

    private mutating func remove(_ slot: Int) {
        unlink(slot)
        cost -= entries[slot].data.count
        slots[entries[slot].url] = nil
        entries[slot].data = Data()
        freeSlots.append(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let newer = entries[slot].newer
        let older = entries[slot].older
        if newer >= 0 { entries[newer].older = older } else { newest = older }
        if older >= 0 { entries[older].newer = newer } else { oldest = newer }
        entries[slot].newer = -1
        entries[slot].older = -1
    }

    private mutating func linkAsNewest(_ slot: Int) {
        entries[slot].older = newest
        entries[slot].newer = -1
        if newest >= 0 { entries[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
