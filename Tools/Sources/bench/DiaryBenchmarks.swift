import DiaryKit
import Foundation
import GRDB

/// DiaryKit's figures, on generated diaries of 10,000 and 100,000 entries in database files the
/// kit created: bulk import against the same rows inserted with one plain prepared statement in
/// one transaction; the first page of a search (ranked over every match, with the total count)
/// against the same statements run raw, and its time against its bar; the list restricted to a
/// month and "on this day"; and the list's first page against the same SQL run raw through the
/// same kind of connection.
///
/// Two searched words are moderately selective, as a person's searches in a diary usually are:
/// each is in about 6% of the entries, some 600 of 10,000 and 6,000 of 100,000. The third,
/// `river`, is in half of all entries: the worst case for FTS5's ranking, which scores every
/// match. 10,000 entries is a long diary (27 years of daily writing), where a search has a budget
/// a person would not notice; 100,000 is ten times that, where the time grows with the matches
/// (printed, with the worst case's budget). The kit and the raw statements must give the same
/// page with the same total.
enum DiaryBenchmarks {
    /// The English query: a word in about 6% of the entries (see ``DiaryCorpus``).
    static let englishQuery = "garden"
    /// The Korean query: a two-syllable word in about 6% of the entries, inside longer words.
    static let koreanQuery = "산책"
    /// A word in half of all entries.
    static let commonQuery = "river"

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

        var common = (kit: Double.infinity, matches: 0)
        for query in [englishQuery, koreanQuery, commonQuery] {
            let atSmall = try await search(
                query, store: smallStore, raw: smallRaw, size: "10,000", rounds: 11)
            let atLarge = try await search(
                query, store: largeStore, raw: largeRaw, size: "100,000",
                rounds: query == commonQuery ? 5 : 11)
            Harness.fact(
                "  “\(query)” page 1, 10,000 (bar ≤ 50 ms)", Harness.format(atSmall.kit),
                ok: atSmall.kit <= 50_000_000)
            Harness.report(
                "  “\(query)”: 100,000 entries against 10,000", kit: atLarge.kit, baseline: atSmall.kit,
                bar: nil, samples: "the figures above")
            Harness.fact(
                "  “\(query)” matches at 10,000 / 100,000", "\(atSmall.matches) / \(atLarge.matches)",
                ok: atSmall.matches > 0 && atLarge.matches > atSmall.matches)
            if query == commonQuery { common = atLarge }
        }
        Harness.fact(
            "  “\(commonQuery)” page 1, 100,000 (bar ≤ 50 ms)", Harness.format(common.kit),
            ok: common.kit <= 50_000_000)
        Harness.fact(
            "  “\(commonQuery)” matches at 100,000", "\(common.matches) (half: \(large.count / 2))",
            ok: common.matches > large.count * 45 / 100)

