import Foundation

/// Where diary entries live: create, read, update, delete, the newest-first list, search,
/// date filters, "on this day", identifier-prefix lookup, bulk import and observation.
///
/// Two implementations ship: ``SQLiteDiaryStore`` (a database file shared safely between
/// processes, with full-text search) and ``InMemoryDiaryStore`` (for tests and previews). Code that
/// takes `any DiaryStore` works with both:
///
/// ```swift
/// func writeFirstEntry(in store: any DiaryStore) async throws -> Int {
///     _ = try await store.create(text: "First page\nA new notebook, a new habit.")
///     return try await store.count()
/// }
/// ```
///
/// Every method throws ``DiaryStoreError``.
public protocol DiaryStore: Sendable {
    /// The store's clock: what ``create(text:weather:)`` and ``update(_:)`` stamp entries with.
    func now() -> Date

    /// Saves a new entry with exactly its values.
    ///
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/duplicateID`` when the identifier is
    ///   taken, ``DiaryStoreError/Kind/emptyEntry`` when title and body are both blank,
    ///   ``DiaryStoreError/Kind/nulCharacter`` when either holds U+0000,
    ///   ``DiaryStoreError/Kind/multilineTitle`` when the title holds a line break,
    ///   ``DiaryStoreError/Kind/invalidDate`` when the entry was given a date that is not a number
    ///   or lies outside the years 1 to 9999, see ``DiaryEntry/init(id:title:body:createdAt:updatedAt:weather:)``).
    func insert(_ entry: DiaryEntry) async throws

    /// The entry with identifier `id`, or `nil`.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func entry(id: UUID) async throws -> DiaryEntry?

    /// Replaces the title, body and weather of the stored entry with the same identifier, keeps
    /// its creation date, sets its update date to ``now()``, and returns the stored entry.
    ///
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/notFound`` when no entry has the
    ///   identifier, ``DiaryStoreError/Kind/emptyEntry`` when title and body are both blank,
    ///   ``DiaryStoreError/Kind/nulCharacter`` when either holds U+0000,
    ///   ``DiaryStoreError/Kind/multilineTitle`` when the title holds a line break).
    @discardableResult
    func update(_ entry: DiaryEntry) async throws -> DiaryEntry

