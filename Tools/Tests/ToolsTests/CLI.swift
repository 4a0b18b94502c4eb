import Foundation
import Subprocess

/// Runs a built CLI the way a person does, and captures what it printed.
///
/// Launched through swift-subprocess, never Foundation's `Process`: on Linux, `Process.run()` can
/// crash while it launches (swift-corelibs-foundation reads past a buffer when it looks for the
/// descriptors to close), and the tests launch many processes from many threads at once.
struct CLI {
    /// What a run printed and how it ended.
    struct Run: Sendable {
        /// The exit status; 128 + the signal's number when a signal ended the run, as a shell says.
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
    /// The user the CLI runs as, when not the tests' own (a test running as root drops to another
    /// user to see permission bits honoured).
    var userID: uid_t?
    /// The group the CLI runs as, with ``userID``.
    var groupID: gid_t?

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

    /// The environment every child process starts from: a clean base (`PATH`, `NO_COLOR`, `LANG=C`
    /// and `HOME`) with `variables` on top.
    static func environment(_ variables: [String: String]) -> Subprocess.Environment {
        var base = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "LANG": "C"]
        if let home = ProcessInfo.processInfo.environment["HOME"] { base["HOME"] = home }
        return .custom(
            Dictionary(
                uniqueKeysWithValues: base.merging(variables) { $1 }.compactMap { name, value in
                    Subprocess.Environment.Key(rawValue: name).map { ($0, value) }
                }))
    }

    /// The status a shell would report: the exit code, or 128 + the signal's number.
    static func status(_ termination: TerminationStatus) -> Int32 {
        switch termination {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }

    /// Runs the CLI with `arguments` and waits for it.
    func callAsFunction(_ arguments: String...) async throws -> Run {
        try await run(arguments)
    }

    /// Runs the CLI with `arguments` and waits for it.
    func run(_ arguments: [String]) async throws -> Run {
        let executable = try Self.binaryDirectory(containing: name).appendingPathComponent(name)
        return try await launch(executable.path, arguments)
    }

    /// Runs `script` with `/bin/sh -c`, the CLI's path in `$0` and `arguments` in `$1…`, so a test
    /// can close or redirect the CLI's output streams the way a shell does (`"$0" stock >&-`).
    func shell(_ script: String, _ arguments: String...) async throws -> Run {
        try await shell(script, arguments: arguments)
    }

    /// Runs `script` with `/bin/sh -c`, the CLI's path in `$0` and `arguments` in `$1…` (see
    /// ``shell(_:_:)``).
    func shell(_ script: String, arguments: [String]) async throws -> Run {
        let executable = try Self.binaryDirectory(containing: name).appendingPathComponent(name)
        return try await launch("/bin/sh", ["-c", script, executable.path] + arguments)
    }

    /// Runs `executable` in the test environment once a slot is free (see ``ProcessSlots``), and
    /// waits for it.
    private func launch(_ executable: String, _ arguments: [String]) async throws -> Run {
        await ProcessSlots.shared.acquire()
        do {
            let run = try await launchNow(executable, arguments)
            await ProcessSlots.shared.release()
            return run
        } catch {
            await ProcessSlots.shared.release()
            throw error
        }
    }

    /// Runs `executable` in the test environment and waits for it, holding no thread meanwhile;
    /// stdout and stderr are collected whole, however long.
    private func launchNow(_ executable: String, _ arguments: [String]) async throws -> Run {
        var platformOptions = PlatformOptions()
        platformOptions.userID = userID
        platformOptions.groupID = groupID
        if userID != nil { platformOptions.supplementaryGroups = groupID.map { [$0] } ?? [] }
        let configuration = Configuration(
            executable: .path(.init(executable)), arguments: Arguments(arguments),
            environment: Self.environment(environment), platformOptions: platformOptions)
        let result: ExecutionResult<Void, BytesOutput, BytesOutput>
        if let input {
            // From a file, so a large input never waits for the CLI to read it (nor fails when the
            // CLI leaves it unread); the file is gone once the CLI holds it open.
            let folder = try temporaryDirectory("stdin")
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("input")
            try input.write(to: file)
            let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
            result = try await Subprocess.run(
                configuration,
                input: .fileDescriptor(.init(rawValue: descriptor), closeAfterSpawningProcess: true),
                output: .bytes(limit: .max), error: .bytes(limit: .max))
        } else {
            result = try await Subprocess.run(
                configuration, input: .none, output: .bytes(limit: .max), error: .bytes(limit: .max))
        }
        return Run(
            status: Self.status(result.terminationStatus),
            stdout: String(decoding: result.standardOutput, as: UTF8.self),
            stderr: String(decoding: result.standardError, as: UTF8.self))
    }
}

/// How many CLIs run at once. The tests start hundreds; all at once, on a small machine, they
/// would leave each other (and the servers they talk to) too little time to answer in time.
private actor ProcessSlots {
    static let shared = ProcessSlots(limit: max(4, 2 * ProcessInfo.processInfo.activeProcessorCount))

    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Waits for a free slot and takes it.
    func acquire() async {
        guard running >= limit else {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives the slot to the next in line, or frees it.
    func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// A fresh temporary directory for one test.
func temporaryDirectory(_ label: String = "tools") throws -> URL {
    let url = scratchRoot.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
