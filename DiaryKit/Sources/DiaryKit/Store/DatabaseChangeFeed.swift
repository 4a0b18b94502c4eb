import Foundation
import GRDB

/// The lists an ``SQLiteDiaryStore``'s ``DiaryChanges`` reports: fetched once, then again after
/// each commit through the store's own connection (seen at once) and after each commit another
/// connection made (seen by the next check of `PRAGMA data_version`).
///
/// One loop fetches, so lists are reported in the order the database went through them; the
/// reasons to fetch again are coalesced, and a list equal to the last one is not reported.
struct DatabaseChangeFeed: Sendable {
    /// The store's commits, watched.
    let watch: DatabaseCommitWatch
    /// How many entries a list holds; `-1` for all.
    let limit: Int

    /// The lists, starting now; cancelling the consuming task or releasing the iterator stops
    /// the work.
    func stream() -> AsyncThrowingStream<[DiaryEntry], any Error> {
        watch.stream { output in try await run(output) }
    }

    private func run(_ output: AsyncThrowingStream<[DiaryEntry], any Error>.Continuation) async throws {
        let (writer, limit) = (watch.writer, limit)
        try await watch.watching { reasons, reason in
            reason.yield()
            var last: [DiaryEntry]?
            for await _ in reasons {
                try Task.checkCancellation()
                let list = try await writer.read { db in try EntrySQL.list(limit: limit, offset: 0, db) }
                if list != last {
                    last = list
                    output.yield(list)
                }
            }
        }
    }
}
