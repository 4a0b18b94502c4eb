import Foundation
import Testing

/// The conventions every CLI of the workspace keeps, on `diary`: global options in either
/// position, an option only on the commands that use it, the language from the environment, and
/// output that cannot be written.
@Suite("diary: options, language, output streams")
struct DiaryConventionTests {
    /// A seeded diary whose CLI has no `DIARY_DB` and a data home of its own (checked to stay
    /// empty), so only `--db` names the database.
    private func seededWithoutVariable() async throws -> DiaryFixture {
        var diary = try DiaryFixture()
        try await diary.seed()
        diary.cli.environment["DIARY_DB"] = nil
        diary.cli.environment["XDG_DATA_HOME"] = diary.folder.appendingPathComponent("data").path
        return diary
    }

    @Test(
        "--db works before the subcommand and after it",
        arguments: [
            ["--db", "DB", "list"], ["list", "--db", "DB"], ["list", "--page", "1", "--db", "DB"],
            ["--db", "DB", "show", "bbbb"], ["show", "bbbb", "--db", "DB"], ["show", "--db", "DB", "bbbb"],
            ["--db", "DB", "search", "peach"], ["search", "peach", "--db", "DB"],
            ["--db", "DB", "share", "bbbb"], ["share", "bbbb", "--db", "DB"],
            ["--db", "DB", "export"], ["export", "--format", "text", "--db", "DB"],
            ["--db", "DB", "new", "Hello"], ["new", "Hello", "--db", "DB"],
            ["--db", "DB", "edit", "bbbb", "Hi"], ["edit", "bbbb", "Hi", "--db", "DB"],
            ["--db", "DB", "import", "SEED"], ["import", "SEED", "--db", "DB"],
            ["--db", "DB", "delete", "bbbb", "--yes"], ["delete", "bbbb", "--yes", "--db", "DB"],
        ])
    func dbInEitherPosition(arguments: [String]) async throws {
        let diary = try await seededWithoutVariable()
        let seed = diary.folder.appendingPathComponent("seed.json").path
        let run = try await diary.cli.run(
            arguments.map { $0 == "DB" ? diary.database.path : $0 == "SEED" ? seed : $0 })
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let expected = arguments.contains("new") ? 4 : arguments.contains("delete") ? 2 : 3
        #expect(try await diary.entries().count == expected)
        #expect(!FileManager.default.fileExists(atPath: diary.folder.appendingPathComponent("data").path))
    }

