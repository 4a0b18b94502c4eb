import Foundation
import GRDB
import Testing

@Suite("diary: another program's database is left alone")
struct DiaryOtherDatabaseTests {
    @Test(arguments: [
        ["list"], ["search", "rain"], ["new", "Written into someone else's file"], ["export"],
    ])
    func anotherProgramsDatabaseIsRefusedAndLeftAsItWas(arguments: [String]) async throws {
        // Given an SQLite database of another program where the diary's file would be
        let diary = try DiaryFixture()
        let other = try DatabaseQueue(path: diary.database.path)
        try await other.write { db in
            try db.execute(sql: "CREATE TABLE note (text TEXT)")
            try db.execute(sql: "INSERT INTO note VALUES ('theirs')")
        }
        try other.close()
        let files = try FileManager.default.contentsOfDirectory(atPath: diary.folder.path).sorted()
        let before = try Data(contentsOf: diary.database)

        // When a diary command opens it, it is refused as data that is not a diary (65), in one line
        let run = try await diary.cli.run(arguments)
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains(diary.database.path), "\(run.stderr)")
        #expect(run.stdout.isEmpty)

        // And the file and its folder are as they were
        #expect(try Data(contentsOf: diary.database) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: diary.folder.path).sorted() == files)
    }
}
