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
    }

    /// The entry as last saved, or `nil` before the first save (or after the text was emptied).
    public private(set) var entry: DiaryEntry?
    /// The text as last given to ``textDidChange(_:)``; after a change of the fields, the title and
    /// the body as one text (the title, then the body on the next line).
    public private(set) var text: String
    /// The title field as last given, or the title of the text last given to
    /// ``textDidChange(_:)``.
    public private(set) var title: String
    /// The body field as last given, or the body of the text last given to ``textDidChange(_:)``.
    public private(set) var body: String
    /// What the editor did, in order: one event per save, deletion or failed timed save.
    public nonisolated let events: AsyncStream<Event>

    private let store: any DiaryStore
    private let quietPeriod: Duration
    private let clock: C
    private var weather: Weather?
    private let eventSink: AsyncStream<Event>.Continuation
    /// Where a screen model hears of each write as it starts and ends; `nil` unless one was
    /// given, so an editor nobody follows buffers nothing.
    private let activitySink: AsyncStream<Activity>.Continuation?
    /// What the store holds: the title and body last saved, `nil` when nothing is saved.
    private var saved: Content?
    /// The title and body to save, `nil` when the entry is empty.
    private var pending: Content?
    private var timer: Task<Void, Never>?
    private var generation = 0
    /// The latest save; each save waits for the one before, so a timed save and a flush never
    /// both create the entry.
    private var lastSave: Task<Void, any Error>?

    /// An editor writing to `store`, for `entry` (or a new entry when `nil`).
    ///
    /// - Parameters:
    ///   - store: Where the text is saved.
    ///   - entry: The entry being edited, or `nil` to write a new one.
    ///   - weather: The weather to store with a new entry.
    ///   - quietPeriod: How long typing must pause before the text is saved.
    ///   - clock: The clock that measures the quiet period.
    public init(
        store: any DiaryStore, entry: DiaryEntry? = nil, weather: Weather? = nil,
        quietPeriod: Duration = .seconds(2), clock: C
    ) {
        self.init(
            store: store, entry: entry, weather: weather, quietPeriod: quietPeriod, clock: clock,
            activity: nil)
    }

    /// An editor as above that also reports its work, in order, to `activity` (for a screen
    /// model): each write as it starts, then what came of it, and the marks asked for with
    /// ``mark(_:)``.
    init(
        store: any DiaryStore, entry: DiaryEntry?, weather: Weather?, quietPeriod: Duration, clock: C,
        activity: AsyncStream<Activity>.Continuation?
    ) {
        self.activitySink = activity
        self.store = store
        self.entry = entry
        self.weather = weather
        self.quietPeriod = quietPeriod
        self.clock = clock
        self.text = entry?.text ?? ""
        self.title = entry?.title ?? ""
        self.body = entry?.body ?? ""
        self.saved = entry.map { Content(title: $0.title, body: $0.body) }
        self.pending = self.saved
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
        /// A write ended with this event (a save or a deletion).
        case finished(Event)
        /// A save (timed or flushed) failed; the text is still pending.
        case failed(DiaryStoreError)
        /// The mark asked for with ``DiaryEditor/mark(_:)``.
        case mark(Int)
    }

    /// The weather to store with the entry when it is created: used only while nothing has been
    /// saved yet (an entry already saved keeps the weather it has).
    public func setWeather(_ newWeather: Weather?) {
        weather = newWeather
    }

    /// Whether the entry has changed since it was last saved.
    public var hasUnsavedChanges: Bool {
        pending != saved
    }

    /// Takes the new text and (re)starts the quiet period; the text is saved when the period ends
    /// without another change. Its first line that is not blank becomes the title, except that
    /// the saved entry's own ``text``, unchanged, leaves its fields as they are (an untitled entry
    /// stays untitled).
    public func textDidChange(_ newText: String) {
        text = newText
        let parts = DiaryEntry.split(newText)
        var content = parts.map { Content(title: $0.title, body: $0.body) }
        // The saved entry's own text, unchanged: its fields stay (an empty title stays empty).
        if let saved, let parts, let savedParts = DiaryEntry.split(saved.text), savedParts == parts {
            content = saved
        }
        title = content?.title ?? ""
        body = content?.body ?? ""
        pending = content
        restartQuietPeriod()
    }

    /// Takes the new title and body and (re)starts the quiet period; they are saved as they are
    /// when the period ends without another change. A blank title is saved empty; both blank is
    /// an empty entry, never saved (and a saved entry emptied is deleted).
    public func fieldsDidChange(title newTitle: String, body newBody: String) {
        title = newTitle
        body = newBody
        text = Content(title: newTitle, body: newBody).text
        pending = DiaryEntry.fields(title: newTitle, body: newBody).map {
            Content(title: $0.title, body: $0.body)
        }
        restartQuietPeriod()
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

    /// Brings the store in line with the pending change: create, update, delete, or nothing.
    private func bringStoreInLine() async throws {
        let content = pending
        guard content != saved else { return }
        guard let content else {
            if let existing = entry {
                activitySink?.yield(.writing)
                try await store.delete(id: existing.id)
                entry = nil
                report(.deleted(existing.id))
            }
            saved = nil
            return
        }
        activitySink?.yield(.writing)
        let result: DiaryEntry
        if let existing = entry {
            result = try await store.update(id: existing.id, title: content.title, body: content.body)
        } else {
            result = try await store.create(title: content.title, body: content.body, weather: weather)
        }
        entry = result
        saved = content
        report(.saved(result))
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

        /// The title and body as one text, as ``DiaryEntry/text`` joins them.
        var text: String { body.isEmpty ? title : title + "\n" + body }
    }
}
