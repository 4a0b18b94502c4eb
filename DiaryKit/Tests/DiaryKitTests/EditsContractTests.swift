import DiaryKit
import Foundation
import GRDB
import Testing

/// `entries(after:limit:)` and `edits()`, as both stores and the protocol's defaults keep them.
@Suite("Store contract: the page after a row, and edits")
struct EditsContractTests {
    /// Five entries a day apart ("E0" oldest … "E4"), and two written at the same millisecond.
    private func fill(_ store: any DiaryStore) async throws {
        try await store.importEntries(
            (0..<5).map { entry($0, title: "E\($0)", at: day(Double($0) * 86_400)) } + [
                entry(20, title: "Twin b", at: day(2.5 * 86_400)),
                entry(21, title: "Twin a", at: day(2.5 * 86_400)),
            ])
    }

    @Test(arguments: StoreKind.allCases)
    func thePageAfterARowFollowsItInTheList(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await fill(store)
        let all = try await store.allEntries()
        #expect(all.map(\.title) == ["E4", "E3", "Twin a", "Twin b", "E2", "E1", "E0"])
        #expect(try await store.entries(after: nil, limit: 2).map(\.title) == ["E4", "E3"])
        // Twins are told apart by their identifiers, as the list orders them
        #expect(try await store.entries(after: all[2], limit: 2).map(\.title) == ["Twin b", "E2"])
        #expect(try await store.entries(after: all[5], limit: 10).map(\.title) == ["E0"])
        #expect(try await store.entries(after: all[6], limit: 10).isEmpty)
        #expect(try await store.entries(after: all[0], limit: 0).isEmpty)
        // A deleted row still marks where its page starts
        try await store.delete(id: all[1].id)
        #expect(try await store.entries(after: all[1], limit: 2).map(\.title) == ["Twin a", "Twin b"])
    }

    @Test(arguments: StoreKind.allCases)
    func editsReportEachChangeWithTheEntriesItConcerns(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await fill(store)
        var edits = store.edits().makeAsyncIterator()
        #expect(try await edits.next() == .started)

        let added = entry(9, title: "New", at: day(9 * 86_400))
        try await store.insert(added)
        #expect(try await edits.next() == .changed(saved: [added], deleted: []))

        let edited = try await store.update(id: added.id, title: "New, edited", body: nil)
        #expect(try await edits.next() == .changed(saved: [edited], deleted: []))

        try await store.delete(id: added.id)
        #expect(try await edits.next() == .changed(saved: [], deleted: [added.id]))
    }

    @Test func aStoreWithoutItsOwnEditsReportsTheDifferencesOfItsLists() async throws {
        let store = RequirementsOnlyStore(InMemoryDiaryStore())
        try await fill(store)
        var edits = store.edits().makeAsyncIterator()
        #expect(try await edits.next() == .started)
        let added = entry(9, title: "New", at: day(9 * 86_400))
        try await store.insert(added)
        #expect(try await edits.next() == .changed(saved: [added], deleted: []))
        try await store.delete(id: added.id)
        #expect(try await edits.next() == .changed(saved: [], deleted: [added.id]))
        #expect(try await store.entries(after: nil, limit: 3).map(\.title) == ["E4", "E3", "Twin a"])
    }

    @Test func anotherWritersChangesAreReadFromTheChangeLog() async throws {
        // Given an SQLite store polled on a clock, and another store on the same file
        let path = TemporaryFolder().file("diary.sqlite")
        let clock = TestClock()
        let store = try SQLiteDiaryStore(
            path: path, changePolling: DiaryChangePolling(interval: .seconds(1), clock: clock))
        try await fill(store)
        let other = try SQLiteDiaryStore(path: path)
        var edits = store.edits().makeAsyncIterator()
        #expect(try await edits.next() == .started)

        // When the other store adds one entry and deletes another, and a poll comes
        let added = entry(9, title: "New", at: day(9 * 86_400))
        try await other.insert(added)
        try await other.delete(id: entry(0, title: "", at: day(0)).id)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))

        // Then both are reported in one edit
        #expect(
            try await edits.next() == .changed(saved: [added], deleted: [entry(0, title: "", at: day(0)).id]))
    }

    @Test func moreChangesThanAreReportedOneByOneSayUnknown() async throws {
        // Given an observed SQLite store
        let store = try SQLiteDiaryStore(path: TemporaryFolder().file("diary.sqlite"))
        var edits = store.edits().makeAsyncIterator()
        #expect(try await edits.next() == .started)
        // When thousands of entries are imported at once
        try await store.importEntries((0..<2_000).map { entry($0, title: "E\($0)", at: day(Double($0))) })
        // Then the store says it cannot list them, and reports one by one again after
        #expect(try await edits.next() == .unknown)
        let added = entry(9_999, title: "New", at: day(9_999))
        try await store.insert(added)
        #expect(try await edits.next() == .changed(saved: [added], deleted: []))
    }

    @Test func aReadOnlyFileWithoutAChangeLogSaysUnknown() async throws {
        // Given a file as a version before the change log left it, opened read-only
        let path = TemporaryFolder().file("diary.sqlite")
        let writer = try SQLiteDiaryStore(path: path)
        try await writer.create(text: "First")
        try await DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    DROP TRIGGER entry_change_after_insert; DROP TRIGGER entry_change_after_update;
                    DROP TRIGGER entry_change_after_delete; DROP TABLE entry_change;
                    DELETE FROM grdb_migrations WHERE identifier = 'v6';
                    """)
        }
        let clock = TestClock()
        let reader = try SQLiteDiaryStore(
            path: path, access: .readOnly,
            changePolling: DiaryChangePolling(interval: .seconds(1), clock: clock))
        var edits = reader.edits().makeAsyncIterator()
        #expect(try await edits.next() == .started)

        // When another connection writes, raw, and a poll comes
        try await DatabaseQueue(path: path).write { db in try db.execute(sql: "DELETE FROM entry") }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))

        // Then the reader says it cannot tell what changed
        #expect(try await edits.next() == .unknown)
    }
}
