import Foundation

extension DiaryStore {
    /// Saves a new entry made from `text` (the first line is the title), stamped with ``now()``.
    ///
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/emptyEntry`` when the text is blank,
    ///   ``DiaryStoreError/Kind/invalidDate`` when the clock gives a date that is not a number or
    ///   lies outside the years 1 to 9999; nothing is saved).
    @discardableResult
    public func create(text: String, weather: DiaryWeather? = nil) async throws -> DiaryEntry {
        guard let entry = DiaryEntry(text: text, createdAt: creationDate(), weather: weather) else {
            throw DiaryStoreError.emptyEntry
        }
        try entry.checkDates()
        try await insert(entry)
        return entry
    }

    /// Replaces the title and body of the entry with identifier `id` with those of `text`.
    ///
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/notFound``,
    ///   ``DiaryStoreError/Kind/emptyEntry`` when the text is blank).
    @discardableResult
    public func update(id: UUID, text: String) async throws -> DiaryEntry {
        guard let stored = try await entry(id: id) else { throw DiaryStoreError.notFound(id) }
        guard let edited = stored.replacingText(text, at: now()) else { throw DiaryStoreError.emptyEntry }
        return try await update(edited)
    }

    /// Saves a new entry from a title and a body given apart (see
    /// ``DiaryEntry/fields(title:body:)``), stamped with ``now()``. A blank title stays empty: the
    /// entry has a body and no title.
    ///
    /// ```swift
    /// func writeUntitled(in store: any DiaryStore) async throws -> String {
    ///     let entry = try await store.create(title: "", body: "Rain on the window.")
    ///     return entry.title  // ""
    /// }
    /// ```
    ///
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/emptyEntry`` when both are blank,
    ///   ``DiaryStoreError/Kind/invalidDate`` when the clock gives a date that is not a number or
    ///   lies outside the years 1 to 9999; nothing is saved).
    @discardableResult
    public func create(title: String, body: String, weather: DiaryWeather? = nil) async throws -> DiaryEntry {
        guard let parts = DiaryEntry.fields(title: title, body: body) else {
            throw DiaryStoreError.emptyEntry
        }
        let entry = DiaryEntry(
            title: parts.title, body: parts.body, createdAt: creationDate(), weather: weather)
        try entry.checkDates()
        try await insert(entry)
        return entry
    }

    /// Replaces the title, the body, or both, of the entry with identifier `id`; a field given as
    /// `nil` keeps its value. A blank title is saved empty (see
    /// ``DiaryEntry/replacingFields(title:body:at:)``).
    ///
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/notFound``,
    ///   ``DiaryStoreError/Kind/emptyEntry`` when title and body would both be blank).
    @discardableResult
    public func update(id: UUID, title: String?, body: String?) async throws -> DiaryEntry {
        guard let stored = try await entry(id: id) else { throw DiaryStoreError.notFound(id) }
        guard let edited = stored.replacingFields(title: title, body: body, at: now()) else {
            throw DiaryStoreError.emptyEntry
        }
        return try await update(edited)
    }

    /// At most 50 entries matching `query`, best match first.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    public func search(_ query: String) async throws -> [DiaryEntry] {
        try await search(query, limit: 50)
    }

    /// The entries of `page` among all those matching `query`, best match first, with how many
    /// match in all: ``search(_:page:dates:)`` on any day.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    public func search(_ query: String, page: DiaryPage) async throws -> DiarySearchPage {
        try await search(query, page: page, dates: .anyDay)
    }

    /// The whole list now and after every change (see ``changes(limit:)``).
    public func changes() -> DiaryChanges {
        changes(limit: nil)
    }
}

extension DiaryStore {
    /// The date a new entry is stamped with: the kit's stores' clock as it gave it, before
    /// ``now()`` rounds (and so moves) a date an entry cannot keep; another store's ``now()``.
    func creationDate() -> Date {
        if let store = self as? SQLiteDiaryStore { return store.unroundedNow() }
        if let store = self as? InMemoryDiaryStore { return store.unroundedNow() }
        return now()
    }
}
