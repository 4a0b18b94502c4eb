import Foundation
import Testing

/// What issue 15 asked of `diary`: data in `--json`, files written through links and into FIFOs
/// and devices, `-` for the standard streams, `--page`/`--per-page` everywhere, Korean help,
/// particles chosen by the word, and the README's examples running on a fresh install.
@Suite("diary: data, files, paging, Korean, README")
struct DiaryProductTests {
    // MARK: - --json is data

    @Test func showJSONCarriesTheEntrysDataWithTheDisplayTextBeside() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let run = try await diary.cli("show", "aaaaaaaa-1", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let entry = DiaryFixture.object(run)
        #expect(entry?["id"] as? String == DiaryFixture.picnicID)
        #expect(entry?["title"] as? String == "Picnic")
        #expect(entry?["body"] as? String == "Sandwiches by the river.\nHome by six.")
        #expect(entry?["created"] as? String == "2020-12-22T09:30:00Z")
        #expect(entry?["updated"] as? String == "2020-12-22T09:30:00Z")
        let weather = entry?["weather"] as? [String: String]
        #expect(weather == ["condition": "Clear", "icon": "01d"])
        let display = entry?["display"] as? [String: Any]
        // The display text is the formatter's, which may put a narrow space before "AM".
        let shown = (display?["created"] as? String)?.replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(shown == "December 22, 2020 at 9:30 AM")
        #expect(display?["weather"] as? String == "Clear")
        // The same data whatever the language; only the display text changes.
        let korean = DiaryFixture.object(try await diary.cli("show", "aaaaaaaa-1", "--json", "--lang", "ko"))
        #expect(korean?["created"] as? String == "2020-12-22T09:30:00Z")
        #expect((korean?["display"] as? [String: Any])?["weather"] as? String == "맑음")
    }

