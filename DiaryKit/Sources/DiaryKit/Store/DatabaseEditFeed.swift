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
    /// The store's commits, watched.
    let watch: DatabaseCommitWatch

    /// The reports, starting now; cancelling the consuming task or releasing the iterator stops
    /// the work.
    func stream() -> AsyncThrowingStream<DiaryEdit, any Error> {
        watch.stream { output in try await run(output) }
    }

    private func run(_ output: AsyncThrowingStream<DiaryEdit, any Error>.Continuation) async throws {
        let writer = watch.writer
        try await watch.watching { reasons, _ in
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
        }
    }
}
