import ArgumentParser
import Foundation
import Testing

@testable import ToolSupport

@Suite("ToolSupport: the pieces every CLI shares")
struct ToolSupportTests {
    struct Root: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "tool", subcommands: [Leaf.self])
    }

    struct Leaf: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "leaf")
    }

    @Test func tablesAlignByTerminalWidthIncludingHangulAndEmoji() {
        #expect(Table.displayWidth("abc") == 3)
        #expect(Table.displayWidth("딸기") == 4)
        #expect(Table.displayWidth("🍓 x") == 4)
        let lines = Table.render([["이름", "n"], ["🍓 딸기", "10"], ["kiwi", "3"]], alignRight: [1])
        #expect(lines == ["이름      n", "🍓 딸기  10", "kiwi      3"])
    }

    @Test func dataDirectoryPrefersFlagThenVariableThenXDGThenHome() {
        let environment = ["TOOL_DIR": "/from/env", "XDG_DATA_HOME": "/xdg", "HOME": "/home/me"]
        #expect(
            DataDirectory.resolve(flag: "/flag", variable: "TOOL_DIR", tool: "tool", environment: environment)
                .path
                == "/flag")
        #expect(
            DataDirectory.resolve(flag: nil, variable: "TOOL_DIR", tool: "tool", environment: environment)
                .path
                == "/from/env")
        #expect(
            DataDirectory.resolve(flag: nil, variable: "OTHER", tool: "tool", environment: environment).path
                == "/xdg/tool")
        #expect(
            DataDirectory.resolve(
                flag: nil, variable: "OTHER", tool: "tool", environment: ["HOME": "/home/me"]
            ).path
                == "/home/me/.local/share/tool")
    }

    @Test func coloursOnlyWhenAskedFor() {
        #expect(Console(json: false, colors: false).styled("x", .red) == "x")
        #expect(Console(json: false, colors: true).styled("x", .red) == "\u{1B}[31mx\u{1B}[0m")
        // Tests do not run on a terminal, and NO_COLOR always wins.
        #expect(!Console(json: false, environment: ["NO_COLOR": "1"]).colors)
        #expect(!Console(json: true, environment: [:]).colors)
    }

    @Test func usageMessagesFoldToOneLine() {
        let folded = ToolRunner.oneLine(
            "Error: Missing value\nUsage: tool leaf <x>\n  See 'tool leaf --help' for more.\n")
        #expect(folded == "Error: Missing value")
    }

    @Test func helpHintNamesTheSubcommandTyped() {
        #expect(ToolRunner.helpPath(Root.self, arguments: ["tool", "leaf", "--bad"]) == "tool leaf")
        #expect(ToolRunner.helpPath(Root.self, arguments: ["tool", "nope"]) == "tool")
    }

    @Test func aNegativeNumberTheParserSwallowedIsNamed() {
        let lost = ToolRunner.explain(
            "Missing expected argument '<count>'", arguments: ["tool", "set", "kiwi", "-5"])
        #expect(lost.hasPrefix("'-5' is negative"))
        let named = ToolRunner.explain(
            "--count must be 1 or more, not -3.", arguments: ["tool", "--count", "-3"])
        #expect(named == "--count must be 1 or more, not -3.")
    }
}
