import Foundation

/// Standard output and standard error, written with `write(2)` so that a closed or full stream is
/// an error the CLI reports (exit 74), never a trap and never output lost in silence.
public enum StandardStream: Int32, Sendable {
    /// Standard output.
    case output = 1
    /// Standard error.
    case error = 2

    /// The stream's name in messages.
    public var name: String {
        self == .output ? "standard output" : "standard error"
    }

    /// Why the stream cannot take output right now, or `nil` when it can: closed, or `/dev/full`.
    ///
    /// A stream closed at launch is often not closed any more when `main` runs: the runtime's
    /// start-up (an `eventfd` or `epoll` instance) takes the lowest free descriptor. Such a
    /// descriptor has no file type (an anonymous inode), which a real stdout or stderr never has,
    /// so it counts as closed too; writing there would feed the runtime, and leaving the slot
    /// free would let the next file opened (an inventory) become "stdout".
    public func unusableReason() -> String? {
        switch condition() {
        case .usable: nil
        case .closed: localized("it is closed", ko: "닫혀 있어요")
        case .full: localized("it is /dev/full", ko: "/dev/full이에요")
        }
    }

    /// What the stream's descriptor is now.
    private enum Condition {
        /// A file, a pipe, a terminal…: something that takes output.
        case usable
        /// Closed, or a descriptor the runtime took in its place.
        case closed
        /// `/dev/full`.
        case full
    }

    /// What the stream's descriptor is now (see ``unusableReason()``).
    private func condition() -> Condition { Self.condition(of: rawValue) }

    /// What `descriptor` is now: closed (or a descriptor the runtime took in its place), `/dev/full`,
    /// or usable.
    private static func condition(of descriptor: Int32) -> Condition {
        guard fcntl(descriptor, F_GETFD) != -1 else { return .closed }
        var stream = stat()
        guard fstat(descriptor, &stream) == 0 else { return .closed }
        if (stream.st_mode & S_IFMT) == 0 { return .closed }
        var full = stat()
        if stat("/dev/full", &full) == 0, (stream.st_mode & S_IFMT) == S_IFCHR, stream.st_rdev == full.st_rdev
        {
            return .full
        }
        return .usable
    }

    /// Makes standard error safe to write to later, without needing it now: a command that has
    /// nothing to say there must not fail because it is closed or full.
    ///
    /// When standard error is closed, its slot is filled with a read-only `/dev/null` (so that
    /// no file opened later, a database or an inventory, becomes "standard error" and receives
    /// messages), or, when the runtime already took the slot, left alone; either way, a later
    /// write to it is a failure remembered (see ``failure``), never bytes sent elsewhere.
    public static func prepareStandardError() {
        guard StandardStream.error.condition() == .closed else { return }
        closedError.close()
        guard fcntl(StandardStream.error.rawValue, F_GETFD) == -1 else { return }
        let placeholder = open("/dev/null", O_RDONLY)
        if placeholder >= 0, placeholder != StandardStream.error.rawValue {
            dup2(placeholder, StandardStream.error.rawValue)
            Foundation.close(placeholder)
        }
    }

    /// Whether standard error was found closed at start (see ``prepareStandardError()``).
    private static let closedError = ClosedFlag()

    /// Remembers whether standard input is closed (`<&-`), for ``inputIsOpen``, and fills a
    /// closed one's slot with `/dev/null`, as ``prepareStandardError()`` does, so that no file
    /// opened later (an inventory, a lock) is read as standard input.
    public static func prepareStandardInput() {
        guard condition(of: STDIN_FILENO) == .closed else { return }
        closedInput.close()
        guard fcntl(STDIN_FILENO, F_GETFD) == -1 else { return }
        let placeholder = open("/dev/null", O_RDONLY)
        if placeholder >= 0, placeholder != STDIN_FILENO {
            dup2(placeholder, STDIN_FILENO)
            Foundation.close(placeholder)
        }
    }

