import Foundation
import GRDB

/// The impact index beside the FTS5 index: for every token and every weight a token can have in
/// an entry, the entries ordered best first, so that a one-word search reads its first page
/// without scoring every match.
///
/// FTS5's `bm25(3.0, 1.0)` ranks the entries matching one token by two numbers of each entry: the
/// token's weight `F` (3 for each time it appears in the title, 1 for each time in the body) and
/// the entry's length `D` (its tokens, title and body). The rest of the score (the number of
/// entries, their average length, how many match) is the same for every match. Among entries of
/// the same weight, the shorter scores higher (or the same). So the index keeps, for each token
/// and weight, one FTS5 document list (token `term.F`) whose row ids are
/// `D << 32 | (0xFFFF_FFFF - seq)`: read in row id order, it gives the entries of that weight
/// best first, and, at equal length, newest written first, as `ORDER BY rank, rowid DESC` does.
/// A search merges the first rows of each weight's list (a handful of lists) and stops as soon as
/// the rows it has not read cannot rank higher: the exact BM25 ranking of every match, FTS5's own
/// score to the last bit, at the cost of one page per weight.
///
/// - `entry_impact` is a contentless FTS5 table (`detail = none`) of those documents; the store's
///   write paths add and delete them (FTS5 cannot compute a weight in a trigger).
/// - `entry_impact_class` holds, per token and weight, how many entries have it: the total count
///   of a search and its BM25 inverse document frequency, without counting the matches.
/// - `entry_impact_state` counts the rows written to `entry` (triggers) and the rows the index
///   took in (the store): when a program writes the table without the kit, the counts differ, a
///   search takes the FTS5 path, and the next store to open the file for writing rebuilds the
///   index. An entry whose row id or length does not fit in a key (beyond 4,294,967,295 or
///   2,147,483,647 tokens) cannot be in the index: it stays out of date, and every search takes
///   the FTS5 path, until that entry is gone.
enum SearchImpactIndex {
    /// An entry's search columns, as stored in `entry`.
    struct Row: Sendable {
        /// The entry's row id.
        let seq: Int64
        /// The entry's `search_title`.
        let title: String
        /// The entry's `search_body`.
        let body: String
    }

    /// A token as FTS5 stores it: its bytes, compared and hashed as bytes, as FTS5 compares
    /// them (Unicode text equality would merge tokens FTS5 keeps apart, and costs more). Tokens
    /// of up to 16 bytes, nearly all of them, are held in two integers (zero-padded: a token
    /// never holds a zero byte), so counting them allocates nothing.
    struct Token: Hashable {
        private let low: UInt64
        private let high: UInt64
        private let long: [UInt8]?

        init(_ bytes: UnsafeRawBufferPointer) {
            if bytes.count <= 16, !bytes.contains(0) {
                var low: UInt64 = 0
                var high: UInt64 = 0
                for (index, byte) in bytes.enumerated() {
                    if index < 8 {
                        low |= UInt64(byte) << (8 * UInt64(index))
                    } else {
                        high |= UInt64(byte) << (8 * UInt64(index - 8))
                    }
                }
                (self.low, self.high, long) = (low, high, nil)
            } else {
                (low, high, long) = (0, 0, Array(bytes))
            }
        }

        init(_ text: String) {
            self = Array(text.utf8).withUnsafeBytes { Token($0) }
        }

        /// Appends the token's bytes to `output`.
        func append(to output: inout [UInt8]) {
            if let long {
                output += long
                return
            }
            for word in [low, high] {
                var rest = word
                while rest != 0 {
                    output.append(UInt8(truncatingIfNeeded: rest))
                    rest >>= 8
                }
                if word >> 56 == 0 { return }
            }
        }

