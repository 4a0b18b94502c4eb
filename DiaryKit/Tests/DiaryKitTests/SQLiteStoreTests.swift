import DiaryKit
import Foundation
import GRDB
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("SQLite store: migrations, files, sharing")
struct SQLiteStoreTests {
    // MARK: - Migrations

    /// Writes a database as version 1 of the schema left it, with two entries.
    private func makeVersion1File(at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations (identifier) VALUES ('v1');
                    CREATE TABLE entry (
                        seq INTEGER PRIMARY KEY,
                        id TEXT NOT NULL UNIQUE,
                        title TEXT NOT NULL,
                        body TEXT NOT NULL,
                        created_at INTEGER NOT NULL,
                        updated_at INTEGER NOT NULL
                    );
                    CREATE INDEX entry_by_created_at ON entry (created_at, id);
                    INSERT INTO entry (id, title, body, created_at, updated_at) VALUES
                        ('11111111-1111-4111-8111-111111111111', '새 일기장', '일기장을 샀다.', 1671408000000, 1671408000000),
                        ('22222222-2222-4222-8222-222222222222', 'Rainy day', 'It rained all afternoon.', 1671494400000, 1671500000000);
                    """)
        }
    }

    @Test func version1FileIsUpgradedWithEveryRowIntact() async throws {
        // Given a database file written by version 1 of the schema
        let folder = TemporaryFolder()
        let path = folder.file("old.sqlite")
        try makeVersion1File(at: path)
        // When the store opens it
        let store = try SQLiteDiaryStore(path: path)
        // Then the rows are intact, without weather, and searchable
        let entries = try await store.allEntries()
        #expect(entries.map(\.title) == ["Rainy day", "새 일기장"])
        #expect(entries.map(\.body) == ["It rained all afternoon.", "일기장을 샀다."])
        #expect(
            entries.map(\.createdAt) == [
                Date(timeIntervalSince1970: 1_671_494_400), Date(timeIntervalSince1970: 1_671_408_000),
            ])
        #expect(entries.first?.updatedAt == Date(timeIntervalSince1970: 1_671_500_000))
        #expect(entries.allSatisfy { $0.weather == nil })
        #expect(try await store.search("일기").map(\.title) == ["새 일기장"])
        #expect(try await store.search("rained").map(\.title) == ["Rainy day"])
        // And the weather columns now work
        let id = try #require(UUID(uuidString: "22222222-2222-4222-8222-222222222222"))
        var rainy = try #require(try await store.entry(id: id))
        rainy.weather = DiaryWeather(condition: "Rain", iconCode: "09d")
        try await store.update(rainy)
        #expect(try await store.entry(id: id)?.weather == DiaryWeather(condition: "Rain", iconCode: "09d"))
        let applied = try await DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(applied == ["v1", "v2", "v3", "v4", "v5", "v6", "v7"])
    }

    @Test func reopeningAnUpToDateFileChangesNothing() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let first = try SQLiteDiaryStore(path: path)
        let written = try await first.create(text: "Kept\nacross opens")
        let second = try SQLiteDiaryStore(path: path)
        #expect(try await second.allEntries() == [written])
    }

    @Test func fileFromANewerVersionIsRefusedAndLeftAsItWas() async throws {
        // Given a diary whose schema has a migration this version does not know
        let path = TemporaryFolder().file("future.sqlite")
        do {
            let store = try SQLiteDiaryStore(path: path)
            _ = try await store.create(text: "From the future")
        }
        try await DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let before = try snapshot(of: path)
        // When it is opened
        let error = #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: path) }
        // Then it is refused, untouched
        #expect(error?.kind == .newerDatabase)
        #expect(try snapshot(of: path) == before)
    }

    // MARK: - Files

    @Test func databaseFileIsCreatedOwnerOnly() async throws {
        // Given a path in folders that do not exist yet
        let folder = TemporaryFolder()
        let path = folder.url.appendingPathComponent("a/b/diary.sqlite").path
        // When a store creates the database and writes to it
        let store = try SQLiteDiaryStore(path: path)
        _ = try await store.create(text: "Private")
        // Then the file and its write-ahead log are readable by the owner only, and so are the new folders
        #expect(try permissions(of: path) == 0o600)
        for sidecar in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + sidecar) {
            #expect(try permissions(of: path + sidecar) == 0o600, "\(sidecar)")
        }
        #expect(try permissions(of: folder.url.appendingPathComponent("a/b").path) == 0o700)
        #expect(try permissions(of: folder.url.appendingPathComponent("a").path) == 0o700)
    }

    @Test func aLinkToNoFileYetIsWrittenThrough() async throws {
        // Given a symbolic link to a database in a folder that does not exist yet
        let folder = TemporaryFolder()
        let target = folder.url.appendingPathComponent("elsewhere/diary.sqlite").path
        let link = folder.url.appendingPathComponent("diary.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        // When a store opens the link and writes
        let store = try SQLiteDiaryStore(path: link)
        _ = try await store.create(text: "Through the link")
        // Then the database is made where the link points, owner-only, and the link stays a link
        #expect(try permissions(of: target) == 0o600)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        let reopened = try SQLiteDiaryStore(path: target)
        #expect(try await reopened.allEntries().map(\.title) == ["Through the link"])
    }

    @Test func databaseUsesWriteAheadLogging() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        _ = try await store.create(text: "Logged")
        let mode = try await DatabaseQueue(path: path).read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode")
        }
        #expect(mode == "wal")
    }

    static let notDatabases: [(String, Data)] = [
        ("text", Data("these are my notes, not a database\n".utf8)),
        ("JSON", Data(#"[{"title": "x"}]"#.utf8)),
        ("one byte", Data([0x00])),
        ("random bytes", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })),
    ]

    @Test(arguments: notDatabases.map(\.0))
    func fileThatIsNotADatabaseIsRefusedAndLeftUntouched(_ name: String) throws {
        // Given a file that is not an SQLite database
        let folder = TemporaryFolder()
        let path = folder.file("notes.sqlite")
        let contents = try #require(Self.notDatabases.first { $0.0 == name }?.1)
        try contents.write(to: URL(fileURLWithPath: path))
        let before = try snapshot(of: path)
        // When a store opens it
        let error = #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: path) }
        // Then a clear error says so and the file is exactly as it was, with nothing created beside it
        #expect(error?.kind == .corruptDatabase)
        #expect(error?.path == path)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("left untouched") == true)
        #expect(try snapshot(of: path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.sqlite"])
    }

    @Test func damagedDatabaseIsRefusedAndLeftUntouched() async throws {
        // Given a real diary whose pages after the header were overwritten
        let path = TemporaryFolder().file("damaged.sqlite")
        do {
            let store = try SQLiteDiaryStore(path: path)
            try await store.importEntries(
                (0..<50).map { entry($0, title: "Entry \($0)", at: day(Double($0))) })
        }
        try await DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        for index in 100..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
        try bytes.write(to: URL(fileURLWithPath: path))
        let before = try snapshot(of: path)
        // When it is opened
        let error = #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: path) }
        // Then a clear error says it is damaged, and the file is unchanged
        #expect(error?.kind == .corruptDatabase)
        #expect(try snapshot(of: path).0 == before.0)
    }

    @Test func folderGivenAsTheDatabasePathIsRefused() throws {
        let folder = TemporaryFolder()
        let error = #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: folder.url.path) }
        #expect(error?.kind == .pathIsDirectory)
        #expect(error?.message(locale: Locale(identifier: "ko")).contains("폴더") == true)
    }

    @Test(.timeLimit(.minutes(1)))
    func aPipeGivenAsTheDatabaseIsRefusedWithoutWaiting() throws {
        let folder = TemporaryFolder()
        let pipe = folder.file("diary.sqlite")
        #expect(mkfifo(pipe, 0o600) == 0)
        for access in [SQLiteDiaryStore.Access.automatic, .readOnly, .readWrite] {
            let error = #expect(throws: DiaryStoreError.self) {
                try SQLiteDiaryStore(path: pipe, access: access)
            }
            #expect(error?.kind == .cannotOpen)
            #expect(error?.message(locale: Locale(identifier: "en")).contains("not a regular file") == true)
        }
    }

    @Test func aPathHoldingANulIsRefusedAndNoOtherFileIsMade() throws {
        let folder = TemporaryFolder()
        let error = #expect(throws: DiaryStoreError.self) {
            try SQLiteDiaryStore(path: folder.url.path + "/a\u{0}b.sqlite")
        }
        #expect(error?.kind == .cannotOpen)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func pathUnderAFileCannotBeOpened() throws {
        let folder = TemporaryFolder()
        let blocker = folder.file("plain-file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let error = #expect(throws: DiaryStoreError.self) {
            try SQLiteDiaryStore(path: blocker + "/diary.sqlite")
        }
        #expect(error?.kind == .cannotOpen)
    }

    @Test(arguments: [SQLiteDiaryStore.Access.readOnly, .automatic, .readWrite])
    func aPathUnderAFileIsSaidToRunThroughAFileAlsoForReading(_ access: SQLiteDiaryStore.Access) throws {
        // Given a file where the diary's folder belongs
        let folder = TemporaryFolder()
        let blocker = folder.file("F")
        try Data("x\n".utf8).write(to: URL(fileURLWithPath: blocker))
        let path = blocker + "/diary.sqlite"
        // When the diary is opened, for reading only or for writing
        let error = #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: path, access: access) }
        // Then the message says that a part of the path is a file, not that the diary is missing
        #expect(error?.kind == .cannotOpen)
        #expect(error?.path == path)
        #expect(
            error?.message(locale: Locale(identifier: "en"))
                == "The diary database \(path) can't be opened: a part of its path is a file, not a folder; "
                + "check the path.")
        #expect(
            error?.message(locale: Locale(identifier: "ko"))
                == "일기 데이터베이스 \(path)를 열 수 없어요. 경로 중간에 폴더가 아닌 파일이 있어요. 경로를 확인하세요.")
        // And the file is left as it was
        #expect(try Data(contentsOf: URL(fileURLWithPath: blocker)) == Data("x\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["F"])
    }

    // MARK: - Sharing one file

    /// Set in a child process: the database it adds entries to.
    static let writerDatabase = ProcessInfo.processInfo.environment["DIARYKIT_TEST_WRITER_DB"]

    /// Runs only in the child processes of ``twoProcessesAddingAtOnceLoseNothing()``.
    @Test(.enabled(if: writerDatabase != nil, "runs only as a child process of the sharing test"))
    func childProcessAddsTwoHundredEntries() async throws {
        let path = try #require(Self.writerDatabase)
        let label = ProcessInfo.processInfo.environment["DIARYKIT_TEST_WRITER_LABEL"] ?? "?"
        let store = try SQLiteDiaryStore(path: path, busyTimeout: 30)
        for number in 0..<200 {
            _ = try await store.create(
                text: "Writer \(label) #\(number)\nwritten at the same time as the other writer")
        }
    }

    @Test func twoProcessesAddingAtOnceLoseNothing() async throws {
        // Given an empty shared database
        let path = TemporaryFolder().file("shared.sqlite")
        _ = try SQLiteDiaryStore(path: path)
        // When two processes each add 200 entries at the same time
        let processes = try ["A", "B"].map { label in
            var environment = ProcessInfo.processInfo.environment
            environment["DIARYKIT_TEST_WRITER_DB"] = path
            environment["DIARYKIT_TEST_WRITER_LABEL"] = label
            return try ChildProcess(
                CommandLine.arguments[0],
                ["--testing-library", "swift-testing", "--filter", "childProcessAddsTwoHundredEntries"],
                environment: environment)
        }
        var outcomes: [ChildProcess.Outcome] = []
        for process in processes { outcomes.append(await process.outcome()) }
        // Then both succeeded and all 400 entries are there
        #expect(outcomes.map(\.status) == [0, 0], "\(outcomes.map(\.stderr))")
        let store = try SQLiteDiaryStore(path: path)
        #expect(try await store.count() == 400)
        #expect(try await store.search("writer").count == 50)
        #expect(try await store.search("writer", limit: 1000).count == 400)
    }

    @Test func connectionsOpeningANewFileAtOnceAllSucceed() async throws {
        // Each round: a file that does not exist yet, opened by four stores at the same time (as
        // by four processes), which all race to create the schema.
        for round in 0..<10 {
            let path = TemporaryFolder().file("new-\(round).sqlite")
            let titles = try await withThrowingTaskGroup(of: String.self) { group in
                for number in 0..<4 {
                    group.addTask {
                        let store = try SQLiteDiaryStore(path: path, busyTimeout: 30)
                        return try await store.create(text: "Opener \(number)").title
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(titles.count == 4)
            #expect(try await SQLiteDiaryStore(path: path).count() == 4)
        }
    }

    // MARK: - Search details

    @Test func englishWordsMatchTheirOtherForms() async throws {
        let store = try SQLiteDiaryStore.inMemory()
        try await store.insert(entry(1, title: "Weather", body: "It was raining when we left.", at: day(0)))
        try await store.insert(entry(2, title: "Café", body: "Two lattes.", at: day(1)))
        #expect(try await store.search("rain").map(\.title) == ["Weather"])
        #expect(try await store.search("rains").map(\.title) == ["Weather"])
        #expect(try await store.search("cafe").map(\.title) == ["Café"])
        #expect(try await store.search("LATTE").map(\.title) == ["Café"])
    }

    @Test func koreanSingleSyllablesAndMixedRunsAreFound() async throws {
        let store = try SQLiteDiaryStore.inMemory()
        try await store.insert(entry(1, title: "카페", body: "카페라떼2잔을 마셨다.", at: day(0)))
        try await store.insert(entry(2, title: "생일", body: "케이크를 먹었다.", at: day(1)))
        #expect(try await store.search("일").map(\.title) == ["생일"])
        #expect(try await store.search("라떼2잔").map(\.title) == ["카페"])
        #expect(try await store.search("떼2").map(\.title) == ["카페"])
        #expect(try await store.search("2잔").map(\.title) == ["카페"])
        #expect(try await store.search("케이크").map(\.title) == ["생일"])
    }

    @Test func searchIndexStaysConsistentWithTheTable() async throws {
        // Given a diary that went through inserts, edits, deletes and an import
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        let entries = (0..<30).map {
            entry($0, title: "제목 \($0)", body: "본문 \($0) coffee", at: day(Double($0)))
        }
        try await store.importEntries(entries)
        for item in entries.prefix(10) { try await store.update(id: item.id, text: "바뀐 제목\n바뀐 본문") }
        for item in entries.suffix(5) { try await store.delete(id: item.id) }
        // When SQLite checks the full-text index against the table, then it finds no difference (or this throws)
        try await DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO entry_search (entry_search, rank) VALUES ('integrity-check', 1)")
        }
        #expect(try await store.search("바뀐").count == 10)
        #expect(try await store.search("coffee").count == 15)
    }

    @Test func theOldCandidateLimitNoLongerHidesMatches() async throws {
        // Given a store opened with the old candidate limit, and a title match written long ago
        let store = try SQLiteDiaryStore.inMemory(searchCandidateLimit: 2)
        try await store.insert(entry(1, title: "Kite", body: "kite kite kite", at: day(0)))
        try await store.insert(entry(2, title: "Park", body: "Saw a kite.", at: day(1)))
        try await store.insert(entry(3, title: "Beach", body: "Another kite.", at: day(2)))
        // When searching, then every match is ranked, the old title match first
        let found = try await store.search("kite")
        #expect(found.count == 3)
        #expect(found.first?.title == "Kite")
    }

    @Test func searchRanksWithTheIndexRankSetByTheMigration() async throws {
        // Given a database the kit created
        let path = TemporaryFolder().file("diary.sqlite")
        _ = try SQLiteDiaryStore(path: path)
        // When its index configuration is read, then its rank is BM25 with the title weighted 3
        let rank = try await DatabaseQueue(path: path).read { db in
            try String.fetchOne(db, sql: "SELECT v FROM entry_search_config WHERE k = 'rank'")
        }
        #expect(rank == "bm25(3.0, 1.0)")
    }

    @Test func searchAfterPunctuationTermsKeepsRanking() async throws {
        let store = try SQLiteDiaryStore.inMemory()
        try await store.insert(entry(1, title: "Smile", body: "A good day :)", at: day(0)))
        try await store.insert(entry(2, title: "Plain", body: "A good day", at: day(1)))
        #expect(try await store.search("good :)").map(\.title) == ["Smile"])
        #expect(try await store.search(":)").map(\.title) == ["Smile"])
    }
}
