import Foundation

/// The newest-first list of a ``DiaryStore``, now and after every change: what a list screen
/// consumes to stay current.
///
/// ```swift
/// func follow(_ store: any DiaryStore) async throws {
///     for try await entries in store.changes(limit: 20) {
///         print(entries.map(\.title))
///     }
/// }
/// ```
///
/// Observation starts when iteration starts and stops when the iterating task is cancelled or the
/// iterator is released. An ``SQLiteDiaryStore`` reports its own changes at once, and those other
/// processes (an app's widget, the `diary` tool) make to a shared database file within its
/// ``DiaryChangePolling/interval`` (half a second unless told otherwise). A list that did not
/// change is not reported again.
public struct DiaryChanges: AsyncSequence, Sendable {
    /// A snapshot of the list.
    public typealias Element = [DiaryEntry]

    enum Source: Sendable {
        case memory(InMemoryDiaryStore, limit: Int?)
        case database(DatabaseChangeFeed)
    }

    let source: Source

    /// Starts observing.
    public func makeAsyncIterator() -> AsyncIterator {
        switch source {
        case .memory(let store, let limit): AsyncIterator(state: .memoryPending(store, limit))
        case .database(let feed): AsyncIterator(state: .database(feed.stream().makeAsyncIterator()))
        }
    }

    /// Produces the list snapshots.
    public struct AsyncIterator: AsyncIteratorProtocol {
        enum State {
            case memoryPending(InMemoryDiaryStore, Int?)
            case memory(AsyncStream<[DiaryEntry]>.AsyncIterator, InMemoryDiaryStore.Subscription)
            case database(AsyncThrowingStream<[DiaryEntry], any Error>.Iterator)
        }

        var state: State

        /// The next snapshot, or `nil` when observation ended.
        ///
        /// - Throws: ``DiaryStoreError`` when the database cannot be read.
        public mutating func next() async throws -> [DiaryEntry]? {
            switch state {
            case .memoryPending(let store, let limit):
                let subscription = await store.subscribe(limit: limit)
                var iterator = subscription.stream.makeAsyncIterator()
                let value = await iterator.next()
                state = .memory(iterator, subscription)
                return value
            case .memory(var iterator, let subscription):
                let value = await iterator.next()
                state = .memory(iterator, subscription)
                return value
            case .database(var iterator):
                let value = try await iterator.next()
                state = .database(iterator)
                return value
            }
        }
    }
}
