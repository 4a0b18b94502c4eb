import Foundation
import GRDB
import Testing

@testable import DiaryKit

/// The date queries read a range of the creation-date index, never the whole table.
@Suite("Date queries use the creation-date index")
struct DateQueryPlanTests {
    /// SQLite's plan for `sql`, one step a line.
    func plan(_ sql: String, _ arguments: StatementArguments) throws -> String {
        let path = TemporaryFolder().file("diary.sqlite")
        _ = try SQLiteDiaryStore(path: path)
        return try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments)
                .map { $0["detail"] as String? ?? "" }.joined(separator: "\n")
        }
    }

    @Test func aRangeOfDaysIsReadFromTheIndex() throws {
        let list = try plan(EntrySQL.listInRangeSQL, [0, 1, 20, 0])
        #expect(list.contains("USING INDEX entry_by_created_at (created_at>? AND created_at<?)"), "\(list)")
        #expect(!list.contains("TEMP B-TREE"), "\(list)")
        let count = try plan(EntrySQL.countInRangeSQL, [0, 1])
        #expect(count.contains("entry_by_created_at (created_at>? AND created_at<?)"), "\(count)")
        let earliest = try plan("SELECT MIN(created_at) FROM entry", [])
        #expect(earliest.contains("entry_by_created_at"), "\(earliest)")
    }

    @Test func thePageAfterARowIsReadFromTheIndex() throws {
        let page = try plan(EntrySQL.listAfterSQL, [1_000, "00000000-0000-4000-8000-000000000001", 21])
        #expect(page.contains("USING INDEX entry_by_created_at ((created_at,id)<(?,?))"), "\(page)")
        #expect(!page.contains("TEMP B-TREE"), "\(page)")
    }
}
