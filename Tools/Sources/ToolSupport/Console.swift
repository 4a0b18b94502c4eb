import Foundation

/// Writes a CLI's output: plain lines, tables, JSON, and colour only where it belongs
/// (a terminal, without `NO_COLOR`).
public struct Console: Sendable {
    /// Whether output is JSON instead of text.
    public let json: Bool
    /// Whether ANSI colours are used.
    public let colors: Bool

    /// A console; colours are on when stdout is a terminal, `NO_COLOR` is unset and `TERM` is not `dumb`.
    public init(json: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.json = json
        let terminal = isatty(STDOUT_FILENO) == 1
        self.colors = !json && terminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// A console with colours set explicitly (for tests).
    public init(json: Bool, colors: Bool) {
        self.json = json
        self.colors = colors
    }

    /// Text styles.
    public enum Style: String, Sendable {
        /// Bold.
        case bold = "1"
        /// Dim.
        case dim = "2"
        /// Green.
        case green = "32"
        /// Red.
        case red = "31"
        /// Yellow.
        case yellow = "33"
    }

    /// `text` in `style` when colours are on, unchanged otherwise.
    public func styled(_ text: String, _ style: Style) -> String {
        colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// Prints a line to stdout; a failure is remembered and ends the run with exit 74.
    public func line(_ text: String = "") {
        StandardStream.output.write(text + "\n")
    }

    /// Prints rows as aligned columns; the first row is a header, drawn bold.
    public func table(_ rows: [[String]], alignRight: Set<Int> = []) {
        let lines = Table.render(rows, alignRight: alignRight)
        for (index, text) in lines.enumerated() {
            line(index == 0 ? styled(text, .bold) : text)
        }
    }

    /// Prints `value` as pretty JSON with sorted keys.
    public func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        line(String(decoding: data, as: UTF8.self))
    }

    /// Prints a line to stderr; a failure is remembered, never a trap.
    ///
    /// The line is made safe for a terminal first: control characters (ESC, BEL, a stray line
    /// break in an argument the user typed…) become spaces, so an error is always one line and
    /// never drives the terminal.
    public static func printError(_ text: String) {
        StandardStream.error.write(terminalSafe(text) + "\n")
    }

    /// `text` with every control character (C0, DEL, C1, bidirectional overrides) replaced by a
    /// space.
    public static func terminalSafe(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
