import Foundation
import GRDB

/// The reports an ``SQLiteDiaryStore``'s ``DiaryEdits`` makes: ``DiaryEdit/started`` once the
/// last change's number is known, then, after each commit through the store's own connection
/// (seen at once) and each commit another connection made (seen by the next check of `PRAGMA
/// data_version`), the entries the change log names since the last report, read by identifier.
///
/// One loop reads, so reports come in commit order; the reasons to read are coalesced. A file
/// without a change log reports ``DiaryEdit/unknown`` after each commit.
struct DatabaseEditFeed: Sendable {
    let writer: any DatabaseWriter
    /// The database file, for error messages.
    let path: String?
    /// Whether to watch the store's own commits (not for a read-only store, which makes none).
    let tracksOwnWrites: Bool
    /// How to check for other connections' commits; `nil` for none.
    let polling: DiaryChangePolling?

    /// The reports, starting now; cancelling the consuming task or releasing the iterator stops
    /// the work.
    func stream() -> AsyncThrowingStream<DiaryEdit, any Error> {
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

    private func run(_ output: AsyncThrowingStream<DiaryEdit, any Error>.Continuation) async throws {
        let (reasons, reason) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        var ownWrites: AnyDatabaseCancellable?
        if tracksOwnWrites {
            ownWrites = DatabaseRegionObservation(tracking: Table("entry")).start(
                in: writer, onError: { _ in reason.yield() }, onChange: { _ in reason.yield() })
        }
        defer { ownWrites?.cancel() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            if let polling {
                let baseline = try await DatabaseChangeFeed.dataVersion(writer)
                let writer = self.writer
                group.addTask {
                    try await DatabaseChangeFeed.watchOtherConnections(
                        writer, from: baseline, polling, reason)
                }
            }
            // Watching starts before the token is read: a commit in between is reported (again).
            var token = try await writer.read { db in try EntryChangeLog.latest(db) }
            output.yield(.started)
            for await _ in reasons {
                try Task.checkCancellation()
                guard let since = token else {
                    token = try await writer.read { db in try EntryChangeLog.latest(db) }
                    output.yield(.unknown)
                    continue
                }
                let (edit, next) = try await writer.read { db in try EntryChangeLog.edit(since: since, db) }
                token = next
                if let edit { output.yield(edit) }
            }
            group.cancelAll()
        }
        try Task.checkCancellation()
    }
}
