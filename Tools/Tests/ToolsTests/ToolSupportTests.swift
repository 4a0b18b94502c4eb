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
        #expect(TerminalText.displayWidth("abc") == 3)
        #expect(TerminalText.displayWidth("딸기") == 4)
        #expect(TerminalText.displayWidth("🍓 x") == 4)
        let lines = TerminalText.table([["이름", "n"], ["🍓 딸기", "10"], ["kiwi", "3"]], alignRight: [1])
        #expect(lines == ["이름      n", "🍓 딸기  10", "kiwi      3"])
    }

    @Test func cancelledWorkEndsWithTheStatusOfAnInterruptedCommand() {
        // ToolRunner maps CancellationError to this status, as a shell reports a command stopped
        // by SIGINT: 128 + 2.
        #expect(ExitStatus.interrupted.rawValue == 128 + SIGINT)
        #expect(ExitStatus.interrupted != .ioError && ExitStatus.interrupted != .refused)
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
        // A relative XDG_DATA_HOME is not a base directory (the XDG specification, and the kits'
        // own rule): the home's folder is used.
        #expect(
            DataDirectory.resolve(
                flag: nil, variable: "OTHER", tool: "tool",
                environment: ["HOME": "/home/me", "XDG_DATA_HOME": "rel"]
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
        #expect(ToolRunner.oneLine("Unknown option '--\u{1B}[2J\u{7}x'\r") == "Unknown option '--[2Jx'")
    }

    @Test func helpHintNamesTheSubcommandTyped() {
        #expect(ToolRunner.helpPath(Root.self, arguments: ["tool", "leaf", "--bad"]) == "tool leaf")
        #expect(ToolRunner.helpPath(Root.self, arguments: ["tool", "nope"]) == "tool")
    }

    @Test(
        "The default language follows LC_ALL, then LC_MESSAGES, then LANG",
        arguments: [
            (["LANG": "ko_KR.UTF-8"], Language.ko),
            (["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], .ko),
            (["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], .en),
            (["LC_MESSAGES": "ko", "LANG": "en_US"], .ko),
            (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ko_KR"], .ko),
            (["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], .en),
            (["LANG": "POSIX"], .en),
            (["LANG": "C.UTF-8"], .en),
            (["LANG": "fr_FR.UTF-8"], .en),
            (["LANG": "zzzzzzzzzzzz"], .en),
            (["LANG": "ko_KR.UTF-8@@"], .en),
            (["LANG": "../ko"], .en),
            ([:], .en),
        ])
    func defaultLanguageFromEnvironment(environment: [String: String], language: Language) {
        #expect(Language.fromEnvironment(environment) == language)
    }

    @Test func datesAndNumbersFollowTheRegionTheEnvironmentNamesForTheLanguage() {
        #expect(Language.locale(for: nil, environment: ["LANG": "en_GB.UTF-8"]).identifier == "en_GB")
        #expect(Language.locale(for: .en, environment: ["LC_ALL": "en_AU"]).identifier == "en_AU")
        #expect(Language.locale(for: nil, environment: ["LANG": "ko_KR.UTF-8"]).identifier == "ko_KR")
        // Another language, no region, C: the language's own.
        #expect(Language.locale(for: .en, environment: ["LANG": "ko_KR.UTF-8"]).identifier == "en_US")
        #expect(Language.locale(for: nil, environment: ["LANG": "en"]).identifier == "en_US")
        #expect(Language.locale(for: nil, environment: ["LANG": "C.UTF-8"]).identifier == "en_US")
        #expect(
            Language.locale(for: nil, environment: ["LC_ALL": "C", "LANG": "en_GB"]).identifier == "en_US")
        let date = Date(timeIntervalSince1970: 1_795_852_800)  // 2026-11-28
        let british = date.formatted(
            .dateTime.day().month(.wide).year().locale(
                Language.locale(for: nil, environment: ["LANG": "en_GB.UTF-8"])))
        #expect(british.hasPrefix("28"), "\(british)")
        // A language we do not speak: English words, its region's dates and numbers.
        #expect(Language.locale(for: nil, environment: ["LANG": "de_DE.UTF-8"]).identifier == "en_DE")
        #expect(Language.locale(for: nil, environment: ["LC_ALL": "fr_FR"]).identifier == "en_FR")
        #expect(Language.locale(for: nil, environment: ["LANG": "de"]).identifier == "en_US")
        let german = date.formatted(
            .dateTime.day().month(.wide).year().locale(
                Language.locale(for: nil, environment: ["LANG": "de_DE.UTF-8"])))
        #expect(german.hasPrefix("28"), "\(german)")
    }

    @Test func theFlagWinsOverTheEnvironment() {
        let korean = ["LC_ALL": "ko_KR.UTF-8"]
        #expect(Language.locale(for: .en, environment: korean).identifier == "en_US")
        #expect(Language.locale(for: nil, environment: korean).identifier == "ko_KR")
    }

    @Test(
        arguments: [
            ("ko_KR.UTF-8", true), ("ko", true), ("en_US.ISO-8859-1@euro", true), ("C", true),
            ("POSIX", true), ("C.UTF-8", true), ("zzzzzzzzzzzz", false), ("abcdefghi_KR", false),
            ("ko_KR.", false), ("ko_", false), ("/etc/passwd", false), ("ko KR", false), ("", false),
        ])
    func localeNamesAreCheckedBeforeICUSeesThem(value: String, wellFormed: Bool) {
        #expect(LocaleEnvironment.isWellFormed(value) == wellFormed)
    }

    @Test func errorLinesCannotDriveTheTerminal() {
        #expect(TerminalText.safe("bad \u{1B}[2J\nname\u{7}") == "bad  [2J name ")
        #expect(TerminalText.safe("딸기 ok") == "딸기 ok")
    }
}
