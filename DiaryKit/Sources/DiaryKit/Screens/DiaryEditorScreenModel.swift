import Foundation
import Observation

/// The writing screen: the entry as one text whose first line is the title (or as a title field
/// and a body field), saved as the person types (a quiet period after the last change, measured
/// on an injected clock) and when the screen closes, with what the save is doing on screen; the
/// entry can be shared and deleted from it.
///
/// The saving rules are ``DiaryEditor``'s: an empty entry is never saved, and emptying a saved
/// entry deletes it. A new entry can get the weather of the moment on its first save, or when
/// the person asks for it (``recordWeather(_:)``, with the place they are at). What is
/// shown over the screen (the delete question, the share sheet) is its ``destination``; what the
/// screen changed, the screen that opened it hears through ``onEvent``.
///
/// The entry has its identity from the start (``entryID``; a new entry's can be given, so a form
/// saves to one entry however often it is sent). While the screen lives it follows the store: a
/// change made elsewhere (another screen, another process on the same file) shows in each field
/// the person has not touched. A save merges with what is stored instead of overwriting it; where
/// both changed the same field, the person's text is saved and ``conflict`` keeps the other text
/// within reach (``takeOtherVersion()``, ``dismissConflict()``). An entry deleted elsewhere is
/// said in ``notice``; its text stays and is saved again as the same entry only if the person
/// changes it.
///
/// ```swift
/// let editor = DiaryEditorScreenModel(store: InMemoryDiaryStore(), locale: Locale(identifier: "en"))
/// editor.text = "Evening walk\nThe river smelled of rain."
/// await editor.close()
/// print(editor.saveStatus ?? "")  // Saved
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class DiaryEditorScreenModel: PushableScreen {
    /// What the save is doing.
    public enum SaveState: Sendable, Hashable {
        /// Nothing was typed yet (or the text is as it was opened).
        case idle
        /// The text changed and is not saved yet; it will be when typing pauses.
        case editing
        /// A save is running.
        case saving
        /// Everything typed is saved.
        case saved
        /// The text was emptied, so the saved entry was removed.
        case deleted
        /// The last save failed; the text is kept and saved on the next change or ``retry()``.
        case failed(ScreenFailure)
    }

    /// What the screen changed, for the screen that opened it.
    public enum Event: Sendable, Hashable {
        /// The entry was saved (created or updated) as this, by this screen or elsewhere (the screen
        /// follows the store).
        case saved(DiaryEntry)
        /// The person deleted the entry with this identifier (``confirmDelete(_:)``): the screen
        /// has nothing left to show. An entry removed because its text was emptied is not reported
        /// this way, since the person is still writing.
        case deleted(UUID)
    }

    /// What can be shown over the writing screen.
    public enum Destination: Sendable, Hashable {
        /// The question asked before the entry is deleted, shown as an alert.
        case deleteConfirmation(DeleteConfirmation)
        /// The entry's text, for a share sheet.
        case share(ShareText)
    }

    /// The screen shown over this one; `nil` shows this screen alone. Setting it presents, `nil`
    /// dismisses (a view's binding does the same when the person closes the alert or the sheet).
    public var destination: Destination? {
        didSet {
            // A delete question that gave way to another screen can no longer be confirmed.
            if destination != nil, destination.deleteConfirmation?.id != askedDelete { askedDelete = nil }
        }
    }
    /// The text being written: the title on the first line, the body below. A text view binds to
    /// it; every change restarts the quiet period.
    public var text: String {
        get { draft }
        set { edit(newValue) }
    }
    /// The title, for a screen with a title field and a body field (as the original app had): a
    /// text field binds to it; every change restarts the quiet period. A blank title is saved
    /// empty; the body's first line never moves up into it.
    public var titleField: String {
        get { draftTitle }
        set { editFields(title: newValue, body: draftBody) }
    }
    /// The body, for a screen with a title field and a body field: a text view binds to it;
    /// every change restarts the quiet period.
    public var bodyField: String {
        get { draftBody }
        set { editFields(title: draftTitle, body: newValue) }
    }
    /// What the save is doing.
    public private(set) var saveState: SaveState = .idle
    /// The entry as last saved; `nil` for a new entry not saved yet.
    public private(set) var entry: DiaryEntry?
    /// The screen's title: the day the entry was written, or "New Entry".
    public private(set) var title: String
    /// Why a new entry was saved without the weather, or why the weather the person asked for
    /// was not added, when fetching it failed; else `nil`.
    public private(set) var weatherNotice: String?
    /// The entry's weather: as stored, or as it will be stored with the entry's first save (once
    /// ``recordWeather(_:)`` fetched it); `nil` when it has none.
    public var weather: DiaryWeather? {
        entry?.weather ?? recordedWeather
    }
    /// Whether ``recordWeather(_:)`` can add the weather now: the screen was opened for a new
    /// entry, the store accepts changes, the entry has no weather yet, and no fetch is under way.
    public var canRecordWeather: Bool {
        isEditable && opensNewEntry && weather == nil && !isRecordingWeather
    }
    /// Whether ``recordWeather(_:)`` is fetching the weather.
    public private(set) var isRecordingWeather = false
    /// The label of the action that records the weather ("Add the weather here").
    public private(set) var recordWeatherActionTitle: String
    /// A one-line notice after an action ("Deleted “Picnic”.", or why the deletion failed), or
    /// after the entry was deleted elsewhere (until a save stores it again); `nil` when there is
    /// none.
    public private(set) var notice: String?
    /// The other text kept after a save found the entry changed elsewhere in a field the person
    /// changed too (their text was saved); `nil` when there is none. Shown until
    /// ``takeOtherVersion()`` or ``dismissConflict()``.
    public private(set) var conflict: DiaryEditConflict?
    /// The language and formats of the screen's words. Setting it re-words everything the screen
    /// shows: its title, prompts and labels, the save status and a failed save, the notices, a
    /// conflict (its other texts kept), and the delete question or the share sheet shown. What was
    /// typed, the saving under way and what is open stay.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }
    /// The identifier of the entry: the one opened, or the one a new entry has from the start and
    /// is created with on its first save.
    public let entryID: UUID
    /// The prompt shown while the text is empty.
    public private(set) var placeholder: String
    /// What a screen reader says for the text.
    public private(set) var accessibilityLabel: String
    /// The prompt shown while the title field is empty.
    public private(set) var titlePlaceholder: String
    /// The prompt shown while the body field is empty.
    public private(set) var bodyPlaceholder: String
    /// What a screen reader says for the title field.
    public private(set) var titleAccessibilityLabel: String
    /// What a screen reader says for the body field.
    public private(set) var bodyAccessibilityLabel: String
    /// The label of the share action ("Share", "공유").
    public private(set) var shareActionTitle: String
    /// The label of the delete action ("Delete", "삭제").
    public private(set) var deleteActionTitle: String
    /// Whether the text may be changed (the store accepts changes).
    public let isEditable: Bool
    /// Called on the main actor after each change this screen makes (see ``Event``); the screen
    /// that presents this one sets it.
    @ObservationIgnored public var onEvent: (@MainActor (Event) -> Void)?

    private var draft: String
    private var draftTitle: String
    private var draftBody: String
    /// Whether the draft was last changed through the two fields rather than the one text.
    @ObservationIgnored private var usesFields = false
    @ObservationIgnored private let editor: DiaryEditor<ErasedClock>
    /// The words in ``locale``'s language (observed: the words read from it follow a change).
    private var texts: DiaryText
    /// What ``notice`` says, to word it again in another language.
    @ObservationIgnored private var noticeSubject: NoticeSubject?
    /// Why the weather was left out (``weatherNotice``) and whether the person had asked for it,
    /// to word it again in another language.
    @ObservationIgnored private var weatherFailure: (error: WeatherLookupError, asked: Bool)?
    /// The weather ``recordWeather(_:)`` fetched, until the entry is stored with it.
    private var recordedWeather: DiaryWeather?
    /// Whether the screen was opened for a new entry (the only one whose weather it records).
    @ObservationIgnored private let opensNewEntry: Bool
    /// The entry as the share sheet shown shares it, to word it again in another language.
    @ObservationIgnored private var sharedEntry: DiaryEntry?
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private var fetchWeather: (@Sendable () async throws -> DiaryWeather)?
    /// Whether ``confirmDelete(_:)`` is deleting the entry: the writes it makes are not saves.
    @ObservationIgnored private var deleting = false
    /// The entry the last delete question asked about, until it is answered or another screen
    /// takes its place: ``confirmDelete(_:)`` acts only on it (a view's binding may already have
    /// closed the alert when the button's action runs).
    @ObservationIgnored private var askedDelete: UUID?
    /// The latest hand-over of a change to the editor; each waits for the one before.
    @ObservationIgnored private var forwarding: Task<Void, Never>?
    /// The task following the editor's saves.
    @ObservationIgnored private var following: Task<Void, Never>?
    /// The task following the store's changes of the entry.
    @ObservationIgnored private var watching: Task<Void, Never>?
    @ObservationIgnored private var markWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    @ObservationIgnored private var lastMark = 0

    /// A writing screen saving to `store`, on `entry` (or a new entry when `nil`).
    ///
    /// - Parameters:
    ///   - store: Where the text is saved.
    ///   - entry: The entry to edit, or `nil` to write a new one.
    ///   - newEntryID: The identifier a new entry has from the start and is created with
    ///     (ignored when `entry` is given). A page's form that carries it saves to that one entry
    ///     however often it is sent: a save finding the entry already stored (by another screen,
    ///     or by the same form sent before) updates it, merged as any save is.
    ///   - locale: The language of the editor's texts.
    ///   - timeZone: The time zone its dates are shown in.
    ///   - now: What time it is, for the date a new entry not saved yet is shared with.
    ///   - quietPeriod: How long typing must pause before the text is saved.
    ///   - clock: The clock measuring the quiet period; an app passes the continuous clock (the
    ///     default), a test a clock it advances itself.
    ///   - fetchWeather: For a new entry, how to get the weather of the moment (such as
    ///     `{ try await client.currentWeather(at: place) }`); asked once, before the first save.
    ///     A failure (a ``WeatherLookupError``) saves the entry without it and sets ``weatherNotice``;
    ///     a cancelled fetch (`CancellationError`) saves it without it and sets nothing.
    public init(
        store: any DiaryStore, entry: DiaryEntry? = nil, newEntryID: UUID = UUID(),
        locale: Locale = .current, timeZone: TimeZone = .current,
        now: @escaping @Sendable () -> Date = { Date() },
        quietPeriod: Duration = .seconds(2), clock: any Clock<Duration> = ContinuousClock(),
        fetchWeather: (@Sendable () async throws -> DiaryWeather)? = nil
    ) {
        let text = DiaryText(locale: locale, timeZone: timeZone, now: now)
        let (activity, activitySink) = AsyncStream.makeStream(of: DiaryEditor<ErasedClock>.Activity.self)
        let editor = DiaryEditor(
            store: store, entry: entry, newEntryID: newEntryID, weather: entry?.weather,
            quietPeriod: quietPeriod, clock: ErasedClock(clock), activity: activitySink)
        self.editor = editor
        self.entryID = editor.entryID
        self.texts = text
        self.locale = locale
        self.now = now
        self.entry = entry
        self.draft = entry?.text ?? ""
        self.draftTitle = entry?.title ?? ""
        self.draftBody = entry?.body ?? ""
        self.fetchWeather = entry == nil ? fetchWeather : nil
        self.opensNewEntry = entry == nil
        self.recordWeatherActionTitle = text.recordWeatherActionTitle()
        self.title = text.editorTitle(for: entry)
        self.placeholder = text.editorPlaceholder()
        self.accessibilityLabel = text.editorAccessibilityLabel()
        self.titlePlaceholder = text.editorTitlePlaceholder()
        self.bodyPlaceholder = text.editorBodyPlaceholder()
        self.titleAccessibilityLabel = text.editorTitleAccessibilityLabel()
        self.bodyAccessibilityLabel = text.editorBodyAccessibilityLabel()
        self.shareActionTitle = text.shareActionTitle()
        self.deleteActionTitle = text.deleteActionTitle()
        self.isEditable = !store.isReadOnly
        following = Task { [weak self] in
            for await step in activity {
                guard let self else { return }
                self.apply(step)
            }
        }
        watching = Self.watch(store, for: editor)
    }

    deinit {
        following?.cancel()
        watching?.cancel()
    }

    /// Follows the store's changes of `editor`'s entry: each one (and the start, and a change the
    /// store cannot name) has the editor catch up with the stored entry.
    private static func watch(_ store: any DiaryStore, for editor: DiaryEditor<ErasedClock>) -> Task<
        Void, Never
    > {
        let edits = store.edits()
        let id = editor.entryID
        return Task {
            do {
                for try await edit in edits {
                    if case .changed(let saved, let deleted) = edit,
                        !deleted.contains(id), !saved.contains(where: { $0.id == id })
                    {
                        continue
                    }
                    // A failed read is tried again at the next change; a save says its own failure.
                    try? await editor.catchUpWithStore()
                }
            } catch {
                // The store stopped reporting: the screen still saves, merged as always.
            }
        }
    }

    /// The line that says what the save is doing ("Saving…", "Saved", why it failed), or `nil`
    /// when there is nothing to say.
    public var saveStatus: String? {
        switch saveState {
        case .idle: nil
        case .editing: texts.editorEditing()
        case .saving: texts.editorSaving()
        case .saved: texts.editorSaved()
        case .deleted: texts.editorDeleted()
        case .failed(let failure): failure.message
        }
    }

    /// Whether the entry can be deleted: it is saved, and the store accepts changes.
    public var canDelete: Bool {
        isEditable && entry != nil
    }

    /// Whether there is something to share: the text is not blank.
    public var canShare: Bool {
        pendingParts != nil
    }

    // MARK: - Intents

    /// Takes a new text, as setting ``text`` does.
    public func textChanged(_ newText: String) {
        edit(newText)
    }

    /// Takes a new title, as setting ``titleField`` does.
    public func titleChanged(_ newTitle: String) {
        editFields(title: newTitle, body: draftBody)
    }

    /// Takes a new body, as setting ``bodyField`` does.
    public func bodyChanged(_ newBody: String) {
        editFields(title: draftTitle, body: newBody)
    }

    /// Takes a new title typed over `shown`, the title the screen showed the person.
    ///
    /// For a screen that can show an older title than the model's: a web page rendered before a
    /// change made elsewhere was taken into ``titleField``. When the title changed since `shown`,
    /// the next save sees that both changed it: it keeps the person's title and offers the other
    /// in ``conflict``, rather than replacing it unseen. A screen bound to ``titleField`` always
    /// shows the model's title and uses ``titleChanged(_:)``.
    public func titleChanged(_ newTitle: String, over shown: String) {
        editFields(title: newTitle, body: draftBody, shownTitle: shown)
    }

    /// Takes a new body typed over `shown`, the body the screen showed the person (see
    /// ``titleChanged(_:over:)``).
    public func bodyChanged(_ newBody: String, over shown: String) {
        editFields(title: draftTitle, body: newBody, shownBody: shown)
    }

    /// Saves what is pending now (the app goes to the background); returns once the save state
    /// shows the outcome.
    public func saveNow() async {
        await forwarding?.value
        _ = try? await editor.flush()
        await catchUp()
    }

    /// Tries the failed save again.
    public func retry() async {
        await saveNow()
    }

    /// The person leaves the screen: saves what is pending, and returns once it is saved (or the
    /// save failed, which ``saveState`` shows).
    public func close() async {
        await saveNow()
    }

    /// Records the weather of the moment with the new entry, fetched now by `fetch` (such as
    /// `{ try await client.currentWeather(at: place) }` for the place the person is at): stored
    /// with the entry's first save, or at once when the entry is saved already. Returns once it
    /// is stored (or held for the first save). Does nothing unless ``canRecordWeather``.
    ///
    /// A failed fetch (a ``WeatherLookupError``) is said in ``weatherNotice``; the text and the
    /// entry stay as they are, and the person may ask again. A cancelled fetch says nothing. This
    /// replaces the screen's own `fetchWeather` when the entry has no text yet.
    public func recordWeather(_ fetch: @escaping @Sendable () async throws -> DiaryWeather) async {
        guard canRecordWeather else { return }
        isRecordingWeather = true
        defer { isRecordingWeather = false }
        // The place asked for now stands in for the one the screen was made with.
        fetchWeather = nil
        let found: DiaryWeather
        do {
            found = try await fetch()
        } catch {
            weatherFailed(error, asked: true)
            return
        }
        // Stored meanwhile with a weather of its own (another screen saved it): that one stays.
        guard weather == nil else { return }
        recordedWeather = found
        weatherFailure = nil
        weatherNotice = nil
        forward { await $0.setWeather(found) }
        if entry != nil { await saveNow() } else { await forwarding?.value }
    }

    /// Shows the entry's text for a share sheet: sets ``destination`` to
    /// ``Destination/share(_:)`` with the title, the day and the body as they are on screen
    /// (saved or not). Does nothing while the text is blank.
    public func share() {
        guard let parts = pendingParts else { return }
        let shown = DiaryEntry(
            id: entry?.id ?? UUID(), title: parts.title, body: parts.body,
            createdAt: entry?.createdAt ?? now(), weather: weather)
        sharedEntry = shown
        destination = .share(texts.share(shown))
    }

    /// Asks before deleting the entry: sets ``destination`` to the alert's
    /// ``Destination/deleteConfirmation(_:)``. Does nothing unless ``canDelete``.
    public func requestDelete() {
        guard canDelete, let entry else { return }
        destination = .deleteConfirmation(texts.deleteConfirmation(for: entry))
        askedDelete = entry.id
    }

    /// Deletes the entry `confirmation` asks about, closing the question if it still shows, and
    /// returns once it is deleted: the text is cleared, ``notice`` says so, and ``onEvent`` hears
    /// ``Event/deleted(_:)``. A failure is said in ``notice``; the entry and its text stay.
    ///
    /// A view passes the confirmation its alert showed: SwiftUI clears the alert's binding
    /// (``destination`` becomes `nil`) before the button's action runs, and the delete still
    /// happens. A stale confirmation does nothing: one about another entry, one already answered
    /// (confirmed or cancelled), or one whose question gave way to the share sheet.
    public func confirmDelete(_ confirmation: DeleteConfirmation) async {
        guard askedDelete == confirmation.id else { return }
        askedDelete = nil
        if destination.deleteConfirmation != nil { destination = nil }
        guard canDelete, let entry, entry.id == confirmation.id else { return }
        deleting = true
        defer { deleting = false }
        forward { await $0.textDidChange("") }
        await forwarding?.value
        do {
            try await editor.flush()
            await catchUp()
            usesFields = false
            draft = ""
            draftTitle = ""
            draftBody = ""
            saveState = .idle
            say(.deleted(entry))
            onEvent?(.deleted(entry.id))
        } catch {
            await catchUp()
            // The editor takes the text back, so nothing is lost and a later save saves it.
            restoreDraft()
            say(.deleteFailed(DiaryStoreError(databaseError: error, path: nil)))
        }
    }

    /// Keeps the entry: closes the confirmation, and a later ``confirmDelete(_:)`` with it does
    /// nothing.
    public func cancelDelete() {
        askedDelete = nil
        if destination.deleteConfirmation != nil { destination = nil }
    }

    /// Hides ``notice``.
    public func dismissNotice() {
        say(nil)
    }

    /// Takes the other text of ``conflict``: puts it in the fields that clashed (the others stay)
    /// and saves now; returns once it is saved. Does nothing without a conflict.
    public func takeOtherVersion() async {
        guard let conflict else { return }
        self.conflict = nil
        let title = conflict.otherTitle ?? pendingParts?.title ?? ""
        let body = conflict.otherBody ?? pendingParts?.body ?? ""
        if usesFields {
            editFields(title: title, body: body)
        } else {
            edit(body.isEmpty ? title : title + "\n" + body)
        }
        await saveNow()
    }

    /// Keeps the person's text (already saved) and closes ``conflict``.
    public func dismissConflict() {
        conflict = nil
    }

    // MARK: - Work

    /// The title and body the draft would be saved as, `nil` when it is blank: the fields as they
    /// are, or the text read as one (the saved entry's own words keep its fields).
    private var pendingParts: Parts? {
        if usesFields { return Parts(DiaryEntry.fields(title: draftTitle, body: draftBody)) }
        let parts = Parts(DiaryEntry.split(draft))
        if let entry, let parts, Parts(DiaryEntry.split(entry.text)) == parts { return savedParts }
        return parts
    }

    /// The title and body last saved; `nil` when nothing is saved.
    private var savedParts: Parts? {
        entry.map { Parts(title: $0.title, body: $0.body) }
    }

    private func edit(_ newText: String) {
        guard isEditable else { return }
        let before = pendingParts
        usesFields = false
        draft = newText
        let parts = pendingParts
        draftTitle = parts?.title ?? ""
        draftBody = parts?.body ?? ""
        showEditState()
        forwardChanges(from: before, to: parts)
    }

    /// Takes the fields; `shownTitle` and `shownBody`, when given, are what the screen showed
    /// before the change, in place of the model's own.
    private func editFields(
        title newTitle: String, body newBody: String, shownTitle: String? = nil, shownBody: String? = nil
    ) {
        guard isEditable else { return }
        var before = pendingParts
        if shownTitle != nil || shownBody != nil {
            // Read as the draft is read, so that text shown as the model has it changes nothing.
            before = Parts(
                DiaryEntry.fields(
                    title: shownTitle ?? before?.title ?? "", body: shownBody ?? before?.body ?? ""))
        }
        usesFields = true
        draftTitle = newTitle
        draftBody = newBody
        draft = newBody.isEmpty ? newTitle : newTitle + "\n" + newBody
        showEditState()
        forwardChanges(from: before, to: pendingParts)
    }

    /// Hands the editor the fields that changed, each with the value the screen showed before,
    /// so a change the store made meanwhile to the other field is never undone.
    private func forwardChanges(from before: Parts?, to after: Parts?) {
        typealias Change = DiaryEditor<ErasedClock>.FieldChange
        let title = Change(from: before?.title ?? "", to: after?.title ?? "")
        let body = Change(from: before?.body ?? "", to: after?.body ?? "")
        forward(withWeather: after != nil) { await $0.screenChanged(title: title, body: body) }
    }

    /// Shows whether the draft differs from what is saved.
    private func showEditState() {
        if pendingParts == savedParts {
            saveState = entry == nil ? .idle : .saved
        } else {
            saveState = .editing
        }
    }

    /// Hands the draft to the editor again (after a deletion that failed emptied it there).
    private func restoreDraft() {
        let parts = pendingParts
        forward {
            await $0.screenChanged(
                title: .init(from: "", to: parts?.title ?? ""), body: .init(from: "", to: parts?.body ?? ""))
        }
    }

    /// Hands a change to the editor after the ones before; the first time a new entry has text
    /// (`withWeather`), the weather is fetched for it first.
    private func forward(
        withWeather: Bool = false, _ change: @escaping @Sendable (DiaryEditor<ErasedClock>) async -> Void
    ) {
        let previous = forwarding
        let editor = self.editor
        let weather = withWeather ? takeWeatherFetch() : nil
        forwarding = Task { [weak self] in
            await previous?.value
            if let weather {
                do {
                    await editor.setWeather(try await weather())
                } catch {
                    self?.weatherFailed(error, asked: false)
                }
            }
            await change(editor)
        }
    }

    /// The weather fetch, the first time a new entry has text; `nil` afterwards.
    private func takeWeatherFetch() -> (@Sendable () async throws -> DiaryWeather)? {
        defer { fetchWeather = nil }
        return fetchWeather
    }

    /// Says why the weather was left out: fetched for the first save, or asked for (`asked`).
    private func weatherFailed(_ error: any Error, asked: Bool) {
        // A cancelled fetch is no weather failure, so it is not worded as one.
        if error is CancellationError { return }
        let weatherError = error as? WeatherLookupError ?? .unreachable(NetworkReason(error))
        weatherFailure = (weatherError, asked)
        weatherNotice = weatherWords(weatherError, asked: asked)
    }

    /// The notice for a weather left out.
    private func weatherWords(_ error: WeatherLookupError, asked: Bool) -> String {
        asked ? texts.weatherNotAdded(error) : texts.savedWithoutWeather(error)
    }

    /// Shows one step of the editor's work.
    private func apply(_ step: DiaryEditor<ErasedClock>.Activity) {
        switch step {
        case .writing:
            if !deleting { saveState = .saving }
        case .finished(.saved(let saved)):
            entry = saved
            title = texts.editorTitle(for: saved)
            // Stored again: "deleted elsewhere" holds no longer.
            if case .removedElsewhere? = noticeSubject { say(nil) }
            saveState = pendingParts == savedParts ? .saved : .editing
            onEvent?(.saved(saved))
        case .finished(.deleted):
            entry = nil
            title = texts.editorTitle(for: nil)
            if !deleting { saveState = pendingParts == nil ? .deleted : .editing }
        case .finished(.clashed(let saved)):
            if !deleting { conflict = DiaryEditConflict(saved, entryID: entryID, texts: texts) }
        case .finished(.followed(let stored)):
            entry = stored
            title = texts.editorTitle(for: stored)
            // Nothing this screen wrote: an untouched screen stays as it was.
            if pendingParts != savedParts, saveState != .saving {
                saveState = .editing
            } else if pendingParts == savedParts, saveState == .editing {
                saveState = .saved
            }
            onEvent?(.saved(stored))
        case .finished(.removedElsewhere):
            guard !deleting else { break }
            entry = nil
            say(.removedElsewhere)
        case .fieldsChanged(let titleChange, let bodyChange):
            takeFields(title: titleChange, body: bodyChange)
        case .finished(.failed(let error)), .failed(let error):
            if deleting { break }
            saveState = .failed(saveFailure(error))
        case .mark(let number):
            markWaiters.removeValue(forKey: number)?.resume()
        }
    }

    /// Shows the editor's fields changed without the person (taken from the store, or merged by a
    /// save): each change whose old value the screen still shows; a field typed into since keeps
    /// what was typed.
    private func takeFields(
        title titleChange: DiaryEditor<ErasedClock>.FieldChange?,
        body bodyChange: DiaryEditor<ErasedClock>.FieldChange?
    ) {
        let shown = pendingParts
        var changed = false
        if let titleChange, (shown?.title ?? "") == titleChange.from {
            draftTitle = titleChange.to
            changed = true
        }
        if let bodyChange, (shown?.body ?? "") == bodyChange.from {
            draftBody = bodyChange.to
            changed = true
        }
        guard changed else { return }
        draft = draftBody.isEmpty ? draftTitle : draftTitle + "\n" + draftBody
    }

    // MARK: - Language

    /// What ``notice`` says.
    private enum NoticeSubject {
        /// The person deleted this entry.
        case deleted(DiaryEntry)
        /// Deleting the entry failed.
        case deleteFailed(DiaryStoreError)
        /// The entry was deleted elsewhere.
        case removedElsewhere
    }

    /// Says `subject` in ``notice`` (`nil`: nothing).
    private func say(_ subject: NoticeSubject?) {
        noticeSubject = subject
        notice = subject.map(words(for:))
    }

    /// The notice for `subject`, in the screen's language.
    private func words(for subject: NoticeSubject) -> String {
        switch subject {
        case .deleted(let entry): texts.deleted(entry)
        case .deleteFailed(let error): texts.editorDeleteFailed(error)
        case .removedElsewhere: texts.editorRemovedElsewhere()
        }
    }

    /// The failure of a save that failed with `error`, in the screen's language.
    private func saveFailure(_ error: DiaryStoreError) -> ScreenFailure {
        ScreenFailure(message: texts.editorFailed(error), retryTitle: texts.retryTitle(), error: error)
    }

    /// Words everything shown in ``locale``'s language; the draft, the entry and what is open stay.
    private func reword() {
        texts = texts.speaking(locale)
        title = texts.editorTitle(for: entry)
        placeholder = texts.editorPlaceholder()
        accessibilityLabel = texts.editorAccessibilityLabel()
        titlePlaceholder = texts.editorTitlePlaceholder()
        bodyPlaceholder = texts.editorBodyPlaceholder()
        titleAccessibilityLabel = texts.editorTitleAccessibilityLabel()
        bodyAccessibilityLabel = texts.editorBodyAccessibilityLabel()
        shareActionTitle = texts.shareActionTitle()
        deleteActionTitle = texts.deleteActionTitle()
        recordWeatherActionTitle = texts.recordWeatherActionTitle()
        if case .failed(let failure) = saveState, let error = failure.error as? DiaryStoreError {
            saveState = .failed(saveFailure(error))
        }
        if notice != nil, let noticeSubject { notice = words(for: noticeSubject) }
        if weatherNotice != nil, let weatherFailure {
            weatherNotice = weatherWords(weatherFailure.error, asked: weatherFailure.asked)
        }
        if let conflict { self.conflict = conflict.reworded(by: texts) }
        switch destination {
        case .deleteConfirmation(let question)?:
            if let entry, entry.id == question.id {
                destination = .deleteConfirmation(texts.deleteConfirmation(for: entry))
            }
        case .share(let shared)?:
            if let sharedEntry, sharedEntry.id == shared.id { destination = .share(texts.share(sharedEntry)) }
        case nil:
            break
        }
    }

    /// Returns once every step the editor reported so far is shown.
    private func catchUp() async {
        lastMark += 1
        let number = lastMark
        let editor = self.editor
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            markWaiters[number] = continuation
            Task { await editor.mark(number) }
        }
    }

    /// A title and a body, comparable.
    private struct Parts: Hashable {
        var title: String
        var body: String

        init(title: String, body: String) {
            self.title = title
            self.body = body
        }

        init?(_ parts: (title: String, body: String)?) {
            guard let parts else { return nil }
            self.init(title: parts.title, body: parts.body)
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Optional where Wrapped == DiaryEditorScreenModel.Destination {
    /// The delete question while it is shown; setting `nil` closes it (and nothing else).
    public var deleteConfirmation: DeleteConfirmation? {
        get { if case .deleteConfirmation(let question)? = self { question } else { nil } }
        set {
            if let newValue {
                self = .deleteConfirmation(newValue)
            } else if case .deleteConfirmation? = self {
                self = nil
            }
        }
    }

    /// Whether the delete question is shown, for an alert's `isPresented` binding: setting
    /// `false` closes it (and nothing else); setting `true` does nothing (``deleteConfirmation``
    /// says what to show).
    public var isDeleteConfirmationPresented: Bool {
        get { deleteConfirmation != nil }
        set { if !newValue { deleteConfirmation = nil } }
    }

    /// The text being shared while the share sheet is shown; setting `nil` closes it (and nothing
    /// else).
    public var share: ShareText? {
        get { if case .share(let shared)? = self { shared } else { nil } }
        set {
            if let newValue {
                self = .share(newValue)
            } else if case .share? = self {
                self = nil
            }
        }
    }
}
