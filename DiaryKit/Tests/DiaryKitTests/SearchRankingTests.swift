import Foundation
import GRDB
import Testing

@testable import DiaryKit

/// Search results ranked by FTS5's own BM25 (title words weighted 3, body words 1), page after
/// page, with the right total: through inserts, updates, deletes, imports, writes made without
/// the kit, files of earlier schema versions (among them files holding the retired impact index),
/// and read-only opening.
@Suite("Search ranking")
struct SearchRankingTests {
    /// Words with stems in common, accents, case, Korean inside longer words: many weights,
    /// lengths and ties.
    static let vocabulary = [
        "garden", "gardens", "gardening", "Garden", "river", "rivers", "Café", "cafe", "rain", "rained",
        "산책을", "산책", "산책로에서", "일기", "bird", "tree", "x1", "Ünïcode", "walk", "walked", "the",
    ]
    /// The one-word queries checked.
    static let queries = [
        "garden", "gardening", "river", "cafe", "CAFÉ", "rain", "산책", "일기", "bird", "tree", "x1", "unicode",
        "walk", "the", "absent",
    ]

    /// A small, fast pseudo-random generator whose output depends only on its seed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(max(bound, 1)))
        }
        mutating func text(words: Int) -> String {
            (0..<words).map { _ in
                SearchRankingTests.vocabulary[next(SearchRankingTests.vocabulary.count)]
            }
            .joined(separator: next(4) == 0 ? ", " : " ")
        }
    }

    /// A random entry; one in five repeats an earlier text exactly (ties of equal score).
    static func randomEntry(_ number: Int, _ random: inout Random, earlier: [DiaryEntry]) -> DiaryEntry {
        if !earlier.isEmpty, random.next(5) == 0 {
            let copied = earlier[random.next(earlier.count)]
            return entry(number, title: copied.title, body: copied.body, at: day(Double(number) * 60))
        }
        let title = random.text(words: random.next(4))
        var body = random.text(words: random.next(random.next(3) == 0 ? 60 : 12))
        if title.isEmpty && body.isEmpty { body = "walk" }
        return entry(number, title: title, body: body, at: day(Double(number) * 60))
    }

    /// Every match of `query` as FTS5 ranks them, scoring every match.
    static func ftsRanking(_ query: String, path: String) throws -> [UUID] {
        guard let pattern = DiarySearchQuery(query).ftsPattern else { return [] }
        return try DatabaseQueue(path: path).read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT entry.id FROM entry_search JOIN entry ON entry.seq = entry_search.rowid
                    WHERE entry_search MATCH ? ORDER BY entry_search.rank, entry_search.rowid DESC
                    """, arguments: [pattern]
            ).compactMap { UUID(uuidString: $0) }
        }
    }

    /// Inserts `entries` with the statement the "Searching entries" article documents, as a
    /// program without the kit writes them.
    static func insertDocumented(_ entries: [DiaryEntry], into queue: DatabaseQueue) async throws {
        try await queue.write { db in
            for entry in entries {
                try db.execute(
                    sql: """
                        INSERT INTO entry (id, title, body, created_at, updated_at, search_title, search_body)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        entry.id.uuidString.lowercased(), entry.title, entry.body,
                        entry.createdAt.diaryMilliseconds,
                        entry.updatedAt.diaryMilliseconds, DiarySearchQuery.indexedText(entry.title),
                        DiarySearchQuery.indexedText(entry.body),
                    ])
            }
        }
    }

    /// Every page of `query` through the store, concatenated, and the total count of each page.
    static func pagedRanking(_ query: String, store: SQLiteDiaryStore, size: Int) async throws -> (
        ids: [UUID], totals: Set<Int>
    ) {
        var ids: [UUID] = []
        var totals: Set<Int> = []
        var number = 1
        while true {
            let page = try await store.search(query, page: DiaryPage(number: number, size: size))
            totals.insert(page.totalCount)
            if page.entries.isEmpty { break }
            ids += page.entries.map(\.id)
            number += 1
        }
        return (ids, totals)
    }

    /// Checks every query: pages of several sizes through the store, put end to end, give FTS5's
    /// ranking of every match, and each page the total.
    static func expectExactRanking(store: SQLiteDiaryStore, path: String) async throws {
        for query in queries {
            let expected = try ftsRanking(query, path: path)
            for size in [1, 7, 50] where size > 1 || expected.count <= 200 {
                let paged = try await pagedRanking(query, store: store, size: size)
                #expect(paged.ids == expected, "\(query), pages of \(size)")
                #expect(paged.totals == [expected.count], "\(query), pages of \(size)")
            }
            #expect(try await store.search(query, limit: 5).map(\.id) == Array(expected.prefix(5)))
        }
    }

    @Test func pagesFollowTheRankingThroughInsertsUpdatesDeletesAndImports() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        var random = Random(state: 17)
        var entries: [DiaryEntry] = []
        for number in 0..<300 { entries.append(Self.randomEntry(number, &random, earlier: entries)) }
        try await store.importEntries(entries)
        for number in 300..<340 {
            let new = Self.randomEntry(number, &random, earlier: entries)
            try await store.insert(new)
            entries.append(new)
        }
        for _ in 0..<40 {
            var changed = entries[random.next(entries.count)]
            let other = Self.randomEntry(0, &random, earlier: entries)
            changed.title = other.title
            changed.body = other.body
            try await store.update(changed)
        }
        for _ in 0..<30 {
            let index = random.next(entries.count)
            try await store.delete(id: entries.remove(at: index).id)
        }
        var more: [DiaryEntry] = Array(entries.prefix(10))  // already there: skipped
        for number in 340..<420 { more.append(Self.randomEntry(number, &random, earlier: entries)) }
        let report = try await store.importEntries(more)
        #expect(report.insertedCount == 80 && report.skippedCount == 10)

        try await Self.expectExactRanking(store: store, path: path)
    }

    @Test func aTitleMatchLeadsAmongManyMatches() async throws {
        // Given 2,000 matches, one of them a title match written first
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        var entries = [entry(0, title: "River", body: "A quiet afternoon.", at: day(0))]
        entries += (1..<2_000).map {
            entry(
                $0, title: "Day \($0)",
                body: "Walked along the river" + String(repeating: " far", count: $0 % 7), at: day(Double($0))
            )
        }
        try await store.importEntries(entries)
        // When the first page is read, then the title match leads, and the total counts every match
        let first = try await store.search("river", page: DiaryPage(number: 1, size: 3))
        #expect(first.totalCount == 2_000)
        #expect(first.entries.first?.title == "River")
        // And the whole ranking is FTS5's
        let expected = try Self.ftsRanking("river", path: path)
        #expect(try await Self.pagedRanking("river", store: store, size: 300).ids == expected)
    }

    @Test func aVersion4FileIsSearchedOnceOpened() async throws {
        // Given a file as version 4 of the schema left it, rows written with the documented insert
        let path = TemporaryFolder().file("v4.sqlite")
        let queue = try DatabaseQueue(path: path)
        try DiarySchema.migrator.migrate(queue, upTo: "v4")
        var random = Random(state: 4)
        var entries: [DiaryEntry] = []
        for number in 0..<150 { entries.append(Self.randomEntry(number, &random, earlier: entries)) }
        try await Self.insertDocumented(entries, into: queue)
        try queue.close()
        // When the store opens it, then every search is exact
        let store = try SQLiteDiaryStore(path: path)
        try await Self.expectExactRanking(store: store, path: path)
        // And a read-only store of the migrated file ranks the same way
        let reader = try SQLiteDiaryStore(path: path, access: .readOnly)
        try await Self.expectExactRanking(store: reader, path: path)
    }

    @Test func aFileHoldingTheRetiredImpactIndexIsReadThenMigratedAndWritten() async throws {
        // Given a file as version 6 of the schema left it, with the impact index that `v5` built
        // (its tables and its triggers on `entry`, as that version wrote them)
        let path = TemporaryFolder().file("v6.sqlite")
        let queue = try DatabaseQueue(path: path)
        try DiarySchema.migrator.migrate(queue, upTo: "v6")
        try await queue.write { db in
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE entry_impact USING fts5(
                        terms, content = '', detail = none, tokenize = "ascii tokenchars '.'"
                    );
                    CREATE TABLE entry_impact_class (
                        term TEXT NOT NULL, weight INTEGER NOT NULL, count INTEGER NOT NULL,
                        PRIMARY KEY (term, weight)
                    ) WITHOUT ROWID;
                    CREATE TABLE entry_impact_state (
                        written INTEGER NOT NULL, indexed INTEGER NOT NULL, unindexable_at INTEGER
                    );
                    INSERT INTO entry_impact_state (written, indexed) VALUES (0, 0);
                    CREATE TRIGGER entry_impact_after_insert AFTER INSERT ON entry BEGIN
                        UPDATE entry_impact_state SET written = written + 1;
                    END;
                    CREATE TRIGGER entry_impact_after_delete AFTER DELETE ON entry BEGIN
                        UPDATE entry_impact_state SET written = written + 1;
                    END;
                    CREATE TRIGGER entry_impact_after_update AFTER UPDATE OF search_title, search_body ON entry BEGIN
                        UPDATE entry_impact_state SET written = written + 1;
                    END;
                    """)
        }
        var random = Random(state: 6)
        var entries: [DiaryEntry] = []
        for number in 0..<120 { entries.append(Self.randomEntry(number, &random, earlier: entries)) }
        try await Self.insertDocumented(entries, into: queue)
        try queue.close()

        // When a read-only store opens it, then it reads and searches it as it is
        let reader = try SQLiteDiaryStore(path: path, access: .readOnly)
        try await Self.expectExactRanking(store: reader, path: path)

        // And a store that may write migrates it: the index's tables and triggers are gone, and
        // every write and search works
        let store = try SQLiteDiaryStore(path: path)
        let left = try await DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name LIKE 'entry_impact%'")
        }
        #expect(left.isEmpty)
        let added = Self.randomEntry(500, &random, earlier: entries)
        try await store.insert(added)
        var changed = entries[3]
        changed.title = "Garden river"
        try await store.update(changed)
        try await store.delete(id: entries[7].id)
        try await Self.expectExactRanking(store: store, path: path)
    }

    @Test func writesMadeWithoutTheKitAreFound() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        var random = Random(state: 9)
        var entries: [DiaryEntry] = []
        for number in 0..<120 { entries.append(Self.randomEntry(number, &random, earlier: entries)) }
        try await store.importEntries(entries)
        // When another program deletes and inserts rows with plain SQL
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(sql: "DELETE FROM entry WHERE seq IN (3, 5, 8)")
            try db.execute(
                sql: """
                    INSERT INTO entry (id, title, body, created_at, updated_at, search_title, search_body)
                    VALUES ('99999999-9999-4999-8999-999999999999', 'Garden', 'garden river', 1, 1, 'garden',
                            'garden river')
                    """)
        }
        // Then searches are exact, and find the new row
        try await Self.expectExactRanking(store: store, path: path)
        let found = try await store.search("garden", limit: 500).map(\.id)
        #expect(found.contains(try #require(UUID(uuidString: "99999999-9999-4999-8999-999999999999"))))
    }
}