        let pool = try DatabasePool(path: largeFile)
        try await dates(large: large, store: largeStore, raw: largeRaw, pool: pool)
        try await list(pool: pool, store: largeStore, raw: largeRaw)
    }

    /// The list restricted to a month (first page and count, as `diary list --from --to`) and
    /// "on this day", at 100,000 entries, against the same statements run raw through the same
    /// kind of connection (async reads through a pool: two for the list, its page and its count,
    /// as `diary list` makes them).
    private static func dates(
        large: [DiaryEntry], store: SQLiteDiaryStore, raw: RawDiary, pool: DatabasePool
    ) async throws {
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        let middle = DiaryDay(large[large.count / 2].createdAt, timeZone: utc)
        let month = try DiaryDateFilter(
            from: DiaryDay(year: middle.year, month: middle.month, day: 1),
            to: DiaryDay(year: middle.year, month: middle.month, day: 28), timeZone: utc)
        let bounds = (
            lower: Int64(((month.start ?? Date()).timeIntervalSince1970 * 1000).rounded()),
            upper: Int64(((month.end ?? Date()).timeIntervalSince1970 * 1000).rounded())
        )
        var seen = 0
        try await Harness.compare(
            "list of a month (page + count), 100,000", iterations: 200, samples: 11, bar: 1.2,
            baseline: {
                seen &+= try await pool.read { db in
                    try RawDiary.range(db, lower: bounds.lower, upper: bounds.upper)
                }
                .count
                seen &+= try await pool.read { db in
                    try RawDiary.rangeCount(db, lower: bounds.lower, upper: bounds.upper)
                }
            },
            kit: {
                seen &+= try await store.entries(page: .first(), dates: month).count
                seen &+= try await store.count(dates: month)
            })
        let last = DiaryDay(large[large.count - 1].createdAt, timeZone: utc)
        let anniversary = try DiaryDay(year: last.year, month: last.month, day: min(last.day, 27))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let years = anniversary.year - DiaryDay(large[0].createdAt, timeZone: utc).year
        var remembered = 0
        let plain: @Sendable (Database) throws -> [RawDiary.Fetched] = { [calendar] db in
            try RawDiary.onThisDay(
                db, month: anniversary.month, day: anniversary.day, before: anniversary.year,
                calendar: calendar)
        }
        try await Harness.compare(
            "on this day, \(years) earlier years, 100,000", iterations: 200, samples: 11, bar: 1.2,
            baseline: { remembered &+= try await pool.read(plain).count },
            kit: { remembered &+= try await store.entries(onThisDay: anniversary, timeZone: utc).count })
        let found = try await store.entries(onThisDay: anniversary, timeZone: utc).count
        let rawFound = try await pool.read(plain).count
        let inMonth = try await store.count(dates: month)
        Harness.fact(
            "  entries in the month / on this day", "\(inMonth) / \(found)",
            ok: seen > 0 && remembered > 0 && found > 0 && found == rawFound)
    }

    /// The list's first page against the same SQL on the same kind of connection (an async read
    /// through a pool), and, for reference, that async read against a synchronous read on one
    /// connection: the floor the kit cannot go under.
    private static func list(pool: DatabasePool, store: SQLiteDiaryStore, raw: RawDiary) async throws {
        var listed = 0
        try await Harness.compare(
            "first page of the list, 100,000 entries", iterations: 500, samples: 21, bar: 1.2,
            baseline: { listed &+= try await pool.read { db in try RawDiary.firstPage(db) }.count },
            kit: { listed &+= try await store.entries(page: .first()).count })
        try await Harness.compare(
            "  the same vs raw SQL on one connection", iterations: 500, samples: 21, bar: nil,
            baseline: { listed &+= try raw.firstPage().count },
            kit: { listed &+= try await store.entries(page: .first()).count })
        try await Harness.compare(
            "  floor: async pool read vs one connection", iterations: 500, samples: 21, bar: nil,
            baseline: { listed &+= try raw.firstPage().count },
            kit: { listed &+= try await pool.read { db in try RawDiary.firstPage(db) }.count })
        Harness.fact("  rows on the first page", "20", ok: listed > 0)
    }

    /// Inserts the rows of `entries` with one prepared statement in one transaction into a fresh
    /// kit database, then imports `entries` into another; returns the kit database's path.
    ///
    /// One run each: a run takes seconds, so timer noise is nothing, and the figure's bar leaves
    /// room for the machine's moods.
    private static func bulkImport(_ entries: [DiaryEntry], in folder: URL) async throws -> String {
        let kitFile = folder.appendingPathComponent("kit.sqlite").path
        let store = try SQLiteDiaryStore(path: kitFile)
        let kitStart = ContinuousClock.now
        let report = try await store.importEntries(entries)
        let kit = Harness.nanoseconds(since: kitStart)

        // The baseline inserts the same rows with the same search texts, read back from the
        // kit's file before its clock starts (the kit's folding is internal to it).
        let indexed = try await DatabaseQueue(path: kitFile).read { db in
            var texts: [String: (String, String)] = [:]
            for row in try GRDB.Row.fetchAll(db, sql: "SELECT id, search_title, search_body FROM entry") {
                texts[row["id"]] = (row["search_title"], row["search_body"])
            }
            return texts
        }
        let rows = entries.map { entry in
            RawDiary.Row(entry, indexed: indexed[entry.id.uuidString.lowercased()] ?? ("", ""))
        }
        let baselineFile = folder.appendingPathComponent("baseline.sqlite").path
        _ = try SQLiteDiaryStore(path: baselineFile)  // the kit's schema, write-ahead log
        let raw = try RawDiary(path: baselineFile)
        let baselineStart = ContinuousClock.now
        try raw.insert(rows)
        let baseline = Harness.nanoseconds(since: baselineStart)
        let inserted = try raw.count()
        try raw.close()
        remove(baselineFile)
        Harness.report(
            "bulk import, 100,000 entries", kit: kit, baseline: baseline, bar: 1.2, samples: "one run each")
        Harness.fact(
            "  rows inserted by the kit / the baseline", "\(report.insertedCount) / \(inserted)",
            ok: report.insertedCount == entries.count && inserted == entries.count)
        let size = try await DatabaseQueue(path: kitFile).read { db in
            try Double.fetchOne(db, sql: "SELECT SUM(pgsize) FROM dbstat") ?? 0
        }
        Harness.fact("  kit's file", String(format: "%.1f MB", size / 1_000_000))
        return kitFile
    }

    /// Deletes a database file and its companions.
    private static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// The kit's first page of results for `query` (20 entries, with the total count) against
    /// the same statements run raw on the same file, with the same results; returns the kit's
    /// time and how many entries match in all.
    private static func search(
        _ query: String, store: SQLiteDiaryStore, raw: RawDiary, size: String, rounds: Int
    ) async throws -> (kit: Double, matches: Int) {
        // The FTS5 pattern the kit builds for a one-word query (both queries here are one word,
        // already folded); the check below proves the raw statement finds what the kit finds.
        let pattern = "\"" + query.lowercased() + "\""
        let page = try await store.search(query, page: .first())
        let rawPage = try raw.search(pattern: pattern)
        let same =
            page.entries.map { $0.id.uuidString.lowercased() } == rawPage.rows.map(\.id)
            && page.totalCount == rawPage.total
        var found = 0
        var bestKit = Harness.Best(minimum: rounds)
        var bestBaseline = Harness.Best(minimum: rounds)
        let iterations = rounds > 5 ? 40 : 2
        while !(bestKit.settled && bestBaseline.settled) {
            bestBaseline.add(
                try Harness.once(iterations: iterations) {
                    found &+= try raw.search(pattern: pattern).rows.count
                })
            bestKit.add(
                try await Harness.once(iterations: iterations) {
                    found &+= try await store.search(query, page: .first()).entries.count
                })
        }
        Harness.report(
            "search “\(query)”, first page, \(size) entries", kit: bestKit, baseline: bestBaseline, bar: 1.2)
        if !same || found == 0 { Harness.fact("  “\(query)”: kit and raw SQL agree", "no", ok: false) }
        return (bestKit.value, page.totalCount)
    }
}

