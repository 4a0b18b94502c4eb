import DiaryKit
import Foundation
import GRDB

/// DiaryKit's figures, on generated diaries of 10,000 and 100,000 entries in database files the
/// kit created: bulk import against the same rows inserted with one plain prepared statement in
/// one transaction, and a search and the list's first page against the same SQL run raw on the
/// same file.
///
/// The searched words are moderately selective, as a person's searches in a diary usually are:
/// each is in about 6% of the entries, some 600 of 10,000 and 6,000 of 100,000. BM25 counts every
/// entry holding a word, so a word in half of all entries (the worst case the kit's
/// SearchingEntries article measures) grows 4.3× from 10,000 to 100,000 entries; a word this
/// selective grows mostly with the ranking of its matches, which the store caps at the newest
/// 1,000.
enum DiaryBenchmarks {
    /// The English query: a word in about 6% of the entries (see ``DiaryCorpus``).
    static let englishQuery = "garden"
    /// The Korean query: a two-syllable word in about 6% of the entries, inside longer words.
    static let koreanQuery = "산책"

    /// Runs every DiaryKit benchmark and prints its ratio.
    static func run() async throws {
        Harness.section("DiaryKit")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diary-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let large = DiaryCorpus.entries(count: 100_000, seed: 1)
        let small = Array(large.prefix(10_000))
        let largeFile = try await bulkImport(large, in: folder)

        let smallFile = folder.appendingPathComponent("small.sqlite").path
        try await SQLiteDiaryStore(path: smallFile).importEntries(small)

        let largeStore = try SQLiteDiaryStore(path: largeFile)
        let smallStore = try SQLiteDiaryStore(path: smallFile)
        let largeRaw = try RawDiary(path: largeFile)
        let smallRaw = try RawDiary(path: smallFile)

        for query in [englishQuery, koreanQuery] {
            let atLarge = try await search(query, store: largeStore, raw: largeRaw, size: "100,000")
            let atSmall = try await search(query, store: smallStore, raw: smallRaw, size: "10,000")
            Harness.report(
                "  “\(query)”: 100,000 entries against 10,000", kit: atLarge.kit, baseline: atSmall.kit,
                bar: 3)
            Harness.fact(
                "  “\(query)” matches at 10,000 / 100,000", "\(atSmall.matches) / \(atLarge.matches)",
                ok: atSmall.matches > 0 && atLarge.matches > atSmall.matches)
        }

        var listed = 0
        try await Harness.compare(
            "first page of the list, 100,000 entries", iterations: 500, samples: 21, bar: 1.5,
            baseline: { listed &+= try largeRaw.firstPage().count },
            kit: { listed &+= try await largeStore.entries(page: .first()).count })
        // For reference: the raw query through GRDB's asynchronous pool read, the access the kit
        // uses, so what remains is the kit's own work (reading rows into entries).
        let pool = try DatabasePool(path: largeFile)
        try await Harness.compare(
            "  the same against raw SQL on an async pool read", iterations: 500, samples: 21, bar: nil,
            baseline: { listed &+= try await pool.read { db in try RawDiary.firstPage(db) }.count },
            kit: { listed &+= try await largeStore.entries(page: .first()).count })
        Harness.fact("  rows on the first page", "20", ok: listed > 0)
    }

    /// Inserts the rows of `entries` with one prepared statement in one transaction into a fresh
    /// kit database, then imports `entries` into another; returns the kit database's path.
    ///
    /// One run each: a run takes seconds, so timer noise is nothing, and the figure's bar leaves
    /// room for the machine's moods.
    private static func bulkImport(_ entries: [DiaryEntry], in folder: URL) async throws -> String {
        let rows = entries.map(RawDiary.Row.init)
        let baselineFile = folder.appendingPathComponent("baseline.sqlite").path
        _ = try SQLiteDiaryStore(path: baselineFile)  // the kit's schema, write-ahead log
        let raw = try RawDiary(path: baselineFile)
        let baselineStart = ContinuousClock.now
        try raw.insert(rows)
        let baseline = Harness.nanoseconds(since: baselineStart)
        let inserted = try raw.count()
        try raw.close()
        remove(baselineFile)

        let kitFile = folder.appendingPathComponent("kit.sqlite").path
        let store = try SQLiteDiaryStore(path: kitFile)
        let kitStart = ContinuousClock.now
        let report = try await store.importEntries(entries)
        let kit = Harness.nanoseconds(since: kitStart)
        Harness.report("bulk import, 100,000 entries (one run each)", kit: kit, baseline: baseline, bar: 2)
        Harness.fact(
            "  rows inserted by the kit / the baseline", "\(report.insertedCount) / \(inserted)",
            ok: report.insertedCount == entries.count && inserted == entries.count)
        return kitFile
    }

