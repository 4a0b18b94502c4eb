import Foundation
import Testing

/// Values that begin with '-' (a negative number, a southern or western coordinate, a text), run
/// through the five CLIs as a person types them: each is taken as the value it is, as
/// `--option -value`, as `--option=-value` and after `--`; a count that may not be negative is
/// refused by the command with its range, never by the parser as an option.
@Suite("Values that begin with '-'")
struct DashValueCLITests {
    /// What the parser says when it took a value for an option; none may be said for a value.
    static let parserComplaints = [
        "Missing value", "Unknown option", "Missing expected argument", "is negative", "counts and amounts",
        "Unexpected argument",
    ]

    /// A fresh data folder for every CLI of one run.
    static func environment(_ folder: URL) -> [String: String] {
        [
            "TZ": "UTC", "DIARY_DB": folder.appendingPathComponent("diary.sqlite").path,
            "JUICE_MAKER_DATA_DIR": folder.appendingPathComponent("jm").path,
            "STARBUCKS_DATA_DIR": folder.appendingPathComponent("sb").path,
            "OPEN_MARKET_VENDOR": "cd706a3e-66db-11ec-9626-796401f2341a", "OPEN_MARKET_PASSWORD": "pa55word",
        ]
    }

    @Test func aSouthernLatitudeIsAPlaceInEveryForm() async throws {
        try await withWeatherStandIn(["--condition", "Clear", "--icon", "01d"]) { endpoint, server in
            let folder = try temporaryDirectory("dash")
            defer { try? FileManager.default.removeItem(at: folder) }
            var environment = Self.environment(folder)
            environment["OPENWEATHER_API_KEY"] = "demo-key"
            environment["OPENWEATHER_URL"] = endpoint
            let diary = CLI(name: "diary", environment: environment)
            for arguments in [
                ["new", "--weather", "--at", "-33.9,151.2", "Sydney"],
                ["new", "--weather", "--at=-33.9,151.2", "Sydney"],
                ["new", "--weather", "--at", "-33.9,151.2", "--", "-5 degrees in Sydney"],
                ["new", "--weather", "--at", "40.7,-74.0", "New York"],
                ["new", "--weather", "--at", "-34.6,-58.4", "Buenos Aires"],
            ] {
                let run = try await diary.run(arguments)
                #expect(run.status == 0, "\(arguments): \(run.stderr)")
                #expect(run.stderr.isEmpty, "\(arguments): \(run.stderr)")
            }
            #expect(await server.printed("lat=-33.9 lon=151.2 -> 200", toErrors: true), "\(server.stderr)")
            #expect(await server.printed("lat=40.7 lon=-74", toErrors: true), "\(server.stderr)")
            #expect(server.stderr.contains("lat=40.7 lon=-74 -> 200") || server.stderr.contains("lon=-74.0"))
            #expect(await server.printed("lat=-34.6 lon=-58.4 -> 200", toErrors: true), "\(server.stderr)")
        }
    }

    @Test func aTextThatBeginsWithADashIsWrittenAndFound() async throws {
        let folder = try temporaryDirectory("dash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let diary = CLI(name: "diary", environment: Self.environment(folder))
        let new = try await diary("new", "-5 degrees today")
        #expect(new.status == 0, "\(new.stderr)")
        let words = try await diary("new", "-rain", "again")
        #expect(words.status == 0, "\(words.stderr)")
        let titled = try await diary("new", "--title", "-x-", "--body", "-y")
        #expect(titled.status == 0, "\(titled.stderr)")

        let list = try await diary("list")
        #expect(list.stdout.contains("-5 degrees today"), "\(list.stdout)")
        #expect(list.stdout.contains("-rain again"), "\(list.stdout)")
        #expect(list.stdout.contains("-x-"), "\(list.stdout)")

        let search = try await diary("search", "-rain")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.contains("-rain again"), "\(search.stdout)")
        let number = try await diary("search", "-5", "--json")
        #expect(number.status == 0, "\(number.stderr)")
        #expect(number.stdout.contains("-5 degrees today"), "\(number.stdout)")
        let afterTerminator = try await diary("search", "--json", "--", "-5")
        #expect(afterTerminator.status == 0, "\(afterTerminator.stderr)")
    }

