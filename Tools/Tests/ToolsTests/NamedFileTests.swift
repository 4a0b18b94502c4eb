import Foundation
import Testing

/// The permission bits of `path`.
private func mode(_ path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
}

/// The text of `path`, or `nil`.
private func text(_ path: String) -> String? {
    try? String(contentsOfFile: path, encoding: .utf8)
}

/// Makes `path` a file holding `contents` with mode `mode`, owned by the ordinary user.
private func place(_ path: String, _ contents: String, mode: mode_t) throws {
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, mode)
    OrdinaryUser.own(path)
}

private let asAnotherUser: ConditionTrait = .enabled(
    if: cannotRunAsAnotherUser == nil, "\(cannotRunAsAnotherUser ?? "")")

@Suite("Files a user names: a read-only one is refused, a replaced one keeps its mode, - is stdout")
struct NamedFileTests {
    /// A seeded diary in a folder the ordinary user owns, run as that user.
    func diary() async throws -> DiaryFixture {
        var diary = try DiaryFixture()
        try await diary.seed()
        OrdinaryUser.own(diary.folder.path)
        for name in try FileManager.default.contentsOfDirectory(atPath: diary.folder.path) {
            OrdinaryUser.own(diary.folder.appendingPathComponent(name).path)
        }
        diary.cli = diary.cli.asOrdinaryUser
        return diary
    }

