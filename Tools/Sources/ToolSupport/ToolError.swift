/// A failure a CLI reports: one line for stderr and the exit status to end with.
public struct ToolError: Error, Sendable, Equatable {
    /// The one-line message, naming the problem and the fix.
    public let message: String
    /// The exit status.
    public let status: ExitStatus

    /// A failure with its message and status.
    public init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }
}
