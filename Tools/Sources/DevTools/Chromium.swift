import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What went wrong with the browser or its page, in one line.
public struct DevToolsError: Error, CustomStringConvertible, Sendable {
    /// The line.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// Headless Chromium, started with `--remote-debugging-pipe` and driven over the DevTools protocol:
/// it reads commands on its descriptor 3 and writes answers and events on its descriptor 4.
///
/// Chromium is spawned with `posix_spawn` directly: swift-subprocess closes every descriptor above
/// 2 in the child on Linux and offers no way to hand it 3 and 4, and Foundation's `Process` can
/// crash while it launches. It runs in a process group of its own, which `stop()` ends.
///
/// Its calls block the calling thread until the browser answers; one thread uses it at a time
/// (``BrowserThread`` runs it off Swift's cooperative threads for async code).
public final class Chromium {
    /// The browser's process id (also its process group's).
    public let pid: pid_t
    /// Where commands are written (the browser's descriptor 3).
    private let commands: Int32
    /// Where answers and events are read (the browser's descriptor 4).
    private let answers: Int32
    /// The messages read so far, split on their NULs.
    private var frames = DevToolsFrames()
    /// Messages split from the pipe but not handed out yet.
    private var pending: [[String: Any]] = []
    /// The events read while waiting for an answer, oldest first.
    private var events: [[String: Any]] = []
    /// The next command's id.
    private var nextID = 1
    /// Whether `stop()` ran.
    private var stopped = false
    /// Whether the browser's process ended (and was reaped).
    private var exited = false

    /// Starts `executable` headless with a fresh profile in `profile`; its standard error goes to
    /// `log` (the file is what the error names when the browser fails). `language` is its
    /// `--lang` (`en-US`, `ko-KR`). Its scrollbars are hidden (they take no width and show in no
    /// picture) unless `scrollbars`: then a page that scrolls shows a desktop's classic
    /// scrollbar, which takes its width from the page (with a window that is no phone's, see
    /// ``DevToolsPage/emulateWindow(width:height:)``).
    public init(executable: String, profile: String, language: String, log: String, scrollbars: Bool = false)
        throws
    {
        signal(SIGPIPE, SIG_IGN)
        let toBrowser = try Self.makePipe()
        let fromBrowser = try Self.makePipe()
        var arguments = [
            executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
            "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
            "--mute-audio", "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--force-color-profile=srgb", "--font-render-hinting=none", "--lang=\(language)",
            "--user-data-dir=\(profile)", "about:blank",
        ]
        if scrollbars { arguments.removeAll { $0 == "--hide-scrollbars" } }
        let spawned = Self.spawn(arguments, log: log, commands: toBrowser.read, answers: fromBrowser.write)
        close(toBrowser.read)
        close(fromBrowser.write)
        switch spawned {
        case .success(let pid): self.pid = pid
        case .failure(let error):
            close(toBrowser.write)
            close(fromBrowser.read)
            throw error
        }
        self.commands = toBrowser.write
        self.answers = fromBrowser.read
    }

    deinit {
        stop()
    }

    /// Spawns `arguments` in a process group of its own, standard input from /dev/null, standard
    /// output and error appended to `log`, `commands` as its descriptor 3 and `answers` as its 4.
    private static func spawn(
        _ arguments: [String], log: String, commands: Int32, answers: Int32
    ) -> Result<pid_t, DevToolsError> {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            // The pipes' ends sit above 9 (see `makePipe()`), so dup2 always copies them, which
            // clears their close-on-exec flag: the browser gets exactly 3 and 4.
            posix_spawn_file_actions_adddup2(&actions, commands, 3)
            posix_spawn_file_actions_adddup2(&actions, answers, 4)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var defaults = sigset_t()
            sigemptyset(&defaults)
            sigaddset(&defaults, SIGPIPE)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setpgroup(&attributes, 0)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
            let argv = arguments.map { strdup($0) } + [nil]
            defer { for argument in argv { free(argument) } }
            var pid: pid_t = 0
            let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
            guard status == 0 else {
                return .failure(
                    DevToolsError("could not start \(arguments[0]): \(String(cString: strerror(status)))"))
            }
            return .success(pid)
        #else
            return .failure(DevToolsError("the DevTools driver runs on Linux, with Debian's chromium"))
        #endif
    }

