import Foundation

/// A ``DiaryStore`` that keeps entries in memory: for tests, previews and tools that need no file.
///
/// It behaves like ``SQLiteDiaryStore`` in everything the protocol promises (the shared test suite
/// runs against both). Search matches each word of the query as a case-insensitive substring of
/// the title or body, and ranks title matches first; the SQLite store's index also matches other
/// forms of English words (`rains` for `rain`).
///
/// ```swift
/// let start = Date(timeIntervalSince1970: 1_700_000_000)
/// let store = InMemoryDiaryStore(now: { start })
/// let entry = try await store.create(text: "Snow day\nThe whole street went sledding.")
/// print(try await store.count())  // 1
/// print(entry.createdAt == start)  // true
/// ```
public actor InMemoryDiaryStore: DiaryStore {
    private var byID: [UUID: DiaryEntry] = [:]
    private var subscribers: [UUID: Subscriber] = [:]
    private var editSubscribers: [UUID: AsyncStream<DiaryEdit>.Continuation] = [:]
    private let clock: @Sendable () -> Date

    /// A store holding `entries` (later duplicates of an identifier are ignored), whose clock is
    /// `now`.
    public init(entries: [DiaryEntry] = [], now: @escaping @Sendable () -> Date = { Date() }) {
        self.clock = now
        for entry in entries where byID[entry.id] == nil {
            byID[entry.id] = entry
        }
    }

    /// The store's clock.
    public nonisolated func now() -> Date {
        clock().roundedToMilliseconds
    }

    /// The clock's date as it gave it, before rounding: what a new entry is dated with, so that
    /// a date the entry cannot keep is refused rather than moved.
    nonisolated func unroundedNow() -> Date {
        clock()
    }

    /// Saves a new entry with exactly its values.
    ///
    /// - Throws: ``DiaryStoreError`` (duplicate identifier, empty entry, a date that is not a
    ///   number or lies outside the years 1 to 9999).
    public func insert(_ entry: DiaryEntry) throws {
        guard !(entry.title.isBlank && entry.body.isBlank) else { throw DiaryStoreError.emptyEntry }
        try DiaryEntry.checkText(title: entry.title, body: entry.body)
        try entry.checkDates()
        guard byID[entry.id] == nil else { throw DiaryStoreError.duplicateID(entry.id) }
        byID[entry.id] = entry
        publish(saved: [entry], deleted: [])
    }

    /// The entry with identifier `id`, or `nil`.
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func entry(id: UUID) throws -> DiaryEntry? {
        byID[id]
    }

    /// Replaces title, body and weather, keeps the creation date, stamps the update date.
    ///
    /// - Throws: ``DiaryStoreError`` (not found, empty entry).
    @discardableResult
    public func update(_ entry: DiaryEntry) throws -> DiaryEntry {
        guard !(entry.title.isBlank && entry.body.isBlank) else { throw DiaryStoreError.emptyEntry }
        try DiaryEntry.checkText(title: entry.title, body: entry.body)
        let date = try Date.checkedDiaryDate(clock())
        guard var stored = byID[entry.id] else { throw DiaryStoreError.notFound(entry.id) }
        stored.title = entry.title
        stored.body = entry.body
        stored.weather = entry.weather
        stored.updatedAt = date
        byID[entry.id] = stored
        publish(saved: [stored], deleted: [])
        return stored
    }

    /// Deletes the entry with identifier `id` and returns it.
    ///
    /// - Throws: ``DiaryStoreError`` (not found).
    @discardableResult
    public func delete(id: UUID) throws -> DiaryEntry {
        guard let removed = byID.removeValue(forKey: id) else { throw DiaryStoreError.notFound(id) }
        publish(saved: [], deleted: [id])
        return removed
    }

    /// Saves an editor's draft, merged into the stored entry, in one step of the actor (see
    /// ``DiaryStore/save(_:)``).
    ///
    /// - Throws: ``DiaryStoreError`` (an empty entry, never: a blank merge deletes or writes nothing).
    @discardableResult
    public func save(_ draft: DiaryDraft) throws -> DiarySavedDraft {
        try DiaryEntry.checkText(title: draft.fields.title, body: draft.fields.body)
        let date = try Date.checkedDiaryDate(clock())
        if let createdAt = draft.createdAt { _ = try Date.checkedDiaryDate(createdAt) }
        let (write, answer) = draft.outcome(over: byID[draft.id], now: date)
        switch write {
        case .insert(let entry), .update(let entry):
            byID[entry.id] = entry
            publish(saved: [entry], deleted: [])
        case .delete:
            byID.removeValue(forKey: draft.id)
            publish(saved: [], deleted: [draft.id])
        case .nothing:
            break
        }
        return answer
    }

    /// The entries of `page`, newest first.
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func entries(page: DiaryPage) throws -> [DiaryEntry] {
        let sorted = sortedEntries()
        guard page.offset < sorted.count else { return [] }
        return Array(sorted[page.offset..<min(sorted.count, page.offset + page.size)])
    }

    /// Every entry, newest first.
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func allEntries() throws -> [DiaryEntry] {
        sortedEntries()
    }

    /// How many entries the store holds.
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func count() throws -> Int {
        byID.count
    }

    /// At most `limit` entries containing every term of `query`, title matches first.
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func search(_ query: String, limit: Int) throws -> [DiaryEntry] {
        guard limit > 0 else { return [] }
        return Array(ranked(query, dates: .anyDay).prefix(limit))
    }

    /// The entries of `page` among all those containing every term of `query`, title matches
    /// first, and how many there are.
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func search(_ query: String, page: DiaryPage) throws -> DiarySearchPage {
        try search(query, page: page, dates: .anyDay)
    }

    /// The entries of `page` among those written on the days of `dates` that contain every term
    /// of `query`, title matches first, and how many there are.
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func search(_ query: String, page: DiaryPage, dates: DiaryDateFilter) throws -> DiarySearchPage {
        let found = ranked(query, dates: dates)
        return DiarySearchPage(entries: Self.slice(found, page), page: page, totalCount: found.count)
    }

    /// The entries of `page` written on the days of `dates`, newest first.
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func entries(page: DiaryPage, dates: DiaryDateFilter) throws -> [DiaryEntry] {
        Self.slice(sortedEntries().filter { dates.contains($0.createdAt) }, page)
    }

    /// How many entries were written on the days of `dates`.
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func count(dates: DiaryDateFilter) throws -> Int {
        byID.values.count { dates.contains($0.createdAt) }
    }

    /// The entries written on the month and day of `day` in earlier years, newest year first.
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func entries(onThisDay day: DiaryDay, timeZone: TimeZone) throws -> [DiaryEntry] {
        let sorted = sortedEntries()
        guard let earliest = sorted.last?.createdAt else { return [] }
        let filters = day.earlierYearsFilters(
            since: DiaryDay(earliest, timeZone: timeZone).year, timeZone: timeZone)
        return filters.flatMap { filter in sorted.filter { filter.contains($0.createdAt) } }
    }

    /// Every entry of `dates` containing every term of `query`, best first; among equal scores,
    /// newest first.
    private func ranked(_ query: String, dates: DiaryDateFilter) -> [DiaryEntry] {
        let terms = DiarySearchQuery(query).terms
        guard !terms.isEmpty else { return [] }
        var scored: [(entry: DiaryEntry, score: Int)] = []
        for entry in sortedEntries() where dates.contains(entry.createdAt) {
            if let score = Self.score(of: entry, for: terms) { scored.append((entry, score)) }
        }
        // Sorting by score, then by list position, keeps the newest-first order among equal scores.
        let ranked = scored.enumerated().sorted { lhs, rhs in
            lhs.element.score != rhs.element.score
                ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
        }
        return ranked.map(\.element.entry)
    }

    /// The entries of `page` among `entries`.
    private static func slice(_ entries: [DiaryEntry], _ page: DiaryPage) -> [DiaryEntry] {
        guard page.offset < entries.count else { return [] }
        return Array(entries[page.offset..<min(entries.count, page.offset + page.size)])
    }

    /// Three points per occurrence in the title and one per occurrence in the body, or `nil` when
    /// some term does not occur at all.
    private static func score(of entry: DiaryEntry, for terms: [DiarySearchQuery.Term]) -> Int? {
        let title = DiarySearchQuery.folded(entry.title)
        let body = DiarySearchQuery.folded(entry.body)
        var score = 0
        for term in terms {
            let pieces: [(needle: String, title: String, body: String)] =
                term.runs.isEmpty
                ? [(term.original, entry.title, entry.body)] : term.runs.map { ($0.text, title, body) }
            for piece in pieces {
                let inTitle = piece.title.occurrences(of: piece.needle)
                let inBody = piece.body.occurrences(of: piece.needle)
                guard inTitle + inBody > 0 else { return nil }
                score += 3 * inTitle + inBody
            }
        }
        return score
    }

    /// The entry whose identifier starts with `prefix`.
    ///
    /// - Throws: ``DiaryStoreError`` (not found, ambiguous, invalid prefix).
    public func entry(idPrefix prefix: String) throws -> DiaryEntry {
        let key = try IDPrefix(prefix)
        let matches = sortedEntries().filter { $0.id.uuidString.lowercased().hasPrefix(key.text) }
        return try key.resolve(matches)
    }

    /// Adds the entries whose identifiers are new, all or nothing.
    ///
    /// - Throws: ``DiaryStoreError`` (empty entry); on failure nothing was added.
    @discardableResult
    public func importEntries(_ entries: [DiaryEntry]) throws -> DiaryImportResult {
        var added: [UUID: DiaryEntry] = [:]
        var skipped = 0
        for entry in entries {
            guard !(entry.title.isBlank && entry.body.isBlank) else { throw DiaryStoreError.emptyEntry }
            try DiaryEntry.checkText(title: entry.title, body: entry.body)
            try entry.checkDates()
            if byID[entry.id] != nil || added[entry.id] != nil {
                skipped += 1
            } else {
                added[entry.id] = entry
            }
        }
        byID.merge(added) { old, _ in old }
        if !added.isEmpty { publish(saved: Array(added.values), deleted: []) }
        return DiaryImportResult(insertedCount: added.count, skippedCount: skipped)
    }

    /// The newest-first list now and after every change that changes it.
    public nonisolated func changes(limit: Int?) -> DiaryChanges {
        DiaryChanges(source: .memory(self, limit: limit))
    }

    /// The `limit` entries after `entry` in the newest-first list (from the top when `nil`).
    ///
    /// - Throws: Nothing; it throws like every ``DiaryStore`` so calls read the same for both stores.
    public func entries(after entry: DiaryEntry?, limit: Int) throws -> [DiaryEntry] {
        guard limit > 0 else { return [] }
        let sorted = sortedEntries()
        guard let entry else { return Array(sorted.prefix(limit)) }
        return Array(sorted.lazy.filter { entry.comesBefore($0) }.prefix(limit))
    }

    /// The entries saved and deleted from now on, each change as it is made.
    public nonisolated func edits() -> DiaryEdits {
        DiaryEdits(source: .memory(self))
    }

    // MARK: - Observation

    /// A registered observer: its limit, its stream, and the list it was sent last.
    private struct Subscriber {
        let limit: Int?
        let continuation: AsyncStream<[DiaryEntry]>.Continuation
        var last: [DiaryEntry]
    }

    /// Keeps a subscriber registered while its iterator lives.
    final class Subscription: Sendable {
        let id: UUID
        let stream: AsyncStream<[DiaryEntry]>
        private let store: InMemoryDiaryStore

        init(id: UUID, stream: AsyncStream<[DiaryEntry]>, store: InMemoryDiaryStore) {
            self.id = id
            self.stream = stream
            self.store = store
        }

        deinit {
            let store = self.store
            let id = self.id
            Task { await store.unsubscribe(id) }
        }
    }

    /// Registers a subscriber and hands it the current list first.
    func subscribe(limit: Int?) -> Subscription {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: [DiaryEntry].self)
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            Task { await self.unsubscribe(id) }
        }
        let first = snapshot(limit: limit)
        subscribers[id] = Subscriber(limit: limit, continuation: continuation, last: first)
        continuation.yield(first)
        return Subscription(id: id, stream: stream, store: self)
    }

    /// Forgets a subscriber.
    func unsubscribe(_ id: UUID) {
        subscribers.removeValue(forKey: id)?.continuation.finish()
    }

    /// Keeps an edits subscriber registered while its iterator lives.
    final class EditSubscription: Sendable {
        let id: UUID
        let stream: AsyncStream<DiaryEdit>
        private let store: InMemoryDiaryStore

        init(id: UUID, stream: AsyncStream<DiaryEdit>, store: InMemoryDiaryStore) {
            self.id = id
            self.stream = stream
            self.store = store
        }

        deinit {
            let store = self.store
            let id = self.id
            Task { await store.unsubscribeFromEdits(id) }
        }
    }

    /// Registers an edits subscriber and hands it ``DiaryEdit/started`` first.
    func subscribeToEdits() -> EditSubscription {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: DiaryEdit.self)
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            Task { await self.unsubscribeFromEdits(id) }
        }
        editSubscribers[id] = continuation
        continuation.yield(.started)
        return EditSubscription(id: id, stream: stream, store: self)
    }

    /// Forgets an edits subscriber.
    func unsubscribeFromEdits(_ id: UUID) {
        editSubscribers.removeValue(forKey: id)?.finish()
    }

    /// Tells the edits subscribers what changed, then the list subscribers the lists.
    private func publish(saved: [DiaryEntry], deleted: Set<UUID>) {
        for continuation in editSubscribers.values {
            continuation.yield(.changed(saved: saved, deleted: deleted))
        }
        publish()
    }

    private func publish() {
        guard !subscribers.isEmpty else { return }
        let sorted = sortedEntries()
        for (id, subscriber) in subscribers {
            let list = subscriber.limit.map { Array(sorted.prefix(max($0, 0))) } ?? sorted
            guard list != subscriber.last else { continue }
            subscribers[id]?.last = list
            subscriber.continuation.yield(list)
        }
    }

    private func snapshot(limit: Int?) -> [DiaryEntry] {
        let sorted = sortedEntries()
        return limit.map { Array(sorted.prefix(max($0, 0))) } ?? sorted
    }

    /// Newest first; among equal dates, the larger identifier (as lowercase text) first, the
    /// order the SQLite store uses.
    private func sortedEntries() -> [DiaryEntry] {
        byID.values.sorted { $0.comesBefore($1) }
    }
}
