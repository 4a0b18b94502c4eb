import Foundation

/// An error a CLI can report: a one-line message in the user's language and the exit status to
/// end with. The runner turns every thrown error into a line and a status through this protocol;
/// kit errors conform to it in Tools, by extension.
public protocol ReportableError: Error {
    /// The exit status the run ends with.
    var exitStatus: ExitStatus { get }
    /// The one-line message, naming the problem and the fix, in the language of `locale`.
    func message(locale: Locale) -> String
    /// The line a CLI prints: ``message(locale:)``, and where the fix is one of the tool's own
    /// commands, which a kit's message (shown by apps too) cannot name, that command.
    func toolMessage(locale: Locale) -> String
}

extension ReportableError {
    /// ``message(locale:)`` as it is.
    public func toolMessage(locale: Locale) -> String { message(locale: locale) }
}

/// A failure a CLI reports: one line for stderr and the exit status to end with.
public struct ToolError: ReportableError, Sendable, Equatable {
    /// The one-line message, naming the problem and the fix.
    public let message: String
    /// The exit status.
    public let status: ExitStatus

    /// A failure with its message and status.
    public init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    /// A failure whose message is written in both languages; the run's language picks one.
    public init(_ english: String, ko korean: String, status: ExitStatus) {
        self.init(localized(english, ko: korean), status: status)
    }

    /// The exit status (``status``).
    public var exitStatus: ExitStatus { status }

    /// The message, already in the run's language.
    public func message(locale: Locale) -> String { message }
}
