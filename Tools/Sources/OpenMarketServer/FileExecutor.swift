import Foundation

/// A serial executor with a thread of its own, for an actor whose work blocks on the disk
/// (`fsync`): its jobs never occupy a thread of Swift's cooperative pool or of Dispatch's
/// shared queues, which the server and its clients need for answering.
///
/// `@unchecked Sendable`: the job queue is only touched under `condition`'s lock.
final class FileExecutor: SerialExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopping = false

    /// An executor whose thread is called `name`; the thread ends after ``shutdown()``.
    init(name: String) {
        let thread = Thread { self.work() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Lets the thread end once the jobs already queued have run.
    func shutdown() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs in order until ``shutdown()``.
    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopping { condition.wait() }
            if jobs.isEmpty && stopping {
                condition.unlock()
                return
            }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            condition.unlock()
            for job in batch {
                job.runSynchronously(on: asUnownedSerialExecutor())
            }
        }
    }
}
