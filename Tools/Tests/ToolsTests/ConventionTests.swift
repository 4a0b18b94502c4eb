import Foundation
import Testing
import ToolSupport

/// The conventions every CLI of the workspace keeps, checked on all five through the table of
/// ``ConventionSubject``: global options in every position, options only where they are used,
/// help and version, the language from the environment, output that cannot be written, and the
/// data option. What only one CLI does stays in that CLI's own tests.
@Suite("Every CLI: options, help, language, output streams, data")
struct ConventionTests {
    /// Every subject with each of its rows.
    private static func rows<Row>(_ table: (ConventionSubject) -> [Row]) -> [(ConventionSubject, Row)] {
        ConventionSubject.all.flatMap { subject in table(subject).map { (subject, $0) } }
    }

    /// A fresh workspace with `commands` (the subject's seed, say) run in it.
    private func prepared(
        _ subject: ConventionSubject, environment: [String: String] = [:], running commands: [[String]] = []
    ) async throws -> Workspace {
        let workspace = try await subject.prepare(environment)
        for command in commands {
            let run = try await workspace.cli.run(workspace.arguments(command))
            try #require(run.status == 0, "\(command): \(run.stderr)")
        }
        return workspace
    }

    // MARK: - Options in every position, and only where they are used

    @Test(
        "The data option works before the subcommand, between subcommands, and after them",
        arguments: rows(\.dataPositions))
    func dataOptionInEveryPosition(subject: ConventionSubject, position: DataPosition) async throws {
        let workspace = try await prepared(subject, running: subject.dataPositionsSeeded ? subject.seed : [])
        let run = try await workspace.flagOnly.run(workspace.arguments(position.arguments))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        if let output = position.output {
            #expect(output.holds(for: run.stdout), "stdout \(output): \(run.stdout)")
        }
        try await subject.dataPositionCheck?(workspace, position.arguments)
        for path in workspace.untouched {
            #expect(!FileManager.default.fileExists(atPath: path), "\(path) was created")
        }
    }

    @Test(
        "--lang and --json (and every global option) work before and after the subcommand",
        arguments: rows(\.languagePositions))
    func languageAndJSONInEveryPosition(subject: ConventionSubject, position: LanguagePosition) async throws {
        let workspace = try await prepared(subject, running: subject.seed)
        let run = try await workspace.cli.run(
            workspace.arguments(subject.languagePositionPrefix + position.arguments))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        if position.json {
            #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(run.stdout)")
        }
        if let korean = position.korean {
            if let marker = position.marker {
                #expect(run.stdout.contains(marker) == korean, "\(run.stdout)")
            } else {
                #expect(hasHangul(subject.kitText(run.stdout)) == korean, "\(run.stdout)")
            }
        }
        try await subject.languagePositionCheck?(workspace, position.arguments)
    }

