import DiaryKit
import Foundation
import Testing

@Suite("diary: read-only diaries and other processes' changes", .serialized)
struct DiaryReadOnlyTests {
    /// A diary with the fixture's three entries, in a folder of its own owned by the user the
    /// CLI runs as (`nobody` when the tests run as root, the current user otherwise).
    struct Diary {
        let fixture: DiaryFixture
        let folder: URL
        let path: String
        let owner: uid_t

        init() async throws {
            var fixture = try DiaryFixture()
            folder = try temporaryDirectory("diary-ro")
            path = folder.appendingPathComponent("diary.sqlite").path
            try await fixture.cli("import", try fixture.file("seed.json", DiaryFixture.export), "--db", path)
                .expectSuccess()
            owner = getuid() == 0 ? nobody : getuid()
            if getuid() == 0 {
                fixture.cli.userID = nobody
                fixture.cli.groupID = nogroup
            }
            fixture.cli.environment["DIARY_DB"] = path
            self.fixture = fixture
            for item in [folder.path, path] { _ = chown(item, owner, getuid() == 0 ? nogroup : getgid()) }
            try set(folder: 0o755, file: 0o644)
        }

        /// Sets the modes of the folder and of the database file.
        func set(folder folderMode: Int, file fileMode: Int) throws {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            try FileManager.default.setAttributes([.posixPermissions: fileMode], ofItemAtPath: path)
            try FileManager.default.setAttributes([.posixPermissions: folderMode], ofItemAtPath: folder.path)
        }

        /// The names of the files in the folder.
        func names() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        }

        /// Runs the CLI as the diary's owner.
        func run(_ arguments: String...) async throws -> CLI.Run {
            try await fixture.cli.run(arguments)
        }

        /// Runs the CLI as the diary's owner, with `input` on standard input.
        func run(input: String, _ arguments: String...) async throws -> CLI.Run {
            var cli = fixture.cli
            cli.input = Data(input.utf8)
            return try await cli.run(arguments)
        }

        /// The titles `diary export` finds, newest first.
        func titles() async throws -> [String] {
            let run = try await run("export", "--format", "json")
            try run.expectSuccess()
            let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let entries = document?["entries"] as? [[String: Any]] ?? []
            return entries.compactMap { $0["title"] as? String }
        }

        /// Checks that the read commands work.
        func expectReadsWork(sourceLocation: SourceLocation = #_sourceLocation) async throws {
            for arguments in [
                ["list"], ["list", "--json"], ["show", "bbbb"], ["search", "peach"], ["export"],
                ["export", "--format", "markdown"], ["share", "bbbb"],
            ] {
                let run = try await fixture.cli.run(arguments)
                #expect(run.status == 0, "\(arguments): \(run.stderr)", sourceLocation: sourceLocation)
                #expect(run.stderr.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
            }
            let show = try await run("show", "bbbb")
            #expect(show.stdout.contains("Market day"), sourceLocation: sourceLocation)
        }