    @Test(asAnotherUser)
    func diaryExportRefusesAReadOnlyFileAndLeavesItAsItWas() async throws {
        // Given a read-only (0444) file, and a link to it, in a folder the user may write
        let diary = try await diary()
        let file = diary.folder.appendingPathComponent("ro.md").path
        try place(file, "old\n", mode: 0o444)
        let link = diary.folder.appendingPathComponent("link.md").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "ro.md")
        OrdinaryUser.own(link)
        let before = try FileManager.default.contentsOfDirectory(atPath: diary.folder.path).sorted()
        for (path, language) in [(file, "en"), (link, "en"), (file, "ko")] {
            // When the user exports over it
            let run = try await diary.cli("export", "--out", path, "--lang", language)
            // Then it is refused with one line, as a shell's `>` would, and nothing changed
            #expect(run.status == 74, "\(path): \(run.stderr)")
            #expect(run.errorLines.count == 1, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderr.contains(
                    language == "ko"
                        ? "읽기 전용이라 아무것도 쓰지 않았어요. 쓸 수 있게 바꾸거나(chmod u+w) 다른 파일을 고르세요."
                        : "is read-only, so nothing was written; make it writable (chmod u+w) or choose another file."
                ),
                "\(run.stderr)")
            #expect(!run.stderr.contains("(는)") && !run.stderr.contains("(을)"), "\(run.stderr)")
            #expect(text(file) == "old\n")
            #expect(mode(file) == 0o444)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "ro.md")
            #expect(try FileManager.default.contentsOfDirectory(atPath: diary.folder.path).sorted() == before)
        }
    }

    @Test(asAnotherUser)
    func diaryExportKeepsTheModeOfTheFileItReplaces() async throws {
        // Given private (0600) and group-readable (0640) files of the user's
        let diary = try await diary()
        for fileMode: mode_t in [0o600, 0o640] {
            let file = diary.folder.appendingPathComponent("export-\(String(fileMode, radix: 8)).md").path
            try place(file, "old\n", mode: fileMode)
            // When the user exports over it
            let run = try await diary.cli("export", "--out", file)
            // Then it is replaced whole and keeps its mode
            #expect(run.status == 0, "\(run.stderr)")
            #expect(text(file)?.hasPrefix("# Market day\n") == true)
            #expect(mode(file) == fileMode)
        }
    }

    @Test(asAnotherUser)
    func expoSiteRefusesAReadOnlyPageBeforeWritingAnyAndKeepsModes() async throws {
        // Given a site the user exported, then made index.html read-only and exhibits.html private
        let folder = try OrdinaryUser.folder("expo-named")
        let site = folder.appendingPathComponent("site")
        let cli = CLI(name: "expo").asOrdinaryUser
        let first = try await cli("export", "--format", "html", "--out", site.path)
        #expect(first.status == 0, "\(first.stderr)")
        let index = site.appendingPathComponent("index.html").path
        let list = site.appendingPathComponent("exhibits.html").path
        let page = site.appendingPathComponent("exhibit-01-jikji.html").path
        let original = try #require(text(index))
        chmod(index, 0o444)
        chmod(list, 0o600)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: page))
        // When the user exports over it again
        let refused = try await cli("export", "--format", "html", "--out", site.path)
        // Then the read-only page is named in one line, and no page was written
        #expect(refused.status == 74)
        #expect(refused.errorLines.count == 1, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("index.html is read-only, so nothing was written"), "\(refused.stderr)")
        #expect(text(index) == original)
        #expect(mode(index) == 0o444)
        #expect(text(page) == "stale")
        // And once it is writable again, every page is replaced, each keeping its mode
        chmod(index, 0o644)
        let again = try await cli("export", "--format", "html", "--out", site.path)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(text(page) != "stale")
        #expect(mode(list) == 0o600)
        #expect(mode(index) == 0o644)
    }

    @Test(asAnotherUser)
    func expoMarkdownToAReadOnlyFileIsRefused() async throws {
        let folder = try OrdinaryUser.folder("expo-named")
        let file = folder.appendingPathComponent("expo.md").path
        try place(file, "old\n", mode: 0o444)
        let run = try await CLI(name: "expo").asOrdinaryUser("export", "--format", "markdown", "--out", file)
        #expect(run.status == 74)
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("expo.md is read-only"), "\(run.stderr)")
        #expect(text(file) == "old\n")
        #expect(mode(file) == 0o444)
    }

    @Test(asAnotherUser)
    func starbucksLeavesAReadOnlyStateFileAsItWas() async throws {
        // Given a data folder of the user's whose session file was made read-only
        let folder = try OrdinaryUser.folder("starbucks-named")
        let cli = CLI(name: "starbucks").asOrdinaryUser
        #expect(try await cli("signin", "Minji", "--data-dir", folder.path).status == 0)
        let session = folder.appendingPathComponent("session.json").path
        chmod(session, 0o444)
        let before = text(session)
        // When the user signs in again, or out
        for arguments in [["signin", "Bob"], ["signout"]] {
            let run = try await cli.run(arguments + ["--data-dir", folder.path])
            // Then it is refused with one line, and the file is as it was
            #expect(run.status == 74, "\(arguments): \(run.stderr)")
            #expect(run.errorLines.count == 1, "\(run.stderr)")
            #expect(run.stderr.contains("read-only"), "\(run.stderr)")
            #expect(text(session) == before)
            #expect(mode(session) == 0o444)
        }
        // And a writable one keeps its mode when replaced
        chmod(session, 0o600)
        #expect(try await cli("signin", "Bob", "--data-dir", folder.path).status == 0)
        #expect(text(session)?.contains("Bob") == true)
        #expect(mode(session) == 0o600)
    }

    @Test func expoMarkdownIsOneFileOrStandardOutput() async throws {
        let folder = try temporaryDirectory("expo-markdown")
        let cli = CLI(name: "expo")
        // `--out expo.md` writes that one file, not a folder
        let file = folder.appendingPathComponent("expo.md").path
        let written = try await cli("export", "--format", "markdown", "--out", file)
        #expect(written.status == 0, "\(written.stderr)")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue)
        let document = try #require(text(file))
        #expect(document.hasPrefix("# Paris World Exposition 1900"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["expo.md"])
        // `--out -` is standard output: the same document, and nothing else
        let standardOutput = try await cli("export", "--format", "markdown", "--out", "-")
        #expect(standardOutput.status == 0, "\(standardOutput.stderr)")
        #expect(standardOutput.stderr.isEmpty)
        #expect(standardOutput.stdout == document)
        let json = try await cli("export", "--format", "md", "--out", "-", "--json")
        #expect(json.status == 0, "\(json.stderr)")
        let answer = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(answer?["content"] as? String == document)
        #expect(answer?["format"] as? String == "markdown")
        // A file kept private stays private; a link is written through and stays a link
        chmod(file, 0o600)
        let link = folder.appendingPathComponent("link.md").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "expo.md")
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        let throughLink = try await cli("export", "--format", "markdown", "--out", link)
        #expect(throughLink.status == 0, "\(throughLink.stderr)")
        #expect(text(file) == document)
        #expect(mode(file) == 0o600)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "expo.md")
        // A FIFO is streamed into
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let streamed = try await cli.shell(
            #"cat "$1" > "$1.read" & "$0" export --format markdown --out "$1"; status=$?; wait; cat "$1.read"; exit $status"#,
            fifo)
        #expect(streamed.status == 0, "\(streamed.stderr)")
        #expect(streamed.stdout.hasSuffix("\n" + document), "\(streamed.stdout)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    }

    @Test func theSiteIsAFolderAndItsHelpAndTheMarkdownFileSaySo() async throws {
        let cli = CLI(name: "expo")
        let help = try await cli("export", "--help").stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(
            help.contains(
                "Markdown is one file: --out names it (in a folder that exists), and - is standard output."),
            "\(help)")
        #expect(help.contains("The HTML site is a folder: --out names the folder"), "\(help)")
        let korean = try await cli("export", "--help", "--lang", "ko").stdout
        #expect(korean.contains("Markdown은 파일 하나예요."), "\(korean)")
        let dash = try await cli("export", "--format", "html", "--out", "-")
        #expect(dash.status == 64)
        #expect(dash.errorLines.count == 1, "\(dash.stderr)")
        #expect(dash.stderr.contains("--format markdown"), "\(dash.stderr)")
    }
}
