import DiaryKit
import Foundation
import GRDB
import Testing

/// `DiaryExporter.write` refuses a destination it would ruin, without being told which diary
/// the entries came from, and leaves it as it was.
@Suite("Export destinations")
struct ExportDestinationTests {
    let entries = [
        DiaryEntry(title: "Picnic", body: "By the river.", createdAt: Date(timeIntervalSince1970: 0))
    ]
    let exporter = DiaryExporter()

    // MARK: - SQLite databases

    @Test(arguments: [DiaryExportFormat.json, .markdown, .text])
    func anSQLiteDatabaseIsNeverReplaced(_ format: DiaryExportFormat) async throws {
        // Given a diary, another program's database, and a link to the diary
        let folder = TemporaryFolder()
        let diary = folder.file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: diary)
        try await store.create(text: "Kept")
        let other = folder.file("other.db")
        try await DatabaseQueue(path: other).write { try $0.execute(sql: "CREATE TABLE note (text TEXT)") }
        let link = folder.file("export.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "diary.sqlite")

        for path in [diary, other, link] {
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            // When an export is written there, with no database named
            let error = #expect(throws: DiaryTransferError.self) {
                try exporter.write(entries, format: format, to: URL(fileURLWithPath: path))
            }
            // Then it is refused, saying why and what to do, and the file is byte for byte as it was
            #expect(error?.kind == .unwritableFile)
            #expect(error?.path == path)
            #expect(
                error?.message(locale: Locale(identifier: "en"))
                    == "Can't write the export to \(path) (it is an SQLite database, which the export "
                    + "would replace). Choose a file in a folder you may write to.")
            #expect(
                error?.message(locale: Locale(identifier: "ko"))
                    == "\(path)에 내보낼 수 없어요 (SQLite 데이터베이스 파일이라 내보내면 덮어써져요). "
                    + "쓸 수 있는 폴더의 파일을 고르세요.")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
        #expect(try await store.allEntries().map(\.title) == ["Kept"])
    }

    @Test func checkingADestinationRefusesAnotherDiarysDatabase() async throws {
        // Given the diary the entries come from, another diary, and a link to the other one
        let folder = TemporaryFolder()
        let diary = folder.file("diary.sqlite")
        _ = try SQLiteDiaryStore(path: diary)
        let other = folder.file("other.sqlite")
        try await SQLiteDiaryStore(path: other).create(text: "Kept")
        let link = folder.file("export.md")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "other.sqlite")
        let before = try Data(contentsOf: URL(fileURLWithPath: other))

        for path in [other, link] {
            // When a destination there is checked against the diary
            let error = #expect(throws: DiaryTransferError.self) {
                try DiaryExporter.checkDestination(
                    URL(fileURLWithPath: path), database: URL(fileURLWithPath: diary))
            }
            // Then it is refused as an SQLite database, and the other diary is as it was
            #expect(error?.kind == .unwritableFile)
            #expect(
                error?.message(locale: Locale(identifier: "en")).contains("it is an SQLite database") == true)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before)
        // And a new file or a text file beside them passes
        try DiaryExporter.checkDestination(
            URL(fileURLWithPath: folder.file("new.md")), database: URL(fileURLWithPath: diary))
    }

    @Test func aFileThatOnlyLooksLikeADatabaseIsReplaced() throws {
        // Given files that start like a database's header but are not one, and an empty file
        let folder = TemporaryFolder()
        let contents = ["SQLite format 3", "SQLite format 3 and more", "SQLite format 4\u{0}", ""]
        for (number, text) in contents.enumerated() {
            let path = folder.file("notes-\(number).md")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))

            // When an export is written there, it replaces the file
            try exporter.write(entries, format: .markdown, to: URL(fileURLWithPath: path))

            #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("# Picnic"))
        }
    }
}

/// A folder no one may write is refused by its permission bits, as the other kits' exports and
/// state files refuse it: also for root, whom the system lets write there (the tests run as
/// root here).
@Suite("Export into a read-only folder")
struct ExportIntoReadOnlyFolderTests {
    let entries = [
        DiaryEntry(title: "Picnic", body: "By the river.", createdAt: Date(timeIntervalSince1970: 0))
    ]
    let exporter = DiaryExporter()
    let manager = FileManager.default

    @Test(arguments: [DiaryExportFormat.json, .markdown, .text])
    func aFolderNoOneMayWriteGetsNoExport(_ format: DiaryExportFormat) throws {
        // Given a folder made read-only (0555), holding a writable file, and a link to a new file
        // in it from a folder that may be written
        let outside = TemporaryFolder()
        let folder = outside.file("locked")
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let kept = folder + "/kept.md"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: kept))
        let link = outside.file("link.md")
        try manager.createSymbolicLink(atPath: link, withDestinationPath: "locked/new-through-link.md")
        #expect(chmod(folder, 0o555) == 0)
        defer { _ = chmod(folder, 0o755) }

        for path in [folder + "/new.md", kept, link] {
            // When an export is written there
            let error = #expect(throws: DiaryTransferError.self) {
                try exporter.write(entries, format: format, to: URL(fileURLWithPath: path))
            }
            // Then it is refused with a clear reason, naming the path
            #expect(error?.kind == .unwritableFile)
            #expect(error?.path == path)
            #expect(
                error?.message(locale: Locale(identifier: "en"))
                    == "Can't write the export to \(path): it may not be written to (the file, its "
                    + "folder or the disk is read-only); check their permissions or choose another path.")
            #expect(error?.message(locale: Locale(identifier: "ko")).contains("읽기 전용이에요") == true)
        }
        // And nothing was written: the folder holds the file it held, unchanged
        #expect(try manager.contentsOfDirectory(atPath: folder) == ["kept.md"])
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "kept")
    }
}