        /// Checks that every write command is refused with one line and changes nothing.
        func expectWritesRefused(sourceLocation: SourceLocation = #_sourceLocation) async throws {
            let importFile = try fixture.file("more.json", DiaryFixture.export)
            let before = try await titles()
            let refused: [(CLI.Run, String)] = [
                (try await run("new", "Not saved"), "new TEXT"),
                (try await run(input: "From stdin\nbody", "new"), "new from stdin"),
                (try await run("edit", "bbbb", "Edited"), "edit"),
                (try await run(input: "Edited from stdin", "edit", "bbbb"), "edit from stdin"),
                (try await run("delete", "bbbb", "--yes"), "delete"),
                (try await run("import", importFile), "import"),
                (try await run("new", "Not saved", "--json"), "new --json"),
            ]
            for (run, label) in refused {
                #expect(run.status == 74, "\(label): \(run.stderr)", sourceLocation: sourceLocation)
                #expect(run.errorLines.count == 1, "\(label): \(run.stderr)", sourceLocation: sourceLocation)
                #expect(
                    run.stderr.contains("\(path) is read-only; nothing was saved."),
                    "\(label): \(run.stderr)",
                    sourceLocation: sourceLocation)
                #expect(run.stdout.isEmpty, "\(label)", sourceLocation: sourceLocation)
            }
            let korean = try await run("new", "저장 안 됨", "--lang", "ko")
            #expect(korean.status == 74, sourceLocation: sourceLocation)
            #expect(korean.errorLines.count == 1, sourceLocation: sourceLocation)
            #expect(
                korean.stderr.contains("읽기 전용이라 아무것도 저장하지 않았어요."), "\(korean.stderr)",
                sourceLocation: sourceLocation)
            #expect(try await titles() == before, sourceLocation: sourceLocation)
        }

        /// Checks that once writable again, the diary takes a new entry.
        func expectWritableAgain(sourceLocation: SourceLocation = #_sourceLocation) async throws {
            try set(folder: 0o755, file: 0o644)
            let new = try await run("new", "Writable again")
            #expect(new.status == 0, "\(new.stderr)", sourceLocation: sourceLocation)
            #expect(try await titles().first == "Writable again", sourceLocation: sourceLocation)
        }
    }

    @Test(.enabled(if: cannotRunAsAnotherUser == nil, "\(cannotRunAsAnotherUser ?? "")"))
    func aReadOnlyFileInAReadOnlyFolderIsReadAndNeverWritten() async throws {
        // Given a diary the user may read but not write: a 0444 file in a 0555 folder
        let diary = try await Diary()
        try diary.set(folder: 0o555, file: 0o444)
        // Then list, show, search, export and share work; new, edit, delete and import refuse
        try await diary.expectReadsWork()
        try await diary.expectWritesRefused()
        // And nothing was left beside the file; once writable again, it is written as usual
        #expect(try diary.names() == ["diary.sqlite"])
        try await diary.expectWritableAgain()
    }

    @Test(.enabled(if: getuid() == 0 && cannotRunAsAnotherUser == nil, "needs root to run as nobody"))
    func aDiaryInAFolderTheUserMayNotOpenGetsAdviceForReadingNotWriting() async throws {
        // Given a diary in a 0700 folder of another user (root), read by nobody
        let diary = try await Diary()
        _ = chown(diary.folder.path, getuid(), getgid())
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: diary.folder.path)
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: diary.folder.path)
        }
        // Then every read says the database can't be opened for want of permission, and asks to
        // check permissions: not to choose a place one may write to, which a read never needs
        for arguments in [["list"], ["list", "--json"], ["search", "peach"], ["export"]] {
            let run = try await diary.fixture.cli.run(arguments)
            #expect(run.status == 74, "\(arguments): \(run.stderr)")
            #expect(
                run.stderr.contains(
                    "diary.sqlite can't be opened: permission denied; check its permissions."),
                "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("write"), "\(arguments): \(run.stderr)")
        }
        let korean = try await diary.run("list", "--lang", "ko")
        #expect(korean.status == 74)
        #expect(!korean.stderr.contains("쓸 수 있는"), "\(korean.stderr)")
        #expect(try diary.names() == ["diary.sqlite"])
    }

    @Test(.enabled(if: cannotRunAsAnotherUser == nil, "\(cannotRunAsAnotherUser ?? "")"))
    func aReadOnlyFileInAWritableFolderLeavesNoLogFilesThatBreakItLater() async throws {
        // Given a 0444 diary in a folder the user may write
        let diary = try await Diary()
        try diary.set(folder: 0o755, file: 0o444)
        // Then it is read, never written, and no -wal or -shm file is left beside it
        try await diary.expectReadsWork()
        try await diary.expectWritesRefused()
        #expect(try diary.names() == ["diary.sqlite"])
        // And once writable again, it is written as usual
        try await diary.expectWritableAgain()
    }

    @Test(.enabled(if: cannotRunAsAnotherUser == nil, "\(cannotRunAsAnotherUser ?? "")"))
    func aReadOnlyFolderWithTheLogOfAWriterIsReadThroughTheLog() async throws {
        // Given a diary whose newest entry is still only in its log (a writer has it open), copied
        // with its -wal and -shm files into a folder, all read-only
        let diary = try await Diary()
        let writer = try SQLiteDiaryStore(path: diary.path)
        _ = try await writer.create(text: "Only in the log")
        let copy = try temporaryDirectory("diary-ro-log")
        let path = copy.appendingPathComponent("diary.sqlite").path
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(atPath: diary.path + suffix, toPath: path + suffix)
            _ = chown(path + suffix, diary.owner, getuid() == 0 ? nogroup : getgid())
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path + suffix)
        }
        _ = chown(copy.path, diary.owner, getuid() == 0 ? nogroup : getgid())
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: copy.path)
        var cli = diary.fixture.cli
        cli.environment["DIARY_DB"] = path
        // Then the list has the entry in the log, and a write is refused
        let list = try await cli.run(["list"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("Only in the log"))
        let new = try await cli.run(["new", "Not saved"])
        #expect(new.status == 74)
        #expect(new.stderr.contains("is read-only; nothing was saved."))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
    }

    @Test(.enabled(if: cannotRunAsAnotherUser == nil, "\(cannotRunAsAnotherUser ?? "")"))
    func aDiaryWhoseLogFilesWereLeftReadOnlyIsWrittenAgain() async throws {
        // Given a writable diary whose -wal and -shm files were left read-only (0444) beside it, as
        // a read-only open of an older version left them
        let diary = try await Diary()
        let writer = try SQLiteDiaryStore(path: diary.path)
        _ = try await writer.create(text: "In the log")
        let copy = try temporaryDirectory("diary-ro-heal")
        let path = copy.appendingPathComponent("diary.sqlite").path
        for (suffix, mode) in [("", 0o644), ("-wal", 0o444), ("-shm", 0o444)] {
            try FileManager.default.copyItem(atPath: diary.path + suffix, toPath: path + suffix)
            _ = chown(path + suffix, diary.owner, getuid() == 0 ? nogroup : getgid())
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path + suffix)
        }
        _ = chown(copy.path, diary.owner, getuid() == 0 ? nogroup : getgid())
        var cli = diary.fixture.cli
        cli.environment["DIARY_DB"] = path
        // When its owner writes an entry
        let new = try await cli.run(["new", "Written after the fix"])
        // Then it is saved, and nothing was lost
        #expect(new.status == 0, "\(new.stderr)")
        let list = try await cli.run(["list"])
        #expect(list.stdout.contains("Written after the fix"))
        #expect(list.stdout.contains("In the log"))
    }

    @Test(.enabled(if: cannotRunAsAnotherUser == nil, "\(cannotRunAsAnotherUser ?? "")"))
    func exportOverTheReadOnlyDatabaseIsStillRefused() async throws {
        let diary = try await Diary()
        try diary.set(folder: 0o755, file: 0o444)
        let run = try await diary.run("export", "--out", diary.path)
        #expect(run.status != 0)
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        try diary.set(folder: 0o755, file: 0o644)
        #expect(try await diary.titles().count == 3)
    }

    @Test func anObservingStoreSeesWhatDiaryNewWritesWithinAPollingInterval() async throws {
        // Given a store in this process observing the diary
        let diary = try await Diary()
        let store = try SQLiteDiaryStore(
            path: diary.path, changePolling: DiaryChangePolling(interval: .milliseconds(200)))
        var lists = store.changes(limit: nil).makeAsyncIterator()
        #expect(try await lists.next()?.count == 3)
        // When `diary new` (another process) writes an entry
        var cli = diary.fixture.cli
        cli.userID = nil
        cli.groupID = nil
        let new = try await cli.run(["new", "Written by the CLI"])
        #expect(new.status == 0, "\(new.stderr)")
        // Then the observing store reports the list with it
        #expect(try await lists.next()?.first?.title == "Written by the CLI")
    }
}

extension CLI.Run {
    /// Throws unless the run succeeded.
    func expectSuccess() throws {
        guard status == 0 else { throw DiaryFixtureError(message: "run failed (\(status)): \(stderr)") }
    }
}
