import DiaryEnvironment
import DiaryKit
import Foundation
import Hummingbird
import ToolSupport

/// The diary's URLs: the entry list, the writing screen (a title field and a body field), the
/// text to share and the delete question (a dialog), and their forms. An entry's `<id>` is its
/// identifier as the URL gave it (a text that is none shows the not-found page).
public enum DiaryRoute: GalleryRoute {
    /// `GET /diary`: the list alone (a writing screen shown is closed, saving what it has).
    case list
    /// `GET /diary/new`: the writing screen of a new entry.
    case new
    /// `GET /diary/entries/<id>`: the writing screen of an entry.
    case entry(String)
    /// `GET /diary/entries/<id>/share[?from=list]`: the entry's text to copy, over its writing
    /// screen (its Done returns to the list when opened from a row).
    case share(String)
    /// `GET /diary/entries/<id>/delete`: the delete question over the writing screen.
    case delete(String)
    /// `GET /diary/rows/<id>/delete`: the list with the delete question of one of its rows.
    case rowDelete(String)
    /// `POST /diary/new-entry`: the "+" button; 303 to `/diary/new`.
    case addEntry
    /// `POST /diary/more`: reads the next page of rows.
    case more
    /// `POST /diary/retry`: reads the list again after a failure.
    case retry
    /// `POST /diary/notice/dismiss`: hides the list's notice.
    case dismissNotice
    /// `POST /diary/new/save`, `POST /diary/entries/<id>/save`
    /// `title&body&shownTitle&shownBody&action=save|close|share|autosave|weather[&draft][&place]`:
    /// takes each field the person changed on the page (it differs from the `shown…` value), then
    /// saves (`save`), closes (`close`, 303 to the list), shares (`share`), records the weather at
    /// `place` (`weather`: `LAT,LON`, typed or filled in by the page's script from the browser's
    /// location) or leaves saving to the model's quiet period (`autosave`, what the page's script
    /// posts while the person types; a new entry's first one saves at once); a new entry's `draft`
    /// names the entry every save of that form edits. `nil`: the new entry's form.
    case save(String?)
    /// `POST /diary/entries/<id>/conflict/take`: answers a clash with an edit made elsewhere by
    /// taking the other text.
    case takeOther(String)
    /// `POST /diary/entries/<id>/conflict/keep`: answers a clash by keeping the person's text.
    case keepMine(String)
    /// `POST /diary/entries/<id>/delete`: asks before deleting.
    case askDelete(String)
    /// `POST /diary/entries/<id>/delete/confirm`: deletes.
    case confirmDelete(String)
    /// `POST /diary/entries/<id>/delete/cancel`: keeps the entry.
    case cancelDelete(String)
    /// `POST /diary/entries/<id>/share/done`: closes the shared text.
    case shareDone(String)
    /// `POST /diary/rows/<id>/delete`: a row's delete button, which asks before deleting.
    case askRowDelete(String)
    /// `POST /diary/rows/<id>/delete/confirm`: deletes the row's entry.
    case confirmRowDelete(String)
    /// `POST /diary/rows/<id>/delete/cancel`: keeps it.
    case cancelRowDelete(String)

    /// Every route, one per pattern (ids set to any value).
    public static let all: [DiaryRoute] = {
        let id = "6a2f41a0-8b3c-4d5e-9f60-718293a4b5c6"
        return [
            .list, .new, .entry(id), .share(id), .delete(id), .rowDelete(id), .addEntry, .more, .retry,
            .dismissNotice, .save(nil), .save(id), .takeOther(id), .keepMine(id), .askDelete(id),
            .confirmDelete(id), .cancelDelete(id), .shareDone(id), .askRowDelete(id), .confirmRowDelete(id),
            .cancelRowDelete(id),
        ]
    }()

    /// A form carrying the longest entry the kit accepts twice, as typed and as the page showed
    /// it (`shownTitle`, `shownBody`), each character at most four bytes and each byte at most
    /// three when percent-encoded, and its other fields.
    static let saveLimit = DiaryEntry.maximumLength * 12 * 2 + 16 * 1024

    /// What a request to the route does.
    public var method: RouteMethod {
        switch self {
        case .list, .new, .entry, .share, .delete, .rowDelete: .screen
        case .save: .intent(limit: Self.saveLimit)
        default: .intent()
        }
    }

