import Foundation
import Testing

@Suite("diary, run as a user runs it")
struct DiaryCLITests {
    @Test func newPrintsTheIDAndTheEntryIsListedShownAndFound() async throws {
        let diary = try DiaryFixture()
        let new = try await diary.cli("new", "Picnic\nSandwiches by the river.")
        #expect(new.status == 0, "stderr: \(new.stderr)")
        #expect(new.stderr.isEmpty, "stderr: \(new.stderr)")
        let id = new.stdout.trimmingCharacters(in: .newlines)
        #expect(UUID(uuidString: id) != nil)
        #expect(id == id.lowercased())
        #expect(new.stdout == id + "\n")

        let list = try await diary.cli("list")
        let lines = list.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "ID        Date   Title   Preview")
        #expect(lines.dropFirst().first == "\(id.prefix(8))  Today  Picnic  Sandwiches by the river.")
        #expect(list.stdout.hasSuffix("\nPage 1 of 1 · 1 entry\n"))

        let show = try await diary.cli("show", String(id.prefix(6)).uppercased())
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.hasPrefix("Picnic\n"), "\(show.stderr)")
        #expect(show.stdout.contains("ID       \(id)\n"))
        #expect(show.stdout.hasSuffix("\n\nSandwiches by the river.\n"))

        let search = try await diary.cli("search", "river")
        #expect(search.status == 0)
        #expect(search.stdout.hasPrefix("1 entry matches “river”.\n"))
    }

    @Test func wordsOfTheTextNeedNoQuotesAndJSONPrintsTheEntry() async throws {
        let diary = try DiaryFixture()
        let run = try await diary.cli("new", "--json", "Rainy", "Sunday")
        #expect(run.status == 0, "\(run.stderr)")
        let entry = DiaryFixture.object(run)
        #expect(entry?["title"] as? String == "Rainy Sunday")
        #expect(entry?["body"] as? String == "")
        #expect((entry?["created"] as? String)?.hasSuffix("Z") == true)
        #expect(entry?["created"] as? String == entry?["updated"] as? String)
    }

    @Test func textComesFromStandardInputAllOfIt() async throws {
        let body = (1...3_000).map { "Line \($0) of a long day." }.joined(separator: "\n")
        let diary = try DiaryFixture(input: "\u{FEFF}\n\n  A long day  \n\n" + body + "\n\n")
        let run = try await diary.cli("new", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let entry = DiaryFixture.object(run)
        #expect(entry?["title"] as? String == "A long day")
        #expect(entry?["body"] as? String == body)
    }

    @Test func theListPagesNewestFirstInEitherLanguage() async throws {
        let diary = try DiaryFixture()
        let items = (1...25).map { number in
            #"{"title": "Day \#(number)", "body": "Entry number \#(number).", "created_at": \#(1_600_000_000 + number * 86_400)}"#
        }
        let imported = try await diary.cli(
            "import", try diary.file("days.json", "[" + items.joined(separator: ",") + "]"))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported 25 entries.\n", "\(imported.stderr)")

        let third = try await diary.cli("list", "--per-page", "10", "--page", "3")
        #expect(third.status == 0)
        let titles = third.stdout.split(separator: "\n").compactMap { line in
            line.split(separator: "  ").first { $0.hasPrefix("Day ") }
        }
        #expect(titles == ["Day 5", "Day 4", "Day 3", "Day 2", "Day 1"])
        #expect(third.stdout.contains("September 14, 2020"))
        #expect(third.stdout.hasSuffix("Page 3 of 3 · 25 entries\n"))

        let korean = try await diary.cli("list", "--per-page", "10", "--lang", "ko")
        #expect(korean.stdout.hasPrefix("ID        날짜             제목    미리 보기\n"), "\(korean.stdout)")
        #expect(korean.stdout.contains("2020년 10월 8일  Day 25"))
        #expect(korean.stdout.hasSuffix("3쪽 중 1쪽 · 일기 25개\n"))

        let json = try await diary.cli("list", "--json", "--page", "2", "--per-page", "20")
        let page = DiaryFixture.object(json)
        #expect(page?["page"] as? Int == 2)
        #expect(page?["perPage"] as? Int == 20)
        #expect(page?["pageCount"] as? Int == 2)
        #expect(page?["totalCount"] as? Int == 25)
        let entries = page?["entries"] as? [[String: Any]]
        #expect(entries?.count == 5)
        #expect(entries?.first?["title"] as? String == "Day 5")
        #expect(entries?.first?["created"] as? String == "2020-09-18T12:26:40Z")
        #expect((entries?.first?["display"] as? [String: Any])?["date"] as? String == "September 18, 2020")
    }

    @Test func anEmptyDiarySaysSo() async throws {
        let diary = try DiaryFixture()
        let run = try await diary.cli("list")
        #expect(run.status == 0)
        #expect(run.stdout == "No entries yet. Write the first one.\n")
        let korean = try await diary.cli("list", "--lang", "ko")
        #expect(korean.stdout == "아직 일기가 없어요. 첫 일기를 써 보세요.\n")
    }

    @Test func theListFitsTheWidth() async throws {
        let long = String(repeating: "Long title words ", count: 8)
        var diary = try DiaryFixture()
        diary.cli.environment["COLUMNS"] = "60"
        try await diary.seed()
        _ = try await diary.cli("new", long + "\n" + String(repeating: "A body that goes on. ", count: 10))
        let run = try await diary.cli("list")
        for line in run.stdout.split(separator: "\n") {
            let width = line.unicodeScalars.reduce(0) { $0 + ((0xAC00...0xD7A3).contains($1.value) ? 2 : 1) }
            #expect(width <= 60, "\(line)")
        }
        #expect(run.stdout.contains("Long title words Long…"), "\(run.stdout)")
    }

    @Test func searchFindsKoreanInsideWordsAndEnglishInOtherForms() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let korean = try await diary.cli("search", "일기", "--lang", "ko")
        #expect(korean.status == 0, "\(korean.stderr)")
        #expect(korean.stdout.hasPrefix("“일기”에 맞는 일기 1개를 찾았어요.\n"))
        #expect(korean.stdout.contains("aaaaaaaa  2020년 12월 23일  비 오는 화요일"))

        let english = try await diary.cli("search", "peach", "--json")
        let results = DiaryFixture.object(english)
        #expect((results?["entries"] as? [[String: Any]])?.first?["title"] as? String == "Market day")
        #expect(results?["totalCount"] as? Int == 1)
        #expect(results?["summary"] as? String == "1 entry matches “peach”.")

        let none = try await diary.cli("search", "\"NEAR\"", "--json")
        #expect(none.status == 1)
        #expect(none.stderr == "diary: No entry matches “\"NEAR\"”.\n")
        #expect((DiaryFixture.object(none)?["entries"] as? [Any])?.isEmpty == true)
    }

    @Test func editReplacesTheTextKeepsTheIDAndTheSearchFollows() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let edit = try await diary.cli("edit", "bbbb", "Flea market\nFound an old typewriter.")
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(edit.stdout == "Updated “Flea market”.\n", "\(edit.stderr)")
        let show = try await diary.cli("show", "bbbb", "--json")
        let detail = DiaryFixture.object(show)
        #expect(detail?["id"] as? String == DiaryFixture.marketID)
        #expect(detail?["title"] as? String == "Flea market")
        #expect((detail?["display"] as? [String: Any])?["date"] as? String == "January 5, 2021")
        #expect(detail?["created"] as? String == "2021-01-05T12:00:00Z")
        #expect(detail?["updated"] as? String != detail?["created"] as? String)
        #expect(try await diary.cli("search", "typewriter").status == 0)
        #expect(try await diary.cli("search", "peaches").status == 1)

        var piped = diary
        piped.cli.input = Data("Flea market\nFound a typewriter and a lamp.".utf8)
        let fromInput = try await piped.cli("edit", "bbbbbbbb-3333", "--json")
        #expect(DiaryFixture.object(fromInput)?["body"] as? String == "Found a typewriter and a lamp.")
    }

    @Test func deleteWithYesRemovesTheEntryAndItsSearchHits() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let run = try await diary.cli("delete", "bbbb", "--yes")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Deleted “Market day”.\n", "\(run.stderr)")
        #expect(try await diary.entries().count == 2)
        #expect(try await diary.cli("search", "peaches").status == 1)
        let json = try await diary.cli("delete", "aaaaaaaa-1", "-y", "--json", "--lang", "ko")
        #expect(DiaryFixture.object(json)?["title"] as? String == "Picnic")
        #expect(try await diary.entries().count == 1)
    }

    @Test func shareGivesTitleDateAndBody() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let run = try await diary.cli("share", "aaaaaaaa-1")
        #expect(run.stdout == "Picnic\nDecember 22, 2020\n\nSandwiches by the river.\nHome by six.\n")
        let korean = try await diary.cli("share", "aaaaaaaa-2", "--lang", "ko", "--json")
        let shared = DiaryFixture.object(korean)
        #expect(shared?["id"] as? String == DiaryFixture.rainID)
        #expect((shared?["text"] as? String)?.hasPrefix("비 오는 화요일\n2020년 12월 23일\n\n") == true)
    }

    @Test func exportsMarkdownTextAndJSONThatImportsBackWithoutDuplicates() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let markdown = try await diary.cli("export")
        #expect(
            markdown.stdout.hasPrefix(
                "# Market day\n\n*January 5, 2021*\n\nBought peaches and a new notebook.\n"))
        #expect(markdown.stdout.contains("\n---\n\n# 비 오는 화요일\n"))
        let text = try await diary.cli("export", "--format", "txt", "--lang", "ko")
        #expect(text.stdout.hasPrefix("Market day\n2021년 1월 5일\n\n"))

        let file = diary.folder.appendingPathComponent("backup.json")
        let written = try await diary.cli("export", "--format", "json", "--out", file.path)
        #expect(written.stdout == "Exported 3 entries to \(file.path).\n", "\(written.stderr)")
        let again = try await diary.cli("import", file.path)
        #expect(again.stdout == "Imported 0 entries (3 entries already in the diary, left unchanged).\n")

        let other = try DiaryFixture()
        let imported = try await other.cli("import", file.path, "--json")
        #expect(DiaryFixture.object(imported)?["insertedCount"] as? Int == 3)
        let original = try await diary.entries()
        let copy = try await other.entries()
        #expect(copy.map { $0["id"] as? String } == original.map { $0["id"] as? String })
        #expect(copy.map { $0["createdAt"] as? String } == original.map { $0["createdAt"] as? String })
        #expect((copy.last?["weather"] as? [String: String])?["icon"] == "01d")

        let summary = try await diary.cli("export", "--format", "md", "--out", file.path + ".md", "--json")
        #expect(DiaryFixture.object(summary)?["count"] as? Int == 3)
        #expect(
            try String(contentsOf: URL(fileURLWithPath: file.path + ".md"), encoding: .utf8).hasPrefix(
                "# Market day"))
    }

    @Test func theOriginalAppsSampleFormatImportsOnce() async throws {
        let diary = try DiaryFixture()
        let sample = try diary.file(
            "sample.json",
            #"[{"title": "첫 일기", "body": "일기장을 샀다.", "created_at": 1608595200}, {"title": "Second", "body": "", "created_at": 1608681600}]"#
        )
        #expect(try await diary.cli("import", sample).stdout == "Imported 2 entries.\n")
        #expect(try await diary.cli("import", sample, "--lang", "ko").stdout.contains("이미 있던 일기 2개"))
        let list = try await diary.cli("list", "--json")
        let rows = DiaryFixture.object(list)?["entries"] as? [[String: Any]]
        #expect(rows?.map { $0["title"] as? String } == ["Second", "첫 일기"])
        #expect(rows?.last?["created"] as? String == "2020-12-22T00:00:00Z")
        #expect((rows?.last?["display"] as? [String: Any])?["date"] as? String == "December 22, 2020")
    }

    @Test func theDatabaseComesFromTheFlagTheVariableOrTheDataHome() async throws {
        let diary = try DiaryFixture()
        let elsewhere = diary.folder.appendingPathComponent("nested/other.sqlite")
        #expect(try await diary.cli("new", "Flag", "--db", elsewhere.path).status == 0)
        #expect(FileManager.default.fileExists(atPath: elsewhere.path))
        #expect(!FileManager.default.fileExists(atPath: diary.database.path))
        #expect(try await diary.cli("new", "Variable").status == 0)
        #expect(try await diary.entries().count == 1)

        let home = diary.folder.appendingPathComponent("data-home")
        let xdg = CLI(name: "diary", environment: ["XDG_DATA_HOME": home.path], input: Data())
        #expect(try await xdg("new", "Default").status == 0)
        let file = home.appendingPathComponent("diary/diary.sqlite")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func processesWritingAtOnceAllSucceed() async throws {
        // A database that does not exist yet: the processes also race to create it.
        let diary = try DiaryFixture()
        let results = try await withThrowingTaskGroup(of: CLI.Run.self) { group in
            for number in 0..<8 {
                group.addTask { try await diary.cli("new", "Entry \(number)\nWritten at the same time.") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for run in results { #expect(run.status == 0, "\(run.stderr)") }
        #expect(try await diary.entries().count == 8)
    }
}

/// The commands that ask or open an editor when a person sits at a terminal, run inside a
/// pseudo-terminal by `script(1)`.
@Suite("diary at a terminal")
struct DiaryTerminalTests {
    /// Runs `arguments` on a pseudo-terminal with `answer` typed in; nil when `script` is missing.
    private func onTerminal(_ diary: DiaryFixture, _ arguments: String, typing answer: String) async throws
        -> CLI.Run?
    {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return nil }
        var cli = diary.cli
        cli.input = Data(answer.utf8)
        return try await cli.shell(#"script -qec "\"$0\" "# + arguments + #"" /dev/null"#)
    }

    @Test func deleteAsksAndOnlyYesDeletes() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        guard let kept = try await onTerminal(diary, "delete bbbb", typing: "n\n") else { return }
        #expect(
            kept.stdout.contains("Delete “Market day”? It can't be brought back. [y/N]"), "\(kept.stdout)")
        #expect(kept.stdout.contains("Kept “Market day”; nothing was deleted."))
        #expect(try await diary.entries().count == 3)

        let korean = try await onTerminal(diary, "delete bbbb --lang ko", typing: "네\n")
        #expect(korean?.stdout.contains("“Market day” 일기를 지울까요?") == true, "\(korean?.stdout ?? "")")
        #expect(korean?.stdout.contains("“Market day” 일기를 삭제했어요.") == true)
        #expect(try await diary.entries().count == 2)
    }

    @Test func newAndEditOpenTheEditorOnATerminal() async throws {
        let diary = try DiaryFixture()
        // The editor runs on the terminal: its standard input, output and error are the CLI's.
        let editor = try diary.file(
            "editor.sh",
            """
            #!/bin/sh
            if [ -t 0 ] && [ -t 1 ] && [ -t 2 ]; then on=terminal; else on=pipe; fi
            printf '\\nWritten in the editor on a %s.' "$on" >> "$1"

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: editor)
        var withEditor = diary
        withEditor.cli.environment["EDITOR"] = editor
        guard let new = try await onTerminal(withEditor, "new --json", typing: "") else { return }
        #expect(new.stdout.contains("\"title\" : \"Written in the editor on a terminal.\""), "\(new.stdout)")

        try await diary.seed()
        let edit = try await onTerminal(withEditor, "edit bbbb", typing: "")
        #expect(edit?.stdout.contains("Updated “Market day”.") == true, "\(edit?.stdout ?? "")")
        let show = try await diary.cli("show", "bbbb", "--json")
        #expect(
            DiaryFixture.object(show)?["body"] as? String
                == "Bought peaches and a new notebook.\nWritten in the editor on a terminal.")

        var failing = diary
        failing.cli.environment["EDITOR"] = "false"
        let failed = try await onTerminal(failing, "new", typing: "")
        #expect(
            failed?.stdout.contains("The editor “false” ended with status 1, so nothing was saved.") == true)
        var none = diary
        none.cli.environment["EDITOR"] = nil
        let missing = try await onTerminal(none, "new", typing: "")
        #expect(missing?.stdout.contains("set EDITOR to write it in an editor") == true)
        #expect(try await diary.entries().count == 4)
    }
}
