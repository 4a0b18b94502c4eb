import Foundation
import OpenMarketServer
import Testing

/// The conventions every CLI of the workspace keeps, proven on `open-market`: global options
/// in either position, the language from the environment, malformed locale variables, output
/// that cannot be written, and help.
@Suite("open-market: options, language, output streams")
struct OpenMarketConventionTests {
    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test(
        "--server, --lang, --json and --generation work before and after the subcommand",
        arguments: [
            (["--server", "URL", "--lang", "ko", "list"], true, false),
            (["list", "--server", "URL", "--lang", "ko"], true, false),
            (["--lang", "ko", "list", "--server", "URL"], true, false),
            (["--json", "--server", "URL", "show", "1"], false, true),
            (["show", "1", "--json", "--server", "URL"], false, true),
            (["--generation", "openMarket", "--server", "URL", "list", "--search", "tea"], false, false),
            (["list", "--search", "tea", "--server", "URL", "--generation", "openMarket"], false, false),
        ])
    func globalOptionsInEitherPosition(arguments: [String], korean: Bool, json: Bool) async throws {
        let generation: MarketGeneration = arguments.contains("openMarket") ? .openMarket : .marketTraining
        let market = try await SharedMarkets.shared.sample(generation)
        let cli = CLI(name: "open-market")
        let run = try await cli.run(arguments.map { $0 == "URL" ? market.baseURL.absoluteString : $0 })
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        #expect(hasHangul(run.stdout) == korean || (!korean && json), "\(run.stdout)")
        if json { #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil) }
    }

    @Test(
        "The default language follows LC_ALL, then LC_MESSAGES, then LANG",
        arguments: [
            (["LANG": "ko_KR.UTF-8"], true), (["LC_ALL": "ko_KR.UTF-8"], true),
            (["LC_MESSAGES": "ko_KR.UTF-8"], true),
            (["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], false), (["LANG": "C"], false),
        ])
    func languageFromTheEnvironment(environment: [String: String], korean: Bool) async throws {
        let market = try await SharedMarkets.shared.sample()
        let cli = CLI(
            name: "open-market",
            environment: environment.merging(["OPEN_MARKET_SERVER": market.baseURL.absoluteString]) { $1 })
        let run = try await cli("list", "--per-page", "2")
        #expect(
            run.status == 0
                && hasHangul(run.stdout.split(separator: "\n").first.map(String.init) ?? "") == korean)
        let english = try await cli("list", "--per-page", "2", "--lang", "en")
        #expect(!hasHangul(english.stdout.split(separator: "\n").first.map(String.init) ?? ""))
    }

    @Test(
        "Malformed locale variables mean English, never a crash",
        arguments: ["LANG", "LC_ALL", "LC_MESSAGES"])
    func malformedLocaleVariables(variable: String) async throws {
        let market = try await SharedMarkets.shared.sample()
        for value in ["zzzzzzzzzzzz", "abcdefghijklmnop_KR.UTF-8", "ko_KR.@@", "\u{1B}[31m"] {
            let cli = CLI(
                name: "open-market",
                environment: [variable: value, "OPEN_MARKET_SERVER": market.baseURL.absoluteString])
            let list = try await cli("list", "--per-page", "2")
            #expect(list.status == 0 && list.stdout.contains("Price"), "\(variable)=\(value): \(list.stderr)")
            let korean = try await cli("show", "1", "--lang", "ko")
            #expect(korean.status == 0 && hasHangul(korean.stdout), "\(variable)=\(value): \(korean.stderr)")
        }
    }

    @Test(
        "Output that cannot be written exits 74 and changes nothing",
        arguments: [
            #""$0" update 1 --stock 3 --server "$1" >&-"#,
            #""$0" update 1 --stock 3 --server "$1" >/dev/full"#,
            #""$0" delete 1 --server "$1" >&-"#,
            #""$0" delete 1 --server "$1" 2>&-"#,
            #""$0" delete 1 --server "$1" 2>/dev/full"#,
            #""$0" list --server "$1" >/dev/full"#,
            #""$0" --help >/dev/full"#,
        ])
    func unwritableOutputExits74(script: String) async throws {
        let market = try await SharedMarkets.shared.sample()
        let cli = CLI(
            name: "open-market",
            environment: [
                "OPEN_MARKET_VENDOR": MarketFixture.alice.identifier,
                "OPEN_MARKET_PASSWORD": MarketFixture.alice.password,
            ])
        let before = try await market.catalogue()

        let run = try await cli.shell(script, market.baseURL.absoluteString)

        #expect(run.status == 74, "stderr: \(run.stderr)")
        #expect(try await market.catalogue() == before)
    }

    @Test func everyCommandsHelpListsItsOptions() async throws {
        let cli = CLI(name: "open-market")
        let client = ["--server", "--lang", "--json", "--generation"]
        let commands: [([String], [String])] = [
            (["health"], client), (["list"], client + ["--page", "--per-page", "--search"]),
            (["show"], client),
            (["create"], client + ["--vendor", "--password-stdin", "--image", "--description-file"]),
            (["update"], client + ["--vendor", "--password-stdin", "--thumbnail-id"]),
            (["delete"], client + ["--vendor", "--password-stdin"]),
            (["serve"], ["--generation", "--port", "--data-dir", "--sample"]),
        ]
        for (command, options) in commands {
            let help = try await cli.run(command + ["--help"])
            #expect(help.status == 0)
            for option in options {
                #expect(help.stdout.contains(option), "\(command) --help lacks \(option)")
            }
        }
        let serveHelp = try await cli("serve", "--help")
        #expect(!serveHelp.stdout.contains("--server") && !serveHelp.stdout.contains("--password"))
        let listHelp = try await cli("list", "--help")
        #expect(!listHelp.stdout.contains("--vendor") && !listHelp.stdout.contains("--port"))
    }

    @Test func optionsBelongOnlyToTheCommandsThatUseThem() async throws {
        let cli = CLI(name: "open-market")
        for arguments in [
            ["list", "--vendor", "x"], ["serve", "--json"], ["show", "1", "--image", "a.png"],
        ] {
            let run = try await cli.run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
        }
        let version = try await cli("--version")
        #expect(version.status == 0 && !version.stdout.isEmpty)
    }

    @Test func thePasswordIsNeverAnOption() async throws {
        let run = try await CLI(name: "open-market")("delete", "1", "--password", "secret")
        #expect(run.status == 64)
    }
}
