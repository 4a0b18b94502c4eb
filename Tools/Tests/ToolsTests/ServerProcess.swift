import Foundation

/// `open-market serve` run as a subprocess, the way a script starts it: the first line of its
/// standard output gives the address.
final class ServerProcess: @unchecked Sendable {
    // @unchecked Sendable: `process` is set up in `init` and only read afterwards; the output
    // buffers are only touched under `lock`.
    private let process = Process()
    private let lock = NSLock()
    private var output = Data()
    private var errors = Data()

    /// The port from the first line.
    fileprivate(set) var port = 0

    /// Starts `open-market serve` with `arguments` and waits (up to `timeout` seconds) for its
    /// first line, without holding a thread of the cooperative pool.
    static func start(
        _ arguments: [String], environment: [String: String] = [:], timeout: Double = 30
    ) async throws -> ServerProcess {
        let server = try ServerProcess(arguments, environment: environment)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let line = server.stdout.split(separator: "\n", omittingEmptySubsequences: false).first,
                server.stdout.contains("\n")
            {
                guard line.hasPrefix("Listening on http://127.0.0.1:"),
                    let port = Int(line.split(separator: ":").last ?? "")
                else { throw ServerProcessError(message: "first line: \(line)") }
                server.port = port
                return server
            }
            if !server.process.isRunning { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        server.process.terminate()
        throw ServerProcessError(message: "no address line; stderr: \(server.stderr)")
    }

    private init(_ arguments: [String], environment: [String: String]) throws {
        let executable = try CLI.binaryDirectory(containing: "open-market").appendingPathComponent(
            "open-market")
        process.executableURL = executable
        process.arguments = ["serve"] + arguments
        var base = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "LANG": "C"]
        if let home = ProcessInfo.processInfo.environment["HOME"] { base["HOME"] = home }
        process.environment = base.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.output.append(data) }
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.errors.append(data) }
        }
        try process.run()
    }

    /// Everything printed on standard output so far.
    var stdout: String { lock.withLock { String(decoding: output, as: UTF8.self) } }

    /// Everything printed on standard error so far.
    var stderr: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }

    /// `http://127.0.0.1:<port>`.
    var address: String { "http://127.0.0.1:\(port)" }

    /// The process id.
    var pid: Int32 { process.processIdentifier }

    /// Sends `signal` and waits up to `timeout` seconds for the end; the exit status, or `nil`
    /// when it did not end (it is then killed).
    func stop(signal: Int32 = SIGTERM, timeout: Double = 20) async -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }
}

/// `open-market serve` did not start as expected.
struct ServerProcessError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
