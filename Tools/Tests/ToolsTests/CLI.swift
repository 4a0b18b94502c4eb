import Foundation

/// Runs a built CLI the way a person does, and captures what it printed.
struct CLI {
    /// What a run printed and how it ended.
    struct Run: Sendable {
        let status: Int32
        let stdout: String
        let stderr: String

        /// Stderr's lines, without the final newline.
        var errorLines: [Substring] {
            stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        }
    }

    /// The executable's name (`juice-maker`).
    let name: String
    /// Variables added to a clean environment.
    var environment: [String: String] = [:]
    /// What the CLI reads on standard input; nothing (`/dev/null`) unless set.
    var input: Data?

    /// The folder holding the built executables: the nearest folder above the test binary that has `name`.
    static func binaryDirectory(containing name: String) throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<6 {
            if FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent(name).path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        let built = Bundle.main.bundleURL
        if FileManager.default.isExecutableFile(atPath: built.appendingPathComponent(name).path) {
            return built
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
    }

    /// Runs the CLI with `arguments` and waits for it, off the cooperative pool.
    func callAsFunction(_ arguments: String...) async throws -> Run {
        try await run(arguments)
    }

    /// Runs the CLI with `arguments` and waits for it, off the cooperative pool.
    func run(_ arguments: [String]) async throws -> Run {
        let executable = try Self.binaryDirectory(containing: name).appendingPathComponent(name)
        return try await launch(executable, arguments)
    }

    /// Runs `script` with `/bin/sh -c`, the CLI's path in `$0` and `arguments` in `$1…`, so a test
    /// can close or redirect the CLI's output streams the way a shell does (`"$0" stock >&-`).
    func shell(_ script: String, _ arguments: String...) async throws -> Run {
        let executable = try Self.binaryDirectory(containing: name).appendingPathComponent(name)
        return try await launch(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, executable.path] + arguments)
    }

    /// Runs `executable` in the test environment and waits for it, off the cooperative pool.
    private func launch(_ executable: URL, _ arguments: [String]) async throws -> Run {
        let environment = self.environment
        let input = self.input
        // A thread of its own, not a Dispatch queue: a run blocks until the CLI ends, and a
        // blocked Dispatch worker could starve what the CLI talks to (a server in this process).
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                let process = Process()
                process.executableURL = executable
                process.arguments = arguments
                var base = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "LANG": "C"]
                if let home = ProcessInfo.processInfo.environment["HOME"] { base["HOME"] = home }
                process.environment = base.merging(environment) { $1 }
                let output = Pipe()
                let errors = Pipe()
                process.standardOutput = output
                process.standardError = errors
                process.standardInput = FileHandle.nullDevice
                do {
                    if let input {
                        // From a file, so a large input never waits for the CLI to read it; the
                        // file is gone once the CLI holds it open.
                        let folder = try temporaryDirectory("stdin")
                        defer { try? FileManager.default.removeItem(at: folder) }
                        let file = folder.appendingPathComponent("input")
                        try input.write(to: file)
                        process.standardInput = try FileHandle(forReadingFrom: file)
                    }
                    try process.run()
                    let stdout = output.fileHandleForReading.readDataToEndOfFile()
                    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    continuation.resume(
                        returning: Run(
                            status: process.terminationStatus,
                            stdout: String(decoding: stdout, as: UTF8.self),
                            stderr: String(decoding: stderr, as: UTF8.self)))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}

/// A fresh temporary directory for one test.
func temporaryDirectory(_ label: String = "tools") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
