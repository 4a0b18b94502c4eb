import Foundation
import GRDB

/// The store's operations on entries: saving, reading, listing, counting, importing and
/// following changes.
extension SQLiteDiaryStore {
    /// The store's clock.
    public func now() -> Date {
        clock().roundedToMilliseconds
    }

    /// The clock's date as it gave it, before rounding: what a new entry is dated with, so that
    /// a date the entry cannot keep is refused rather than moved.
    func unroundedNow() -> Date {
        clock()
    }

    /// Saves a new entry with exactly its values.
    ///
    /// - Throws: ``DiaryStoreError`` (read-only store, duplicate identifier, empty entry, a date
    ///   that is not a number or lies outside the years 1 to 9999, database failures).
    public func insert(_ entry: DiaryEntry) async throws {
        try refuseIfReadOnly()
        guard !(entry.title.isBlank && entry.body.isBlank) else { throw DiaryStoreError.emptyEntry }
        try DiaryEntry.checkText(title: entry.title, body: entry.body)
        try entry.checkDates()
        let inserted = try await write { db in try EntrySQL.insert(entry, db) }
        guard inserted else { throw DiaryStoreError.duplicateID(entry.id) }
    }

    /// The entry with identifier `id`, or `nil`.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func entry(id: UUID) async throws -> DiaryEntry? {
        try await read { db in try EntrySQL.entry(id: id, db) }
    }

    /// Replaces title, body and weather, keeps the creation date, stamps the update date.
    ///
    /// - Throws: ``DiaryStoreError`` (read-only store, not found, empty entry, database failures).
    @discardableResult
    public func update(_ entry: DiaryEntry) async throws -> DiaryEntry {
        try refuseIfReadOnly()
        guard !(entry.title.isBlank && entry.body.isBlank) else { throw DiaryStoreError.emptyEntry }
        try DiaryEntry.checkText(title: entry.title, body: entry.body)
        let date = try Date.checkedDiaryDate(clock())
        return try await write { db in
            guard var stored = try EntrySQL.entry(id: entry.id, db) else {
                throw DiaryStoreError.notFound(entry.id)
            }
            stored.title = entry.title
            stored.body = entry.body
            stored.weather = entry.weather
            stored.updatedAt = date
            try EntrySQL.update(stored, db)
            return stored
        }
    }

    /// Deletes the entry with identifier `id` and returns it.
    ///
    /// - Throws: ``DiaryStoreError`` (read-only store, not found, database failures).
    @discardableResult
    public func delete(id: UUID) async throws -> DiaryEntry {
        try refuseIfReadOnly()
        return try await write { db in
            guard let stored = try EntrySQL.entry(id: id, db) else { throw DiaryStoreError.notFound(id) }
            try EntrySQL.delete(id: id, db)
            return stored
        }
    }

    /// Saves an editor's draft, merged into the stored entry, reading and writing in one
    /// transaction (see ``DiaryStore/save(_:)``): a commit another process makes meanwhile waits,
    /// then is merged by the next save.
    ///
    /// - Throws: ``DiaryStoreError`` (read-only store, database failures).
    @discardableResult
    public func save(_ draft: DiaryDraft) async throws -> DiarySavedDraft {
        try refuseIfReadOnly()
        try DiaryEntry.checkText(title: draft.fields.title, body: draft.fields.body)
        let date = try Date.checkedDiaryDate(clock())
        if let createdAt = draft.createdAt { _ = try Date.checkedDiaryDate(createdAt) }
        return try await write { db in
            let (write, answer) = draft.outcome(over: try EntrySQL.entry(id: draft.id, db), now: date)
            switch write {
            case .insert(let entry):
                try EntrySQL.insert(entry, db)
            case .update(let entry):
                try EntrySQL.update(entry, db)
            case .delete:
                try EntrySQL.delete(id: draft.id, db)
            case .nothing:
                break
            }
            return answer
        }
    }

    /// The entries of `page`, newest first.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func entries(page: DiaryPage) async throws -> [DiaryEntry] {
        try await read { db in try EntrySQL.list(limit: page.size, offset: page.offset, db) }
    }

    /// Every entry, newest first.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func allEntries() async throws -> [DiaryEntry] {
        try await read { db in try EntrySQL.list(limit: -1, offset: 0, db) }
    }

    /// How many entries the database holds.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func count() async throws -> Int {
        try await read { db in try EntrySQL.count(db) }
    }

    /// The entries of `page` written on the days of `dates`, newest first.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func entries(page: DiaryPage, dates: DiaryDateFilter) async throws -> [DiaryEntry] {
        try await read { db in try EntrySQL.list(limit: page.size, offset: page.offset, dates: dates, db) }
    }

    /// How many entries were written on the days of `dates`.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func count(dates: DiaryDateFilter) async throws -> Int {
        try await read { db in try EntrySQL.count(dates: dates, db) }
    }

    /// The entries written on the month and day of `day` in earlier years, newest year first:
    /// one range read of the creation-date index per year.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func entries(onThisDay day: DiaryDay, timeZone: TimeZone) async throws -> [DiaryEntry] {
        try await read { db in try EntrySQL.entries(onThisDay: day, timeZone: timeZone, db) }
    }

    /// The entry whose identifier starts with `prefix`.
    ///
    /// - Throws: ``DiaryStoreError`` (not found, ambiguous, invalid prefix, database failures).
    public func entry(idPrefix prefix: String) async throws -> DiaryEntry {
        let key = try IDPrefix(prefix)
        return try await read { db in
            let matches = try EntrySQL.entries(
                idPrefix: key.text, limit: DiaryStoreError.maximumCandidates + 1, db)
            let total =
                matches.count > DiaryStoreError.maximumCandidates
                ? try EntrySQL.count(idPrefix: key.text, db) : matches.count
            return try key.resolve(matches, matchCount: total)
        }
    }

    /// Adds the entries whose identifiers are new, in one transaction.
    ///
    /// - Throws: ``DiaryStoreError`` (read-only store, empty entry, database failures); on failure nothing was added.
    @discardableResult
    public func importEntries(_ entries: [DiaryEntry]) async throws -> DiaryImportResult {
        try refuseIfReadOnly()
        if entries.contains(where: { $0.title.isBlank && $0.body.isBlank }) {
            throw DiaryStoreError.emptyEntry
        }
        for entry in entries {
            try DiaryEntry.checkText(title: entry.title, body: entry.body)
            try entry.checkDates()
        }
        guard !entries.isEmpty else { return DiaryImportResult(insertedCount: 0, skippedCount: 0) }
        return try await write { db in
            var inserted = 0
            for entry in entries where try EntrySQL.insert(entry, db) { inserted += 1 }
            return DiaryImportResult(insertedCount: inserted, skippedCount: entries.count - inserted)
        }
    }

    /// The `limit` entries after `entry` in the newest-first list (from the top when `nil`): one
    /// range read of the creation-date index, however far down the list `entry` is.
    ///
    /// - Throws: ``DiaryStoreError`` when the database cannot be read.
    public func entries(after entry: DiaryEntry?, limit: Int) async throws -> [DiaryEntry] {
        guard limit > 0 else { return [] }
        return try await read { db in try EntrySQL.list(after: entry, limit: limit, db) }
    }

    /// The entries saved and deleted from now on: at once for a change made through this store,
    /// and within ``DiaryChangePolling/interval`` for one another process made. Each report reads
    /// the file's change log since the last one and then only the entries it names.
    public func edits() -> DiaryEdits {
        DiaryEdits(
            source: .database(
                DatabaseEditFeed(watch: commitWatch)))
    }

    /// The newest-first list now and after every change: at once for a change made through this
    /// store, and within ``DiaryChangePolling/interval`` for one another process (or another store
    /// on the same file) made, noticed by checking SQLite's `data_version` on the store's clock.
    public func changes(limit: Int?) -> DiaryChanges {
        let feed = DatabaseChangeFeed(watch: commitWatch, limit: limit.map { max($0, 0) } ?? -1)
        return DiaryChanges(source: .database(feed))
    }
}

extension SQLiteDiaryStore {
    /// The watch of this store's commits its feeds read by.
    fileprivate var commitWatch: DatabaseCommitWatch {
        DatabaseCommitWatch(writer: writer, path: path, tracksOwnWrites: !isReadOnly, polling: polling)
    }
}