    @Test func aSearchTextIsNotACount() async throws {
        let expo = CLI(name: "expo")
        for arguments in [["search", "-1"], ["search", "--", "-1"], ["search", "-1", "--lang", "ko"]] {
            let run = try await expo.run(arguments)
            #expect(run.status == 1, "\(arguments): \(run.stderr)")
            #expect(run.errorLines.count == 1)
            #expect(run.stderr.contains("“-1”"), "\(arguments): \(run.stderr)")
            for complaint in Self.parserComplaints {
                #expect(!run.stderr.contains(complaint), "\(run.stderr)")
            }
            #expect(!run.stderr.contains("음수"), "\(run.stderr)")
        }
    }

    @Test func expoItemTakesTheTerminatorLikeEveryCLI() async throws {
        let expo = CLI(name: "expo")
        let third = try await expo("item", "--", "3")
        #expect(third.status == 0, "\(third.stderr)")
        #expect(third.stdout.contains("Exhibit 3 of 13"), "\(third.stdout)")
        let negative = try await expo("item", "-1")
        #expect(negative.status == 1)
        #expect(negative.stderr == "expo: There is no exhibit number -1; choose a number from 1 to 13.\n")
        let mistyped = try await expo("item", "--jsno", "3")
        #expect(mistyped.status == 64)
        #expect(
            mistyped.stderr.contains("Unknown option '--jsno'. Did you mean '--json'?"), "\(mistyped.stderr)")
    }

    @Test func helpVersionAndRealOptionsStillWorkWhereATextSits() async throws {
        let folder = try temporaryDirectory("dash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let diary = CLI(name: "diary", environment: Self.environment(folder))
        for arguments in [
            ["search", "--help"], ["search", "-h"], ["new", "--help"], ["search", "-rain", "--help"],
        ] {
            let run = try await diary.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout.hasPrefix("OVERVIEW:"), "\(arguments): \(run.stdout)")
        }
        let version = try await diary("--version")
        #expect(version.status == 0)
        #expect(!version.stdout.isEmpty)
        _ = try await diary("new", "-rain")
        let json = try await diary("search", "-rain", "--json", "--lang", "ko")
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.hasPrefix("{"), "\(json.stdout)")
        let mistyped = try await diary("search", "--jsno", "rain")
        #expect(mistyped.status == 64)
        #expect(
            mistyped.stderr.contains("Unknown option '--jsno'. Did you mean '--json'?"), "\(mistyped.stderr)")
    }

    /// One value that begins with '-', given to one CLI, and what it must lead to.
    struct Case: Sendable, CustomTestStringConvertible {
        let cli: String
        let arguments: [String]
        /// The status the run ends with.
        let status: Int32
        /// What stderr says (a part of it); empty for a run that says nothing there.
        let says: String

        var testDescription: String { "\(cli) \(arguments.joined(separator: " "))" }
    }

    /// Every option and argument of the five CLIs that takes a number, a coordinate or a text, with
    /// a value beginning with '-', in the forms `--option -value`, `--option=-value` and after
    /// `--`. Texts are taken; counts and numbers that may not be negative are refused by the
    /// command, naming the value and the range.
    static let cases: [Case] = [
        // juice-maker: counts and amounts, a juice's name
        Case(cli: "juice-maker", arguments: ["stock", "set", "strawberry", "-5"], status: 1, says: "-5"),
        Case(
            cli: "juice-maker", arguments: ["stock", "set", "--", "strawberry", "-5"], status: 1, says: "-5"),
        Case(
            cli: "juice-maker", arguments: ["stock", "add", "strawberry", "-5"], status: 64, says: "-5 is not"
        ),
        Case(
            cli: "juice-maker", arguments: ["stock", "remove", "kiwi", "-5"], status: 64, says: "-5 is not"),
        Case(
            cli: "juice-maker", arguments: ["order", "kiwi", "--count", "-1"], status: 64, says: "-1 is not"),
        Case(cli: "juice-maker", arguments: ["order", "kiwi", "--count=-1"], status: 64, says: "-1 is not"),
        Case(cli: "juice-maker", arguments: ["reset", "--default-stock", "-1"], status: 1, says: "-1"),
        Case(cli: "juice-maker", arguments: ["reset", "--default-stock=-1"], status: 1, says: "-1"),
        Case(cli: "juice-maker", arguments: ["order", "-dragonfruit"], status: 1, says: "-dragonfruit"),
        // open-market: ids, pages, sizes, timeouts, prices, stock; a name and a description
        Case(cli: "open-market", arguments: ["show", "-1"], status: 64, says: "must be 1 or more, not -1"),
        Case(
            cli: "open-market", arguments: ["show", "--", "-1"], status: 64, says: "must be 1 or more, not -1"
        ),
        Case(cli: "open-market", arguments: ["delete", "-1"], status: 64, says: "must be 1 or more, not -1"),
        Case(cli: "open-market", arguments: ["update", "-1", "--price", "5"], status: 64, says: "not -1"),
        Case(
            cli: "open-market", arguments: ["list", "--page", "-1"], status: 64,
            says: "Page -1 is out of range: pages go from 1 to 1,000,000"),
        Case(
            cli: "open-market", arguments: ["list", "--page=-1"], status: 64,
            says: "Page -1 is out of range: pages go from 1 to 1,000,000"),
        Case(
            cli: "open-market", arguments: ["list", "--per-page", "-1"], status: 64,
            says: "A page of -1 products is out of range: a page holds 1 to 500"),
        Case(cli: "open-market", arguments: ["list", "--timeout", "-1"], status: 64, says: "not -1"),
        Case(
            cli: "open-market",
            arguments: ["update", "2", "--price", "-5", "--server", "http://127.0.0.1:9"], status: 65,
            says: "negative"),
        Case(
            cli: "open-market",
            arguments: ["update", "2", "--stock", "-1", "--server", "http://127.0.0.1:9"], status: 65,
            says: "negative"),
        Case(
            cli: "open-market",
            arguments: ["update", "2", "--discount=-1", "--server", "http://127.0.0.1:9"], status: 65,
            says: "negative"),
        Case(
            cli: "open-market",
            arguments: ["update", "2", "--name", "-Kettle-", "--server", "http://127.0.0.1:9"], status: 69,
            says: "market server"),
        Case(
            cli: "open-market",
            arguments: ["update", "2", "--description", "-a description-", "--server", "http://127.0.0.1:9"],
            status: 69, says: "market server"),
        Case(
            cli: "open-market",
            arguments: [
                "list", "--generation", "openMarket", "--search", "-tea", "--server", "http://127.0.0.1:9",
            ], status: 69, says: "market server"),
        // expo: a name or number, a search text
        Case(cli: "expo", arguments: ["item", "-1"], status: 1, says: "no exhibit number -1"),
        Case(cli: "expo", arguments: ["item", "--", "-1"], status: 1, says: "no exhibit number -1"),
        Case(cli: "expo", arguments: ["search", "-1"], status: 1, says: "“-1”"),
        Case(cli: "expo", arguments: ["search", "-jikji"], status: 1, says: "“-jikji”"),
        // diary: texts, pages, sizes, days
        Case(cli: "diary", arguments: ["new", "-5 degrees today"], status: 0, says: ""),
        Case(cli: "diary", arguments: ["new", "--", "-5", "degrees"], status: 0, says: ""),
        Case(cli: "diary", arguments: ["new", "--title", "-5", "--body", "-x"], status: 0, says: ""),
        Case(cli: "diary", arguments: ["new", "--title=-5", "--body=-x"], status: 0, says: ""),
        Case(cli: "diary", arguments: ["search", "-rain"], status: 1, says: "“-rain”"),
        Case(cli: "diary", arguments: ["list", "--page", "-1"], status: 64, says: "There is no page -1"),
        Case(cli: "diary", arguments: ["list", "--page=-1"], status: 64, says: "There is no page -1"),
        Case(cli: "diary", arguments: ["list", "--per-page", "-1"], status: 64, says: "-1 entries"),
        Case(
            cli: "diary", arguments: ["search", "rain", "--on", "-1"], status: 64, says: "“-1” is not a day"),
        Case(cli: "diary", arguments: ["list", "--from", "-2025-01-01"], status: 64, says: "“-2025-01-01”"),
        Case(
            cli: "diary", arguments: ["on-this-day", "--date", "-2025-01-01"], status: 64,
            says: "“-2025-01-01”"),
        Case(cli: "diary", arguments: ["show", "-abc"], status: 1, says: "-abc"),
        Case(
            cli: "diary", arguments: ["new", "--weather", "--at", "-33.9,151.2", "x"], status: 64,
            says: "API key"),
        // starbucks: a product code, a name, a count
        Case(cli: "starbucks", arguments: ["product", "-5"], status: 64, says: "“-5” is not a product code"),
        Case(
            cli: "starbucks", arguments: ["product", "--", "-5"], status: 64,
            says: "“-5” is not a product code"),
        Case(cli: "starbucks", arguments: ["signin", "-Minji"], status: 0, says: ""),
        Case(cli: "starbucks", arguments: ["whats-new", "--downloads", "-1"], status: 64, says: "not -1"),
        Case(cli: "starbucks", arguments: ["whats-new", "--downloads=-1"], status: 64, says: "not -1"),
    ]

    /// The parts of the parser's description of a command (`--experimental-dump-help`) read here.
    struct Described: Decodable {
        struct Argument: Decodable {
            let kind: String
            let names: [[String: String]]?
            let parsingStrategy: String
        }

        let commandName: String
        let arguments: [Argument]?
        let subcommands: [Described]?
    }

    /// Every option of every CLI that takes a value takes one beginning with '-' through the
    /// parser's own `.unconditional` strategy, or lists its values (`--image`), whose first one
    /// ``DashValues`` joins to it.
    @Test(arguments: ["juice-maker", "open-market", "expo", "diary", "starbucks", "app-gallery"])
    func everyOptionTakesItsValueUnconditionally(_ name: String) async throws {
        let run = try await CLI(name: name).run(["--experimental-dump-help"])
        #expect(run.status == 0, "\(run.stderr)")
        struct Dump: Decodable { let command: Described }
        var commands = [try JSONDecoder().decode(Dump.self, from: Data(run.stdout.utf8)).command]
        var options = 0
        while let command = commands.popLast() {
            commands += command.subcommands ?? []
            for option in command.arguments ?? [] where option.kind == "option" {
                options += 1
                let option =
                    "\(command.commandName) --\(option.names?.first?["name"] ?? "?") (\(option.parsingStrategy))"
                #expect(
                    option.hasSuffix("(unconditional)") || option.hasSuffix("(upToNextOption)"), "\(option)")
            }
        }
        #expect(options > 0)
    }

    @Test(arguments: cases)
    func everyValueBeginningWithADashIsTakenAsAValue(_ row: Case) async throws {
        let folder = try temporaryDirectory("dash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await CLI(name: row.cli, environment: Self.environment(folder)).run(row.arguments)
        #expect(run.status == row.status, "\(run.stderr)")
        if row.says.isEmpty {
            #expect(run.stderr.isEmpty, "\(run.stderr)")
        } else {
            #expect(run.errorLines.count == 1, "\(run.stderr)")
            #expect(run.stderr.contains(row.says), "\(run.stderr)")
        }
        for complaint in Self.parserComplaints { #expect(!run.stderr.contains(complaint), "\(run.stderr)") }
    }
}
