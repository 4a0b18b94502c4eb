import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport, over a `URLSession`.
public struct URLSessionTransport: HTTPTransport {
    /// The session requests go through.
    public let session: URLSession

    /// A transport over `session` (an ephemeral session by default).
    public init(session: URLSession = URLSession(configuration: .ephemeral)) {
        self.session = session
    }

    /// Sends `request` through the session.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let handle = DataTaskHandle()
        // A completion-handler data task, not `session.data(for:)`, and on Linux no
        // `URLSessionTask.cancel()`: FoundationNetworking can trap inside its task registry when
        // a task is cancelled as it completes (a sibling request failing at the same moment), or
        // when the process exits while it still works on a cancelled task. There, a cancelled
        // caller resumes at once with `CancellationError` and the request, abandoned, ends on its
        // own (its answer is dropped); on Apple platforms the task is cancelled as well.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        handle.complete(.failure(error))
                    } else if let http = response as? HTTPURLResponse {
                        handle.complete(.success((data ?? Data(), http)))
                    } else {
                        handle.complete(.failure(URLError(.badServerResponse)))
                    }
                }
                handle.start(task, continuation: continuation)
            }
        } onCancel: {
            handle.cancel()
        }
    }
}

/// The data task of one `send` and the caller waiting for it: whichever comes first, the
/// session's answer or the caller's cancellation, resumes the caller, once.
/// `@unchecked Sendable`: its variables are only touched under `lock`.
private final class DataTaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
    private var cancelled = false

    /// Starts `task` for `continuation`, unless the caller was cancelled first.
    func start(
        _ task: URLSessionDataTask, continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
    ) {
        let cancelledFirst = lock.withLock {
            self.task = task
            if !cancelled { self.continuation = continuation }
            return cancelled
        }
        if cancelledFirst {
            continuation.resume(throwing: CancellationError())
        } else {
            task.resume()
        }
    }

    /// Hands the session's answer to the caller, if the caller still waits.
    func complete(_ result: Result<(Data, HTTPURLResponse), any Error>) {
        let waiting = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }

    /// Resumes the caller with `CancellationError` now; on Apple platforms also cancels the task.
    func cancel() {
        let (task, waiting) = lock.withLock {
            cancelled = true
            defer { continuation = nil }
            return (self.task, continuation)
        }
        waiting?.resume(throwing: CancellationError())
        #if !canImport(FoundationNetworking)
            task?.cancel()
        #else
            _ = task
        #endif
    }
}
