import Foundation

/// The writing screen's logic: takes every change of the entry and saves it to a store when typing
/// stops, at most once per quiet period, and at once on ``flush()`` (the app going to the
/// background, the person leaving the editor). An empty entry is never saved; emptying an entry
/// that was saved deletes it.
///
/// The entry arrives in either of two forms, whichever the screen has:
///
/// - one text (``textDidChange(_:)``), whose first line is the title and the rest the body (see
///   ``DiaryEntry/split(_:)``);
/// - two fields (``fieldsDidChange(title:body:)``, ``titleDidChange(_:)``,
///   ``bodyDidChange(_:)``), saved as they are: a body with a blank title is saved with an empty
///   title (see ``DiaryEntry/fields(title:body:)``).
///
/// The entry has its identity (``entryID``) from the start: a new entry is created with it on its
/// first save, and if another editor (another tab, a form sent again) already stored an entry with
/// it, the save updates that one entry instead of adding a second.
///
/// Each save is merged with what is stored (``DiaryStore/save(_:)``): the editor knows the title
/// and body it started from (its base), so a field changed elsewhere that the person did not
/// touch keeps the newer stored text, and a field both changed keeps the person's text and
/// reports the other (``Event/clashed(_:)``). ``catchUpWithStore()`` takes changes made
/// elsewhere into the fields the person has not touched (the screen model calls it whenever the
/// store reports a change of the entry).
///
/// The clock is injected, so tests drive time themselves and run instantly.
///
/// ```swift
/// let store = InMemoryDiaryStore()
/// let editor = DiaryEditor(store: store, quietPeriod: .seconds(2))
/// await editor.textDidChange("Quiet evening\nTea and a long book.")
/// let saved = try await editor.flush()
/// print(saved?.title ?? "")  // Quiet evening
/// ```
///
/// With a title field and a body field:
///
/// ```swift
/// let store = InMemoryDiaryStore()
/// let editor = DiaryEditor(store: store, quietPeriod: .seconds(2))
/// await editor.bodyDidChange("Rain all day; no title needed.")
/// let saved = try await editor.flush()
/// print(saved?.title == "")  // true
/// ```
public actor DiaryEditor<C: Clock> where C.Duration == Duration {
    /// What the editor did with the text.
    public enum Event: Sendable, Hashable {
        /// The text was saved as this entry (created or updated).
        case saved(DiaryEntry)
        /// The text was emptied, so the saved entry with this identifier was deleted.
        case deleted(UUID)
        /// A save the timer started failed; the text is still pending and the next change or
        /// ``DiaryEditor/flush()`` tries again.
        case failed(DiaryStoreError)
        /// A save replaced text another writer had stored in a field the person changed too: the
        /// person's text was saved, and the other text is in ``DiarySavedDraft/otherTitle`` and
        /// ``DiarySavedDraft/otherBody``. Reported before the save's ``saved(_:)``.
        case clashed(DiarySavedDraft)
        /// The stored entry changed elsewhere (as it is now); the fields the person had not
        /// touched took its text.
        case followed(DiaryEntry)
        /// The entry with this identifier was deleted elsewhere. The text stays, unsaved only if
        /// the person changes it: the next save stores it again under the same identifier.
        case removedElsewhere(UUID)
    }

    /// The identifier of the entry being written: the one opened, or for a new entry the one it
    /// is created with on its first save.
    public nonisolated let entryID: UUID
    /// The entry as last saved (or as last seen stored), or `nil` before the first save, after
    /// the text was emptied, or after the entry was deleted elsewhere.
    public private(set) var entry: DiaryEntry?
    /// The text as last given to ``textDidChange(_:)``; after a change of the fields (or a change
    /// taken from the store), the title and the body as one text.
    public private(set) var text: String
    /// The title as it will be saved: as last given, or as taken from the store.
    public private(set) var title: String
    /// The body as it will be saved: as last given, or as taken from the store.
    public private(set) var body: String
    /// What the editor did, in order: one event per save, deletion, failed timed save, clash and
    /// change taken from the store.
    public nonisolated let events: AsyncStream<Event>

    private let store: any DiaryStore
    private let quietPeriod: Duration
    private let clock: C
    private var weather: DiaryWeather?
    private let eventSink: AsyncStream<Event>.Continuation
    /// Where a screen model hears of each write as it starts and ends; `nil` unless one was
    /// given, so an editor nobody follows buffers nothing.
    private let activitySink: AsyncStream<Activity>.Continuation?
    /// The title and body the draft started from, field by field: what the store held when the
    /// entry was opened, last saved or last followed; `nil` while nothing is known to be stored.
    private var base: Content?
    /// The title and body to save (both blank for an empty entry), normalized as they are saved.
    private var draft: Content
    /// When the entry was written, once known: an entry deleted elsewhere is stored again with it.
    private var createdAt: Date?
    private var timer: Task<Void, Never>?
    private var generation = 0
    /// The latest save or catch-up; each waits for the one before, so a timed save and a flush
    /// never both create the entry, and a change taken from the store never crosses a save.
    private var lastSave: Task<Void, any Error>?

    /// An editor writing to `store`, for `entry` (or a new entry when `nil`).
    ///
    /// - Parameters:
    ///   - store: Where the text is saved.
    ///   - entry: The entry being edited, or `nil` to write a new one.
    ///   - newEntryID: The identifier a new entry is created with (ignored when `entry` is
    ///     given): a form that carries it saves to the same entry however often it is sent.
    ///   - weather: The weather to store with a new entry.
    ///   - quietPeriod: How long typing must pause before the text is saved.
    ///   - clock: The clock that measures the quiet period.
    public init(
        store: any DiaryStore, entry: DiaryEntry? = nil, newEntryID: UUID = UUID(),
        weather: DiaryWeather? = nil,
        quietPeriod: Duration = .seconds(2), clock: C
    ) {
        self.init(
            store: store, entry: entry, newEntryID: newEntryID, weather: weather, quietPeriod: quietPeriod,
            clock: clock, activity: nil)
    }

    /// An editor as above that also reports its work, in order, to `activity` (for a screen
    /// model): each write as it starts, then what came of it, and the marks asked for with
    /// ``mark(_:)``.
    init(
        store: any DiaryStore, entry: DiaryEntry?, newEntryID: UUID, weather: DiaryWeather?,
        quietPeriod: Duration,
        clock: C, activity: AsyncStream<Activity>.Continuation?
    ) {
        self.activitySink = activity
        self.store = store
        self.entryID = entry?.id ?? newEntryID
        self.entry = entry
        self.createdAt = entry?.createdAt
        self.weather = weather
        self.quietPeriod = quietPeriod
        self.clock = clock
        self.text = entry?.text ?? ""
        self.title = entry?.title ?? ""
        self.body = entry?.body ?? ""
        self.base = entry.map { Content(title: $0.title, body: $0.body) }
        self.draft = self.base ?? .empty
        (self.events, self.eventSink) = AsyncStream.makeStream(of: Event.self)
    }

    deinit {
        timer?.cancel()
        eventSink.finish()
        activitySink?.finish()
    }

    /// Puts `number` on the activity stream after everything the editor reported so far, so a
    /// follower knows when it has caught up.
    func mark(_ number: Int) {
        activitySink?.yield(.mark(number))
    }

    /// A step of the editor's work, in order: a write starting, then what came of it.
    enum Activity: Sendable, Hashable {
        /// A write to the store started.
        case writing
        /// A write ended with this event (a save or a deletion), or the editor reported one of
        /// its other events (a clash, a change followed, a deletion elsewhere).
        case finished(Event)
        /// A save (timed or flushed) failed; the text is still pending.
        case failed(DiaryStoreError)
        /// The editor's fields changed without the person: taken from the store, or merged by a
        /// save. The screen takes each change whose old value it still shows.
        case fieldsChanged(title: FieldChange?, body: FieldChange?)
        /// The mark asked for with ``DiaryEditor/mark(_:)``.
        case mark(Int)
    }

    /// A field's value replaced by another.
    struct FieldChange: Sendable, Hashable {
        /// The value before.
        var from: String
        /// The value after.
        var to: String

        /// The change from `from` to `to`, or `nil` when they are the same.
        init?(from: String, to: String) {
            guard from != to else { return nil }
            self.from = from
            self.to = to
        }
    }

    /// The weather to store with the entry: with a new entry when it is created, or with the
    /// saved entry at the next save when it has none. An entry's weather, once stored, is never
    /// replaced.
    public func setWeather(_ newWeather: DiaryWeather?) {
        weather = newWeather
    }

    /// Whether the entry has changed since it was last saved (its text, or a weather it has yet
    /// to be given).
    public var hasUnsavedChanges: Bool {
        pending != base || addsWeather
    }

    /// Whether the next save gives the saved entry the weather it lacks.
    private var addsWeather: Bool {
        weather != nil && pending != nil && entry != nil && entry?.weather == nil
    }

    /// The draft as it is saved: `nil` when the entry is empty.
    private var pending: Content? {
        draft.isBlank ? nil : draft
    }

    /// Takes the new text and (re)starts the quiet period; the text is saved when the period ends
    /// without another change. Its first line that is not blank becomes the title, except that
    /// the saved entry's own ``text``, unchanged, leaves its fields as they are (an untitled entry
    /// stays untitled).
    public func textDidChange(_ newText: String) {
        let parts = DiaryEntry.split(newText)
        var content = parts.map { Content(title: $0.title, body: $0.body) } ?? .empty
        // The saved entry's own text, unchanged: its fields stay (an empty title stays empty).
        if let base, let parts, let savedParts = DiaryEntry.split(base.text), savedParts == parts {
            content = base
        }
        replace(
            title: FieldChange(from: draft.title, to: content.title),
            body: FieldChange(from: draft.body, to: content.body))
        text = newText
    }

    /// Takes the new title and body and (re)starts the quiet period; they are saved as they are
    /// when the period ends without another change. A blank title is saved empty; both blank is
    /// an empty entry, never saved (and a saved entry emptied is deleted).
    public func fieldsDidChange(title newTitle: String, body newBody: String) {
        let content = Content(fieldsTitle: newTitle, body: newBody)
        replace(
            title: FieldChange(from: draft.title, to: content.title),
            body: FieldChange(from: draft.body, to: content.body))
    }

    /// Takes the new title, keeps the body, and (re)starts the quiet period (see
    /// ``fieldsDidChange(title:body:)``).
    public func titleDidChange(_ newTitle: String) {
        fieldsDidChange(title: newTitle, body: body)
    }

    /// Takes the new body, keeps the title, and (re)starts the quiet period (see
    /// ``fieldsDidChange(title:body:)``).
    public func bodyDidChange(_ newBody: String) {
        fieldsDidChange(title: title, body: newBody)
    }

    /// Takes the changes a screen made, each from the value the screen showed, and (re)starts
    /// the quiet period. A change whose old value is no longer the editor's (the store's newer
    /// text was taken into the field after the screen last showed it) is made from the value the
    /// person saw, so the next save sees that both changed the field and keeps both texts.
    func screenChanged(title titleChange: FieldChange?, body bodyChange: FieldChange?) {
        replace(title: titleChange, body: bodyChange)
    }

    /// Puts the changes in the draft and restarts the quiet period.
    private func replace(title titleChange: FieldChange?, body bodyChange: FieldChange?) {
        if let titleChange {
            if titleChange.from != draft.title, base != nil { base?.title = titleChange.from }
            draft.title = titleChange.to
        }
        if let bodyChange {
            if bodyChange.from != draft.body, base != nil { base?.body = bodyChange.from }
            draft.body = bodyChange.to
        }
        showDraft()
        restartQuietPeriod()
    }

    /// Shows the draft in ``title``, ``body`` and ``text``.
    private func showDraft() {
        title = draft.title
        body = draft.body
        text = draft.text
    }

    private func restartQuietPeriod() {
        timer?.cancel()
        generation += 1
        let current = generation
        let clock = self.clock
        let deadline = clock.now.advanced(by: quietPeriod)
        timer = Task { [weak self] in
            do {
                try await clock.sleep(until: deadline, tolerance: nil)
            } catch {
                return
            }
            await self?.timerFired(generation: current)
        }
    }

    /// Saves the pending change now (or deletes the entry when the text was emptied) and returns the
    /// entry as saved; `nil` when there is no entry (the text was always empty, or was emptied).
    ///
    /// - Throws: ``DiaryStoreError`` when the store refused; the text stays pending.
    @discardableResult
    public func flush() async throws -> DiaryEntry? {
        timer?.cancel()
        timer = nil
        generation += 1
        try await save()
        return entry
    }

    /// Reads the entry as stored now and, when it changed elsewhere, takes its text into each
    /// field the person has not changed since it was last saved (a field they changed keeps their
    /// text, and the next save merges it). An entry deleted elsewhere is reported
    /// (``Event/removedElsewhere(_:)``) and is not stored again unless the text changes. Runs
    /// after the saves already started, never during one.
    ///
    /// - Throws: ``DiaryStoreError`` when the store cannot be read.
    public func catchUpWithStore() async throws {
        let previous = lastSave
        let next = Task {
            _ = await previous?.result
            let stored = try await self.store.entry(id: self.entryID)
            self.takeStored(stored)
        }
        lastSave = next
        try await next.value
    }

    private func timerFired(generation fired: Int) async {
        guard fired == generation else { return }
        timer = nil
        do {
            try await save()
        } catch {
            eventSink.yield(.failed(DiaryStoreError(databaseError: error, path: nil)))
        }
    }

    /// Runs a save after the ones already started.
    private func save() async throws {
        let previous = lastSave
        let next = Task {
            _ = await previous?.result
            try await self.bringStoreInLine()
        }
        lastSave = next
        do {
            try await next.value
        } catch {
            activitySink?.yield(.failed(DiaryStoreError(databaseError: error, path: nil)))
            throw error
        }
    }

    /// Brings the store in line with the pending change, merged with what is stored: create,
    /// update, delete, or nothing.
    private func bringStoreInLine() async throws {
        let sent = draft
        let sentBase = base
        guard pending != sentBase || addsWeather else { return }
        activitySink?.yield(.writing)
        let request = DiaryDraft(
            id: entryID, title: sent.title, body: sent.body,
            base: sentBase.map { DiaryEntryFields(title: $0.title, body: $0.body) }, createdAt: createdAt,
            weather: weather)
        let outcome = try await store.save(request)
        if outcome.hasClash { report(.clashed(outcome)) }
        guard let stored = outcome.entry else {
            entry = nil
            base = nil
            // Written again after being emptied, it is a new entry of the day it is written.
            createdAt = nil
            report(.deleted(entryID))
            return
        }
        entry = stored
        createdAt = stored.createdAt
        // A field typed into during the save stays; one the merge changed takes the stored text.
        let result = Content(title: stored.title, body: stored.body)
        var newBase = result
        var titleChange: FieldChange?
        var bodyChange: FieldChange?
        if draft.title == sent.title {
            titleChange = FieldChange(from: sent.title, to: result.title)
            draft.title = result.title
        } else if result.title != sent.title {
            newBase.title = sent.title
        }
        if draft.body == sent.body {
            bodyChange = FieldChange(from: sent.body, to: result.body)
            draft.body = result.body
        } else if result.body != sent.body {
            newBase.body = sent.body
        }
        base = newBase
        if titleChange != nil || bodyChange != nil {
            showDraft()
            activitySink?.yield(.fieldsChanged(title: titleChange, body: bodyChange))
        }
        report(.saved(stored))
    }

    /// Takes `stored`, the entry as stored now (`nil` when it is not), into the fields the person
    /// has not touched.
    private func takeStored(_ stored: DiaryEntry?) {
        guard let stored else {
            guard entry != nil else { return }
            entry = nil
            report(.removedElsewhere(entryID))
            return
        }
        guard stored != entry else { return }
        entry = stored
        createdAt = stored.createdAt
        var newBase = base ?? .empty
        var titleChange: FieldChange?
        var bodyChange: FieldChange?
        if draft.title == newBase.title || draft.title == stored.title {
            titleChange = FieldChange(from: draft.title, to: stored.title)
            draft.title = stored.title
            newBase.title = stored.title
        }
        if draft.body == newBase.body || draft.body == stored.body {
            bodyChange = FieldChange(from: draft.body, to: stored.body)
            draft.body = stored.body
            newBase.body = stored.body
        }
        base = newBase
        if titleChange != nil || bodyChange != nil {
            showDraft()
            activitySink?.yield(.fieldsChanged(title: titleChange, body: bodyChange))
        }
        report(.followed(stored))
    }

    /// Tells the listeners of ``events`` and of ``activity``.
    private func report(_ event: Event) {
        eventSink.yield(event)
        activitySink?.yield(.finished(event))
    }

    /// A title and a body as they are saved; texts and fields that differ only in blanks that are
    /// never saved are the same.
    private struct Content: Hashable {
        var title: String
        var body: String

        /// No title and no body.
        static var empty: Content { Content(title: "", body: "") }

        init(title: String, body: String) {
            self.title = title
            self.body = body
        }

        /// Fields given apart, cleaned as they are saved (both blank: ``empty``).
        init(fieldsTitle title: String, body: String) {
            let parts = DiaryEntry.fields(title: title, body: body)
            self.init(title: parts?.title ?? "", body: parts?.body ?? "")
        }

        /// Whether both fields are blank: an empty entry, never saved.
        var isBlank: Bool { title.isEmpty && body.isEmpty }

        /// The title and body as one text, as ``DiaryEntry/text`` joins them.
        var text: String { body.isEmpty ? title : title + "\n" + body }
    }
}