    /// Deletes a database file and its companions.
    private static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// The kit's search for `query` against the same statement run raw on the same file, with
    /// the same results; returns the kit's time and how many entries match in all.
    private static func search(
        _ query: String, store: SQLiteDiaryStore, raw: RawDiary, size: String
    ) async throws -> (kit: Double, matches: Int) {
        guard let pattern = DiarySearchQuery(query).ftsPattern else { return (.infinity, 0) }
        let same =
            try await store.search(query).map { $0.id.uuidString.lowercased() }
            == raw.search(pattern: pattern).map(\.id)
        var found = 0
        var bestKit = Double.infinity
        var bestBaseline = Double.infinity
        for _ in 0..<11 {
            bestBaseline = min(
                bestBaseline,
                try Harness.measure(iterations: 40, samples: 1) {
                    found &+= try raw.search(pattern: pattern).count
                })
            bestKit = min(
                bestKit,
                try await Harness.measure(iterations: 40, samples: 1) {
                    found &+= try await store.search(query).count
                })
        }
        Harness.report("search “\(query)”, \(size) entries", kit: bestKit, baseline: bestBaseline, bar: 1.5)
        if !same || found == 0 { Harness.fact("  “\(query)”: kit and raw SQL agree", "no", ok: false) }
        return (bestKit, try raw.matchCount(pattern: pattern))
    }
}

/// The baselines' side of a diary database: GRDB statements on one connection, no kit code.
struct RawDiary {
    /// One row as the kit's insert statement takes it, computed before the clock starts.
    struct Row {
        let values: [any DatabaseValueConvertible & Sendable]

        init(_ entry: DiaryEntry) {
            let milliseconds = { (date: Date) in Int64((date.timeIntervalSince1970 * 1000).rounded()) }
            let nothing: String? = nil
            values = [
                entry.id.uuidString.lowercased(), entry.title, entry.body, milliseconds(entry.createdAt),
                milliseconds(entry.updatedAt), entry.weather?.condition ?? nothing,
                entry.weather?.iconCode ?? nothing, DiarySearchQuery.indexedText(entry.title),
                DiarySearchQuery.indexedText(entry.body),
            ]
        }
    }

    /// The statement the SearchingEntries article gives for inserting a row.
    static let insertSQL = """
        INSERT INTO entry (id, title, body, created_at, updated_at, weather_condition, weather_icon,
                           search_title, search_body)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// The search statement of the SearchingEntries article.
    static let searchSQL = """
        SELECT entry.id, entry.title, entry.body, entry.created_at, entry.updated_at,
               entry.weather_condition, entry.weather_icon
        FROM (
            SELECT rowid, score FROM (
                SELECT rowid, bm25(entry_search, 3.0, 1.0) AS score FROM entry_search
                WHERE entry_search MATCH ?1 ORDER BY rowid DESC LIMIT ?2
            ) ORDER BY score, rowid DESC LIMIT ?3
        ) AS hit JOIN entry ON entry.seq = hit.rowid
        ORDER BY hit.score, hit.rowid DESC
        """

    /// The newest-first list's first page.
    static let listSQL = """
        SELECT id, title, body, created_at, updated_at, weather_condition, weather_icon
        FROM entry ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 0
        """

    /// A row read back: the columns as plain values.
    typealias Fetched = (
        id: String, title: String, body: String, created: Int64, updated: Int64, condition: String?,
        icon: String?
    )

    private let queue: DatabaseQueue

    /// One connection to the database at `path`, set up as the kit's (write-ahead log,
    /// `synchronous = NORMAL`).
    init(path: String) throws {
        var configuration = Configuration()
        configuration.journalMode = .wal
        queue = try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Inserts `rows` with one prepared statement in one transaction.
    func insert(_ rows: [Row]) throws {
        try queue.inTransaction { db in
            let statement = try db.makeStatement(sql: Self.insertSQL)
            for row in rows {
                statement.setUncheckedArguments(StatementArguments(row.values))
                try statement.execute()
            }
            return .commit
        }
    }

    /// Closes the connection.
    func close() throws {
        try queue.close()
    }

    /// How many entries there are.
    func count() throws -> Int {
        try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM entry") ?? 0 }
    }

    /// The best 50 of the newest 1,000 matches of `pattern`, as the kit ranks them.
    func search(pattern: String) throws -> [Fetched] {
        try queue.read { db in
            let statement = try db.cachedStatement(sql: Self.searchSQL)
            statement.setUncheckedArguments([pattern, 1000, 50])
            return try Self.fetch(statement)
        }
    }

    /// How many entries match `pattern` in all.
    func matchCount(pattern: String) throws -> Int {
        try queue.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM entry_search WHERE entry_search MATCH ?", arguments: [pattern])
                ?? 0
        }
    }

    /// The first 20 entries, newest first.
    func firstPage() throws -> [Fetched] {
        try queue.read { db in try Self.firstPage(db) }
    }

    /// The first 20 entries, newest first, on the connection `db`.
    static func firstPage(_ db: Database) throws -> [Fetched] {
        try fetch(db.cachedStatement(sql: listSQL))
    }

    private static func fetch(_ statement: Statement) throws -> [Fetched] {
        var result: [Fetched] = []
        let rows = try GRDB.Row.fetchCursor(statement)
        while let row = try rows.next() {
            result.append(
                (
                    try row.decode(String.self, atIndex: 0), try row.decode(String.self, atIndex: 1),
                    try row.decode(String.self, atIndex: 2), try row.decode(Int64.self, atIndex: 3),
                    try row.decode(Int64.self, atIndex: 4), try row.decode(String?.self, atIndex: 5),
                    try row.decode(String?.self, atIndex: 6)
                ))
        }
        return result
    }
}
