import Foundation
import GRDB

/// What an ``SQLiteDiaryStore``'s feeds (``DatabaseChangeFeed``, ``DatabaseEditFeed``) share:
/// the reasons to read again, which are each commit through the store's own connection (seen at
/// once) and each commit another connection made (seen by the next check of `PRAGMA
/// data_version`), coalesced so at most one waits; and the stream a feed's loop yields into.
struct DatabaseCommitWatch: Sendable {
    let writer: any DatabaseWriter
    /// The database file, for error messages.
    let path: String?
    /// Whether to watch the store's own commits (not for a read-only store, which makes none).
    let tracksOwnWrites: Bool
    /// How to check for other connections' commits; `nil` for none.
    let polling: DiaryChangePolling?

    /// What `loop` yields, starting now; its database errors end the stream as
    /// ``DiaryStoreError``s, and cancelling the consuming task or releasing the iterator stops it.
    func stream<Element: Sendable>(
        _ loop:
            @escaping @Sendable (AsyncThrowingStream<Element, any Error>.Continuation) async throws -> Void
    ) -> AsyncThrowingStream<Element, any Error> {
        let path = self.path
        return AsyncThrowingStream { output in
            let task = Task {
                do {
                    try await loop(output)
                    output.finish()
                } catch is CancellationError {
                    output.finish()
                } catch {
                    output.finish(throwing: DiaryStoreError(databaseError: error, path: path))
                }
            }
            output.onTermination = { _ in task.cancel() }
        }
    }

    /// Runs `body` with the reasons to read again (and their continuation, to ask for a first
    /// read), once watching has started; the watching ends with `body`.
    func watching(
        _ body: (_ reasons: AsyncStream<Void>, _ reason: AsyncStream<Void>.Continuation) async throws -> Void
    ) async throws {
        let (reasons, reason) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        var ownWrites: AnyDatabaseCancellable?
        if tracksOwnWrites {
            ownWrites = DatabaseRegionObservation(tracking: Table("entry")).start(
                in: writer, onError: { _ in reason.yield() }, onChange: { _ in reason.yield() })
        }
        defer { ownWrites?.cancel() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            if let polling {
                let baseline = try await Self.dataVersion(writer)
                let writer = self.writer
                group.addTask {
                    try await Self.watchOtherConnections(writer, from: baseline, polling, reason)
                }
            }
            try await body(reasons, reason)
            group.cancelAll()
        }
        try Task.checkCancellation()
    }

    /// Checks `PRAGMA data_version` every interval, and asks for a read whenever it changed (or
    /// could not be read: the read then reports why).
    private static func watchOtherConnections(
        _ writer: any DatabaseWriter, from baseline: Int, _ polling: DiaryChangePolling,
        _ reason: AsyncStream<Void>.Continuation
    ) async throws {
        var version = baseline
        while true {
            try await polling.waitOneInterval()
            do {
                let current = try await dataVersion(writer)
                if current != version {
                    version = current
                    reason.yield()
                }
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                reason.yield()
            }
        }
    }

    /// SQLite's count of the commits other connections made, read on the writer's connection
    /// (the same connection every time: the number means nothing across connections).
    private static func dataVersion(_ writer: any DatabaseWriter) async throws -> Int {
        try await writer.writeWithoutTransaction { db in
            try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
        }
    }
}
