import Testing
import ToolSupport

@Suite("TerminalWidth")
struct TerminalWidthTests {
    @Test(
        "COLUMNS wins when it is a whole number above 0",
        arguments: [("100", 100), (" 72 ", 72), ("20", 20), ("500", 500)])
    func columnsWins(columns: String, width: Int) {
        #expect(TerminalWidth.resolve(columns: columns, terminal: 132) == width)
    }

    @Test(
        "Unusable COLUMNS falls back to the terminal, then to 80",
        arguments: [nil, "", "abc", "0", "-3", "12.5", "99999999999999999999999"])
    func unusableColumnsFallBack(columns: String?) {
        #expect(TerminalWidth.resolve(columns: columns, terminal: 132) == 132)
        #expect(TerminalWidth.resolve(columns: columns, terminal: nil) == 80)
        #expect(TerminalWidth.resolve(columns: columns, terminal: 0) == 80)
    }

    @Test func widthsOutsideTheRangeAreClamped() {
        #expect(TerminalWidth.resolve(columns: "5", terminal: nil) == 20)
        #expect(TerminalWidth.resolve(columns: "100000", terminal: nil) == 500)
        #expect(TerminalWidth.resolve(columns: nil, terminal: 8) == 20)
        #expect(TerminalWidth.resolve(columns: nil, terminal: 9_000) == 500)
    }

    @Test func withoutATerminalTheEnvironmentDecides() {
        // Under the test runner stdout is not a terminal.
        #expect(TerminalWidth.current(environment: ["COLUMNS": "64"]) == 64)
        #expect(
            TerminalWidth.current(environment: [:])
                == TerminalWidth.resolve(columns: nil, terminal: TerminalWidth.terminalColumns()))
    }
}