    /// The route's path, each id written by `write`.
    public func path(writing write: (String, String) -> String) -> String {
        func entry(_ id: String, _ rest: String) -> String { "/diary/entries/" + write("id", id) + rest }
        func row(_ id: String, _ rest: String) -> String { "/diary/rows/" + write("id", id) + rest }
        return switch self {
        case .list: "/diary"
        case .new: "/diary/new"
        case .entry(let id): entry(id, "")
        case .share(let id): entry(id, "/share")
        case .delete(let id), .askDelete(let id): entry(id, "/delete")
        case .rowDelete(let id), .askRowDelete(let id): row(id, "/delete")
        case .addEntry: "/diary/new-entry"
        case .more: "/diary/more"
        case .retry: "/diary/retry"
        case .dismissNotice: "/diary/notice/dismiss"
        case .save(nil): "/diary/new/save"
        case .save(let id?): entry(id, "/save")
        case .takeOther(let id): entry(id, "/conflict/take")
        case .keepMine(let id): entry(id, "/conflict/keep")
        case .confirmDelete(let id): entry(id, "/delete/confirm")
        case .cancelDelete(let id): entry(id, "/delete/cancel")
        case .shareDone(let id): entry(id, "/share/done")
        case .confirmRowDelete(let id): row(id, "/delete/confirm")
        case .cancelRowDelete(let id): row(id, "/delete/cancel")
        }
    }

    /// The route with the ids of `parameters`; `nil` when one is not of its type.
    public func reading(_ parameters: Parameters) -> DiaryRoute? {
        guard self.id != nil else { return self }
        guard let id = parameters.text("id") else { return nil }
        return switch self {
        case .entry: .entry(id)
        case .share: .share(id)
        case .delete: .delete(id)
        case .rowDelete: .rowDelete(id)
        case .save: .save(id)
        case .takeOther: .takeOther(id)
        case .keepMine: .keepMine(id)
        case .askDelete: .askDelete(id)
        case .confirmDelete: .confirmDelete(id)
        case .cancelDelete: .cancelDelete(id)
        case .shareDone: .shareDone(id)
        case .askRowDelete: .askRowDelete(id)
        case .confirmRowDelete: .confirmRowDelete(id)
        case .cancelRowDelete: .cancelRowDelete(id)
        default: self
        }
    }

    /// The entry's identifier the route names, as the URL gave it.
    var id: String? {
        switch self {
        case .entry(let id), .share(let id), .delete(let id), .rowDelete(let id), .save(let id?),
            .takeOther(let id),
            .keepMine(let id), .askDelete(let id), .confirmDelete(let id), .cancelDelete(let id),
            .shareDone(let id),
            .askRowDelete(let id), .confirmRowDelete(let id), .cancelRowDelete(let id):
            id
        default: nil
        }
    }
}

/// The diary's pages. Every session has its own list model; all share one ``SQLiteDiaryStore`` on
/// the file the `diary` CLI uses (`diary.sqlite` in the app's data folder), which follows the
/// file, so an entry written with the CLI shows in an open list.
///
/// Saving happens when the editor's form is submitted and, with scripting, while the person
/// types: the page's script posts the fields (`action=autosave`) a moment after the last key, and
/// the model saves after its quiet period, as the app did; the save status is a live part. A
/// row's share button opens the entry's text to share; its delete button asks first, over the
/// list, as the app's swipe actions did.
public struct DiaryPages: GalleryApp {
    /// The app's row on the start page.
    public let entry = AppEntry(slug: "diary", english: "Diary", korean: "일기장", emoji: "📔")
    /// The store every session shares, opened on first use.
    let shared: SharedStore<SQLiteDiaryStore>
    /// The gallery's clock: what a new entry is dated with (`app-gallery --now`).
    let now: @Sendable () -> Date
    /// The weather at a place, from the service `OPENWEATHER_API_KEY` (and `OPENWEATHER_URL`)
    /// configure; `nil` without a key, so no page offers it.
    let weather: WeatherLookup?

    /// The pages over the diary database in `configuration`'s data folder for `diary`.
    public init(configuration: GalleryConfiguration) {
        let path = configuration.dataDirectory("diary").appendingPathComponent("diary.sqlite").path
        let polling = configuration.storePolling
        let now = configuration.now
        self.now = now
        self.shared = SharedStore {
            try SQLiteDiaryStore(path: path, changePolling: DiaryChangePolling(interval: polling), now: now)
        }
        // A malformed OPENWEATHER_URL is said when the weather is asked for, on the page.
        switch Result(catching: { try WeatherEnvironment.client(in: configuration.environment) }) {
        case .success(let client?): weather = { try await client.currentWeather(at: $0) }
        case .success(nil): weather = nil
        case .failure(let error): weather = { _ in throw error }
        }
    }

    /// The store every session of this gallery shares (for tests: a change made through it).
    public func store() async throws -> SQLiteDiaryStore {
        try await shared.store()
    }

    /// The session's diary, its list loaded; the page saying why when the store cannot be opened.
    @MainActor private func state(_ request: ScreenRequest) async -> Result<DiaryState, DiaryUnavailable> {
        do {
            let store = try await shared.store()
            let state = request.state {
                DiaryState(store: store, locale: request.locale, now: now, weather: weather)
            }
            await state.list.load()
            return .success(state)
        } catch {
            return .failure(DiaryUnavailable(error: error, locale: request.locale))
        }
    }