    /// A close-on-exec pipe whose ends are numbered 10 or more.
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw DevToolsError("could not make a pipe for the browser") }
        let high = ends.map { end -> Int32 in
            let moved = fcntl(end, F_DUPFD_CLOEXEC, 10)
            close(end)
            return moved
        }
        guard high.allSatisfy({ $0 >= 0 }) else {
            throw DevToolsError("could not make a pipe for the browser")
        }
        return (high[0], high[1])
    }

    // MARK: Messages

    /// Sends `method` with `params` (to the page `session` when given) and answers its result;
    /// events read meanwhile are kept for `waitForEvent`.
    @discardableResult
    public func send(
        _ method: String, _ params: [String: Any] = [:], session: String? = nil, timeout: Double = 60
    ) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        try writeAll(DevToolsFrames.frame(JSONSerialization.data(withJSONObject: message)))
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            guard let message = try next(until: deadline, waitingFor: method) else {
                throw DevToolsError("the browser did not answer \(method) in time")
            }
            if message["id"] as? Int == id {
                if let error = message["error"] as? [String: Any] {
                    throw DevToolsError("the browser refused \(method): \(error["message"] ?? error)")
                }
                return message["result"] as? [String: Any] ?? [:]
            }
            if message["method"] != nil { events.append(message) }
        }
    }

    /// Forgets the events of `method` read so far (of the page `session` only, when given),
    /// before an action whose own event is awaited.
    public func forgetEvents(_ method: String, session: String? = nil) {
        events.removeAll { Self.event($0, is: method, of: session) }
    }

    /// Waits for the event `method` (of the page `session` only, when given; one read earlier
    /// counts) and answers its parameters.
    @discardableResult
    public func waitForEvent(_ method: String, session: String? = nil, timeout: Double = 60) throws
        -> [String: Any]
    {
        guard let params = try event(method, session: session, within: timeout) else {
            throw DevToolsError("the browser did not answer \(method) in time")
        }
        return params
    }

    /// The parameters of the event `method` (of the page `session` only, when given; one read
    /// earlier counts) when it comes within `timeout` seconds, `nil` when it does not.
    public func event(
        _ method: String, session: String? = nil, within timeout: Double
    ) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let index = events.firstIndex(where: { Self.event($0, is: method, of: session) }) {
                return events.remove(at: index)["params"] as? [String: Any] ?? [:]
            }
            guard let message = try next(until: deadline, waitingFor: method) else { return nil }
            if message["method"] != nil { events.append(message) }
        }
    }

    /// Whether `message` is the event `method` (sent by the page `session`, when given).
    private static func event(_ message: [String: Any], is method: String, of session: String?) -> Bool {
        message["method"] as? String == method
            && (session == nil || message["sessionId"] as? String == session)
    }

    /// The next message, read by `deadline` (`nil` when none came by then).
    private func next(until deadline: Date, waitingFor what: String) throws -> [String: Any]? {
        while true {
            if let message = pending.first {
                pending.removeFirst()
                return message
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left, 1) * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0 else { throw DevToolsError("could not read from the browser") }
            if ready == 0 { continue }
            var bytes = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(answers, &bytes, bytes.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw DevToolsError("the browser closed its pipe (it stopped) during \(what)")
            }
            for data in frames.append(Data(bytes[0..<count])) {
                guard let message = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                    continue
                }
                pending.append(message)
            }
        }
    }

    /// Writes all of `data` to the browser.
    private func writeAll(_ data: Data) throws {
        try data.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(commands, start + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw DevToolsError("the browser stopped reading its pipe") }
                offset += written
            }
        }
    }

    // MARK: Stopping

    /// Whether the browser's process has ended (it crashed, or quit).
    public func hasExited() -> Bool {
        if !exited {
            var status: Int32 = 0
            exited = waitpid(pid, &status, WNOHANG) == pid
        }
        return exited
    }

    /// Ends the browser: closes its pipe (on which it quits), then stops its process group with
    /// SIGTERM, and SIGKILL after five seconds; waits for it. Safe to call twice.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        close(commands)
        close(answers)
        if exited {
            kill(-pid, SIGKILL)
            return
        }
        if waitUntilGone(seconds: 3) { return }
        kill(-pid, SIGTERM)
        if waitUntilGone(seconds: 5) { return }
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Whether the browser's process ended (and was reaped) within `seconds`; its group's other
    /// processes end with it.
    private func waitUntilGone(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || result < 0 {
                // The renderers and helpers share the group; what is left of it goes now.
                kill(-pid, SIGKILL)
                return true
            }
            usleep(50_000)
        }
        return false
    }
}
