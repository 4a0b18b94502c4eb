import Foundation

/// The writing screen's logic: takes every change of the text and saves it to a store when typing
/// stops, at most once per quiet period, and at once on ``flush()`` (the app going to the
/// background, the person leaving the editor). An empty text is never saved; emptying an entry
/// that was saved deletes it.
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
    /// The text as last given to ``textDidChange(_:)``.
    public private(set) var text: String
    /// What the editor did, in order: one event per save, deletion or failed timed save.
    public nonisolated let events: AsyncStream<Event>

    private let store: any DiaryStore
    private let quietPeriod: Duration
    private let clock: C
    private let weather: Weather?
    private let eventSink: AsyncStream<Event>.Continuation
    private var savedText: String
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
        self.store = store
        self.entry = entry
        self.weather = weather
        self.quietPeriod = quietPeriod
        self.clock = clock
        self.text = entry?.text ?? ""
        self.savedText = entry?.text ?? ""
        (self.events, self.eventSink) = AsyncStream.makeStream(of: Event.self)
    }

    deinit {
        timer?.cancel()
        eventSink.finish()
    }

    /// Whether the text has changed since it was last saved.
    public var hasUnsavedChanges: Bool {
        Self.normalized(text) != Self.normalized(savedText)
    }

    /// Takes the new text and (re)starts the quiet period; the text is saved when the period ends
    /// without another change.
    public func textDidChange(_ newText: String) {
        text = newText
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

    /// Saves the pending text now (or deletes the entry when the text was emptied) and returns the
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
        try await next.value
    }

    /// Brings the store in line with the text: create, update, delete, or nothing.
    private func bringStoreInLine() async throws {
        let pending = text
        guard Self.normalized(pending) != Self.normalized(savedText) else { return }
        if DiaryEntry.split(pending) == nil {
            if let existing = entry {
                try await store.delete(id: existing.id)
                entry = nil
                eventSink.yield(.deleted(existing.id))
            }
            savedText = pending
            return
        }
        let saved: DiaryEntry
        if let existing = entry {
            saved = try await store.update(id: existing.id, text: pending)
        } else {
            saved = try await store.create(text: pending, weather: weather)
        }
        entry = saved
        savedText = pending
        eventSink.yield(.saved(saved))
    }

    /// The title and body a text stands for; texts that differ only in blank lines are the same.
    private static func normalized(_ text: String) -> String {
        guard let parts = DiaryEntry.split(text) else { return "" }
        return parts.title + "\n" + parts.body
    }
}