    /// Brings the session's model to the screen `route` names and describes it.
    public func show(_ route: DiaryRoute, _ request: ScreenRequest) async -> ScreenAnswer {
        let state: DiaryState
        switch await self.state(request) {
        case .success(let opened): state = opened
        case .failure(let unavailable): return .show(unavailable.screen())
        }
        switch route {
        case .new:
            await state.showEditor(.new(draft: nil))
            state.list.destination.editor?.destination = nil
            // A new entry, once saved, is at its own URL.
            return state.route == .new ? .show(state.screen()) : .redirect(to: state.route)
        case .entry(let id):
            return await state.answer(route, target: DiaryTarget(id), expecting: nil) { _ in }
        case .share(let id):
            // A row's share button opens it from the list: its Done goes back there.
            if request.query["from"] == "list" { state.shareFromList = true }
            return await state.answer(route, target: DiaryTarget(id), expecting: "share") { $0.share() }
        case .delete(let id):
            return await state.answer(route, target: DiaryTarget(id), expecting: "delete") {
                $0.requestDelete()
            }
        case .rowDelete(let id):
            guard let id = UUID(uuidString: id), await state.askRow(id) else {
                return .show(state.notFound())
            }
            return .show(state.screen())
        default:
            await state.showList()
            return .show(state.screen())
        }
    }

    /// Runs the intent of `route`; the route of the screen shown then.
    public func perform(_ route: DiaryRoute, _ request: ScreenRequest) async -> DiaryRoute {
        guard case .success(let state) = await self.state(request) else { return .list }
        let list = state.list
        switch route {
        case .addEntry: list.addEntry()
        case .more: await list.loadNextPage()
        case .retry: await list.retry()
        case .dismissNotice: list.dismissNotice()
        case .save(let id): await state.save(DiaryTarget(id), form: request.form)
        case .takeOther(let id): await state.editing(DiaryTarget(id)) { await $0.takeOtherVersion() }
        case .keepMine(let id): await state.editing(DiaryTarget(id)) { $0.dismissConflict() }
        case .askDelete(let id): await state.editing(DiaryTarget(id)) { $0.requestDelete() }
        case .confirmDelete(let id):
            // The person's answer to "Delete it?" on that page: it deletes the entry even when
            // the session moved on meanwhile (another tab), asking the question again first.
            await state.editing(DiaryTarget(id)) { editor in
                if editor.destination.deleteConfirmation == nil { editor.requestDelete() }
                if let question = editor.destination.deleteConfirmation {
                    await editor.confirmDelete(question)
                }
            }
        case .cancelDelete(let id): await state.editing(DiaryTarget(id)) { $0.cancelDelete() }
        case .shareDone(let id):
            await state.editing(DiaryTarget(id)) { $0.destination = nil }
            if request.form["from"] == "list", list.destination.editor?.destination == nil {
                state.shareFromList = false
                await state.showList()
            }
        case .askRowDelete(let id):
            if let id = UUID(uuidString: id) { await state.askRow(id) }
        case .confirmRowDelete(let id):
            // As for the writing screen's: the row's question is asked again when the session
            // moved on.
            guard let id = UUID(uuidString: id) else { break }
            if list.destination.deleteConfirmation?.id != id { await state.askRow(id) }
            if let question = list.destination.deleteConfirmation, question.id == id {
                await list.confirmDelete(question)
            }
        case .cancelRowDelete: list.cancelDelete()
        default: break
        }
        return state.route
    }
}

/// Which writing screen a URL names: a new entry, or the entry with an identifier.
enum DiaryTarget: Equatable {
    /// `/diary/new`: a new entry, the one a form names by its `draft` identity when it does.
    case new(draft: UUID?)
    /// `/diary/entries/<id>`.
    case entry(UUID)
    /// `/diary/entries/<text>` where the text is no identifier.
    case malformed

    /// The target of a route's `id`: a new entry without one.
    init(_ id: String?) {
        guard let id else {
            self = .new(draft: nil)
            return
        }
        self = UUID(uuidString: id).map(Self.entry) ?? .malformed
    }
}

/// Why the diary cannot be shown: its database would not open.
@MainActor
struct DiaryUnavailable: Error {
    /// What went wrong.
    let error: any Error
    /// The page's locale.
    let locale: Locale

    /// A page saying so, with a link to try again.
    func screen() -> Screen {
        let language = Language(locale)
        let message = (error as? DiaryStoreError)?.message(locale: locale) ?? "\(error)"
        return Screen(template: "notice", title: language.text(.diary)) {
            NoticeValues(
                message: message, back: language.text(.tryAgain), backURL: DiaryRoute.list.path)
        }
    }
}

/// How the weather at a place is asked for.
typealias WeatherLookup = @Sendable (WeatherPlace) async throws -> DiaryWeather
