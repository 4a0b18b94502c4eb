import Foundation
import Observation

/// The writing screen: one text whose first line is the title and the rest the body, saved as
/// the person types (a quiet period after the last change, measured on an injected clock) and
/// when the screen closes, with what the save is doing on screen.
///
/// The saving rules are ``DiaryEditor``'s: an empty entry is never saved, and emptying a saved
/// entry deletes it. A new entry can get the weather of the moment on its first save.
///
/// ```swift
/// let editor = DiaryEditorScreenModel(store: InMemoryDiaryStore(), locale: Locale(identifier: "en"))
/// editor.text = "Evening walk\nThe river smelled of rain."
/// await editor.close()
/// print(editor.saveStatus ?? "")  // Saved
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class DiaryEditorScreenModel {
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

    /// The text being written: the title on the first line, the body below. A text view binds to
    /// it; every change restarts the quiet period.
    public var text: String {
        get { draft }
        set { edit(newValue) }
    }
    /// What the save is doing.
    public private(set) var saveState: SaveState = .idle
    /// The entry as last saved; `nil` for a new entry not saved yet.
    public private(set) var entry: DiaryEntry?
    /// The screen's title: the day the entry was written, or "New Entry".
    public private(set) var title: String
    /// Why a new entry was saved without the weather, when fetching it failed; else `nil`.
    public private(set) var weatherNotice: String?
    /// The prompt shown while the text is empty.
    public let placeholder: String
    /// What a screen reader says for the text.
    public let accessibilityLabel: String
    /// Whether the text may be changed (the store accepts changes).
    public let isEditable: Bool

    private var draft: String
    @ObservationIgnored private let editor: DiaryEditor<ErasedClock>
    @ObservationIgnored private let texts: DiaryText
    @ObservationIgnored private var fetchWeather: (@Sendable () async throws -> Weather)?
    /// The title and body last saved, as ``DiaryEntry/split(_:)`` reads the text.
    @ObservationIgnored private var savedParts: Parts?
    /// The latest hand-over of a change to the editor; each waits for the one before.
    @ObservationIgnored private var forwarding: Task<Void, Never>?
    /// The task following the editor's saves.
    @ObservationIgnored private var following: Task<Void, Never>?
    @ObservationIgnored private var markWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    @ObservationIgnored private var lastMark = 0

    /// A writing screen saving to `store`, on `entry` (or a new entry when `nil`).
    ///
    /// - Parameters:
    ///   - store: Where the text is saved.
    ///   - entry: The entry to edit, or `nil` to write a new one.
    ///   - locale: The language of the editor's texts.
    ///   - timeZone: The time zone its dates are shown in.
    ///   - quietPeriod: How long typing must pause before the text is saved.
    ///   - clock: The clock measuring the quiet period; an app passes the continuous clock (the
    ///     default), a test a clock it advances itself.
    ///   - fetchWeather: For a new entry, how to get the weather of the moment (such as
    ///     `{ try await client.currentWeather(at: place) }`); asked once, before the first save.
    ///     A failure (a ``WeatherError``) saves the entry without it and sets ``weatherNotice``;
    ///     a cancelled fetch (`CancellationError`) saves it without it and sets nothing.
    public init(
        store: any DiaryStore, entry: DiaryEntry? = nil, locale: Locale = .current,
        timeZone: TimeZone = .current, quietPeriod: Duration = .seconds(2),
        clock: any Clock<Duration> = ContinuousClock(),
        fetchWeather: (@Sendable () async throws -> Weather)? = nil
    ) {
        let text = DiaryText(locale: locale, timeZone: timeZone)
        let (activity, activitySink) = AsyncStream.makeStream(of: DiaryEditor<ErasedClock>.Activity.self)
        self.editor = DiaryEditor(
            store: store, entry: entry, weather: entry?.weather, quietPeriod: quietPeriod,
            clock: ErasedClock(clock), activity: activitySink)
        self.texts = text
        self.entry = entry
        self.draft = entry?.text ?? ""
        self.savedParts = entry.flatMap { Parts(DiaryEntry.split($0.text)) }
        self.fetchWeather = entry == nil ? fetchWeather : nil
        self.title = text.editorTitle(for: entry)
        self.placeholder = text.editorPlaceholder()
        self.accessibilityLabel = text.editorAccessibilityLabel()
        self.isEditable = !store.isReadOnly
        following = Task { [weak self] in
            for await step in activity {
                guard let self else { return }
                self.apply(step)
            }
        }
    }

    deinit {
        following?.cancel()
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

    // MARK: - Intents

    /// Takes a new text, as setting ``text`` does.
    public func textChanged(_ newText: String) {
        edit(newText)
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

    // MARK: - Work

    private func edit(_ newText: String) {
        guard isEditable else { return }
        draft = newText
        let parts = Parts(DiaryEntry.split(newText))
        if parts == savedParts {
            saveState = entry == nil ? .idle : .saved
        } else {
            saveState = .editing
        }
        let previous = forwarding
        let editor = self.editor
        let weather = parts == nil ? nil : takeWeatherFetch()
        forwarding = Task { [weak self] in
            await previous?.value
            if let weather {
                do {
                    await editor.setWeather(try await weather())
                } catch {
                    self?.weatherFailed(error)
                }
            }
            await editor.textDidChange(newText)
        }
    }

    /// The weather fetch, the first time a new entry has text; `nil` afterwards.
    private func takeWeatherFetch() -> (@Sendable () async throws -> Weather)? {
        defer { fetchWeather = nil }
        return fetchWeather
    }

    private func weatherFailed(_ error: any Error) {
        // A cancelled fetch is no weather failure, so it is not worded as one.
        if error is CancellationError { return }
        let weatherError = error as? WeatherError ?? .unreachable(NetworkReason(error))
        weatherNotice = texts.savedWithoutWeather(weatherError)
    }

    /// Shows one step of the editor's work.
    private func apply(_ step: DiaryEditor<ErasedClock>.Activity) {
        switch step {
        case .writing:
            saveState = .saving
        case .finished(.saved(let saved)):
            entry = saved
            savedParts = Parts(DiaryEntry.split(saved.text))
            title = texts.editorTitle(for: saved)
            saveState = Parts(DiaryEntry.split(draft)) == savedParts ? .saved : .editing
        case .finished(.deleted):
            entry = nil
            savedParts = nil
            title = texts.editorTitle(for: nil)
            saveState = DiaryEntry.split(draft) == nil ? .deleted : .editing
        case .finished(.failed(let error)), .failed(let error):
            saveState = .failed(
                ScreenFailure(
                    message: texts.editorFailed(error), retryTitle: texts.retryTitle(), error: error))
        case .mark(let number):
            markWaiters.removeValue(forKey: number)?.resume()
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

        init?(_ parts: (title: String, body: String)?) {
            guard let parts else { return nil }
            title = parts.title
            body = parts.body
        }
    }
}
