import Foundation
import Testing

/// The conventions every CLI of the workspace keeps, on `expo`: global options in either
/// position, an option only on the commands that use it, the language from the environment, and
/// output that cannot be written.
@Suite("expo: options, language, output streams")
struct ExpoConventionTests {
    private let cli = CLI(name: "expo")

    @Test(
        "--data works before the subcommand and after it",
        arguments: [
            ["--data", "DIR", "items"], ["items", "--data", "DIR"],
            ["--data", "DIR", "item", "2"], ["item", "2", "--data", "DIR"], ["item", "--data", "DIR", "2"],
            ["--data-dir", "DIR", "search", "갓"], ["search", "갓", "--data-dir", "DIR"],
            ["--data", "DIR", "poster"], ["poster", "--data", "DIR"],
        ])
    func dataInEitherPosition(arguments: [String]) async throws {
        let folder = try ExpoFixture.folder()
        let run = try await cli.run(arguments.map { $0 == "DIR" ? folder.path : $0 })
        #expect(run.status == 0, "stderr: \(run.stderr)")
        // The fixture has two exhibits, the bundled catalog thirteen.
        if arguments.contains("items") { #expect(run.stdout.contains("Exhibits: 2")) }
        if arguments.contains("item") { #expect(run.stdout.contains("Exhibit 2 of 2")) }
        if arguments.contains("poster") { #expect(run.stdout.contains("둘째 문단입니다.")) }
        if arguments.contains("search") { #expect(run.stdout.contains("2  갓")) }
    }

    @Test(
        "--lang and --json work before and after the subcommand",
        arguments: [
            (["--lang", "ko", "poster"], true, false), (["poster", "--lang", "ko"], true, false),
            (["--json", "poster"], false, true), (["poster", "--json"], false, true),
            (["--lang", "ko", "--json", "items"], true, true),
            (["items", "--json", "--lang", "ko"], true, true),
            (["--lang", "ko", "item", "1"], true, false), (["item", "1", "--lang", "ko"], true, false),
            (["--json", "item", "jikji"], false, true), (["item", "jikji", "--json"], false, true),
            (["--lang", "ko", "search", "gat"], true, false), (["search", "gat", "--json"], false, true),
            (["--lang", "ko", "export", "--format", "html", "--out", "OUT"], true, false),
            (["export", "--json", "--format", "md", "--out", "OUT", "--lang", "ko"], true, true),
        ])
    func languageAndJSONInEitherPosition(arguments: [String], korean: Bool, json: Bool) async throws {
        let out = try temporaryDirectory("expo-conventions").appendingPathComponent("out")
        let run = try await cli.run(arguments.map { $0 == "OUT" ? out.path : $0 })
        #expect(run.status == 0, "stderr: \(run.stderr)")
        if json {
            #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(run.stdout)")
        }
        if arguments.contains("export") {
            let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
            #expect(!written.isEmpty)
            if !json { #expect(ExpoFixture.hasHangul(run.stdout) == korean, "\(run.stdout)") }
        } else {
            #expect(ExpoFixture.hasHangul(run.stdout) == korean, "\(run.stdout)")
        }
    }

    @Test func everySubcommandsHelpListsTheGlobalOptionsAndOnlyItsOwn() async throws {
        for command in ["poster", "items", "item", "search", "export"] {
            let help = try await cli(command, "--help")
            #expect(help.status == 0 && help.stderr.isEmpty)
            for option in ["--data", "--lang", "--json"] {
                #expect(help.stdout.contains(option), "\(command) --help lacks \(option)")
            }
            for option in ["--format", "--out", "--images"] {
                #expect(
                    help.stdout.contains(option) == (command == "export"), "\(command) --help and \(option)")
            }
        }
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
        let cli = CLI(name: "expo", environment: environment)
        let run = try await cli("poster")
        #expect(run.status == 0)
        #expect(ExpoFixture.hasHangul(run.stdout) == korean, "\(run.stdout)")
        let error = try await cli("item", "99")
        #expect(error.status == 1 && ExpoFixture.hasHangul(error.stderr) == korean, "\(error.stderr)")
    }

    @Test func langWinsOverTheEnvironment() async throws {
        let cli = CLI(name: "expo", environment: ["LC_ALL": "ko_KR.UTF-8"])
        let run = try await cli("items", "--lang", "en")
        #expect(
            run.status == 0 && !ExpoFixture.hasHangul(run.stdout) && run.stdout.hasPrefix("Korean exhibits"))
    }

    @Test(
        "Malformed locale variables mean English, never a crash",
        arguments: ["LANG", "LC_ALL", "LC_MESSAGES"])
    func malformedLocaleVariablesNeverCrash(variable: String) async throws {
        for value in ["zzzzzzzzzzzz", "abcdefghijklmnop_KR.UTF-8", "ko_KR.@@", "\u{1B}[31m"] {
            let cli = CLI(name: "expo", environment: [variable: value])
            let poster = try await cli("poster")
            #expect(poster.status == 0, "\(variable)=\(value): \(poster.stderr)")
            #expect(poster.stdout.contains("Visitors: 48,130,300"))
            let korean = try await cli("poster", "--lang", "ko")
            #expect(
                korean.status == 0 && korean.stdout.contains("1900년 4월 14일"),
                "\(variable)=\(value): \(korean.stderr)")
        }
    }

    @Test(
        "Output that cannot be written exits 74 and writes nothing",
        arguments: [
            #""$0" export --format html --out "$1" >&-"#,
            #""$0" export --format html --out "$1" >/dev/full"#,
            #""$0" export --format html --out "$1" 2>&-"#,
            #""$0" export --format html --out "$1" 2>/dev/full"#,
            #""$0" poster >/dev/full"#,
            #""$0" items --lang ko >&-"#,
            #""$0" item 3 >/dev/full"#,
            #""$0" search gat --json >/dev/full"#,
            #""$0" --help >/dev/full"#,
        ])
    func unwritableOutputExits74(script: String) async throws {
        let out = try temporaryDirectory("expo-streams").appendingPathComponent("site")

        let run = try await cli.shell(script, out.path)

        #expect(run.status == 74, "stderr: \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "the export was written")
        if script.contains(">&-") && !script.contains("2>") || script.contains(" >/dev/full") {
            #expect(run.stderr.contains("standard output"), "stderr: \(run.stderr)")
        }
    }
}
