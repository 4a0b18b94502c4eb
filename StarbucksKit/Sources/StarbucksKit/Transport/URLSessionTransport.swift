import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport, over a `URLSession`.
///
/// The request's `timeoutInterval` is honoured by the session; cancelling the calling task
/// cancels the data task.
public struct URLSessionTransport: HTTPTransport {
    /// The session requests go through.
    public let session: URLSession

    /// A transport over `session` (an ephemeral session by default).
    public init(session: URLSession = URLSession(configuration: .ephemeral)) {
        self.session = session
    }

    /// Sends `request` through the session.
    ///
    /// - Throws: the session's error (a `URLError`), or `CancellationError` when the task is
    ///   cancelled first.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let handle = DataTaskHandle()
        // A completion-handler data task, not `session.data(for:)`: on Linux the async API
        // resumes a cancelled caller while FoundationNetworking still works on the task, and a
        // process that then exits can trap inside its task registry. Here the caller resumes
        // only once the session has finished with the task, cancelled or not.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let http = response as? HTTPURLResponse {
                        continuation.resume(returning: (data ?? Data(), http))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }
}

/// The data task of one `send`, so a cancellation that arrives before, during or after the
/// start reaches it. `@unchecked Sendable`: its two variables are only touched under `lock`.
private final class DataTaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    /// Starts `task`, or cancels it at once if the caller was cancelled first.
    func start(_ task: URLSessionDataTask) {
        let cancelNow = lock.withLock {
            self.task = task
            return cancelled
        }
        task.resume()
        if cancelNow { task.cancel() }
    }

    /// Cancels the task if it started; otherwise makes ``start(_:)`` cancel it.
    func cancel() {
        let task = lock.withLock {
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}
