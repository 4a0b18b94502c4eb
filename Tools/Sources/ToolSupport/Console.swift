import Foundation

/// Writes a CLI's output: plain lines, tables, JSON data, and colour only where it belongs
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
        let lines = TerminalText.table(rows, alignRight: alignRight)
        for (index, text) in lines.enumerated() {
            line(index == 0 ? styled(text, .bold) : text)
        }
    }

    /// The one way a command answers: `data` as JSON with `--json`, else whatever `text` prints.
    ///
    /// The JSON is data for programs: keys sorted, dates as ISO 8601 timestamps in UTC, numbers
    /// as they are (a `Decimal` keeps its exact digits).
    public func emit(_ data: some Encodable, text: () throws -> Void) throws {
        if json {
            line(try Self.encodeJSON(data))
        } else {
            try text()
        }
    }

    /// The one way a command says the domain said no (exit 1): `data` as JSON on stdout with
    /// `--json` (a program still gets the data), and `message`, naming the problem and the fix,
    /// as one line on stderr either way (the runner prints it); text output prints nothing on
    /// stdout.
    ///
    /// - Throws: always, a ``ToolError`` with `message` and status 1.
    public func refuse(_ data: some Encodable, because message: String) throws -> Never {
        if json { line(try Self.encodeJSON(data)) }
        throw ToolError(message, status: .refused)
    }

    /// Prints `value` as JSON data (see ``emit(_:text:)``).
    public func printJSON(_ value: some Encodable) throws {
        line(try Self.encodeJSON(value))
    }

    /// Prints `value` as JSON data on one line, for output that is a stream of JSON objects (JSON
    /// Lines: one per event, as events happen).
    public func printJSONLine(_ value: some Encodable) throws {
        line(try Self.encodeJSON(value, pretty: false))
    }

    /// `value` as JSON text with sorted keys and ISO 8601 dates in UTC, pretty unless `pretty` is
    /// `false` (then on one line).
    public static func encodeJSON(_ value: some Encodable, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(JSONDate.timestamp(date))
        }
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
    }

    /// Prints a line to stderr; a failure is remembered, never a trap.
    ///
    /// The line is made safe for a terminal first: control characters (ESC, BEL, a stray line
    /// break in an argument the user typed…) become spaces, so an error is always one line and
    /// never drives the terminal.
    public static func printError(_ text: String) {
        StandardStream.error.write(TerminalText.safe(text) + "\n")
    }
}

/// Dates in `--json` output: timestamps in ISO 8601, UTC; calendar days as `YYYY-MM-DD`.
public enum JSONDate {
    /// `2026-11-24T08:30:00Z` (with milliseconds when the date has them).
    public static func timestamp(_ date: Date) -> String {
        let whole = date.timeIntervalSince1970.rounded(.down)
        if ProlepticGregorian.isBeforeCutover(date) {
            let milliseconds = Int(((date.timeIntervalSince1970 - whole) * 1_000).rounded(.down))
            return ProlepticGregorian.iso8601(
                Date(timeIntervalSince1970: whole),
                milliseconds: whole == date.timeIntervalSince1970 ? nil : milliseconds)
        }
        let style =
            whole == date.timeIntervalSince1970
            ? Date.ISO8601FormatStyle(timeZone: .gmt)
            : Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
        return date.formatted(style)
    }

    /// `2026-11-24`: the calendar day of `date` in `timeZone` (the user's, by default).
    public static func day(_ date: Date, timeZone: TimeZone = .current) -> String {
        if ProlepticGregorian.isBeforeCutover(date) {
            let parts = ProlepticGregorian.components(of: date, in: timeZone)
            return String(format: "%04d-%02d-%02d", parts.year, parts.month, parts.day)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 0
        let month = parts.month ?? 0
        let day = parts.day ?? 0
        return String(format: "%04d-%02d-%02d", year, month, day)
    }
}
