import Foundation
import Subprocess

/// `open-market serve` run as a child process, the way a script starts it: the first line of its
/// standard output gives the address.
///
/// The child runs inside a task of its own (swift-subprocess's `run`), which streams its output
/// into buffers readable at any time and ends only once the child has ended and been reaped. Use
/// ``withServerProcess(_:environment:isolation:_:)``, which stops the child and waits for its end on
/// every path.
final class ServerProcess: Sendable {
    /// The port from the first line.
    let port: Int
    /// The process id.
    let pid: Int32

    private let state: State
    /// The run: its value is the exit status (128 + the signal's number after a signal), or `nil`
    /// when the child could not be started or watched.
    private let running: Task<Int32?, Never>

    private init(port: Int, pid: Int32, state: State, running: Task<Int32?, Never>) {
        self.port = port
        self.pid = pid
        self.state = state
        self.running = running
    }

    /// Starts `open-market serve` with `arguments` and waits (up to `timeout` seconds) for its
    /// first line. Prefer ``withServerProcess(_:environment:isolation:_:)``; whoever calls this
    /// must ``stop(signal:timeout:)`` the server.
    ///
    /// `command` is the executable and the arguments before `arguments` (another server that
    /// prints the same first line, such as `weather-stand-in`, may be started with it).
    static func start(
        _ arguments: [String], environment: [String: String] = [:], timeout: Double = 30,
        command: [String] = ["open-market", "serve"]
    ) async throws -> ServerProcess {
        let name = command.first ?? "open-market"
        let executable = try CLI.binaryDirectory(containing: name).appendingPathComponent(name)
        let state = State()
        let running = Task { () -> Int32? in
            do {
                let result = try await Subprocess.run(
                    .path(.init(executable.path)),
                    arguments: Arguments(Array(command.dropFirst()) + arguments),
                    environment: CLI.environment(environment), input: .none, output: .sequence,
                    error: .sequence
                ) { execution in
                    state.started(execution.processIdentifier.value)
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        group.addTask {
                            for try await buffer in execution.standardOutput {
                                state.append(buffer.withUnsafeBytes { Data($0) }, toErrors: false)
                            }
                        }
                        group.addTask {
                            for try await buffer in execution.standardError {
                                state.append(buffer.withUnsafeBytes { Data($0) }, toErrors: true)
                            }
                        }
                        try await group.waitForAll()
                    }
                }
                let status = CLI.status(result.terminationStatus)
                state.ended(failure: nil)
                return status
            } catch {
                state.ended(failure: error)
                return nil
            }
        }

        let deadline = ContinuousClock.now + .seconds(timeout)
        while ContinuousClock.now < deadline {
            let (stdout, pid, hasEnded) = state.progress
            if let pid, let newline = stdout.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: stdout[..<newline], as: UTF8.self)
                guard line.hasPrefix("Listening on http://127.0.0.1:"),
                    let port = Int(line.split(separator: ":").last ?? "")
                else {
                    kill(pid, SIGKILL)
                    _ = await running.value
                    throw ServerProcessError(message: "first line: \(line)")
                }
                return ServerProcess(port: port, pid: pid, state: state, running: running)
            }
            if hasEnded || Task.isCancelled { break }
            try? await Task.sleep(for: .milliseconds(20))
        }
        // No address: the child is killed (once it has started) and reaped before this says so.
        while !state.progress.hasEnded {
            if let pid = state.progress.pid { kill(pid, SIGKILL) }
            try? await Task.sleep(for: .milliseconds(20))
        }
        let status = await running.value
        throw ServerProcessError(
            message: "no address line (status \(status.map(String.init) ?? "none"), "
                + "\(state.failure.map { "\($0)" } ?? "started")); stderr: \(state.stderr)")
    }

    /// Everything printed on standard output so far.
    var stdout: String { state.stdout }

    /// Whether standard output (standard error with `toErrors`) comes to hold `text` within
    /// `timeout` seconds. Lines after the first are written after it, and a request's log line
    /// reaches this process after its answer may have: a test reading them waits for them
    /// rather than racing them.
    func printed(_ text: String, toErrors: Bool = false, timeout: Double = 20) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while true {
            if (toErrors ? state.stderr : state.stdout).contains(text) { return true }
            if state.progress.hasEnded || ContinuousClock.now >= deadline {
                return (toErrors ? state.stderr : state.stdout).contains(text)
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Everything printed on standard error so far.
    var stderr: String { state.stderr }

    /// `http://127.0.0.1:<port>`.
    var address: String { "http://127.0.0.1:\(port)" }

    /// Sends `signal` and waits up to `timeout` seconds for the end; the exit status, or `nil`
    /// when it did not end (it is then killed, and waited for). Once stopped, a server stays
    /// stopped: a later call sends nothing and returns the first call's answer.
    func stop(signal: Int32 = SIGTERM, timeout: Double = 20) async -> Int32? {
        // In a task of its own, so that a cancelled caller still waits for the end.
        let stopping = state.stopping {
            Task { [self] in await self.terminate(signal: signal, timeout: timeout) }
        }
        return await stopping.value
    }

    private func terminate(signal: Int32, timeout: Double) async -> Int32? {
        if !state.progress.hasEnded { kill(pid, signal) }
        let deadline = ContinuousClock.now + .seconds(timeout)
        while !state.progress.hasEnded && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        if state.progress.hasEnded { return await running.value }
        kill(pid, SIGKILL)
        _ = await running.value
        return nil
    }

    deinit {
        // Only reached when nobody stopped the server: kill it; its task still reaps it.
        if !state.progress.hasEnded { kill(pid, SIGKILL) }
    }

    /// The child's output and state, shared by its task and the tests. `@unchecked Sendable`:
    /// every variable is only touched under `lock`.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var output = Data()
        private var errors = Data()
        private var processID: Int32?
        private var hasEnded = false
        private var failed: (any Error)?
        private var stop: Task<Int32?, Never>?

        func started(_ pid: Int32) { lock.withLock { processID = pid } }

        func append(_ data: Data, toErrors: Bool) {
            lock.withLock {
                if toErrors { errors.append(data) } else { output.append(data) }
            }
        }

        func ended(failure: (any Error)?) {
            lock.withLock {
                hasEnded = true
                failed = failure
            }
        }

        /// Standard output so far, the process id once started, and whether the run has ended.
        var progress: (stdout: Data, pid: Int32?, hasEnded: Bool) {
            lock.withLock { (output, processID, hasEnded) }
        }

        var stdout: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
        var stderr: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }
        var failure: (any Error)? { lock.withLock { failed } }

        /// The stopping task: the one already made, else the one `make` makes.
        func stopping(_ make: () -> Task<Int32?, Never>) -> Task<Int32?, Never> {
            lock.withLock {
                if let stop { return stop }
                let made = make()
                stop = made
                return made
            }
        }
    }
}

/// Starts `open-market serve` with `arguments`, runs `body` with it, then stops it (SIGTERM, then
/// SIGKILL after 20 seconds) and waits until it has ended and been reaped, whether `body` threw
/// or not. A `body` that stops the server itself (to check its exit status) may.
func withServerProcess<Value>(
    _ arguments: [String], environment: [String: String] = [:],
    isolation: isolated (any Actor)? = #isolation,
    _ body: (ServerProcess) async throws -> Value
) async throws -> Value {
    let server = try await ServerProcess.start(arguments, environment: environment)
    do {
        let result = try await body(server)
        _ = await server.stop()
        return result
    } catch {
        _ = await server.stop()
        throw error
    }
}

/// `open-market serve` did not start as expected.
struct ServerProcessError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
