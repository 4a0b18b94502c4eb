import Foundation

/// One report of ``DiaryEdits``: what changed in a ``DiaryStore`` since the report before.
///
/// A list that shows some entries patches just those rows: it replaces or places each saved
/// entry, and removes each deleted one.
public enum DiaryEdit: Sendable, Hashable {
    /// Observation started: whatever is read from the store after this report is current, and
    /// every later change is reported after it. Always the first report, and only that one.
    case started
    /// These entries were added or changed (their values as stored when reported, in no
    /// particular order), and the entries with these identifiers were deleted.
    case changed(saved: [DiaryEntry], deleted: Set<UUID>)
    /// The store cannot say which entries changed (more changed at once than it reports one by
    /// one, or the file keeps no record of its changes): read again what you show.
    case unknown
}

/// What changes in a ``DiaryStore``, change by change: the entries saved and deleted, so that a
/// list showing thousands of entries updates one row for one edit instead of reading them all
/// again (``DiaryChanges`` reports whole lists).
///
/// ```swift
/// func followEdits(_ store: any DiaryStore) async throws {
///     for try await edit in store.edits() {
///         if case .changed(let saved, let deleted) = edit {
///             print(saved.map(\.title), deleted.count)
///         }
///     }
/// }
/// ```
///
/// The first report is ``DiaryEdit/started``. Observation stops when the iterating task is
/// cancelled or the iterator is released. An ``SQLiteDiaryStore`` reports its own changes at once,
/// and those other processes make to a shared file within its ``DiaryChangePolling/interval``,
/// reading only the entries that changed. A store of your own can report its edits through
/// ``init(_:)``.
public struct DiaryEdits: AsyncSequence, Sendable {
    /// One report.
    public typealias Element = DiaryEdit

    enum Source: Sendable {
        case memory(InMemoryDiaryStore)
        case database(DatabaseEditFeed)
        case snapshots(DiaryChanges)
        case custom(@Sendable () -> AsyncThrowingStream<DiaryEdit, any Error>)
    }

    let source: Source

    init(source: Source) {
        self.source = source
    }

    /// The reports of `base`, which must start with ``DiaryEdit/started`` and follow the rules of
    /// the sequence (for a ``DiaryStore`` of your own that knows what changed); `base` is iterated
    /// once per iteration of the result.
    public init<Base: AsyncSequence & Sendable>(_ base: Base) where Base.Element == DiaryEdit {
        self.source = .custom {
            AsyncThrowingStream { output in
                let task = Task {
                    do {
                        for try await edit in base { output.yield(edit) }
                        output.finish()
                    } catch {
                        output.finish(throwing: error)
                    }
                }
                output.onTermination = { _ in task.cancel() }
            }
        }
    }

    /// Starts observing.
    public func makeAsyncIterator() -> AsyncIterator {
        switch source {
        case .memory(let store): AsyncIterator(state: .memoryPending(store))
        case .database(let feed): AsyncIterator(state: .stream(feed.stream().makeAsyncIterator()))
        case .snapshots(let changes): AsyncIterator(state: .snapshots(changes.makeAsyncIterator(), nil))
        case .custom(let make): AsyncIterator(state: .stream(make().makeAsyncIterator()))
        }
    }

    /// Produces the reports.
    public struct AsyncIterator: AsyncIteratorProtocol {
        enum State {
            case memoryPending(InMemoryDiaryStore)
            case memory(AsyncStream<DiaryEdit>.AsyncIterator, InMemoryDiaryStore.EditSubscription)
            case stream(AsyncThrowingStream<DiaryEdit, any Error>.Iterator)
            case snapshots(DiaryChanges.AsyncIterator, [UUID: DiaryEntry]?)
        }

        var state: State

        /// The next report, or `nil` when observation ended.
        ///
        /// - Throws: ``DiaryStoreError`` when the store cannot be read.
        public mutating func next() async throws -> DiaryEdit? {
            switch state {
            case .memoryPending(let store):
                let subscription = await store.subscribeToEdits()
                var iterator = subscription.stream.makeAsyncIterator()
                let value = await iterator.next()
                state = .memory(iterator, subscription)
                return value
            case .memory(var iterator, let subscription):
                let value = await iterator.next()
                state = .memory(iterator, subscription)
                return value
            case .stream(var iterator):
                let value = try await iterator.next()
                state = .stream(iterator)
                return value
            case .snapshots(var iterator, var last):
                while let list = try await iterator.next() {
                    let current = Dictionary(
                        list.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                    let previous = last
                    last = current
                    state = .snapshots(iterator, current)
                    guard let previous else { return .started }
                    let saved = list.filter { previous[$0.id] != $0 }
                    let deleted = Set(previous.keys.filter { current[$0] == nil })
                    if !saved.isEmpty || !deleted.isEmpty { return .changed(saved: saved, deleted: deleted) }
                }
                return nil
            }
        }
    }
}
