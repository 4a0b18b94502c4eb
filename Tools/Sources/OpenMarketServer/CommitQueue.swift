import Foundation
import GRDB

/// Every change to the catalogue, applied in order by the database's one writer, several at a
/// time: the changes that arrive while a transaction commits are applied together in the next
/// one, each in a savepoint of its own (group commit). A change that fails is rolled back alone
/// and its caller gets its error; the others commit. A commit flushes to disk once for the
/// group, so many creates at once cost about one flush each group, not one each.
///
/// The work runs on GRDB's writer queue: never on an event loop or Swift's cooperative pool.
actor CommitQueue {
    /// One change waiting for its transaction.
    private struct Job: Sendable {
        let work: @Sendable (Database) throws -> any Sendable
        let finish: @Sendable (Result<any Sendable, any Error>) -> Void
    }

    private let writer: any DatabaseWriter
    private var pending: [Job] = []
    private var draining = false

    /// A queue writing through `writer`.
    init(writer: any DatabaseWriter) {
        self.writer = writer
    }

    /// Applies `work` in a transaction (shared with other changes) and answers what it returned
    /// once the transaction is committed; throws what `work` threw (nothing of it is kept) or
    /// the commit's error.
    func perform<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let value: any Sendable = try await withCheckedThrowingContinuation { continuation in
            pending.append(
                Job(work: { try work($0) }, finish: { continuation.resume(with: $0) }))
            if !draining {
                draining = true
                Task { await drain() }
            }
        }
        guard let result = value as? T else {
            throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "a change answered the wrong type")
        }
        return result
    }

    /// Commits the waiting changes, a group per transaction, until none wait.
    private func drain() async {
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll(keepingCapacity: true)
            let results: [Result<any Sendable, any Error>]
            do {
                results = try await writer.write { db in
                    var results: [Result<any Sendable, any Error>] = []
                    results.reserveCapacity(batch.count)
                    for job in batch {
                        var outcome: Result<any Sendable, any Error> = .failure(CancellationError())
                        do {
                            try db.inSavepoint {
                                outcome = .success(try job.work(db))
                                return .commit
                            }
                        } catch {
                            outcome = .failure(error)
                        }
                        results.append(outcome)
                    }
                    return results
                }
            } catch {
                results = batch.map { _ in .failure(error) }
            }
            for (job, result) in zip(batch, results) {
                job.finish(result)
            }
        }
        draining = false
    }
}
