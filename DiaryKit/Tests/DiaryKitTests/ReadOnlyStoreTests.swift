import DiaryKit
import Foundation
import GRDB
import Testing

@Suite("SQLite store: read-only files")
struct ReadOnlyStoreTests {
    /// A diary file with two entries, closed (so no write-ahead log is left beside it).
    private func makeDiary(in folder: TemporaryFolder) async throws -> String {
        let path = folder.file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        try await store.insert(entry(1, title: "Picnic", body: "By the river.", at: day(0)))
        try await store.insert(entry(2, title: "Rain", body: "We stayed in.", at: day(60)))
        return path
    }

    /// The names of the files in `folder`.
    private func names(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    @Test func aReadOnlyStoreReadsEverythingAndRefusesEveryChange() async throws {
        // Given a diary, opened read-only
        let folder = TemporaryFolder()
        let path = try await makeDiary(in: folder)
        let before = try snapshot(of: path)
        let reader = try SQLiteDiaryStore(path: path, access: .readOnly)
        #expect(reader.isReadOnly)
        // Then it lists, counts, searches and finds by prefix
        #expect(try await reader.allEntries().map(\.title) == ["Rain", "Picnic"])
        #expect(try await reader.count() == 2)
        #expect(try await reader.search("river").map(\.title) == ["Picnic"])
        #expect(try await reader.entry(idPrefix: "00000000-0000-4000-8000-000000000001").title == "Picnic")
        // And every change is refused with one line naming the file
        let stored = try #require(try await reader.entry(id: entry(1, title: "", at: day(0)).id))
        let changes: [@Sendable () async throws -> Void] = [
            { try await reader.insert(entry(3, title: "New", at: day(120))) },
            { _ = try await reader.create(text: "New\nbody") },
            { _ = try await reader.update(stored) },
            { _ = try await reader.update(id: stored.id, text: "Edited") },
            { _ = try await reader.delete(id: stored.id) },
            { _ = try await reader.importEntries([entry(4, title: "Imported", at: day(180))]) },
            { _ = try await reader.importEntries([]) },
        ]
        for change in changes {
            let error = await #expect(throws: DiaryStoreError.self) { try await change() }
            #expect(error?.kind == .readOnly)
            #expect(error?.path == path)
            #expect(
                error?.message(locale: Locale(identifier: "en"))
                    == "The diary database \(path) is read-only; nothing was saved. Check the permissions "
                    + "of the file and its folder, or save to a copy you may write.")
            let korean = error?.message(locale: Locale(identifier: "ko")) ?? ""
            #expect(korean.hasPrefix("일기 데이터베이스 \(path)"))
            #expect(korean.contains("읽기 전용이라 아무것도 저장하지 않았어요."))
        }
        // And nothing was written, in the file or beside it
        #expect(try snapshot(of: path) == before)
        #expect(try names(in: folder) == ["diary.sqlite"])
        #expect(try await SQLiteDiaryStore(path: path).allEntries().map(\.title) == ["Rain", "Picnic"])
    }

