import Foundation

/// A child process started with `posix_spawn`, for the tests that need a second process.
///
/// Not Foundation's `Process`: on Linux its launch can crash (swift-corelibs-foundation reads
/// past a buffer while it looks for the descriptors to close), and the kit depends on nothing
/// that would launch one. Standard input is `/dev/null`; standard output and error go to files,
/// so that the child never blocks on a pipe nobody reads.
struct ChildProcess: Sendable {
    /// What the child printed, and how it ended.
    struct Outcome: Sendable {
        /// The exit code, or 128 + the signal's number when a signal ended the child.
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The process id.
    let pid: pid_t
    private let folder: URL

    /// Starts `executable` with `arguments` and exactly the variables of `environment`.
    init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
        folder = scratchRoot.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let created = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, folder.appendingPathComponent("stdout").path, created, 0o600)
        posix_spawn_file_actions_addopen(
            &actions, 2, folder.appendingPathComponent("stderr").path, created, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for string in argv + envp { free(string) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard result == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO)
        }
        self.pid = pid
    }

    /// Waits for the end on a thread of its own (never one of the cooperative pool), and returns
    /// what the child printed.
    func outcome() async -> Outcome {
        let pid = self.pid
        let status = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: Self.reap(pid)) }
        }
        return collect(status)
    }

    /// Blocks until the end, and returns what the child printed.
    func waitUntilExit() -> Outcome {
        collect(Self.reap(pid))
    }

    private func collect(_ status: Int32) -> Outcome {
        defer { try? FileManager.default.removeItem(at: folder) }
        func text(_ name: String) -> String {
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        return Outcome(status: status, stdout: text("stdout"), stderr: text("stderr"))
    }

    /// Waits for `pid` with `waitpid` (which also reaps it): its exit code, 128 + the signal's
    /// number, or -1 when it cannot be waited for.
    private static func reap(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