    /// Deletes the entry with identifier `id` and returns it.
    ///
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/notFound`` when no entry has it).
    @discardableResult
    func delete(id: UUID) async throws -> DiaryEntry

    /// Saves an editor's `draft`: creates the entry with its identifier when none is stored, or
    /// merges it field by field into the stored one (see ``DiaryDraft`` for the rule), or deletes
    /// the stored entry when the merged title and body are both blank; returns what it did.
    ///
    /// Both stores of the kit read the stored entry and write the result in one step (one
    /// transaction for ``SQLiteDiaryStore``), so a change another writer makes in between is
    /// never overwritten unseen. A default implementation reads, then writes, for a store that
    /// offers nothing better.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read or written.
    @discardableResult
    func save(_ draft: DiaryDraft) async throws -> DiarySavedDraft

    /// The entries of `page`, newest first (by creation date).
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func entries(page: DiaryPage) async throws -> [DiaryEntry]

    /// Every entry, newest first.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func allEntries() async throws -> [DiaryEntry]

    /// How many entries the store holds.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func count() async throws -> Int

    /// At most `limit` entries matching `query`, best match first (see ``DiarySearchQuery`` for
    /// what matches). Any text is searched for as it is: quotes, `*`, `-` and words like `NEAR` or
    /// `AND` are never read as search syntax. A blank query finds nothing.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func search(_ query: String, limit: Int) async throws -> [DiaryEntry]

    /// The entries of `page` among all those matching `query`, best match first, with how many
    /// match in all: every match can be reached, page by page.
    ///
    /// Matches are ranked over all of them, not over a window of the newest. A default
    /// implementation forwards to ``search(_:page:dates:)`` with ``DiaryDateFilter/anyDay``.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func search(_ query: String, page: DiaryPage) async throws -> DiarySearchPage

    /// The entries of `page` among those matching `query` and written on the days of `dates`,
    /// best match first, with how many such entries there are in all.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func search(_ query: String, page: DiaryPage, dates: DiaryDateFilter) async throws -> DiarySearchPage

    /// The entries of `page` among those written on the days of `dates`, newest first.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func entries(page: DiaryPage, dates: DiaryDateFilter) async throws -> [DiaryEntry]

    /// How many entries were written on the days of `dates`.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func count(dates: DiaryDateFilter) async throws -> Int

    /// The entries written on the month and day of `day` in earlier years (in `timeZone`), newest
    /// year first and newest first within a year.
    ///
    /// On February 29 the leap days of earlier years are shown; on February 28 of a year without
    /// one, an earlier year's February 28 and February 29 both are. Entries of `day`'s own year
    /// are never included.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func entries(onThisDay day: DiaryDay, timeZone: TimeZone) async throws -> [DiaryEntry]

    /// The entry whose identifier starts with `prefix` (case-insensitive; the whole identifier
    /// works too).
    ///
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/notFound``,
    ///   ``DiaryStoreError/Kind/ambiguousID`` listing the candidates, or
    ///   ``DiaryStoreError/Kind/invalidIDPrefix``).
    func entry(idPrefix prefix: String) async throws -> DiaryEntry

    /// Adds every entry whose identifier the store does not have yet, all in one transaction,
    /// and leaves the others as they are: importing the same entries twice adds nothing the second
    /// time.
    ///
    /// - Throws: ``DiaryStoreError`` (as ``insert(_:)`` does, for any of the entries); on failure
    ///   nothing was added.
    @discardableResult
    func importEntries(_ entries: [DiaryEntry]) async throws -> DiaryImportResult

    /// The newest-first list (its first `limit` entries, or all of them when `limit` is `nil`)
    /// now, and again after every change that alters it, for as long as it is iterated.
    ///
    /// The first element is the list when iteration starts. Observation stops when the iterating
    /// task is cancelled or the iterator is released.
    func changes(limit: Int?) -> DiaryChanges

    /// The `limit` entries that follow `entry` in the newest-first list (written earlier, or at the
    /// same millisecond with a smaller identifier), newest first; from the top of the list when
    /// `entry` is `nil`.
    ///
    /// Only `entry`'s creation date and identifier count, so the next page of a list follows its
    /// last row wherever that row stands now, even when it was deleted or entries were added above
    /// it (a page number would shift). A default implementation reads ``allEntries()``; both
    /// stores of the kit read just the page.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    func entries(after entry: DiaryEntry?, limit: Int) async throws -> [DiaryEntry]

    /// The entries saved and deleted from now on, change by change (see ``DiaryEdits``): what a
    /// list showing many entries follows to update only the rows that changed.
    ///
    /// A default implementation compares the whole lists ``changes(limit:)`` reports; both stores
    /// of the kit report the changed entries alone.
    func edits() -> DiaryEdits

    /// Whether the store refuses every change (with ``DiaryStoreError/Kind/readOnly``), as an
    /// ``SQLiteDiaryStore`` on a file that may not be written does; an app disables its write
    /// buttons. `false` unless a store says otherwise.
    var isReadOnly: Bool { get }
}

extension DiaryStore {
    /// `false`: the store accepts changes.
    public var isReadOnly: Bool { false }

    /// Reads the stored entry, merges `draft` into it and writes the result with ``insert(_:)``,
    /// ``update(_:)`` or ``delete(id:)``: two steps, so a change made between them by another
    /// writer can be overwritten. Both stores of the kit do it in one.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read or written.
    @discardableResult
    public func save(_ draft: DiaryDraft) async throws -> DiarySavedDraft {
        let (write, answer) = draft.outcome(over: try await entry(id: draft.id), now: now())
        switch write {
        case .insert(let entry): try await insert(entry)
        case .update(let entry):
            return DiarySavedDraft(
                entry: try await update(entry), deleted: false, otherTitle: answer.otherTitle,
                otherBody: answer.otherBody)
        case .delete: try await delete(id: draft.id)
        case .nothing: break
        }
        return answer
    }

    /// The `limit` entries after `entry` among ``allEntries()``: reads every entry, for a store
    /// that offers nothing cheaper.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    public func entries(after entry: DiaryEntry?, limit: Int) async throws -> [DiaryEntry] {
        guard limit > 0 else { return [] }
        let all = try await allEntries()
        guard let entry else { return Array(all.prefix(limit)) }
        return Array(all.lazy.filter { entry.comesBefore($0) }.prefix(limit))
    }

    /// The differences between the whole lists ``changes(limit:)`` reports: correct for any
    /// store, at the cost of reading every entry after each change.
    public func edits() -> DiaryEdits {
        DiaryEdits(source: .snapshots(changes(limit: nil)))
    }
}
