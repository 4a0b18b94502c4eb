import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport, over a `URLSession`.
///
/// A request's `timeoutInterval` is honoured on Apple platforms but not on Linux, where
/// FoundationNetworking ignores the one given to `URLRequest(url:cachePolicy:timeoutInterval:)`
/// and waits for the session's `timeoutIntervalForRequest` (60 seconds unless configured). To
/// give up on a server that does not answer on Linux too, make the transport with
/// ``init(timeout:)``, giving it the time the requests say.
///
/// Cancelling the calling task ends ``send(_:)`` at once with `CancellationError`, whatever the
/// session is doing. On Apple platforms the data task is cancelled too; on Linux it is left to
/// end on its own and its answer is dropped, because FoundationNetworking can trap when a task is
/// cancelled as it completes.
///
/// ```swift
/// #if canImport(FoundationNetworking)
///     import FoundationNetworking
/// #endif
///
/// func statusCode(at url: URL) async throws -> Int {
///     let transport = URLSessionTransport(timeout: 10)
///     let (_, response) = try await transport.send(URLRequest(url: url))
///     return response.statusCode
/// }
/// ```
public struct URLSessionTransport: HTTPTransport {
    /// The session requests go through.
    public let session: URLSession

    /// Creates a transport over `session` (by default an ephemeral session, whose limit is 60
    /// seconds).
    public init(session: URLSession = URLSession(configuration: .ephemeral)) {
        self.session = session
    }

    /// Creates a transport over an ephemeral session that gives up on a request after `timeout`
    /// seconds without an answer (the session's `timeoutIntervalForRequest`), with a `URLError`
    /// of code `timedOut`. A time that is not positive and finite leaves the session's 60 seconds.
    public init(timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        if timeout.isFinite, timeout > 0 {
            configuration.timeoutIntervalForRequest = timeout
        }
        self.init(session: URLSession(configuration: configuration))
    }

    /// Sends `request` through the session and returns its answer, whatever its status.
    ///
    /// - Throws: the session's error (a `URLError`) when no answer arrived, or
    ///   `CancellationError` when the calling task was cancelled before the answer.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let handle = DataTaskHandle()
        // A completion-handler data task, not `session.data(for:)`, and on Linux no
        // `URLSessionTask.cancel()`: FoundationNetworking can trap inside its task registry when
        // a task is cancelled as it completes (a sibling request failing at the same moment), or
        // when the process exits while it still works on a cancelled task. There, a cancelled
        // caller resumes at once with `CancellationError` and the request, abandoned, ends on its
        // own (its answer is dropped); on Apple platforms the task is cancelled as well, unless
        // the session has already answered.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                handle.start(continuation) {
                    session.dataTask(with: request) { data, response, error in
                        if let error {
                            handle.complete(.failure(error))
                        } else if let http = response as? HTTPURLResponse {
                            handle.complete(.success((data ?? Data(), http)))
                        } else {
                            handle.complete(.failure(URLError(.badServerResponse)))
                        }
                    }
                }
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
    typealias Continuation = CheckedContinuation<(Data, HTTPURLResponse), any Error>

    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var continuation: Continuation?
    private var cancelled = false

    /// Makes the data task with `makeTask` and starts it for `continuation`; a caller cancelled
    /// first resumes at once with `CancellationError`, and no task is made.
    func start(_ continuation: Continuation, makeTask: () -> URLSessionDataTask) {
        // The task is made under the lock, so a cancellation either comes first (no task) or
        // finds it; its completion handler cannot run before `resume()`.
        let task: URLSessionDataTask? = lock.withLock {
            guard !cancelled else { return nil }
            let task = makeTask()
            self.task = task
            self.continuation = continuation
            return task
        }
        if let task {
            task.resume()
        } else {
            continuation.resume(throwing: CancellationError())
        }
    }

    /// Hands the session's answer to the caller, if the caller still waits; the task, finished,
    /// is let go (it holds the completion handler that holds this handle).
    func complete(_ result: Result<(Data, HTTPURLResponse), any Error>) {
        let waiting = lock.withLock {
            defer {
                continuation = nil
                task = nil
            }
            return continuation
        }
        waiting?.resume(with: result)
    }

    /// Resumes the caller with `CancellationError` now, unless the session answered first; on
    /// Apple platforms also cancels the task the session still runs.
    func cancel() {
        let (task, waiting) = lock.withLock {
            cancelled = true
            defer { continuation = nil }
            return (self.task, continuation)
        }
        guard let waiting else { return }
        waiting.resume(throwing: CancellationError())
        #if !canImport(FoundationNetworking)
            // Never a task the session has finished with.
            if let task, task.state == .running || task.state == .suspended {
                task.cancel()
            }
        #else
            _ = task
        #endif
    }
}
