import Dispatch

/// A serial executor on a dispatch queue of its own, for an actor whose work blocks on the disk
/// (`fsync`): its jobs never occupy the threads of Swift's cooperative pool, which the server
/// needs for answering.
final class FileExecutor: SerialExecutor, Sendable {
    private let queue: DispatchQueue

    /// An executor on a new serial queue called `label`.
    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async {
            job.runSynchronously(on: executor)
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
