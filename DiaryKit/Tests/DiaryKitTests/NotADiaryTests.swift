import DiaryKit
import Foundation
import GRDB
import Testing

@Suite("SQLite store: another program's database")
struct NotADiaryTests {
    /// Every way a store opens a file by its path.
    static let accesses: [SQLiteDiaryStore.Access] = [.automatic, .readWrite, .readOnly]

    /// The names and bytes of the files in `folder`, to prove that nothing was written in it.
    private func contents(of folder: TemporaryFolder) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.url.path) {
            files[name] = try Data(contentsOf: folder.url.appendingPathComponent(name))
        }
        return files
    }

    /// An SQLite database of another program at `path`, in SQLite's default journal mode (as
    /// Python's `sqlite3` leaves one), closed: nothing beside it.
    private func makeForeignDatabase(at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (x); INSERT INTO t VALUES (1)")
        }
        try queue.close()
    }

    /// Expects `error` to be the refusal of `path` as another program's database.
    private func expectNotADiary(_ error: DiaryStoreError?, path: String) {
        #expect(error?.kind == .notADiary)
        #expect(error?.path == path)
        #expect(
            error?.message(locale: Locale(identifier: "en"))
                == "\(path) is an SQLite database but not a diary: it holds another program's tables. The file "
                + "was left untouched; choose another file for the diary, or move this one aside.")
        let korean = error?.message(locale: Locale(identifier: "ko")) ?? ""
        #expect(korean.hasPrefix(path))
        #expect(korean.contains("SQLite 데이터베이스지만 일기장이 아니에요."))
        #expect(korean.contains("다른 곳으로 옮기세요."))
    }

    @Test(arguments: accesses)
    func anotherProgramsDatabaseIsRefusedAndLeftAsItWas(_ access: SQLiteDiaryStore.Access) throws {
        // Given another program's SQLite database where the diary would be
        let folder = TemporaryFolder()
        let path = folder.file("x.sqlite")
        try makeForeignDatabase(at: path)
        let before = try contents(of: folder)
        let modified = try snapshot(of: path)
        // When a store opens it
        let error = #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: path, access: access) }
        // Then it is refused as not a diary, and the file and its folder are as they were
        expectNotADiary(error, path: path)
        #expect(try contents(of: folder) == before)
        #expect(try snapshot(of: path) == modified)
        #expect(!SQLiteDiaryStore.opensReadOnly(path: path))
    }

    @Test(arguments: accesses)
    func anotherProgramsDatabaseCopiedWithItsLogIsRefusedAndNothingIsLeftBeside(
        _ access: SQLiteDiaryStore.Access
    ) throws {
        // Given a copy of another program's database in write-ahead logging, its last change only
        // in the log beside it (copied while the program had it open, without the log's index)
        let source = TemporaryFolder()
        let original = source.file("x.sqlite")
        let pool = try DatabasePool(path: original)
        try pool.write { db in try db.execute(sql: "CREATE TABLE t (x); INSERT INTO t VALUES (1)") }
        let folder = TemporaryFolder()
        let path = folder.file("x.sqlite")
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: original + suffix, toPath: path + suffix)
        }
        try pool.close()
        let before = try contents(of: folder)
        #expect(before.keys.sorted() == ["x.sqlite", "x.sqlite-wal"])
        // When a store opens it
        let error = #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: path, access: access) }
        // Then it is refused, and no log index is left beside it
        expectNotADiary(error, path: path)
        #expect(try contents(of: folder) == before)
    }

    @Test func aDatabaseOfAnotherProgramUsingGRDBMigrationsIsNotCalledANewerDiary() throws {
        // Given another program's database with GRDB migrations of its own
        let folder = TemporaryFolder()
        let path = folder.file("app.sqlite")
        let queue = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("createPlayers") { db in
            try db.execute(sql: "CREATE TABLE player (id INTEGER PRIMARY KEY, name TEXT)")
        }
        try migrator.migrate(queue)
        try queue.close()
        let before = try contents(of: folder)
        // When a store opens it, then it is refused as not a diary, untouched
        for access in Self.accesses {
            let error = #expect(throws: DiaryStoreError.self) {
                try SQLiteDiaryStore(path: path, access: access)
            }
            expectNotADiary(error, path: path)
        }
        #expect(try contents(of: folder) == before)
    }

    @Test(arguments: [false, true])
    func aPoolOnAnotherProgramsDatabaseIsRefusedBeforeAnythingIsWritten(_ readOnly: Bool) throws {
        // Given an app's pool on another program's database
        let folder = TemporaryFolder()
        let path = folder.file("x.sqlite")
        try makeForeignDatabase(at: path)
        var configuration = Configuration()
        configuration.readonly = readOnly
        let pool = try DatabasePool(path: path, configuration: configuration)
        // When a store is made on it
        let error = #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(databasePool: pool) }
        // Then it is refused, and the database holds only its own table still
        expectNotADiary(error, path: path)
        let names = try pool.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master ORDER BY name")
        }
        #expect(names == ["t"])
        try pool.close()
    }

    @Test func anEmptyFileAndADatabaseWithNoTablesStillBecomeADiary() async throws {
        // Given an empty file, and an SQLite database with no tables (only a header and a pragma)
        let folder = TemporaryFolder()
        let empty = folder.file("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let bare = folder.file("bare.sqlite")
        let queue = try DatabaseQueue(path: bare)
        try await queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 3") }
        try queue.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: bare)).count > 0)
        // When each is opened, then it becomes a diary that keeps what is written
        for path in [empty, bare] {
            let store = try SQLiteDiaryStore(path: path)
            try await store.create(text: "First entry")
            #expect(try await store.count() == 1)
        }
    }
}
