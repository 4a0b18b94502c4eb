/// The exit codes every CLI of the workspace uses (the BSD `sysexits` values).
public enum ExitStatus: Int32, Sendable {
    /// The command did what was asked.
    case success = 0
    /// The domain said no: out of stock, not found, rejected.
    case refused = 1
    /// The command line was wrong.
    case usage = 64
    /// An input file or body was not valid data.
    case dataError = 65
    /// A service (a server) could not be reached.
    case unavailable = 69
    /// Reading or writing a file failed.
    case ioError = 74
    /// The run was cancelled before it finished: 130, as a shell reports a command interrupted
    /// by `SIGINT` (128 + 2). ``ToolRunner`` is the one place that maps `CancellationError` here.
    case interrupted = 130
}
