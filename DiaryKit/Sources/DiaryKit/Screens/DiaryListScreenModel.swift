import Foundation
import Observation

/// The entry list screen: the newest entries first, kept current as the store changes (in this
/// process or, for an ``SQLiteDiaryStore``, in any other process writing the same file), a longer
/// list as its end comes into view, delete after a confirmation, and the text to share.
///
/// Everything it exposes is ready to show: localized and formatted texts, accessibility labels,
/// the phase of the first read. A view calls ``load()`` once, ``itemAppeared(_:)`` as rows appear,
/// and the delete and share intents from its swipe actions.
///
/// ```swift
/// let store = InMemoryDiaryStore()
/// try await store.create(text: "Picnic\nSandwiches by the river.")
/// let list = DiaryListScreenModel(store: store, locale: Locale(identifier: "en"))
/// await list.load()
/// print(list.items.map(\.title))  // ["Picnic"]
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class DiaryListScreenModel {
    /// Where the first read stands: a spinner while ``ScreenPhase/loading``, the rows once
    /// ``ScreenPhase/loaded``, a message and a retry button when it failed.
    public private(set) var phase: ScreenPhase = .idle
    /// The rows shown, newest first.
    public private(set) var items: [DiaryListItem] = []
    /// Whether older entries exist beyond the last row (the next page is read when the end
    /// appears).
    public private(set) var hasMore = false
    /// Whether an older page is being read: show ``loadingMoreText`` under the last row.
    public private(set) var isLoadingMore = false
    /// The screen shown over or after this one; `nil` shows this screen alone. Setting it
    /// presents, `nil` dismisses (a view's binding does the same when the person swipes back); a
    /// writing screen dismissed saves what is pending.
    public var destination: Destination? {
        didSet { destinationChanged(from: oldValue) }
    }
    /// A one-line notice after an action ("Deleted “Picnic”.", or why the deletion failed);
    /// `nil` when there is none.
    public private(set) var notice: String?

    /// The language and formats of the screen's words. Setting it re-words everything the list
    /// shows: its title and labels, the rows (titles, days, previews), a failure, the notice, the
    /// delete question shown, and the writing screen shown (its own `locale`). The rows read, the
    /// place in the list and what is open stay, and nothing is read again.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }
    /// The screen's title ("Diary", "일기장").
    public private(set) var title: String
    /// The line under the last row while an older page is read.
    public private(set) var loadingMoreText: String
    /// The label of a row's share action.
    public private(set) var shareActionTitle: String
    /// The label of a row's delete action.
    public private(set) var deleteActionTitle: String
    /// Whether rows may be deleted (the store accepts changes).
    public let canDelete: Bool
    /// Makes the writing screen of an entry (for `nil`, a new one with the identifier given) in a
    /// language, with what this list was given.
    @ObservationIgnored let makeEditor: @MainActor (DiaryEntry?, UUID, Locale) -> DiaryEditorScreenModel

    @ObservationIgnored private let store: any DiaryStore
    /// The words in ``locale``'s language (observed: the words read from it follow a change).
    private var text: DiaryText
    @ObservationIgnored private let pageSize: Int
    private var emptyText: String
    @ObservationIgnored private var rowHint: String
    /// What ``notice`` says, to word it again in another language.
    @ObservationIgnored private var noticeSubject: NoticeSubject?
    /// The entries behind ``items``, in the same order: the top of the store's newest-first list,
    /// down to the last row read.
    @ObservationIgnored private var entries: [DiaryEntry] = []
    /// The edits reported while a page was read, applied once it is shown (an entry added among
    /// the page's rows must not be dropped as beyond the list's end).
    @ObservationIgnored private var pendingEdits: [DiaryEdit] = []
    /// How many times the rows were read again from the top: a page read meanwhile followed a
    /// last row that may no longer be the last, and is dropped.
    @ObservationIgnored private var rereads = 0
    /// The task following the store's changes; cancelled by ``stop()`` and when the model goes.
    @ObservationIgnored private var observation: Task<Void, Never>?
    /// Which observation is current, so an older one's last words are ignored.
    @ObservationIgnored private var generation = 0
    /// The entry the last delete question asked about, until it is answered or another screen
    /// takes its place: ``confirmDelete(_:)`` acts only on it (a view's binding may already have
    /// closed the alert when the button's action runs).
    @ObservationIgnored var askedDelete: UUID?

    /// A list of the entries of `store` in the language of `locale`, dates in `timeZone`, reading
    /// `pageSize` entries at a time (1 to ``DiaryPage/maximumSize``); `now` decides what "today"
    /// is.
    ///
    /// The writing screens it opens (``addEntry(id:)``, ``open(_:)``) save to the same store in the
    /// same language, a `quietPeriod` on `clock` after typing stops, and a new entry asks
    /// `fetchWeather` for the weather (see ``DiaryEditorScreenModel``).
    public init(
        store: any DiaryStore, locale: Locale = .current, timeZone: TimeZone = .current,
        now: @escaping @Sendable () -> Date = { Date() }, pageSize: Int = 20,
        quietPeriod: Duration = .seconds(2), clock: any Clock<Duration> = ContinuousClock(),
        fetchWeather: (@Sendable () async throws -> DiaryWeather)? = nil
    ) {
        let text = DiaryText(locale: locale, timeZone: timeZone, now: now)
        self.store = store
        self.text = text
        self.locale = locale
        self.pageSize = DiaryPage.first(size: pageSize).size
        self.title = text.listTitle()
        self.loadingMoreText = text.loadingMore()
        self.shareActionTitle = text.shareActionTitle()
        self.deleteActionTitle = text.deleteActionTitle()
        self.canDelete = !store.isReadOnly
        self.emptyText = text.listPage([], page: .first(), totalCount: 0).emptyMessage ?? ""
        self.rowHint = text.rowAccessibilityHint()
        self.makeEditor = { entry, newEntryID, locale in
            DiaryEditorScreenModel(
                store: store, entry: entry, newEntryID: newEntryID, locale: locale, timeZone: timeZone,
                now: now,
                quietPeriod: quietPeriod, clock: clock, fetchWeather: fetchWeather)
        }
    }

    deinit {
        observation?.cancel()
    }

    /// What to show instead of rows when the diary is empty ("No entries yet. Write the first
    /// one."); `nil` while there are rows or nothing was read yet.
    public var emptyMessage: String? {
        phase == .loaded && items.isEmpty ? emptyText : nil
    }

    // MARK: - Intents

    /// Shows the first page and follows the store from then on; returns once the list is shown
    /// or the read failed. Does nothing while the list is already loading or shown.
    public func load() async {
        switch phase {
        case .loading, .loaded, .refreshing: return
        case .idle, .failed: break
        }
        phase = .loading
        await follow()
    }

    /// Tries the first read again after a failure.
    public func retry() async {
        guard case .failed = phase else { return }
        await load()
    }

    /// Tells the model the row of `id` came into view: when it is among the last rows and older
    /// entries exist, the next page is read; returns once it is shown.
    public func itemAppeared(_ id: UUID) async {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        let threshold = max(1, min(5, pageSize / 4))
        guard index >= items.count - threshold else { return }
        await loadNextPage()
    }

    /// Reads the next page now (when older entries exist); returns once it is shown.
    ///
    /// The page is the entries after the last row (``DiaryStore/entries(after:limit:)``), so it
    /// costs what one page costs however many rows are shown; the rows are formatted and added,
    /// and the list keeps following the store as it did. A failure is said in ``notice`` and the
    /// rows shown stay.
    public func loadNextPage() async {
        guard phase == .loaded, hasMore, !isLoadingMore else { return }
        isLoadingMore = true
        let current = generation
        let reread = rereads
        do {
            let older = try await store.entries(after: entries.last, limit: pageSize + 1)
            guard generation == current else { return }
            if rereads == reread {
                // Rows placed meanwhile (an entry added below the last row) are not added twice.
                let added = older.prefix(pageSize).filter { entry in
                    entries.last.map { $0.comesBefore(entry) } ?? true
                }
                entries += added
                items += added.map(item(for:))
                hasMore = older.count > pageSize
            }
        } catch {
            guard generation == current else { return }
            say(.failed(DiaryStoreError(databaseError: error, path: nil)))
        }
        isLoadingMore = false
        let edits = pendingEdits
        pendingEdits = []
        for edit in edits { await apply(edit) }
    }

    /// Stops following the store (the screen went away); ``load()`` starts again.
    public func stop() {
        stopFollowing()
        isLoadingMore = false
        pendingEdits = []
        if phase == .loading || phase == .loaded { phase = .idle }
    }

    /// Asks before deleting the entry `id`: sets ``destination`` to the alert's
    /// ``Destination/deleteConfirmation(_:)``.
    public func requestDelete(_ id: UUID) {
        guard canDelete, let entry = entries.first(where: { $0.id == id }) else { return }
        destination = .deleteConfirmation(text.deleteConfirmation(for: entry))
        askedDelete = entry.id
    }

    /// Deletes the entry `confirmation` asks about, closing the question if it still shows; its
    /// row goes at once, and the list follows the store as always. A failure is said in
    /// ``notice`` and the row stays.
    ///
    /// A view passes the confirmation its alert showed: SwiftUI clears the alert's binding
    /// (``destination`` becomes `nil`) before the button's action runs, and the delete still
    /// happens. A stale confirmation does nothing: one about another entry than the question last
    /// asked, one already answered (confirmed or cancelled), or one whose question gave way to
    /// another screen.
    public func confirmDelete(_ confirmation: DeleteConfirmation) async {
        guard canDelete, askedDelete == confirmation.id else { return }
        askedDelete = nil
        if destination.deleteConfirmation != nil { destination = nil }
        do {
            let entry = try await store.delete(id: confirmation.id)
            entries.removeAll { $0.id == entry.id }
            items.removeAll { $0.id == entry.id }
            say(.deleted(entry))
        } catch {
            say(.failed(DiaryStoreError(databaseError: error, path: nil)))
        }
    }

    /// Keeps the entry: closes the confirmation, and a later ``confirmDelete(_:)`` with it does
    /// nothing.
    public func cancelDelete() {
        askedDelete = nil
        if destination.deleteConfirmation != nil { destination = nil }
    }

    /// The text to share for the entry `id` (title, date, body), or `nil` when it is not in the
    /// list.
    public func shareText(for id: UUID) -> String? {
        entries.first { $0.id == id }.map(text.shareText(for:))
    }

    /// Hides ``notice``.
    public func dismissNotice() {
        say(nil)
    }

    // MARK: - For the screens this list opens (DiaryListScreenModel+Navigation.swift)

    /// The list's texts.
    var screenText: DiaryText { text }

    /// The entry behind the row `id`; `nil` when no row shows it.
    func shownEntry(_ id: UUID) -> DiaryEntry? {
        entries.first { $0.id == id }
    }

    /// Shows `entry`, saved by a screen this list opened, at once (the store's next list confirms
    /// it): its row in its place, or a new row where it falls among the rows shown.
    func showSaved(_ entry: DiaryEntry) {
        if let index = entries.firstIndex(where: { $0.id == entry.id }) {
            entries[index] = entry
            items[index] = item(for: entry)
        } else if let index = entries.firstIndex(where: { entry.isNewer(than: $0) })
            ?? (hasMore ? nil : entries.endIndex)
        {
            entries.insert(entry, at: index)
            items.insert(item(for: entry), at: index)
        }
    }

    /// Drops the row of `id`, deleted by a screen this list opened, at once, and says so in
    /// ``notice`` (with `message`, the screen's words, when the list did not show the entry).
    func showDeleted(_ id: UUID, message: String?) {
        let shown = entries.first { $0.id == id }
        entries.removeAll { $0.id == id }
        items.removeAll { $0.id == id }
        if let shown {
            say(.deleted(shown))
        } else {
            say(message.map(NoticeSubject.words))
        }
    }

    // MARK: - Language

    /// What ``notice`` says.
    private enum NoticeSubject {
        /// This entry was deleted.
        case deleted(DiaryEntry)
        /// Reading or deleting failed.
        case failed(DiaryStoreError)
        /// Words another screen chose, kept as they are.
        case words(String)
    }

    /// Says `subject` in ``notice`` (`nil`: nothing).
    private func say(_ subject: NoticeSubject?) {
        noticeSubject = subject
        notice = subject.map(words(for:))
    }

    /// The notice for `subject`, in the screen's language.
    private func words(for subject: NoticeSubject) -> String {
        switch subject {
        case .deleted(let entry): text.deleted(entry)
        case .failed(let error): error.message(locale: text.locale)
        case .words(let words): words
        }
    }

    /// Words everything shown in ``locale``'s language; the rows read and what is open stay.
    private func reword() {
        text = text.speaking(locale)
        title = text.listTitle()
        loadingMoreText = text.loadingMore()
        shareActionTitle = text.shareActionTitle()
        deleteActionTitle = text.deleteActionTitle()
        emptyText = text.listPage([], page: .first(), totalCount: 0).emptyMessage ?? ""
        rowHint = text.rowAccessibilityHint()
        items = entries.map(item(for:))
        if case .failed(let failure) = phase, let error = failure.error as? DiaryStoreError {
            phase = .failed(self.failure(error))
        }
        if notice != nil, let noticeSubject { notice = words(for: noticeSubject) }
        switch destination {
        case .editor(let editor)?:
            editor.locale = locale
        case .deleteConfirmation(let question)?:
            if let entry = shownEntry(question.id) {
                destination = .deleteConfirmation(text.deleteConfirmation(for: entry))
            }
        case nil:
            break
        }
    }

    // MARK: - Following the store

    /// Follows the store's edits; returns once the first page is shown or reading failed.
    private func follow() async {
        for await _ in startFollowing() {}
    }

    /// Ends the current observation; what it still reports is ignored.
    private func stopFollowing() {
        generation += 1
        observation?.cancel()
        observation = nil
    }

    /// Starts following the store's edits (``DiaryStore/edits()``), replacing the observation
    /// before: once the store says it started, the first page is read; each later edit patches the
    /// rows it concerns. The stream returned ends once the first page is shown or reading failed.
    private func startFollowing() -> AsyncStream<Void> {
        stopFollowing()
        let current = generation
        let edits = store.edits()
        let (firstShown, shown) = AsyncStream.makeStream(of: Void.self)
        observation = Task { [weak self] in
            do {
                for try await edit in edits {
                    guard let self, self.generation == current else { break }
                    if case .started = edit {
                        // As many rows as were shown before a stop, so the list comes back as it was.
                        try await self.readTop(count: max(self.entries.count, self.pageSize))
                        shown.finish()
                    } else if self.isLoadingMore {
                        self.pendingEdits.append(edit)
                    } else {
                        try await self.applyOrThrow(edit)
                    }
                }
            } catch {
                if !Task.isCancelled, let self, self.generation == current { self.fail(error) }
            }
            shown.finish()
        }
        return firstShown
    }

    /// Applies `edit`; a failed reread is said like a failed first read.
    private func apply(_ edit: DiaryEdit) async {
        do {
            try await applyOrThrow(edit)
        } catch {
            fail(error)
        }
    }

    /// Patches the rows `edit` concerns, or reads the rows shown again when the store cannot say
    /// what changed.
    private func applyOrThrow(_ edit: DiaryEdit) async throws {
        switch edit {
        case .started: break
        case .unknown: try await readTop(count: max(entries.count, pageSize))
        case .changed(let saved, let deleted):
            for id in deleted { remove(id) }
            for entry in saved { place(entry) }
            await refillIfShort()
        }
    }

    /// Reads the first `count` entries (and one more, to know whether older ones exist) and shows
    /// them in place of the rows shown.
    private func readTop(count: Int) async throws {
        let current = generation
        let top = try await store.entries(after: nil, limit: count + 1)
        guard generation == current else { return }
        rereads += 1
        let visible = Array(top.prefix(count))
        if visible != entries {
            entries = visible
            let newItems = visible.map(item(for:))
            if newItems != items { items = newItems }
        }
        let more = top.count > count
        if hasMore != more { hasMore = more }
        if phase != .loaded { phase = .loaded }
    }

    /// Removes the row of `id`, if shown.
    private func remove(_ id: UUID) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        entries.remove(at: index)
        items.remove(at: index)
    }

    /// Shows `entry` as saved: its row is replaced in place, moved, or added where it belongs,
    /// when it belongs among the rows shown (above the last one, or anywhere when no older entries
    /// exist); an entry further down comes with its page.
    private func place(_ entry: DiaryEntry) {
        let existing = entries.firstIndex { $0.id == entry.id }
        if let existing, entries[existing] == entry { return }
        let inRange = !hasMore || entries.last.map { !$0.comesBefore(entry) } ?? false
        if let existing {
            if inRange, entries[existing].createdAt == entry.createdAt {
                entries[existing] = entry
                items[existing] = item(for: entry)
                return
            }
            entries.remove(at: existing)
            items.remove(at: existing)
        }
        guard inRange else { return }
        let index = insertionIndex(of: entry)
        entries.insert(entry, at: index)
        items.insert(item(for: entry), at: index)
    }

    /// Where `entry` goes among the rows, newest first: a binary search.
    private func insertionIndex(of entry: DiaryEntry) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].comesBefore(entry) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Reads the next page when deletions left fewer rows than a page while older entries exist
    /// (no row would come into view to ask for it).
    private func refillIfShort() async {
        guard entries.count < pageSize, hasMore, !isLoadingMore else { return }
        await loadNextPage()
    }

    /// Shows why reading failed.
    private func fail(_ error: any Error) {
        phase = .failed(failure(DiaryStoreError(databaseError: error, path: nil)))
        isLoadingMore = false
    }

    /// The failure to read the store with `error`, in the screen's language.
    private func failure(_ error: DiaryStoreError) -> ScreenFailure {
        ScreenFailure(
            message: error.message(locale: text.locale), retryTitle: text.retryTitle(), error: error)
    }

    /// The row of `entry`.
    private func item(for entry: DiaryEntry) -> DiaryListItem {
        let row = text.row(for: entry)
        return DiaryListItem(
            id: entry.id, row: row, weatherIconURL: entry.weather?.iconURL,
            accessibilityLabel: text.accessibilityLabel(for: row),
            accessibilityHint: rowHint)
    }
}