    @Test(
        "An option given to a command that does not take it is a usage error naming it",
        arguments: rows(\.misplacedOptions))
    func optionsOnlyWhereUsed(subject: ConventionSubject, misplaced: MisplacedOption) async throws {
        let workspace = try await prepared(subject)
        let run = try await workspace.cli.run(workspace.arguments(misplaced.arguments))
        #expect(run.status == 64, "stderr: \(run.stderr)")
        #expect(run.errorLines.count == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.contains(misplaced.option), "stderr: \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    // MARK: - Help and version

    @Test("Every subcommand's help lists the global options and only its own", arguments: rows(\.helpPages))
    func helpListsItsOptions(subject: ConventionSubject, page: HelpPage) async throws {
        let help = try await CLI(name: subject.name).run(page.command + ["--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty, "\(help.stderr)")
        for option in page.lists {
            #expect(help.stdout.contains(option), "\(page.command) --help lacks \(option)")
        }
        for option in page.omits {
            #expect(!help.stdout.contains(option), "\(page.command) --help shows \(option)")
        }
    }

    @Test(
        "The root's help lists every subcommand; --version prints the version",
        arguments: ConventionSubject.all)
    func rootHelpAndVersion(subject: ConventionSubject) async throws {
        let cli = CLI(name: subject.name)
        let root = try await cli("--help")
        #expect(root.status == 0)
        for command in subject.commands {
            #expect(root.stdout.contains("  \(command) "), "\(subject.name) --help lacks \(command)")
        }
        let version = try await cli("--version")
        #expect(version.status == 0)
        #expect(version.stdout == "\(WorkspaceVersion.current)\n")
        #expect(version.stderr.isEmpty)
    }

    // MARK: - Language

    @Test(
        "The default language follows LC_ALL, then LC_MESSAGES, then LANG, and --lang en beats it",
        arguments: ConventionSubject.all.flatMap { subject in
            ConventionSubject.localeSettings.map { (subject, $0.0, $0.1) }
        })
    func languageFromTheEnvironment(
        subject: ConventionSubject, environment: [String: String], korean: Bool
    ) async throws {
        let workspace = try await prepared(subject, environment: environment)
        let probe = subject.languageProbe
        func shown(_ run: CLI.Run) -> String {
            probe.firstLineOnly ? run.stdout.split(separator: "\n").first.map(String.init) ?? "" : run.stdout
        }
        let run = try await workspace.cli.run(workspace.arguments(probe.arguments))
        #expect(run.status == probe.status, "stderr: \(run.stderr)")
        #expect(hasHangul(shown(run)) == korean, "\(run.stdout)")
        let english = try await workspace.cli.run(workspace.arguments(probe.arguments + ["--lang", "en"]))
        #expect(english.status == probe.status, "stderr: \(english.stderr)")
        #expect(!hasHangul(shown(english)), "\(english.stdout)")
        if let error = subject.errorProbe {
            let failed = try await workspace.cli.run(workspace.arguments(error.arguments))
            #expect(failed.status == error.status, "stderr: \(failed.stderr)")
            #expect(hasHangul(failed.stderr) == korean, "\(failed.stderr)")
        }
    }

    @Test(
        "A domain refusal (exit 1) is one line on stderr, in either language, and nothing on stdout",
        arguments: ConventionSubject.all.filter { $0.errorProbe != nil })
    func aRefusalIsOneLineOnStandardError(subject: ConventionSubject) async throws {
        let workspace = try await prepared(subject)
        let probe = try #require(subject.errorProbe)
        for language in ["en", "ko"] {
            let run = try await workspace.cli.run(
                workspace.arguments(probe.arguments + ["--lang", language]))
            #expect(run.status == 1, "\(probe.arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(probe.arguments): \(run.stdout)")
            #expect(run.errorLines.count == 1, "\(probe.arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("\(subject.name): "), "\(run.stderr)")
        }
    }

    @Test("--lang wins over the environment", arguments: ConventionSubject.all)
    func langWinsOverTheEnvironment(subject: ConventionSubject) async throws {
        let workspace = try await prepared(subject, environment: ["LC_ALL": "ko_KR.UTF-8"])
        let (arguments, output) = subject.englishProbe
        let run = try await workspace.cli.run(workspace.arguments(arguments))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!hasHangul(run.stdout), "\(run.stdout)")
        #expect(output.holds(for: run.stdout), "stdout \(output): \(run.stdout)")
    }

    @Test(
        "Malformed locale variables mean English, never a crash",
        arguments: ConventionSubject.all.flatMap { subject in
            ["LANG", "LC_ALL", "LC_MESSAGES"].map { (subject, $0) }
        })
    func malformedLocaleVariablesNeverCrash(subject: ConventionSubject, variable: String) async throws {
        for value in ConventionSubject.malformedLocales {
            let workspace = try await prepared(subject, environment: [variable: value], running: subject.seed)
            for (arguments, output) in subject.localeChecks {
                let run = try await workspace.cli.run(workspace.arguments(arguments))
                #expect(run.status == 0, "\(variable)=\(value) \(arguments): \(run.stderr)")
                #expect(
                    output.holds(for: run.stdout),
                    "\(variable)=\(value) \(arguments) \(output): \(run.stdout)")
            }
        }
    }

    // MARK: - Output streams

    @Test(
        "Output that cannot be written exits 74 and changes nothing",
        arguments: ConventionSubject.all.flatMap { subject in subject.unwritableScripts.map { (subject, $0) }
        })
    func unwritableOutputExits74(subject: ConventionSubject, script: String) async throws {
        var workspace = try await prepared(subject, running: subject.seed + subject.unwritableSeed)
        workspace.cli.environment.merge(subject.unwritableEnvironment) { $1 }
        let before = try await workspace.state()

        let run = try await workspace.cli.shell(script, workspace.scriptArgument)

        #expect(run.status == 74, "stderr: \(run.stderr)")
        #expect(try await workspace.state() == before, "something changed")
        if script.contains(">&-") && !script.contains("2>") || script.contains(" >/dev/full") {
            // Said in the run's language: `--lang ko` or a Korean locale makes it Korean.
            let korean = script.contains("--lang ko") || script.contains("=ko_KR")
            let stream = korean ? "표준 출력" : "standard output"
            let closed = korean ? "닫혀 있어요" : "it is closed"
            #expect(run.stderr.contains(stream), "stderr: \(run.stderr)")
            #expect(hasHangul(run.stderr) == korean, "stderr: \(run.stderr)")
            if script.hasSuffix(">&-") {
                #expect(run.stderr.contains(closed), "stderr: \(run.stderr)")
            } else {
                #expect(run.stderr.contains("/dev/full"), "stderr: \(run.stderr)")
            }
        }
    }

    @Test(
        "An argument that is not UTF-8 is refused with 65 before anything is done",
        arguments: ConventionSubject.all.flatMap { subject in
            subject.unwritableScripts.filter { $0.hasSuffix(" >&-") }.map { (subject, $0) }
        })
    func anArgumentThatIsNotUTF8IsRefused(subject: ConventionSubject, script: String) async throws {
        // Given a command that changes the data (its output left open), and a Latin-1 "Café"
        var workspace = try await prepared(subject, running: subject.seed + subject.unwritableSeed)
        workspace.cli.environment.merge(subject.unwritableEnvironment) { $1 }
        let before = try await workspace.state()
        let command = String(script.dropLast(" >&-".count))

        // When the bytes are its last argument (Swift would read them as "Caf\u{FFFD}")
        let run = try await workspace.cli.shell(
            command + #" "$(printf 'Caf\351')""#, workspace.scriptArgument)

        // Then it is refused in the run's language, naming the argument, and nothing changed
        let korean = script.contains("--lang ko") || script.contains("=ko_KR")
        #expect(run.status == 65, "stderr: \(run.stderr)")
        #expect(run.errorLines.count == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("“Caf\u{FFFD}”"), "stderr: \(run.stderr)")
        #expect(
            run.stderr.contains(korean ? "올바른 UTF-8 텍스트가 아니라서" : "is not valid UTF-8 text"), "\(run.stderr)")
        #expect(run.stdout.isEmpty, "stdout: \(run.stdout)")
        #expect(try await workspace.state() == before, "something changed")
    }

    @Test(
        "A command with nothing to say on stderr runs as usual when stderr is closed or full",
        arguments: ConventionSubject.all.flatMap { subject in ["2>&-", "2>/dev/full"].map { (subject, $0) } })
    func aQuietCommandRunsWhateverStandardErrorIs(subject: ConventionSubject, redirection: String)
        async throws
    {
        let workspace = try await prepared(subject, running: subject.seed)
        for (arguments, output) in subject.localeChecks {
            let run = try await workspace.cli.shell(
                #""$0" "$@" "# + redirection, arguments: workspace.arguments(arguments))
            #expect(run.status == 0, "\(arguments) \(redirection): \(run.stderr)")
            #expect(output.holds(for: run.stdout), "\(arguments) \(redirection) \(output): \(run.stdout)")
        }
    }

    // MARK: - The data option

    @Test(
        "An empty data path is a usage error naming the option",
        arguments: ConventionSubject.all.filter { $0.emptyDataOption != nil })
    func anEmptyDataPathIsAUsageError(subject: ConventionSubject) async throws {
        let (option, runs) = try #require(subject.emptyDataOption)
        let cli = CLI(name: subject.name)
        for arguments in runs {
            let run = try await cli.run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.errorLines.count == 1, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(option), "\(arguments): \(run.stderr)")
        }
    }

    @Test(
        "A data path of the wrong kind is an I/O error for reads and writes",
        arguments: ConventionSubject.all.filter { $0.wrongDataKind != nil })
    func aDataPathOfTheWrongKindIsAnIOError(subject: ConventionSubject) async throws {
        let wrong = try #require(subject.wrongDataKind)
        let workspace = try await prepared(subject)
        let place = try temporaryDirectory("wrong-kind").appendingPathComponent("not-the-right-kind")
        if wrong.isFolder {
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: false)
        } else {
            try Data("x".utf8).write(to: place)
        }
        for command in wrong.commands {
            let run = try await workspace.flagOnly.run(
                workspace.arguments(command) + [wrong.option, place.path])
            #expect(run.status == 74, "\(command): \(run.stderr)")
            #expect(run.errorLines.count == 1, "\(command): \(run.stderr)")
            #expect(run.stderr.contains(wrong.phrase), "\(command): \(run.stderr)")
        }
        if wrong.isFolder {
            #expect(try FileManager.default.contentsOfDirectory(atPath: place.path).isEmpty)
        } else {
            #expect(try Data(contentsOf: place) == Data("x".utf8))
        }
    }
}
