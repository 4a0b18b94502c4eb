import Foundation
import Testing

/// The conventions every CLI of the workspace keeps, on `starbucks`: global options in either
/// position, options only where they are used, the language from the environment, output that
/// cannot be written, and the data directory.
@Suite("starbucks: options, language, output streams")
struct StarbucksConventionTests {
    /// A CLI with no data directory in its environment, and a fresh directory to point it at.
    private func cliAndDirectory(_ environment: [String: String] = [:]) throws -> (CLI, URL) {
        (CLI(name: "starbucks", environment: environment), try temporaryDirectory("starbucks-conventions"))
    }

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    private func signIn(_ cli: CLI, _ directory: URL) async throws {
        #expect(try await cli("signin", "Minji", "--data-dir", directory.path).status == 0)
    }

    @Test(
        "--data-dir works before the subcommand, between popup and its subcommand, and after it",
        arguments: [
            (["--data-dir", "DIR", "signin", "Minji"], "session.json"),
            (["signin", "Minji", "--data-dir", "DIR"], "session.json"),
            (["signin", "--data-dir", "DIR", "Minji"], "session.json"),
            (["--data-dir", "DIR", "popup", "dismiss"], "event-popup.json"),
            (["popup", "--data-dir", "DIR", "dismiss", "--forever"], "event-popup.json"),
            (["popup", "dismiss", "--data-dir", "DIR"], "event-popup.json"),
        ])
    func dataDirInEitherPosition(arguments: [String], file: String) async throws {
        let (cli, directory) = try cliAndDirectory()
        let run = try await cli.run(arguments.map { $0 == "DIR" ? directory.path : $0 })
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path))
    }

    @Test(
        "--lang and --json work before and after every subcommand",
        arguments: [
            (["--lang", "ko", "launch"], true, false), (["launch", "--lang", "ko"], true, false),
            (["--json", "launch"], false, true), (["launch", "--json"], false, true),
            (["--lang", "ko", "--json", "home"], true, true),
            (["home", "--json", "--lang", "ko"], true, true),
            (["--lang", "ko", "whats-new"], true, false), (["whats-new", "--lang", "ko"], true, false),
            (["--json", "product", "110569"], false, true), (["product", "110569", "--json"], false, true),
            (["--lang", "ko", "signin", "Minji"], true, false),
            (["signin", "Minji", "--lang", "ko"], true, false),
            (["--lang", "ko", "signout"], true, false), (["signout", "--json"], false, true),
            (["--lang", "ko", "popup", "status"], true, false),
            (["popup", "--lang", "ko", "status"], true, false),
            (["popup", "status", "--lang", "ko"], true, false),
            (["--json", "popup", "dismiss"], false, true),
            (["popup", "dismiss", "--json"], false, true), (["popup", "reset", "--lang", "ko"], true, false),
        ])
    func languageAndJSONInEitherPosition(arguments: [String], korean: Bool, json: Bool) async throws {
        let (cli, directory) = try cliAndDirectory()
        try await signIn(cli, directory)
        let run = try await cli.run(["--data-dir", directory.path] + arguments)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        if json {
            #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(run.stdout)")
            if arguments.contains("home") { #expect(run.stdout.contains("반가워요") == korean) }
        } else if !arguments.contains("whats-new") {
            #expect(hasHangul(run.stdout) == korean, "\(run.stdout)")
        } else {
            #expect(run.stdout.contains("2022년 6월 1일") == korean, "\(run.stdout)")
        }
    }

    @Test func everySubcommandsHelpListsTheGlobalOptionsAndTheServiceOptionsOnlyWhereUsed() async throws {
        let (cli, _) = try cliAndDirectory()
        let readers: Set<[String]> = [["launch"], ["home"], ["whats-new"], ["product"]]
        for command in [
            ["signin"], ["signout"], ["launch"], ["popup"], ["popup", "dismiss"], ["popup", "status"],
            ["popup", "reset"], ["home"], ["whats-new"], ["product"],
        ] {
            let help = try await cli.run(command + ["--help"])
            #expect(help.status == 0)
            for option in ["--data-dir", "--lang", "--json"] {
                #expect(help.stdout.contains(option), "\(command) --help lacks \(option)")
            }
            for option in ["--offline", "--fixtures", "--live", "--base-url"] {
                #expect(
                    help.stdout.contains(option) == readers.contains(command),
                    "\(command) --help and \(option)")
            }
            #expect(
                help.stdout.contains("--downloads") == (command == ["whats-new"]),
                "\(command) and --downloads")
        }
    }

    @Test(
        "Service options belong only to the commands that read the services",
        arguments: [
            ["signin", "Minji", "--offline"], ["signout", "--fixtures", "/tmp"],
            ["popup", "dismiss", "--live"],
            ["--base-url", "http://127.0.0.1:1", "home"], ["home", "--downloads", "2"],
        ])
    func serviceOptionsOnlyWhereUsed(arguments: [String]) async throws {
        let (cli, directory) = try cliAndDirectory()
        let run = try await cli.run(arguments + ["--data-dir", directory.path])
        #expect(run.status == 64 && run.errorLines.count == 1, "stderr: \(run.stderr)")
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
        let (cli, directory) = try cliAndDirectory(environment)
        let run = try await cli("launch", "--data-dir", directory.path)
        #expect(run.status == 0)
        #expect(hasHangul(run.stdout) == korean, "\(run.stdout)")
        let error = try await cli("home", "--data-dir", directory.path)
        #expect(error.status == 1 && hasHangul(error.stderr) == korean, "\(error.stderr)")
    }

    @Test func langWinsOverTheEnvironment() async throws {
        let (cli, directory) = try cliAndDirectory(["LC_ALL": "ko_KR.UTF-8"])
        let run = try await cli("launch", "--lang", "en", "--data-dir", directory.path)
        #expect(run.status == 0 && run.stdout.hasPrefix("Nobody is signed in yet"))
    }

    @Test(
        "Malformed locale variables mean English, never a crash",
        arguments: ["LANG", "LC_ALL", "LC_MESSAGES"])
    func malformedLocaleVariablesNeverCrash(variable: String) async throws {
        for value in ["zzzzzzzzzzzz", "abcdefghijklmnop_KR.UTF-8", "ko_KR.@@", "\u{1B}[31m"] {
            let (cli, directory) = try cliAndDirectory([variable: value])
            try await signIn(cli, directory)
            let launch = try await cli("launch", "--data-dir", directory.path)
            #expect(launch.status == 0, "\(variable)=\(value): \(launch.stderr)")
            #expect(launch.stdout.hasPrefix("Welcome back, Minji."))
            let dismissed = try await cli("popup", "dismiss", "--data-dir", directory.path)
            #expect(dismissed.status == 0 && dismissed.stdout.contains("hidden until"), "\(dismissed.stderr)")
            let korean = try await cli("home", "--lang", "ko", "--data-dir", directory.path)
            #expect(korean.status == 0 && hasHangul(korean.stdout), "\(variable)=\(value): \(korean.stderr)")
        }
    }

    @Test(
        "Output that cannot be written exits 74 and changes nothing",
        arguments: [
            #""$0" signin Bob --data-dir "$1" >&-"#,
            #""$0" signin Bob --data-dir "$1" >/dev/full"#,
            #""$0" signin Bob --data-dir "$1" 2>&-"#,
            #""$0" signin Bob --data-dir "$1" 2>/dev/full"#,
            #""$0" signout --data-dir "$1" >&-"#,
            #""$0" popup dismiss --forever --data-dir "$1" >/dev/full"#,
            #""$0" popup reset --data-dir "$1" >&-"#,
            #""$0" launch --data-dir "$1" >/dev/full"#,
            #""$0" home --data-dir "$1" >/dev/full"#,
            #""$0" whats-new --json --data-dir "$1" >&-"#,
            #""$0" product 999999 --data-dir "$1" 2>/dev/full"#,
            #""$0" --help >/dev/full"#,
        ])
    func unwritableOutputExits74(script: String) async throws {
        let (cli, directory) = try cliAndDirectory()
        try await signIn(cli, directory)
        #expect(try await cli("popup", "dismiss", "--today", "--data-dir", directory.path).status == 0)
        let files = ["session.json", "event-popup.json"].map { directory.appendingPathComponent($0) }
        let before = try files.map { try Data(contentsOf: $0) }

        let run = try await cli.shell(script, directory.path)

        #expect(run.status == 74, "stderr: \(run.stderr)")
        #expect(try files.map { try Data(contentsOf: $0) } == before)
        if script.contains(">&-") && !script.contains("2>") || script.contains(" >/dev/full") {
            #expect(run.stderr.contains("standard output"), "stderr: \(run.stderr)")
        }
    }

    @Test func aDataDirThatIsAFileIsAnIOErrorForReadsAndWrites() async throws {
        let (cli, directory) = try cliAndDirectory()
        let file = directory.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        for arguments in [
            ["signin", "Minji"], ["signout"], ["launch"], ["home"], ["popup"], ["popup", "dismiss"],
            ["popup", "reset"],
        ] {
            let run = try await cli.run(arguments + ["--data-dir", file.path])
            #expect(run.status == 74, "\(arguments): \(run.stderr)")
            #expect(run.errorLines.count == 1 && run.stderr.contains("not a folder"), "\(run.stderr)")
        }
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    @Test func theDataDirFlagBeatsTheVariableWhichBeatsXDG() async throws {
        let (_, flag) = try cliAndDirectory()
        let variable = try temporaryDirectory("starbucks-variable")
        let xdg = try temporaryDirectory("starbucks-xdg")
        let cli = CLI(
            name: "starbucks", environment: ["STARBUCKS_DATA_DIR": variable.path, "XDG_DATA_HOME": xdg.path])
        #expect(try await cli("signin", "Flag", "--data-dir", flag.path).status == 0)
        #expect(try await cli("signin", "Variable").status == 0)
        let xdgOnly = CLI(name: "starbucks", environment: ["XDG_DATA_HOME": xdg.path])
        #expect(try await xdgOnly("signin", "XDG").status == 0)
        for (folder, name) in [
            (flag, "Flag"), (variable, "Variable"), (xdg.appendingPathComponent("starbucks"), "XDG"),
        ] {
            let session = try String(
                contentsOf: folder.appendingPathComponent("session.json"), encoding: .utf8)
            #expect(session.contains("\"\(name)\""), "\(folder.path): \(session)")
        }
    }

    @Test func anEmptyDataDirIsAUsageError() async throws {
        let (cli, _) = try cliAndDirectory()
        for arguments in [
            ["launch", "--data-dir", ""], ["--data-dir", "", "signin", "x"], ["popup", "--data-dir", " "],
        ] {
            let run = try await cli.run(arguments)
            #expect(run.status == 64 && run.stderr.contains("--data-dir"), "\(arguments): \(run.stderr)")
        }
    }
}
