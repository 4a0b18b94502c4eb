import Foundation
import Testing

/// The conventions every CLI of the workspace keeps, proven on `juice-maker`: global options in
/// either position, the language from the environment, output that cannot be written, and the
/// data directory.
@Suite("juice-maker: options, language, output streams")
struct JuiceMakerConventionTests {
    /// A CLI with no data directory in its environment, and a fresh directory to point it at.
    private func cliAndDirectory() throws -> (CLI, URL) {
        (CLI(name: "juice-maker"), try temporaryDirectory("juice-maker-conventions"))
    }

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    private func inventory(in directory: URL) throws -> [String: Int] {
        let data = try Data(contentsOf: directory.appendingPathComponent("inventory.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["stock"] as? [String: Int] ?? [:]
    }

    @Test(
        "--data-dir works before the subcommand, between stock and its subcommand, and after it",
        arguments: [
            ["--data-dir", "DIR", "stock", "set", "kiwi", "7"],
            ["stock", "--data-dir", "DIR", "set", "kiwi", "7"],
            ["stock", "set", "kiwi", "7", "--data-dir", "DIR"],
            ["stock", "set", "--data-dir", "DIR", "kiwi", "7"],
        ])
    func dataDirInEitherPosition(arguments: [String]) async throws {
        let (cli, directory) = try cliAndDirectory()
        let run = try await cli.run(arguments.map { $0 == "DIR" ? directory.path : $0 })
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(try inventory(in: directory)["kiwi"] == 7)
    }

    @Test(
        "--lang and --json work before and after the subcommand",
        arguments: [
            (["--lang", "ko", "stock"], true, false), (["stock", "--lang", "ko"], true, false),
            (["--json", "stock"], false, true), (["stock", "--json"], false, true),
            (["--lang", "ko", "--json", "menu"], true, true),
            (["menu", "--json", "--lang", "ko"], true, true),
            (["--json", "order", "banana"], false, true), (["order", "banana", "--json"], false, true),
            (["--lang", "ko", "reset"], true, false), (["reset", "--lang", "ko"], true, false),
        ])
    func languageAndJSONInEitherPosition(arguments: [String], korean: Bool, json: Bool) async throws {
        let (cli, directory) = try cliAndDirectory()
        let run = try await cli.run(["--data-dir", directory.path] + arguments)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        if json {
            #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(run.stdout)")
            if arguments.contains("menu") { #expect(hasHangul(run.stdout) == korean) }
        } else {
            #expect(hasHangul(run.stdout) == korean, "\(run.stdout)")
        }
    }

    @Test func everySubcommandsHelpListsTheGlobalOptions() async throws {
        let (cli, _) = try cliAndDirectory()
        for command in [["menu"], ["order"], ["reset"], ["stock"], ["stock", "show"], ["stock", "set"]] {
            let help = try await cli.run(command + ["--help"])
            #expect(help.status == 0)
            for option in ["--data-dir", "--lang", "--json"] {
                #expect(help.stdout.contains(option), "\(command) --help lacks \(option)")
            }
            let readsMenu = command == ["menu"] || command == ["order"]
            #expect(help.stdout.contains("--menu") == readsMenu, "\(command) --help and --menu")
        }
    }

    @Test func menuIsAnOptionOnlyOfTheCommandsThatReadTheMenu() async throws {
        let (cli, directory) = try cliAndDirectory()
        let run = try await cli("stock", "--menu", "x.json", "--data-dir", directory.path)
        #expect(run.status == 64 && run.stderr.contains("--menu"), "stderr: \(run.stderr)")
    }

    @Test(
        "The default language follows LC_ALL, then LC_MESSAGES, then LANG",
        arguments: [
            (["LANG": "ko_KR.UTF-8"], true),
            (["LC_ALL": "ko_KR.UTF-8"], true),
            (["LC_MESSAGES": "ko_KR.UTF-8"], true),
            (["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], false),
            (["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], false),
            (["LANG": "POSIX"], false),
            (["LANG": "fr_FR.UTF-8"], false),
        ])
    func languageFromTheEnvironment(environment: [String: String], korean: Bool) async throws {
        let (_, directory) = try cliAndDirectory()
        let cli = CLI(name: "juice-maker", environment: environment)
        let run = try await cli("stock", "--data-dir", directory.path)
        #expect(run.status == 0)
        #expect(hasHangul(run.stdout) == korean, "\(run.stdout)")
    }

    @Test func langWinsOverTheEnvironment() async throws {
        let (_, directory) = try cliAndDirectory()
        let cli = CLI(name: "juice-maker", environment: ["LC_ALL": "ko_KR.UTF-8"])
        let run = try await cli("stock", "--lang", "en", "--data-dir", directory.path)
        #expect(run.status == 0 && !hasHangul(run.stdout) && run.stdout.contains("Fruit stock"))
    }

    @Test(
        "Malformed locale variables mean English, never a crash",
        arguments: ["LANG", "LC_ALL", "LC_MESSAGES"])
    func malformedLocaleVariablesNeverCrash(variable: String) async throws {
        let (_, directory) = try cliAndDirectory()
        for value in ["zzzzzzzzzzzz", "abcdefghijklmnop_KR.UTF-8", "ko_KR.@@", "\u{1B}[31m"] {
            let cli = CLI(name: "juice-maker", environment: [variable: value])
            let stock = try await cli("stock", "--data-dir", directory.path)
            #expect(stock.status == 0, "\(variable)=\(value): \(stock.stderr)")
            #expect(stock.stdout.contains("Fruit stock"))
            let korean = try await cli("menu", "--lang", "ko", "--data-dir", directory.path)
            #expect(korean.status == 0 && hasHangul(korean.stdout), "\(variable)=\(value): \(korean.stderr)")
        }
    }

    @Test(
        "Output that cannot be written exits 74 and changes nothing",
        arguments: [
            #""$0" stock set kiwi 3 --data-dir "$1" >&-"#,
            #""$0" stock set kiwi 3 --data-dir "$1" >/dev/full"#,
            #""$0" stock set kiwi 3 --data-dir "$1" 2>&-"#,
            #""$0" stock set kiwi 3 --data-dir "$1" 2>/dev/full"#,
            #""$0" order banana --data-dir "$1" >/dev/full"#,
            #""$0" reset --data-dir "$1" >&-"#,
            #""$0" stock --data-dir "$1" >/dev/full"#,
            #""$0" --help >/dev/full"#,
        ])
    func unwritableOutputExits74(script: String) async throws {
        let (cli, directory) = try cliAndDirectory()
        #expect(try await cli("stock", "set", "kiwi", "9", "--data-dir", directory.path).status == 0)
        let inventory = directory.appendingPathComponent("inventory.json")
        let before = try Data(contentsOf: inventory)

        let run = try await cli.shell(script, directory.path)

        #expect(run.status == 74, "stderr: \(run.stderr)")
        #expect(try Data(contentsOf: inventory) == before)
        if script.contains(">&-") && !script.contains("2>") || script.contains(" >/dev/full") {
            #expect(run.stderr.contains("standard output"), "stderr: \(run.stderr)")
        }
    }

    @Test func aDataDirThatIsAFileIsAnIOErrorForReadsAndWrites() async throws {
        let (cli, directory) = try cliAndDirectory()
        let file = directory.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        for arguments in [
            ["stock"], ["order", "banana"], ["menu"], ["stock", "add", "kiwi", "1"], ["reset"],
        ] {
            let run = try await cli.run(arguments + ["--data-dir", file.path])
            #expect(run.status == 74, "\(arguments): \(run.stderr)")
            #expect(run.errorLines.count == 1 && run.stderr.contains("not a directory"), "\(run.stderr)")
        }
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    @Test func anEmptyDataDirIsAUsageError() async throws {
        let (cli, _) = try cliAndDirectory()
        for arguments in [
            ["stock", "--data-dir", ""], ["--data-dir", "", "stock"], ["reset", "--data-dir", " "],
        ] {
            let run = try await cli.run(arguments)
            #expect(run.status == 64 && run.stderr.contains("--data-dir"), "\(arguments): \(run.stderr)")
        }
    }
}
