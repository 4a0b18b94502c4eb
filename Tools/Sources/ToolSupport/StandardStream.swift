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
        guard fcntl(rawValue, F_GETFD) != -1 else { return "it is closed" }
        var stream = stat()
        guard fstat(rawValue, &stream) == 0 else { return "it is closed" }
        if (stream.st_mode & S_IFMT) == 0 { return "it is closed" }
        var full = stat()
        if stat("/dev/full", &full) == 0, (stream.st_mode & S_IFMT) == S_IFCHR, stream.st_rdev == full.st_rdev
        {
            return "it is /dev/full"
        }
        return nil
    }

    /// Writes `text`; on failure remembers it (see ``failure``) and returns `false`.
    @discardableResult
    public func write(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(rawValue, base + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                Self.recorder.record("can't write to \(name) (\(String(cString: strerror(errno))))")
                return false
            }
            offset += written
        }
        return true
    }

    /// The first write failure of this process, if any.
    public static var failure: String? { recorder.first }

    /// Where write failures are remembered for the runner to turn into exit 74.
    private static let recorder = FailureRecorder()

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
