import Foundation
import GRDB

/// The lists an ``SQLiteDiaryStore``'s ``DiaryChanges`` reports: fetched once, then again after
/// each commit through the store's own connection (seen at once) and after each commit another
/// connection made (seen by the next check of `PRAGMA data_version`).
///
/// One loop fetches, so lists are reported in the order the database went through them; the
/// reasons to fetch again are coalesced, and a list equal to the last one is not reported.
struct DatabaseChangeFeed: Sendable {
    let writer: any DatabaseWriter
    /// The database file, for error messages.
    let path: String?
    /// How many entries a list holds; `-1` for all.
    let limit: Int
    /// Whether to watch the store's own commits (not for a read-only store, which makes none).
    let tracksOwnWrites: Bool
    /// How to check for other connections' commits; `nil` for none.
    let polling: DiaryChangePolling?

    /// The lists, starting now; cancelling the consuming task or releasing the iterator stops
    /// the work.
    func stream() -> AsyncThrowingStream<[DiaryEntry], any Error> {
        AsyncThrowingStream { output in
            let task = Task {
                do {
                    try await run(output)
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

    private func run(_ output: AsyncThrowingStream<[DiaryEntry], any Error>.Continuation) async throws {
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
            reason.yield()
            var last: [DiaryEntry]?
            for await _ in reasons {
                try Task.checkCancellation()
                let limit = self.limit
                let list = try await writer.read { db in try EntrySQL.list(limit: limit, offset: 0, db) }
                if list != last {
                    last = list
                    output.yield(list)
                }
            }
            group.cancelAll()
        }
        try Task.checkCancellation()
    }

    /// Checks `PRAGMA data_version` every interval, and asks for a fetch whenever it changed (or
    /// could not be read: the fetch then reports why).
    static func watchOtherConnections(
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
    static func dataVersion(_ writer: any DatabaseWriter) async throws -> Int {
        try await writer.writeWithoutTransaction { db in
            try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
        }
    }
}
