import Foundation
import GRDB
import Testing

@testable import DiaryKit

/// The impact index that ranks one-word searches without scoring every match: the same pages as
/// FTS5's `ORDER BY rank, rowid DESC` over every match (and as a brute-force BM25 in Swift), kept
/// exact through inserts, updates, deletes, imports, the `v5` migration, writes made without the
/// kit, and read-only opening.
@Suite("Search impact index")
struct SearchImpactIndexTests {
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
                SearchImpactIndexTests.vocabulary[next(SearchImpactIndexTests.vocabulary.count)]
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

    /// Every match of the one-token `query`, ranked by the BM25 score computed in Swift for every
    /// row of the table (no index read but FTS5's statistics).
    static func bruteForceRanking(_ query: String, path: String) throws -> [UUID] {
        try DatabaseQueue(path: path).read { db in
            guard let token = try SearchImpactIndex.token(for: DiarySearchQuery(query), db) else { return [] }
            let tokenizer = try db.makeTokenizer(SearchImpactIndex.tokenizer)
            var matches: [(id: String, weight: Int, length: Int64, seq: Int64)] = []
            for row in try GRDB.Row.fetchAll(db, sql: "SELECT id, seq, search_title, search_body FROM entry")
            {
                let seq: Int64 = row[1]
                let document = try #require(
                    try SearchImpactIndex.document(
                        SearchImpactIndex.Row(seq: 0, title: row[2], body: row[3]), tokenizer))
                if let weight = document.weights.first(where: { $0.token == SearchImpactIndex.Token(token) })?
                    .weight
                {
                    matches.append((row[0], weight, document.key >> 32, seq))
                }
            }
            guard let statistics = try SearchImpactIndex.IndexStatistics.read(db) else { return [] }
            let scorer = SearchImpactIndex.BM25(statistics: statistics, matches: matches.count)
            var ranked: [(rank: Double, seq: Int64, id: String)] = []
            for match in matches {
                let rank = scorer.rank(weight: Double(match.weight), length: Double(match.length))
                ranked.append((rank, match.seq, match.id))
            }
            ranked.sort { $0.rank < $1.rank || ($0.rank == $1.rank && $0.seq > $1.seq) }
            return ranked.compactMap { UUID(uuidString: $0.id) }
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

    /// Whether the index is in use: every row written went through it.
    static func isCurrent(_ path: String) throws -> Bool {
        try DatabaseQueue(path: path).read { try SearchImpactIndex.isCurrent($0) }
    }

    /// Checks every query: pages of several sizes through the store against FTS5's ranking and
    /// the brute-force one.
    static func expectExactRanking(store: SQLiteDiaryStore, path: String) async throws {
        for query in queries {
            let expected = try ftsRanking(query, path: path)
            #expect(try bruteForceRanking(query, path: path) == expected, "brute force, \(query)")
            for size in [1, 7, 50] where size > 1 || expected.count <= 200 {
                let paged = try await pagedRanking(query, store: store, size: size)
                #expect(paged.ids == expected, "\(query), pages of \(size)")
                #expect(paged.totals == [expected.count], "\(query), pages of \(size)")
            }
            #expect(try await store.search(query, limit: 5).map(\.id) == Array(expected.prefix(5)))
        }
    }

    /// The per-token counts and the documents the index holds, to compare with a rebuild.
    static func indexContents(_ db: Database) throws -> (classes: [String], documents: [String]) {
        try db.execute(
            sql:
                "CREATE VIRTUAL TABLE IF NOT EXISTS temp.impact_rows USING fts5vocab(main, entry_impact, row)"
        )
        let classes = try String.fetchAll(
            db, sql: "SELECT term || '.' || weight || ':' || count FROM entry_impact_class ORDER BY 1")
        let documents = try String.fetchAll(
            db, sql: "SELECT term || ':' || doc FROM temp.impact_rows ORDER BY 1")
        return (classes, documents)
    }

    @Test func pagesEqualFTS5AndBruteForceThroughInsertsUpdatesDeletesAndImports() async throws {
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

        #expect(try Self.isCurrent(path))
        try await Self.expectExactRanking(store: store, path: path)
        // And the index holds what a rebuild from the table gives
        let queue = try DatabaseQueue(path: path)
        let before = try await queue.write { try Self.indexContents($0) }
        let rebuilt = try await queue.write { db in
            try SearchImpactIndex.rebuild(db)
            return try Self.indexContents(db)
        }
        #expect(before.classes == rebuilt.classes)
        #expect(before.documents == rebuilt.documents)
        #expect(before.classes.count == before.documents.count && !before.classes.isEmpty)
    }

    @Test func aPageIsReadWithoutScoringEveryMatch() async throws {
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
        // When the first page is read through the index, then the title match leads
        let found = try await DatabaseQueue(path: path).read { db in
            try #require(try SearchImpactIndex.search(token: "river", limit: 3, offset: 0, db))
        }
        #expect(found.total == 2_000)
        #expect(found.seqs.first == 1)
        // And the whole ranking is FTS5's
        let expected = try Self.ftsRanking("river", path: path)
        #expect(try await Self.pagedRanking("river", store: store, size: 300).ids == expected)
    }

    @Test func aVersion4FileGetsTheIndexFromItsRows() async throws {
        // Given a file as version 4 of the schema left it, rows written with the documented insert
        let path = TemporaryFolder().file("v4.sqlite")
        let queue = try DatabaseQueue(path: path)
        try DiarySchema.migrator.migrate(queue, upTo: "v4")
        var random = Random(state: 4)
        var entries: [DiaryEntry] = []
        for number in 0..<150 { entries.append(Self.randomEntry(number, &random, earlier: entries)) }
        try await queue.write { [entries] db in
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
        try queue.close()
        // When the store opens it, then v5 built the index and every search is exact
        let store = try SQLiteDiaryStore(path: path)
        #expect(try Self.isCurrent(path))
        try await Self.expectExactRanking(store: store, path: path)
        // And a read-only store of the migrated file ranks the same way
        let reader = try SQLiteDiaryStore(path: path, access: .readOnly)
        try await Self.expectExactRanking(store: reader, path: path)
    }

    @Test func writesMadeWithoutTheKitFallBackToFTS5UntilTheNextOpenRebuilds() async throws {
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
        // Then the index is out of date, and searches are still exact (through FTS5)
        #expect(try !Self.isCurrent(path))
        try await Self.expectExactRanking(store: store, path: path)
        // And the next store to open the file rebuilds it
        let reopened = try SQLiteDiaryStore(path: path)
        #expect(try Self.isCurrent(path))
        try await Self.expectExactRanking(store: reopened, path: path)
    }

    @Test func anEntryBeyondTheKeysKeepsSearchesOnFTS5() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        try await store.importEntries(
            (0..<20).map { entry($0, title: "Garden \($0)", body: "river", at: day(Double($0))) })
        // Given a row whose row id does not fit in a key
        try await DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    INSERT INTO entry (seq, id, title, body, created_at, updated_at, search_title, search_body)
                    VALUES (8589934592, '99999999-9999-4999-8999-999999999999', 'Garden', 'river', 1, 1, 'garden',
                            'river')
                    """)
        }
        // When a store opens it, then the index stays out of date and searches stay exact
        let reopened = try SQLiteDiaryStore(path: path)
        #expect(try !Self.isCurrent(path))
        #expect(try await DatabaseQueue(path: path).read { try SearchImpactIndex.needsRebuild($0) } == false)
        try await Self.expectExactRanking(store: reopened, path: path)
        // And once the row is gone, the next open brings the index back
        try await reopened.delete(id: try #require(UUID(uuidString: "99999999-9999-4999-8999-999999999999")))
        _ = try SQLiteDiaryStore(path: path)
        #expect(try Self.isCurrent(path))
        try await Self.expectExactRanking(store: reopened, path: path)
    }

    @Test func onlyOneIndexTokenTakesTheIndex() throws {
        let queries = ["Gardening", "산책", "café", "산", "산책로", "rainy day", "rain-day", ":)"]
        let tokens = try DatabaseQueue().read { db in
            try queries.map { try SearchImpactIndex.token(for: DiarySearchQuery($0), db) }
        }
        // A prefix (산), a phrase of pieces (산책로), two words, punctuation: the FTS5 path
        #expect(tokens == ["garden", "산책", "cafe", nil, nil, nil, nil, nil])
    }

    @Test func tokensKeepTheirBytesWhateverTheirLength() {
        let texts = [
            "a", "garden", "abcdefgh", "abcdefghi", "0123456789abcdef", "0123456789abcdefg", "산책", "산책로에서는",
        ]
        #expect(texts.map { SearchImpactIndex.Token($0).text } == texts)
        #expect(Set(texts.map { SearchImpactIndex.Token($0) }).count == texts.count)
        let document = SearchImpactIndex.Document(
            key: 0,
            weights: [(SearchImpactIndex.Token("산책"), 13), (SearchImpactIndex.Token("0123456789abcdefg"), 1)])
        #expect(Set(document.text.split(separator: " ")) == ["산책.13", "0123456789abcdefg.1"])
    }

    @Test func statisticsAreReadOnlyFromARecordFTS5Wrote() {
        #expect(SearchImpactIndex.IndexStatistics.parse(Data([0x02, 0x05, 0x07]))?.tokens == 12)
        #expect(SearchImpactIndex.IndexStatistics.parse(Data([0x81, 0x00, 0x05, 0x07]))?.rows == 128)
        #expect(SearchImpactIndex.IndexStatistics.parse(Data([0x02, 0x05])) == nil)
        #expect(SearchImpactIndex.IndexStatistics.parse(Data([0x02, 0x85])) == nil)
        #expect(SearchImpactIndex.IndexStatistics.parse(Data([0x00, 0x05, 0x07])) == nil)
        #expect(SearchImpactIndex.IndexStatistics.parse(Data()) == nil)
    }
}