        /// The token as text.
        var text: String {
            var bytes: [UInt8] = []
            append(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// One entry's document in `entry_impact`.
    struct Document {
        /// The row id: the entry's length, then its row id reversed.
        let key: Int64
        /// The tokens and their weights in the entry, each token once.
        let weights: [(token: Token, weight: Int)]

        /// The document's text, as `entry_impact` takes it: `token.weight` for every token.
        var text: String {
            var output: [UInt8] = []
            output.reserveCapacity(weights.count * 12)
            var digits: [UInt8] = []
            for (token, weight) in weights {
                if !output.isEmpty { output.append(0x20) }
                token.append(to: &output)
                output.append(0x2E)
                digits.removeAll(keepingCapacity: true)
                var value = weight
                repeat {
                    digits.append(0x30 + UInt8(value % 10))
                    value /= 10
                } while value > 0
                output += digits.reversed()
            }
            return String(decoding: output, as: UTF8.self)
        }

        /// Adds `delta` to the count of every token and weight of the document.
        func count(into counts: inout [ClassKey: Int], _ delta: Int) {
            for (token, weight) in weights {
                counts[ClassKey(token: token, weight: weight), default: 0] += delta
            }
        }
    }

    /// The search index's tokenizer (see the `v3` migration).
    static var tokenizer: FTS5TokenizerDescriptor {
        FTS5TokenizerDescriptor(components: ["porter", "unicode61", "remove_diacritics", "2"])
    }
    /// The weights of a title token and of a body token (see the `v4` migration).
    static let titleWeight = 3
    static let bodyWeight = 1
    /// Tokens longer than this are not in the impact index: a search for one takes the FTS5 path.
    static let maximumTokenBytes = 240
    /// The largest row id and the largest length an entry of the index can have.
    static let maximumSeq: Int64 = 0xFFFF_FFFF
    static let maximumLength: Int64 = 0x7FFF_FFFF

    // MARK: - Schema

    /// Creates the tables and triggers of the index and fills it from the rows already there
    /// (the `v5` migration).
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE entry_impact USING fts5(
                    terms, content = '', detail = none, tokenize = "ascii tokenchars '.'"
                );
                CREATE TABLE entry_impact_class (
                    term TEXT NOT NULL,
                    weight INTEGER NOT NULL,
                    count INTEGER NOT NULL,
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
        try rebuild(db)
    }

    /// Whether the index holds exactly the rows of `entry`: nothing wrote to the table without
    /// going through the index since it was last built.
    static func isCurrent(_ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT written = indexed FROM entry_impact_state")) ?? false
    }

    /// Empties the index and fills it again from every row of `entry`.
    static func rebuild(_ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO entry_impact (entry_impact) VALUES ('delete-all');
                DELETE FROM entry_impact_class;
                """)
        var rows: [Row] = []
        let cursor = try GRDB.Row.fetchCursor(db, sql: "SELECT seq, search_title, search_body FROM entry")
        while let row = try cursor.next() {
            rows.append(
                Row(
                    seq: try row.decode(Int64.self, atIndex: 0),
                    title: try row.decode(String.self, atIndex: 1),
                    body: try row.decode(String.self, atIndex: 2)))
        }
        let complete = try change(removing: [], adding: rows, db)
        try db.execute(
            sql: complete
                ? "UPDATE entry_impact_state SET indexed = written, unindexable_at = NULL"
                : "UPDATE entry_impact_state SET indexed = written - 1, unindexable_at = written")
    }

    /// Whether ``rebuild(_:)`` should run: the index is out of date, and it is not known that a
    /// rebuild would leave a row out (no write since one did).
    static func needsRebuild(_ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db,
            sql: """
                SELECT written <> indexed AND (unindexable_at IS NULL OR unindexable_at <> written)
                FROM entry_impact_state
                """) ?? false
    }

    // MARK: - Writing

    /// Takes in `writes` rows written to `entry` (each insert, update or delete is one): deletes
    /// the documents of the `removing` rows (as they were), adds those of the `adding` rows.
    static func record(removing: [Row], adding: [Row], writes: Int, _ db: Database) throws {
        if try change(removing: removing, adding: adding, db) {
            let statement = try db.cachedStatement(
                sql: "UPDATE entry_impact_state SET indexed = indexed + ?")
            try statement.execute(arguments: [writes])
        }
    }

    /// Deletes and adds documents, and their counts; whether every row had a document (a row
    /// whose row id or length does not fit in a key is left out, and the index then stays out
    /// of date).
    private static func change(removing: [Row], adding: [Row], _ db: Database) throws -> Bool {
        let tokenizer = try db.makeTokenizer(Self.tokenizer)
        let counter = TokenCounter()
        var counts: [ClassKey: Int] = [:]
        var complete = true
        if !removing.isEmpty {
            let delete = try db.cachedStatement(
                sql: "INSERT INTO entry_impact (entry_impact, rowid, terms) VALUES ('delete', ?, ?)")
            for row in removing {
                guard let document = try document(row, tokenizer, counter) else { continue }
                try delete.execute(arguments: [document.key, document.text])
                document.count(into: &counts, -1)
            }
        }
        if !adding.isEmpty {
            var documents: [(key: Int64, text: String)] = []
            documents.reserveCapacity(adding.count)
            for row in adding {
                guard let document = try document(row, tokenizer, counter) else {
                    complete = false
                    continue
                }
                document.count(into: &counts, 1)
                documents.append((document.key, document.text))
            }
            // FTS5 writes its pending rows out each time a row id is not above the last one.
            documents.sort { $0.key < $1.key }
            let insert = try db.cachedStatement(sql: "INSERT INTO entry_impact (rowid, terms) VALUES (?, ?)")
            for document in documents {
                try insert.execute(arguments: [document.key, document.text])
            }
        }
        let upsert = try db.cachedStatement(
            sql: """
                INSERT INTO entry_impact_class (term, weight, count) VALUES (?1, ?2, ?3)
                ON CONFLICT (term, weight) DO UPDATE SET count = count + ?3
                """)
        let prune = try db.cachedStatement(
            sql: "DELETE FROM entry_impact_class WHERE term = ? AND weight = ? AND count <= 0")
        for (key, delta) in counts where delta != 0 {
            let term = key.token.text
            try upsert.execute(arguments: [term, key.weight, delta])
            if delta < 0 { try prune.execute(arguments: [term, key.weight]) }
        }
        return complete
    }

    /// A token and one of its weights.
    struct ClassKey: Hashable {
        let token: Token
        let weight: Int
    }

    /// The document of `row`, or `nil` when its row id or length does not fit in a key.
    static func document(_ row: Row, _ tokenizer: any FTS5Tokenizer) throws -> Document? {
        try document(row, tokenizer, TokenCounter())
    }

    /// The document of `row`, counted with `counter` (one counter serves many rows, its table
    /// keeping its capacity).
    private static func document(_ row: Row, _ tokenizer: any FTS5Tokenizer, _ counter: TokenCounter) throws
        -> Document?
    {
        counter.weights.removeAll(keepingCapacity: true)
        counter.length = 0
        try counter.tokenize(row.title, weight: titleWeight, tokenizer)
        try counter.tokenize(row.body, weight: bodyWeight, tokenizer)
        let length = Int64(counter.length)
        guard row.seq >= 0, row.seq <= maximumSeq, length <= maximumLength else { return nil }
        return Document(
            key: length << 32 | (maximumSeq - row.seq), weights: counter.weights.map { ($0.key, $0.value) })
    }

    /// Counts an entry's tokens as FTS5 does, with their weights.
    private final class TokenCounter {
        var weights: [Token: Int] = [:]
        var length = 0
        var weight = 0

        init() {
            weights.reserveCapacity(256)
        }

        func tokenize(_ text: String, weight: Int, _ tokenizer: any FTS5Tokenizer) throws {
            self.weight = weight
            var text = text
            let code = text.withUTF8 { bytes -> CInt in
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
                    tokenizer.tokenize(
                        context: Unmanaged.passUnretained(self).toOpaque(), tokenization: .document,
                        pText: pointer, nText: CInt(clamping: bytes.count),
                        tokenCallback: { context, flags, token, count, _, _ in
                            guard let context, let token, count > 0 else { return 0 }
                            let counter = Unmanaged<TokenCounter>.fromOpaque(context).takeUnretainedValue()
                            if flags & 1 == 0 { counter.length += 1 }  // not FTS5_TOKEN_COLOCATED
                            guard count <= SearchImpactIndex.maximumTokenBytes else { return 0 }
                            let bytes = UnsafeRawBufferPointer(start: token, count: Int(count))
                            counter.weights[Token(bytes), default: 0] += counter.weight
                            return 0
                        })
                }
            }
            if code != 0 { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
        }
    }

    // MARK: - Searching

    /// The index token a one-word query stands for, or `nil` when the query is not one token
    /// the index holds (several words, a prefix, a phrase of CJK pieces, a token too long).
    static func token(for query: DiarySearchQuery, _ db: Database) throws -> String? {
        guard let text = query.singleIndexToken else { return nil }
        let tokens = try db.makeTokenizer(tokenizer).tokenize(query: text)
        guard tokens.count == 1, let token = tokens.first?.token, !token.isEmpty,
            token.utf8.count <= maximumTokenBytes, !token.contains(".")
        else { return nil }
        return token
    }

    /// The row ids of `limit` entries after the first `offset` among those matching `token`,
    /// ranked as `ORDER BY rank, rowid DESC` ranks them (`rank` being `bm25(3.0, 1.0)`), and how
    /// many match in all; `nil` when the index is out of date.
    static func search(token: String, limit: Int, offset: Int, _ db: Database) throws -> (
        seqs: [Int64], total: Int
    )? {
        guard offset >= 0, try isCurrent(db) else { return nil }
        var classes: [(weight: Int, count: Int)] = []
        let classStatement = try db.cachedStatement(
            sql: "SELECT weight, count FROM entry_impact_class WHERE term = ? ORDER BY weight DESC")
        classStatement.setUncheckedArguments([token])
        let rows = try GRDB.Row.fetchCursor(classStatement)
        var total = 0
        while let row = try rows.next() {
            let count = try row.decode(Int.self, atIndex: 1)
            let (sum, overflow) = total.addingReportingOverflow(count)
            guard count > 0, !overflow else { return nil }  // not counts the store wrote
            classes.append((try row.decode(Int.self, atIndex: 0), count))
            total = sum
        }
        guard total > 0, offset < total, limit > 0 else { return ([], total) }
        guard let statistics = try IndexStatistics.read(db) else { return nil }
        let scorer = BM25(statistics: statistics, matches: total)
        let needed = offset + min(limit, total - offset)
        var candidates: [Candidate] = []
        for item in classes {
            candidates += try best(
                needed, of: "\"\(token).\(item.weight)\"", weight: Double(item.weight), scorer, db)
        }
        candidates.sort { $0.rank < $1.rank || ($0.rank == $1.rank && $0.seq > $1.seq) }
        return (candidates.dropFirst(offset).prefix(needed - offset).map(\.seq), total)
    }

    /// A match and its FTS5 rank (the negated score: lower ranks first).
    struct Candidate {
        let rank: Double
        let seq: Int64
    }

    /// At least the `count` best entries of one token's weight (all of them when it has fewer),
    /// read in row id order, and then every entry that ranks the same as the last one read: what
    /// was not read ranks strictly below everything read.
    private static func best(
        _ count: Int, of pattern: String, weight: Double, _ scorer: BM25, _ db: Database
    ) throws -> [Candidate] {
        let statement = try db.cachedStatement(
            sql:
                "SELECT rowid FROM entry_impact WHERE entry_impact MATCH ?1 AND rowid > ?2 ORDER BY rowid LIMIT ?3"
        )
        var result: [Candidate] = []
        var after = Int64.min
        var batch = count
        while true {
            statement.setUncheckedArguments([pattern, after, batch])
            let keys = try Int64.fetchAll(statement)
            for key in keys {
                let candidate = Candidate(
                    rank: scorer.rank(weight: weight, length: Double(key >> 32)),
                    seq: maximumSeq - (key & maximumSeq))
                if result.count >= count, let last = result.last, candidate.rank != last.rank {
                    return result
                }
                result.append(candidate)
            }
            guard keys.count == batch, let last = keys.last else { return result }
            after = last
            batch = 64
        }
    }

    /// FTS5's `bm25()` for a one-token query, computed as FTS5 computes it (same operations in
    /// the same order, so the same doubles).
    struct BM25 {
        let averageLength: Double
        let inverseDocumentFrequency: Double

        init(statistics: IndexStatistics, matches: Int) {
            averageLength = Double(statistics.tokens) / Double(statistics.rows)
            let idf = log((Double(statistics.rows - Int64(matches)) + 0.5) / (Double(matches) + 0.5))
            inverseDocumentFrequency = idf <= 0 ? 1e-6 : idf
        }

        /// The rank (`-1 × score`) of an entry where the token has `weight` and which has
        /// `length` tokens.
        func rank(weight: Double, length: Double) -> Double {
            let k1 = 1.2
            let b = 0.75
            var score = 0.0
            score +=
                inverseDocumentFrequency
                * ((weight * (k1 + 1.0)) / (weight + k1 * (1 - b + b * length / averageLength)))
            return -1.0 * score
        }
    }

    /// The number of rows and of tokens FTS5's `bm25()` reads: the "averages" record of
    /// `entry_search` (row 1 of `entry_search_data`: SQLite varints, the rows then each column's
    /// tokens).
    struct IndexStatistics {
        let rows: Int64
        let tokens: Int64

        static func read(_ db: Database) throws -> IndexStatistics? {
            guard
                let blob = try Data.fetchOne(
                    db.cachedStatement(sql: "SELECT block FROM entry_search_data WHERE id = 1"))
            else { return nil }
            return parse(blob)
        }

        /// The statistics a record holds, or `nil` when it is not one FTS5 wrote.
        static func parse(_ blob: Data) -> IndexStatistics? {
            let bytes = [UInt8](blob)
            var index = 0
            var values: [UInt64] = []
            while index < bytes.count {
                var value: UInt64 = 0
                var position = 0
                while true {
                    guard index < bytes.count else { return nil }
                    let byte = bytes[index]
                    index += 1
                    if position == 8 {
                        value = value << 8 | UInt64(byte)
                        break
                    }
                    value = value << 7 | UInt64(byte & 0x7F)
                    position += 1
                    if byte < 0x80 { break }
                }
                values.append(value)
            }
            guard values.count == 3, values.allSatisfy({ $0 <= UInt64(Int64.max) }) else { return nil }
            let rows = Int64(values[0])
            let (tokens, overflow) = Int64(values[1]).addingReportingOverflow(Int64(values[2]))
            guard rows > 0, tokens > 0, !overflow else { return nil }
            return IndexStatistics(rows: rows, tokens: tokens)
        }
    }
}
