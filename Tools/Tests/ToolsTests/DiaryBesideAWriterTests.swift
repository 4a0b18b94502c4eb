import Foundation
import GRDB
import Testing

@Suite("diary: reading while another program writes")
struct DiaryBesideAWriterTests {
    @Test func listSearchAndShowReadWhileAnotherProgramHoldsAWriteTransaction() async throws {
        // Given a diary, and another program in the middle of a write transaction on it
        let diary = try DiaryFixture()
        try await diary.cli("import", try diary.file("seed.json", DiaryFixture.export)).expectSuccess()
        var holding = Configuration()
        holding.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: diary.database.path, configuration: holding)
        try await other.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: "UPDATE entry SET title = title")
        }

        // When the commands that only read run, they read (the file keeps a write-ahead log)
        // instead of waiting out the other program's lock and failing
        let list = try await diary.cli("list")
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("Market day"))
        let search = try await diary.cli("search", "peaches")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.contains("Market day"))
        let show = try await diary.cli("show", DiaryFixture.picnicID)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("Sandwiches by the river."))

        // and once the other program has committed, a command that writes goes on
        try await other.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
        try await diary.cli("new", "After the other program").expectSuccess()
    }
}