    @Test func aDiaryInAFolderNoOneMayWriteOpensReadOnlyAlsoForRoot() async throws {
        // Given a diary in a folder made read-only (0555), beside an empty read-only folder
        let folder = TemporaryFolder()
        let path = try await makeDiary(in: folder)
        let empty = folder.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let before = try snapshot(of: path)
        #expect(chmod(folder.url.path, 0o555) == 0 && chmod(empty.path, 0o555) == 0)
        defer { _ = chmod(folder.url.path, 0o755) }
        // When it is opened as a tool opens it (reading where it may not write)
        #expect(SQLiteDiaryStore.opensReadOnly(path: path))
        let store = try SQLiteDiaryStore(path: path)
        // Then it reads, refuses a change as read-only, and nothing was written
        #expect(store.isReadOnly)
        #expect(try await store.count() == 2)
        let error = await #expect(throws: DiaryStoreError.self) { _ = try await store.create(text: "New") }
        #expect(error?.kind == .readOnly)
        let forWriting = #expect(throws: DiaryStoreError.self) {
            try SQLiteDiaryStore(path: path, access: .readWrite)
        }
        #expect(forWriting?.kind == .cannotOpen)
        // And no diary is made in the empty one, nor in a folder it would hold
        for missing in [
            empty.appendingPathComponent("diary.sqlite").path, empty.path + "/below/diary.sqlite",
        ] {
            #expect(SQLiteDiaryStore.opensReadOnly(path: missing))
            #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: missing, access: .readWrite) }
        }
        #expect(try snapshot(of: path) == before)
        #expect(try names(in: folder) == ["diary.sqlite", "empty"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
    }

    @Test func aReadOnlyStoreLeavesNothingBehindAndTheDiaryOpensForWritingAfterwards() async throws {
        // Given a diary whose file may not be written
        let folder = TemporaryFolder()
        let path = try await makeDiary(in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        // When it is read read-only and released
        do {
            let reader = try SQLiteDiaryStore(path: path, access: .readOnly)
            #expect(try await reader.count() == 2)
            var lists = reader.changes(limit: nil).makeAsyncIterator()
            #expect(try await lists.next()?.count == 2)
        }
        // Then no log file was created beside it
        #expect(try names(in: folder) == ["diary.sqlite"])
        // And once writable again, the diary is written as usual
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let writer = try SQLiteDiaryStore(path: path)
        #expect(!writer.isReadOnly)
        try await writer.create(text: "Writable again")
        #expect(try await writer.count() == 3)
    }

    @Test func aReadOnlyStoreReadsWhatIsStillInTheLogOfAWriterThatHasTheFileOpen() async throws {
        // Given a writer that keeps the diary open (its latest entries are in the log)
        let folder = TemporaryFolder()
        let path = try await makeDiary(in: folder)
        let writer = try SQLiteDiaryStore(path: path)
        try await writer.create(text: "Only in the log so far")
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        // When a reader opens it read-only
        let clock = TestClock()
        let reader = try SQLiteDiaryStore(
            path: path, access: .readOnly,
            changePolling: DiaryChangePolling(interval: .seconds(1), clock: clock))
        // Then it sees every entry, and what the writer adds next once the clock has moved on
        var lists = reader.changes(limit: 2).makeAsyncIterator()
        #expect(try await lists.next()?.map(\.title) == ["Only in the log so far", "Rain"])
        try await writer.create(text: "Added later")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        #expect(try await lists.next()?.map(\.title) == ["Added later", "Only in the log so far"])
    }

    @Test func aLogIndexMadeForAReadOnlyStoreIsLeftWritableByItsOwner() async throws {
        // Given a read-only copy of a diary whose log holds entries, without the log's index
        let source = TemporaryFolder()
        let original = try await makeDiary(in: source)
        let writer = try SQLiteDiaryStore(path: original)
        try await writer.create(text: "In the log")
        let folder = TemporaryFolder()
        let path = folder.file("diary.sqlite")
        try FileManager.default.copyItem(atPath: original, toPath: path)
        try FileManager.default.copyItem(atPath: original + "-wal", toPath: path + "-wal")
        for file in [path, path + "-wal"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        }
        // When it is read read-only
        let reader = try SQLiteDiaryStore(path: path, access: .readOnly)
        #expect(try await reader.count() == 3)
        // Then the index SQLite made for it may be written by the owner (SQLite gives it the
        // file's mode, 0444, which would stop every writer once the file is writable again)
        #expect(try permissions(of: path + "-shm") & 0o600 == 0o600)
    }

    @Test func logFilesLeftReadOnlyBesideAWritableFileAreMadeWritableAgain() async throws {
        // Given a diary with a log left read-only beside it (as a read-only connection of an
        // older version left it)
        let source = TemporaryFolder()
        let original = try await makeDiary(in: source)
        let writer = try SQLiteDiaryStore(path: original)
        try await writer.create(text: "In the log")
        let folder = TemporaryFolder()
        let path = folder.file("diary.sqlite")
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(atPath: original + suffix, toPath: path + suffix)
        }
        for suffix in ["-wal", "-shm"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path + suffix)
        }
        // When it is opened for writing
        let store = try SQLiteDiaryStore(path: path)
        try await store.create(text: "Written")
        // Then the log files may be written by their owner again, and nothing was lost
        #expect(try await store.count() == 4)
        #expect(try permissions(of: path + "-shm") & 0o200 != 0)
        #expect(try permissions(of: path + "-wal") & 0o200 != 0)
    }

    @Test func aMissingFileIsNotCreatedForReading() async throws {
        let folder = TemporaryFolder()
        let path = folder.file("missing/diary.sqlite")
        let error = #expect(throws: DiaryStoreError.self) {
            try SQLiteDiaryStore(path: path, access: .readOnly)
        }
        #expect(error?.kind == .cannotOpen)
        #expect(try names(in: folder).isEmpty)
    }

    @Test func aReadOnlyFileFromAnOlderVersionIsRefusedWithoutBeingTouched() async throws {
        // Given an empty file (as a diary the first version never finished setting up)
        let folder = TemporaryFolder()
        let path = folder.file("diary.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let error = #expect(throws: DiaryStoreError.self) {
            try SQLiteDiaryStore(path: path, access: .readOnly)
        }
        #expect(error?.kind == .readOnly)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("older version") == true)
        #expect(try names(in: folder) == ["diary.sqlite"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    }

    @Test func aFileWhosePermissionsForbidWritingIsReadOnlyAlsoForRoot() async throws {
        // Given a diary whose permission bits forbid writing it (mode 0444; root, whom the system
        // lets write anything, is refused too)
        let folder = TemporaryFolder()
        let path = try await makeDiary(in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let before = try snapshot(of: path)
        // Then it counts as read-only, and opening it automatically opens it read-only
        #expect(SQLiteDiaryStore.opensReadOnly(path: path))
        let store = try SQLiteDiaryStore(path: path)
        #expect(store.isReadOnly)
        #expect(try await store.count() == 2)
        // And every change is refused with the read-only error, nothing saved
        let error = await #expect(throws: DiaryStoreError.self) {
            try await store.create(text: "Root's entry")
        }
        #expect(error?.kind == .readOnly)
        #expect(error?.path == path)
        // And opening it for writing is refused before anything is touched
        let refused = #expect(throws: DiaryStoreError.self) {
            try SQLiteDiaryStore(path: path, access: .readWrite)
        }
        #expect(refused?.kind == .cannotOpen)
        #expect(try snapshot(of: path) == before)
        #expect(try names(in: folder) == ["diary.sqlite"])
        #expect(try permissions(of: path) == 0o444)
    }

    @Test func aWritableFileOpensForWritingAutomatically() async throws {
        let folder = TemporaryFolder()
        let path = try await makeDiary(in: folder)
        #expect(!SQLiteDiaryStore.opensReadOnly(path: path))
        #expect(!SQLiteDiaryStore.opensReadOnly(path: folder.file("new.sqlite")))
        #expect(try !SQLiteDiaryStore(path: path).isReadOnly)
        #expect(!InMemoryDiaryStore().isReadOnly)
        #expect(try !SQLiteDiaryStore.inMemory().isReadOnly)
    }

    @Test func anEditorOnAReadOnlyStoreReportsTheRefusal() async throws {
        let folder = TemporaryFolder()
        let path = try await makeDiary(in: folder)
        let reader = try SQLiteDiaryStore(path: path, access: .readOnly)
        let editor = DiaryEditor(store: reader, clock: TestClock())
        await editor.textDidChange("Draft\nthat cannot be saved")
        let error = await #expect(throws: DiaryStoreError.self) { try await editor.flush() }
        #expect(error?.kind == .readOnly)
        #expect(try await reader.count() == 2)
    }
}
