import Foundation

/// How many columns a CLI wraps its text to: `COLUMNS` when it holds a usable number, else the
/// width of the terminal stdout is attached to, else 80; always within ``range``.
public enum TerminalWidth {
    /// The widths text is wrapped to; anything narrower or wider is brought to the nearest end.
    public static let range = 20...500
    /// The width when neither `COLUMNS` nor a terminal says otherwise.
    public static let fallback = 80

    /// The width for this process: `COLUMNS` from `environment`, else the terminal's width when
    /// stdout is one, else ``fallback``; clamped to ``range``.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        resolve(columns: environment["COLUMNS"], terminal: terminalColumns())
    }

    /// The width from a `COLUMNS` value and a terminal's width: `columns` when it is a whole
    /// number above 0 (surrounding spaces allowed), else `terminal` when it is above 0, else
    /// ``fallback``; clamped to ``range``.
    public static func resolve(columns: String?, terminal: Int?) -> Int {
        let fromVariable = columns.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap {
            $0 > 0 ? $0 : nil
        }
        let fromTerminal = terminal.flatMap { $0 > 0 ? $0 : nil }
        let width = fromVariable ?? fromTerminal ?? fallback
        return min(max(width, range.lowerBound), range.upperBound)
    }

    /// The column count of the terminal stdout is attached to; `nil` when stdout is not a
    /// terminal or the terminal does not say.
    public static func terminalColumns() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