    @Test func newEditAndDeleteAnswerWithTheSameEntryShape() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let edited = DiaryFixture.object(try await diary.cli("edit", "bbbb", "Flea market", "--json"))
        #expect(edited?["id"] as? String == DiaryFixture.marketID)
        #expect(edited?["created"] as? String == "2021-01-05T12:00:00Z")
        #expect(edited?["message"] as? String == "Updated “Flea market”.")
        let deleted = DiaryFixture.object(try await diary.cli("delete", "bbbb", "--yes", "--json"))
        #expect(deleted?["title"] as? String == "Flea market")
        #expect(deleted?["message"] as? String == "Deleted “Flea market”.")
    }

    // MARK: - Files

    @Test func exportWritesThroughASymbolicLinkAndKeepsIt() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let target = try diary.file("target.md", "old content")
        let link = diary.folder.appendingPathComponent("link.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)

        let run = try await diary.cli("export", "--out", link.path)

        #expect(run.status == 0, "\(run.stderr)")
        let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# Market day\n"))
    }

    @Test func exportStreamsIntoAFIFO() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let fifo = diary.folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)

        let run = try await diary.cli.shell(
            #"cat "$1" > "$1.read" & "$0" export --format txt --out "$1"; status=$?; wait; cat "$1.read"; exit $status"#,
            fifo)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Market day\nJanuary 5, 2021\n"), "\(run.stdout)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    }

    @Test func exportToAFullDeviceFailsWithOneLineAndKeepsTheDevice() async throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let diary = try DiaryFixture()
        try await diary.seed()

        let run = try await diary.cli("export", "--out", "/dev/full")

        #expect(run.status == 74)
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("no space left to write /dev/full"), "\(run.stderr)")
        var info = stat()
        #expect(lstat("/dev/full", &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFCHR, "/dev/full is no longer a device")
    }

    @Test func aDashIsStandardOutputForExportAndStandardInputForImport() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let exported = try await diary.cli("export", "--format", "json", "--out", "-")
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "-"))
        #expect(exported.stdout.contains(DiaryFixture.marketID))

        var other = try DiaryFixture()
        other.cli.input = Data(exported.stdout.utf8)
        let imported = try await other.cli("import", "-")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported 3 entries.\n")
        #expect(try await other.entries().count == 3)
    }

    // MARK: - Paging

    @Test func searchPagesThroughEveryMatch() async throws {
        let diary = try DiaryFixture()
        let items = (1...60).map { number in
            #"{"title": "Rain \#(number)", "body": "", "created_at": \#(1_600_000_000 + number * 3_600)}"#
        }
        _ = try await diary.cli(
            "import", try diary.file("rain.json", "[" + items.joined(separator: ",") + "]"))

        let last = try await diary.cli("search", "rain", "--per-page", "25", "--page", "3", "--json")

        #expect(last.status == 0, "\(last.stderr)")
        let page = DiaryFixture.object(last)
        #expect(page?["totalCount"] as? Int == 60)
        #expect(page?["pageCount"] as? Int == 3)
        #expect(page?["page"] as? Int == 3)
        #expect((page?["entries"] as? [Any])?.count == 10)
        let first = try await diary.cli("search", "rain", "--per-page", "25")
        #expect(first.stdout.hasPrefix("60 entries match “rain”.\n"), "\(first.stdout)")
        #expect(first.stdout.hasSuffix("\nPage 1 of 3 · 60 entries\n"), "\(first.stdout)")
        let everything = try await diary.cli("search", "rain", "--per-page", "100", "--json")
        #expect((DiaryFixture.object(everything)?["entries"] as? [Any])?.count == 60)
    }

    @Test func listAndSearchTakeTheSamePagingOptions() async throws {
        let diary = try DiaryFixture()
        for command in [["list"], ["search", "word"]] {
            let help = try await diary.cli.run(command + ["--help"])
            #expect(help.stdout.contains("--page <n>"), "\(command)")
            #expect(help.stdout.contains("--per-page <n>"), "\(command)")
            #expect(!help.stdout.contains("--limit"), "\(command)")
        }
    }

    // MARK: - Korean

    /// The help text of every command, as a Korean user sees it.
    private func koreanHelp() async throws -> [String: String] {
        let diary = try DiaryFixture(environment: ["LANG": "ko_KR.UTF-8"])
        var help: [String: String] = [:]
        for command in ["", "new", "list", "show", "edit", "delete", "search", "export", "import", "share"] {
            let run = try await diary.cli.run(command.isEmpty ? ["--help"] : [command, "--help"])
            #expect(run.status == 0, "\(command): \(run.stderr)")
            help[command] = run.stdout
        }
        return help
    }

    @Test func everyHelpTextIsKoreanUnderAKoreanLocale() async throws {
        for (command, text) in try await koreanHelp() {
            let lines = text.components(separatedBy: "\n")
            #expect(DiaryFixture.hasHangul(lines.first ?? ""), "\(command): \(lines.first ?? "")")
            // Every option and argument row, or the line its description continues on, is Korean.
            for (index, line) in lines.enumerated() where line.hasPrefix("  -") || line.hasPrefix("  <") {
                let next = index + 1 < lines.count ? lines[index + 1] : ""
                #expect(
                    DiaryFixture.hasHangul(line) || DiaryFixture.hasHangul(next), "diary \(command): \(line)")
            }
        }
    }

    @Test func noParticleIsShownWithBothForms() async throws {
        var texts = try await koreanHelp().values.map { $0 }
        let diary = try DiaryFixture(environment: ["LANG": "ko_KR.UTF-8"])
        try await diary.seed()
        for arguments in [
            ["delete", "bbbb"], ["show", "ffff"], ["show", "aaaa"], ["new", ""], ["list", "--page", "9"],
            ["export", "--format", "pdf"], ["search", "zebra"],
        ] {
            texts.append(try await diary.cli.run(arguments).stderr)
        }
        for text in texts {
            for marker in ["을(를)", "를(을)", "이(가)", "은(는)", "(으)로", "과(와)"] {
                #expect(!text.contains(marker), "\(marker) in: \(text)")
            }
        }
        let confirm = try await diary.cli("delete", "bbbb")
        #expect(confirm.stderr.contains("묻지 않고 지우려면 --yes를 붙이세요."), "\(confirm.stderr)")
        #expect(confirm.stderr.contains("“Market day” 일기를 지우려면"), "\(confirm.stderr)")
    }

    // MARK: - Where the data is

    /// Reading a diary that does not exist yet answers as an empty diary and creates nothing:
    /// no database, no folder. The first entry written creates both.
    @Test func readingADiaryThatDoesNotExistCreatesNothing() async throws {
        let folder = try temporaryDirectory("diary-fresh")
        let data = folder.appendingPathComponent("fresh/diary")
        let cli = CLI(name: "diary", environment: ["DIARY_DATA_DIR": data.path, "TZ": "UTC"])
        let list = try await cli("list")
        #expect(list.status == 0)
        #expect(list.stdout.contains("No entries yet. Write the first one."), "\(list.stdout)")
        let export = try await cli("export", "--format", "json")
        #expect(export.status == 0)
        #expect(export.stdout.contains(#""entries" : ["#), "\(export.stdout)")
        #expect(try await cli("on-this-day").status == 0)
        #expect(try await cli("search", "rain").status == 1)
        #expect(try await cli("show", "abc").status == 1)
        #expect(try await cli("share", "abc").status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("fresh").path))
        #expect(try await cli("new", "Hello").status == 0)
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("diary.sqlite").path))
        #expect(try await cli("list").stdout.contains("Hello"))
    }

    @Test func theDataFolderHoldsTheDatabaseWhenNoFileIsNamed() async throws {
        let folder = try temporaryDirectory("diary-data")
        let data = folder.appendingPathComponent("mine")
        let cli = CLI(
            name: "diary", environment: ["XDG_DATA_HOME": folder.appendingPathComponent("xdg").path])
        #expect(try await cli("--data-dir", data.path, "new", "Hello").status == 0)
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("diary.sqlite").path))
        var fromVariable = cli
        fromVariable.environment["DIARY_DATA_DIR"] = data.path
        let list = try await fromVariable("list", "--json")
        #expect(DiaryFixture.object(list)?["totalCount"] as? Int == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("xdg").path))
    }

    // MARK: - The README

    @Test func theREADMEExampleRunsAsWrittenOnAFreshInstall() async throws {
        let example = try READMEExample.command(for: "diary")
        let folder = try temporaryDirectory("diary-readme")
        let binaries = try CLI.binaryDirectory(containing: "diary")
        let cli = CLI(
            name: "diary",
            environment: [
                "PATH": binaries.path + ":/usr/bin:/bin",
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                "HOME": folder.path,
            ])
        let run = try await cli.shell(#"cd "$1" && "# + example, folder.path)
        #expect(run.status == 0, "\(example)\n\(run.stdout)\n\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }
}

/// The example of a CLI in the root README's table of CLIs.
enum READMEExample {
    /// The README of the workspace.
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// The code spans of `tool`'s row, joined with `&&` into one shell command (the text around
    /// them, such as a remark in brackets, is left out).
    static func command(for tool: String) throws -> String {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let row = text.components(separatedBy: "\n").first(where: { $0.hasPrefix("| `\(tool)` |") })
        else {
            throw DiaryFixtureError(message: "the README has no row for \(tool)")
        }
        let cell = row.dropFirst("| `\(tool)` |".count)
        let spans = cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(
            \.element)
        return spans.joined(separator: " && ")
    }
}