    /// Whether standard input was open when the tool started (see ``prepareStandardInput()``):
    /// `false` when it was closed, and `-` then names nothing to read.
    public static var inputIsOpen: Bool { !closedInput.isClosed }

    /// Whether standard input was found closed at start.
    private static let closedInput = ClosedFlag()

    /// Writes `text`; on failure remembers it (see ``failure``) and returns `false`.
    ///
    /// A reader of standard output that went away (`| head -1`) ends the run at once, quietly
    /// and with status 0, as a pipeline expects: everything it wanted was written.
    @discardableResult
    public func write(_ text: String) -> Bool {
        write(Data(text.utf8))
    }

    /// Writes a line of a server that serves on whoever reads it: its address, its notes. A
    /// reader of standard output that went away (`| head -n 1`, which wanted the address) stops
    /// nothing: the text is dropped, no failure is remembered and the server serves on. Any
    /// other failure is remembered as ``write(_:)`` remembers it.
    @discardableResult
    public func writeWhileServing(_ text: String) -> Bool {
        write(Data(text.utf8), endingRunWhenReaderLeft: false)
    }

    /// Writes `data`; on failure remembers it (see ``failure``) and returns `false`.
    @discardableResult
    public func write(_ data: Data) -> Bool {
        write(data, endingRunWhenReaderLeft: true)
    }

    /// Writes `data`; a reader of standard output that went away ends the run (status 0) when
    /// `endingRunWhenReaderLeft`, else drops the text.
    private func write(_ data: Data, endingRunWhenReaderLeft: Bool) -> Bool {
        if self == .error, Self.closedError.isClosed {
            Self.recorder.record(
                localized(
                    "Can't write to \(name) (\(Self.reason(EBADF)))",
                    ko: "\(localizedName)에 쓸 수 없어요 (\(Self.reason(EBADF)))"))
            return false
        }
        return data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return true }
                let written = systemWrite(rawValue, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if errno == EPIPE && self == .output {
                        guard !endingRunWhenReaderLeft else { exit(ExitStatus.success.rawValue) }
                        return false
                    }
                    Self.recorder.record(
                        localized(
                            "Can't write to \(name) (\(Self.reason(errno)))",
                            ko: "\(localizedName)에 쓸 수 없어요 (\(Self.reason(errno)))"))
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// The stream's name in the run's language.
    var localizedName: String {
        self == .output ? localized("standard output", ko: "표준 출력") : localized("standard error", ko: "표준 오류")
    }

    /// Why a write failed, in words.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: localized("the device is full", ko: "장치가 가득 찼어요")
        case EPIPE: localized("the reader went away", ko: "읽는 쪽이 닫혔어요")
        case EBADF: localized("it is closed", ko: "닫혀 있어요")
        default: SystemErrorText.reason(errno: code)
        }
    }

    /// The first write failure of this process, if any.
    public static var failure: String? { recorder.first }

    /// Where write failures are remembered for the runner to turn into exit 74.
    private static let recorder = FailureRecorder()

    /// Whether a stream was found closed. `@unchecked Sendable`: its one variable is only touched
    /// under `lock`.
    private final class ClosedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var closed = false

        /// Marks the stream closed.
        func close() {
            lock.withLock { closed = true }
        }

        /// Whether the stream was marked closed.
        var isClosed: Bool { lock.withLock { closed } }
    }

    /// The first failure message. `@unchecked Sendable`: its one variable is only touched under `lock`.
    private final class FailureRecorder: @unchecked Sendable {
        private let lock = NSLock()
        private var message: String?

        /// Keeps `text` unless a failure was already recorded.
        func record(_ text: String) {
            lock.withLock { if message == nil { message = text } }
        }

        /// The recorded failure.
        var first: String? { lock.withLock { message } }
    }
}

/// `write(2)`, named apart from ``StandardStream/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