    @Test(
        "--lang and --json work before and after the subcommand",
        arguments: [
            (["--lang", "ko", "list"], true, false), (["list", "--lang", "ko"], true, false),
            (["--json", "list"], false, true), (["list", "--json"], false, true),
            (["--lang", "ko", "--json", "show", "aaaaaaaa-1"], true, true),
            (["show", "aaaaaaaa-1", "--json", "--lang", "ko"], true, true),
            (["--lang", "ko", "share", "bbbb"], true, false),
            (["share", "bbbb", "--lang", "ko"], true, false),
            (["--json", "search", "peach"], false, true), (["search", "peach", "--json"], false, true),
            (["--lang", "ko", "export", "--format", "text"], true, false),
            (["export", "--json", "--lang", "ko"], true, true),
            (["--lang", "ko", "import", "SEED"], true, false), (["import", "SEED", "--json"], false, true),
            (["--json", "new", "Hi"], false, true), (["new", "Hi", "--json"], false, true),
            (["--lang", "ko", "edit", "bbbb", "Hi"], true, false),
            (["edit", "bbbb", "Hi", "--json"], false, true),
            (["--lang", "ko", "delete", "bbbb", "--yes"], true, false),
            (["delete", "bbbb", "--yes", "--json"], false, true),
        ])
    func languageAndJSONInEitherPosition(arguments: [String], korean: Bool, json: Bool) async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let seed = diary.folder.appendingPathComponent("seed.json").path
        let run = try await diary.cli.run(arguments.map { $0 == "SEED" ? seed : $0 })
        #expect(run.status == 0, "stderr: \(run.stderr)")
        if json {
            #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(run.stdout)")
        }
        // Only what the kit words or formats is in Korean: dates, headers, notices; `new` prints
        // an ID or an entry, never words of the kit.
        if !arguments.contains("new") {
            // The fixture's own Korean text is left out: any Hangul that remains is the kit's.
            let fixture = Set("비 오는 화요일 우산 없이 정류장까지 뛰었다. 새 일기장을 샀다.")
            let kitText = String(run.stdout.filter { !fixture.contains($0) })
            #expect(DiaryFixture.hasHangul(kitText) == korean, "\(run.stdout)")
        }
    }

    @Test func everySubcommandsHelpListsTheGlobalOptionsAndOnlyItsOwn() async throws {
        let diary = try DiaryFixture()
        let own: [String: [String]] = [
            "list": ["--limit", "--page"], "export": ["--format", "--out"], "delete": ["--yes"],
        ]
        for command in ["new", "list", "show", "edit", "delete", "search", "export", "import", "share"] {
            let help = try await diary.cli(command, "--help")
            #expect(help.status == 0 && help.stderr.isEmpty)
            for option in ["--db", "--lang", "--json"] {
                #expect(help.stdout.contains(option), "\(command) --help lacks \(option)")
            }
            for option in ["--limit", "--page", "--format", "--out", "--yes"] {
                #expect(
                    help.stdout.contains(option) == (own[command]?.contains(option) ?? false),
                    "\(command) --help and \(option)")
            }
        }
        let root = try await diary.cli("--help")
        for command in ["new", "list", "show", "edit", "delete", "search", "export", "import", "share"] {
            #expect(root.stdout.contains("  \(command) "), "diary --help lacks \(command)")
        }
        #expect(try await diary.cli("--version").stdout == "0.1.0\n")
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
        let diary = try DiaryFixture(environment: environment)
        let empty = try await diary.cli("list")
        #expect(empty.status == 0)
        #expect(DiaryFixture.hasHangul(empty.stdout) == korean, "\(empty.stdout)")
        let error = try await diary.cli("show", "ffff")
        #expect(error.status == 1 && DiaryFixture.hasHangul(error.stderr) == korean, "\(error.stderr)")
    }

    @Test func langWinsOverTheEnvironment() async throws {
        let diary = try DiaryFixture(environment: ["LC_ALL": "ko_KR.UTF-8"])
        let run = try await diary.cli("list", "--lang", "en")
        #expect(run.status == 0 && run.stdout == "No entries yet. Write the first one.\n")
    }

    @Test(
        "Malformed locale variables mean English, never a crash",
        arguments: ["LANG", "LC_ALL", "LC_MESSAGES"])
    func malformedLocaleVariablesNeverCrash(variable: String) async throws {
        for value in ["zzzzzzzzzzzz", "abcdefghijklmnop_KR.UTF-8", "ko_KR.@@", "\u{1B}[31m"] {
            let diary = try DiaryFixture(environment: [variable: value])
            try await diary.seed()
            let list = try await diary.cli("list")
            #expect(list.status == 0, "\(variable)=\(value): \(list.stderr)")
            #expect(list.stdout.contains("January 5, 2021"))
            let korean = try await diary.cli("show", "bbbb", "--lang", "ko")
            #expect(
                korean.status == 0 && korean.stdout.contains("2021년 1월 5일"),
                "\(variable)=\(value): \(korean.stderr)")
        }
    }

    @Test(
        "Output that cannot be written exits 74 and changes nothing",
        arguments: [
            #""$0" new Hello >&-"#,
            #""$0" new Hello >/dev/full"#,
            #""$0" new Hello 2>&-"#,
            #""$0" new Hello 2>/dev/full"#,
            #""$0" delete bbbb --yes >&-"#,
            #""$0" delete bbbb --yes >/dev/full"#,
            #""$0" edit bbbb Changed 2>/dev/full"#,
            #""$0" import "$1" >/dev/full"#,
            #""$0" export --out "$1.md" >&-"#,
            #""$0" list --lang ko >/dev/full"#,
            #""$0" search peach --json >/dev/full"#,
            #""$0" show bbbb >&-"#,
            #""$0" --help >/dev/full"#,
        ])
    func unwritableOutputExits74(script: String) async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let before = try diary.databaseFiles()
        let other = try diary.file("other.json", #"[{"title": "Other", "body": "", "created_at": 7}]"#)

        let run = try await diary.cli.shell(script, other)

        #expect(run.status == 74, "stderr: \(run.stderr)")
        #expect(try diary.databaseFiles() == before, "the database changed")
        #expect(!FileManager.default.fileExists(atPath: other + ".md"), "the export was written")
        if script.contains(">&-") && !script.contains("2>") || script.contains(" >/dev/full") {
            #expect(run.stderr.contains("standard output"), "stderr: \(run.stderr)")
        }
    }
}
