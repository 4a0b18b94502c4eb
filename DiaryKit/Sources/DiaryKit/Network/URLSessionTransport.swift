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
        // A completion-handler data task, not `session.data(for:)`: on Linux the async API
        // resumes a cancelled caller while FoundationNetworking still works on the task, and a
        // process that then exits can trap inside its task registry. Here the caller resumes
        // only once the session has finished with the task, cancelled or not.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    handle.finish()
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
/// start reaches it. `@unchecked Sendable`: its variables are only touched under `lock`.
///
/// A task that has finished is never cancelled: on Linux, cancelling a data task that
/// FoundationNetworking has just completed (a sibling failing at the same moment, say) can trap
/// inside its task registry.
private final class DataTaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false
    private var finished = false

    /// Starts `task`, or cancels it at once if the caller was cancelled first.
    func start(_ task: URLSessionDataTask) {
        let cancelNow = lock.withLock {
            self.task = task
            return cancelled
        }
        task.resume()
        if cancelNow { task.cancel() }
    }

    /// Records that the session has answered; a later cancellation leaves the task alone.
    func finish() {
        lock.withLock { finished = true }
    }

    /// Cancels the task if it started and is still running; otherwise makes ``start(_:)`` cancel it.
    func cancel() {
        let task: URLSessionDataTask? = lock.withLock {
            cancelled = true
            return finished ? nil : self.task
        }
        guard let task, task.state == .running || task.state == .suspended else { return }
        task.cancel()
    }
}