/// The baselines' side of a diary database: GRDB statements on one connection, no kit code.
struct RawDiary {
    /// One row as the kit's insert statement takes it, computed before the clock starts.
    struct Row {
        let values: [any DatabaseValueConvertible & Sendable]

        /// The row of `entry`, with `indexed`, the folded title and body the search index reads.
        init(_ entry: DiaryEntry, indexed: (title: String, body: String)) {
            let milliseconds = { (date: Date) in Int64((date.timeIntervalSince1970 * 1000).rounded()) }
            let nothing: String? = nil
            values = [
                entry.id.uuidString.lowercased(), entry.title, entry.body, milliseconds(entry.createdAt),
                milliseconds(entry.updatedAt), entry.weather?.condition ?? nothing,
                entry.weather?.iconCode ?? nothing, indexed.title, indexed.body,
            ]
        }
    }

    /// The statement the SearchingEntries article gives for inserting a row.
    static let insertSQL = """
        INSERT INTO entry (id, title, body, created_at, updated_at, weather_condition, weather_icon,
                           search_title, search_body)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// The search statement of the SearchingEntries article: one page of every match, ranked.
    static let searchSQL = """
        SELECT entry.id, entry.title, entry.body, entry.created_at, entry.updated_at,
               entry.weather_condition, entry.weather_icon
        FROM (
            SELECT rowid, rank AS score FROM entry_search
            WHERE entry_search MATCH ?1 ORDER BY rank, rowid DESC LIMIT ?2 OFFSET ?3
        ) AS hit JOIN entry ON entry.seq = hit.rowid
        ORDER BY hit.score, hit.rowid DESC
        """

    /// The list restricted to `created_at` from `?1` to `?2` (excluded), first page.
    static let rangeSQL = """
        SELECT id, title, body, created_at, updated_at, weather_condition, weather_icon
        FROM entry WHERE created_at >= ?1 AND created_at < ?2
        ORDER BY created_at DESC, id DESC LIMIT ?3 OFFSET ?4
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

    /// The first 20 matches of `pattern`, as the kit ranks them, and how many match in all, in
    /// one read transaction.
    func search(pattern: String) throws -> (rows: [Fetched], total: Int) {
        try queue.read { db in
            let count = try db.cachedStatement(
                sql: "SELECT COUNT(*) FROM entry_search WHERE entry_search MATCH ?")
            count.setUncheckedArguments([pattern])
            let total = try Int.fetchOne(count) ?? 0
            let statement = try db.cachedStatement(sql: Self.searchSQL)
            statement.setUncheckedArguments([pattern, 20, 0])
            return (try Self.fetch(statement), total)
        }
    }

    /// The first 20 entries created from `lower` to `upper` (excluded), newest first.
    static func range(_ db: Database, lower: Int64, upper: Int64) throws -> [Fetched] {
        let statement = try db.cachedStatement(sql: rangeSQL)
        statement.setUncheckedArguments([lower, upper, 20, 0])
        return try fetch(statement)
    }

    /// How many entries were created from `lower` to `upper` (excluded).
    static func rangeCount(_ db: Database, lower: Int64, upper: Int64) throws -> Int {
        let count = try db.cachedStatement(
            sql: "SELECT COUNT(*) FROM entry WHERE created_at >= ? AND created_at < ?")
        count.setUncheckedArguments([lower, upper])
        return try Int.fetchOne(count) ?? 0
    }

    /// Every entry created on `month`/`day` of a year before `year`, newest year first, the plain
    /// way: the earliest creation date read, each earlier year's day (from its start, which is
    /// not always midnight, to the next day's) made with Foundation's `calendar`, and one range
    /// read of the creation-date index per year.
    static func onThisDay(
        _ db: Database, month: Int, day: Int, before year: Int, calendar: Calendar
    ) throws -> [Fetched] {
        guard let earliest = try Int64.fetchOne(db.cachedStatement(sql: "SELECT MIN(created_at) FROM entry"))
        else { return [] }
        let firstYear = calendar.component(.year, from: Date(timeIntervalSince1970: Double(earliest) / 1000))
        let milliseconds = { (date: Date) in Int64((date.timeIntervalSince1970 * 1000).rounded()) }
        var rows: [Fetched] = []
        for earlier in stride(from: year - 1, through: firstYear, by: -1) {
            guard let date = calendar.date(from: DateComponents(year: earlier, month: month, day: day)),
                case let start = calendar.startOfDay(for: date),
                let end = calendar.date(byAdding: .day, value: 1, to: start)
            else { continue }
            let statement = try db.cachedStatement(sql: rangeSQL)
            statement.setUncheckedArguments([milliseconds(start), milliseconds(end), -1, 0])
            rows += try fetch(statement)
        }
        return rows
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
