import DiaryKit
import Foundation

/// The diary's pages: the entry list, the writing screen (a title field and a body field), the
/// text to share and the delete question (a dialog).
///
/// | URL | screen |
/// | --- | --- |
/// | `GET /diary` | the list alone (a writing screen shown is closed, saving what it has) |
/// | `GET /diary/new` | the writing screen of a new entry |
/// | `GET /diary/entries/<id>` | the writing screen of the entry `<id>` |
/// | `GET /diary/entries/<id>/share[?from=list]` | the entry's text to copy, over its writing screen (its Done returns to the list when opened from a row) |
/// | `GET /diary/entries/<id>/delete` | the delete question over the writing screen |
/// | `GET /diary/rows/<id>/delete` | the list with the delete question of one of its rows |
/// | `POST /diary/new-entry` | the "+" button; 303 to `/diary/new` |
/// | `POST /diary/more` | reads the next page of rows |
/// | `POST /diary/retry` | reads the list again after a failure |
/// | `POST /diary/notice/dismiss` | hides the list's notice |
/// | `POST /diary/new/save`, `POST /diary/entries/<id>/save` `title&body&shownTitle&shownBody&action=save|close|share|autosave[&draft]` | takes each field the person changed on the page (it differs from the `shown…` value), then saves (`save`), closes (`close`, 303 to the list), shares (`share`) or leaves saving to the model's quiet period (`autosave`, what the page's script posts while the person types; a new entry's first one saves at once); a new entry's `draft` names the entry every save of that form edits |
/// | `POST /diary/entries/<id>/conflict/take`, `…/conflict/keep` | answers a clash with an edit made elsewhere: the other text, or the person's |
/// | `POST /diary/rows/<id>/delete` | a row's delete button: asks before deleting |
/// | `POST /diary/rows/<id>/delete/confirm`, `…/delete/cancel` | answers the row's question |
/// | `POST /diary/entries/<id>/delete` | asks before deleting |
/// | `POST /diary/entries/<id>/delete/confirm`, `…/delete/cancel` | answers the question |
/// | `POST /diary/entries/<id>/share/done` | closes the shared text |
///
/// Every session has its own list model; all share one ``SQLiteDiaryStore`` on the file the
/// `diary` CLI uses (`diary.sqlite` in the app's data folder), which follows the file, so an entry
/// written with the CLI shows in an open list.
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
    let shared: SharedDiaryStore

    /// The pages over the diary database in `configuration`'s data folder for `diary`.
    public init(configuration: GalleryConfiguration) {
        self.shared = SharedDiaryStore(
            path: configuration.dataDirectory("diary").appendingPathComponent("diary.sqlite").path,
            polling: configuration.storePolling)
    }

    /// The store every session of this gallery shares (for tests: a change made through it).
    public func store() async throws -> SQLiteDiaryStore {
        try await shared.store()
    }

    /// Declares the list, the writing screen, the share and the delete question and their intents
    /// (see the table above).
    public func register(on routes: GalleryRoutes) {
        let shared = self.shared
        /// The session's diary, its list loaded; `nil` with the page saying why when the store
        /// cannot be opened.
        @MainActor func state(_ request: ScreenRequest) async -> Result<DiaryState, DiaryUnavailable> {
            let language = request.language
            do {
                let store = try await shared.store()
                let state = request.state { DiaryState(store: store, language: language) }
                await state.list.load()
                return .success(state)
            } catch {
                return .failure(DiaryUnavailable(error: error, language: language))
            }
        }
        /// Runs `body` with the session's diary, or shows why there is none.
        @MainActor func screen(
            _ request: ScreenRequest, _ body: (DiaryState) async -> ScreenAnswer
        ) async -> ScreenAnswer {
            switch await state(request) {
            case .success(let state): await body(state)
            case .failure(let unavailable): .show(unavailable.screen())
            }
        }
        /// Runs `body` with the session's diary; the list's URL when there is none.
        @MainActor func intent(_ request: ScreenRequest, _ body: (DiaryState) async -> String) async -> String
        {
            switch await state(request) {
            case .success(let state): await body(state)
            case .failure: "/diary"
            }
        }

        routes.screen("/diary") { request in
            await screen(request) { state in
                await state.showList()
                return .show(state.screen())
            }
        }
        routes.screen("/diary/new") { request in
            await screen(request) { state in
                await state.showEditor(.new(draft: nil))
                state.list.destination.editor?.destination = nil
                let url = state.url()
                // A new entry, once saved, is at its own URL.
                return url == "/diary/new" ? .show(state.screen()) : .redirect(url)
            }
        }
        routes.screen("/diary/entries/:id") { request in
            await screen(request) { state in
                await state.answer(request.path, expecting: nil) { _ in }
            }
        }
        routes.screen("/diary/entries/:id/share") { request in
            await screen(request) { state in
                // A row's share button opens it from the list: its Done goes back there.
                if request.query["from"] == "list" { state.shareFromList = true }
                return await state.answer(request.path, expecting: "share") { $0.share() }
            }
        }
        routes.screen("/diary/entries/:id/delete") { request in
            await screen(request) { state in
                await state.answer(request.path, expecting: "delete") { $0.requestDelete() }
            }
        }
        routes.intent("/diary/new-entry") { request in
            await intent(request) { state in
                state.list.addEntry()
                return state.url()
            }
        }
        routes.intent("/diary/more") { request in
            await intent(request) { state in
                await state.list.loadNextPage()
                return state.url()
            }
        }
        routes.intent("/diary/retry") { request in
            await intent(request) { state in
                await state.list.retry()
                return state.url()
            }
        }
        routes.intent("/diary/notice/dismiss") { request in
            await intent(request) { state in
                state.list.dismissNotice()
                return state.url()
            }
        }
        let save: GalleryRoutes.IntentHandler = { request in
            await intent(request) { state in
                // A new entry's form names the entry it makes (`draft`, from its first render), so
                // every save of that form (an autosave, a resubmission after Back, a second tab)
                // edits that one entry.
                var target = DiaryTarget(path: request.path, suffix: "/save")
                if target == .new(draft: nil),
                    let draft = request.form["draft"].flatMap(UUID.init(uuidString:))
                {
                    target = .new(draft: draft)
                }
                guard let target, await state.showEditor(target), let editor = state.list.destination.editor
                else { return state.url() }
                // A field is taken only when the person changed it on the page (the form also
                // sends each field as the page showed it): a field left alone keeps what the
                // editor has now, which follows changes made elsewhere.
                let title = SafeText.clean(request.form["title"] ?? "")
                if request.form["shownTitle"].map(SafeText.clean) != title { editor.titleChanged(title) }
                let body = SafeText.cleanLines(request.form["body"] ?? "")
                if request.form["shownBody"].map(SafeText.cleanLines) != body { editor.bodyChanged(body) }
                switch request.form["action"] {
                case "autosave":
                    // A new entry is stored at its first autosave, so the page's form and address
                    // follow the entry from then on; later ones wait for the quiet period.
                    if editor.entry == nil, editor.canShare { await editor.saveNow() }
                case "close": await state.list.closeEditor()
                case "share":
                    await editor.saveNow()
                    editor.share()
                default: await editor.saveNow()
                }
                return state.url()
            }
        }
        // A form as long as the longest entry the kit accepts (each character at most four
        // bytes, each byte at most three when percent-encoded), and its other fields.
        let limit = DiaryEntry.maximumLength * 12 + 16 * 1024
        routes.intent("/diary/new/save", limit: limit, save)
        routes.intent("/diary/entries/:id/save", limit: limit, save)
        // The writing screen's own answers: a clash's two, and the delete question's.
        let editorIntents:
            [(suffix: String, run: @MainActor @Sendable (DiaryEditorScreenModel) async -> Void)] = [
                ("/conflict/take", { await $0.takeOtherVersion() }),
                ("/conflict/keep", { $0.dismissConflict() }),
                ("/delete", { $0.requestDelete() }),
                (
                    "/delete/confirm",
                    {
                        if let question = $0.destination.deleteConfirmation {
                            await $0.confirmDelete(question)
                        }
                    }
                ),
                ("/delete/cancel", { $0.cancelDelete() }),
            ]
        for (suffix, run) in editorIntents {
            routes.intent("/diary/entries/:id" + suffix) { request in
                await intent(request) { state in await state.editing(request.path, suffix: suffix, run) }
            }
        }
        routes.intent("/diary/entries/:id/share/done") { request in
            await intent(request) { state in
                let shown = await state.editing(request.path, suffix: "/share/done") { $0.destination = nil }
                guard request.form["from"] == "list", state.list.destination.editor?.destination == nil else {
                    return shown
                }
                state.shareFromList = false
                await state.showList()
                return state.url()
            }
        }
        routes.screen("/diary/rows/:id/delete") { request in
            await screen(request) { state in
                guard let id = DiaryState.rowID(request.path, suffix: "/delete"), await state.askRow(id)
                else {
                    return .show(state.notFound())
                }
                return .show(state.screen())
            }
        }
        routes.intent("/diary/rows/:id/delete") { request in
            await intent(request) { state in
                if let id = DiaryState.rowID(request.path, suffix: "/delete") { await state.askRow(id) }
                return state.url()
            }
        }
        routes.intent("/diary/rows/:id/delete/confirm") { request in
            await intent(request) { state in
                if let id = DiaryState.rowID(request.path, suffix: "/delete/confirm"),
                    let question = state.list.destination.deleteConfirmation, question.id == id
                {
                    await state.list.confirmDelete(question)
                }
                return state.url()
            }
        }
        routes.intent("/diary/rows/:id/delete/cancel") { request in
            await intent(request) { state in
                state.list.cancelDelete()
                return state.url()
            }
        }
    }
}

/// The one ``SQLiteDiaryStore`` the sessions share, opened on first use; it follows its file.
actor SharedDiaryStore {
    /// The database file (`diary.sqlite` in the diary's data folder, as the CLI keeps it).
    let path: String
    /// How often the store looks for what other processes wrote.
    let polling: Duration
    /// The store, once opened.
    private var opened: SQLiteDiaryStore?

    init(path: String, polling: Duration) {
        self.path = path
        self.polling = polling
    }

    /// The store; opened on the first call that succeeds.
    func store() throws -> SQLiteDiaryStore {
        if let opened { return opened }
        let store = try SQLiteDiaryStore(path: path, changePolling: DiaryChangePolling(interval: polling))
        opened = store
        return store
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

    /// The target of `path` (`/diary/new…` or `/diary/entries/<id>…`) once `suffix` is removed;
    /// `nil` for another path.
    init?(path: String, suffix: String = "") {
        var path = path
        if !suffix.isEmpty {
            guard path.hasSuffix(suffix) else { return nil }
            path.removeLast(suffix.count)
        }
        if path == "/diary/new" {
            self = .new(draft: nil)
            return
        }
        let prefix = "/diary/entries/"
        guard path.hasPrefix(prefix) else { return nil }
        let id = path.dropFirst(prefix.count)
        self = UUID(uuidString: String(id)).map(Self.entry) ?? .malformed
    }
}

/// Why the diary cannot be shown: its database would not open.
@MainActor
struct DiaryUnavailable: Error {
    /// What went wrong.
    let error: any Error
    /// The page's language.
    let language: PageLanguage

    /// A page saying so, with a link to try again.
    func screen() -> Screen {
        let message = (error as? DiaryStoreError)?.message(locale: language.locale) ?? "\(error)"
        return Screen(template: "notice", title: language.pick("Diary", "일기장")) { [language] in
            [
                "message": message, "back": language.pick("Try again", "다시 시도"), "backURL": "/diary",
            ]
        }
    }
}

/// One session's diary: its list model (and the writing screen it shows), in the page's language.
@MainActor
final class DiaryState: SessionState {
    /// The entry list.
    let list: DiaryListScreenModel
    /// The store, to open an entry no row shows yet.
    let store: SQLiteDiaryStore
    /// The gallery's own words, in the page's language.
    private(set) var language: PageLanguage
    /// The writing screen opened for a new entry, while it is shown: it stays what `/diary/new`
    /// names after its first save, so a page still posting there (its script saving as the person
    /// types) goes on editing that entry instead of starting another.
    private weak var startedNew: DiaryEditorScreenModel?
    /// Whether the text shown to share was opened from a row of the list, so that its Done
    /// returns to the list rather than to the entry's writing screen.
    var shareFromList = false

    init(store: SQLiteDiaryStore, language: PageLanguage) {
        self.store = store
        self.language = language
        self.list = DiaryListScreenModel(store: store, locale: language.locale)
    }

    func close() {
        list.destination = nil
        list.stop()
    }

    func follow(_ language: PageLanguage) {
        self.language = language
        list.locale = language.locale
    }

    // MARK: Bringing the model to a URL

    /// Shows the list alone, saving what a writing screen had pending.
    func showList() async {
        shareFromList = false
        if list.destination.editor != nil { await list.closeEditor() }
        list.destination = nil
    }

    /// Shows the writing screen `target` names (opening it if need be, keeping it as it is when it
    /// is shown); `false` when there is no such entry.
    @discardableResult
    func showEditor(_ target: DiaryTarget) async -> Bool {
        switch target {
        case .malformed:
            return false
        case .new(let draft?):
            if let editor = list.destination.editor, editor.entryID == draft { return true }
            // The form's entry was stored already (its page was left, or another tab saved it):
            // that entry is edited, never a second one made.
            if (try? await store.entry(id: draft)) != nil { return await showEditor(.entry(draft)) }
            if list.destination.editor != nil { await list.closeEditor() }
            list.addEntry(id: draft)
            startedNew = list.destination.editor
            return list.destination.editor != nil
        case .new(nil):
            if let editor = list.destination.editor, editor.entry == nil || editor === startedNew {
                return true
            }
            if list.destination.editor != nil { await list.closeEditor() }
            list.addEntry()
            startedNew = list.destination.editor
            return list.destination.editor != nil
        case .entry(let id):
            if let editor = list.destination.editor, editor.entryID == id { return true }
            if list.destination.editor != nil { await list.closeEditor() }
            list.destination = nil
            list.open(id)
            if list.destination.editor != nil { return true }
            // Not among the rows read: opened from the store, if it is there.
            guard let entry = try? await store.entry(id: id) else { return false }
            let editor = DiaryEditorScreenModel(store: store, entry: entry, locale: language.locale)
            editor.onEvent = { [weak self, weak editor] event in
                guard let self, case .deleted = event, let editor, self.list.destination.editor === editor
                else { return }
                self.list.destination = nil
            }
            list.destination = .editor(editor)
            return true
        }
    }

    /// Shows the list with the delete question of the row `id` (closing a writing screen first);
    /// `false` when no row is that entry.
    @discardableResult
    func askRow(_ id: UUID) async -> Bool {
        if list.destination.deleteConfirmation?.id == id { return true }
        if list.destination.editor != nil { await list.closeEditor() }
        list.destination = nil
        list.requestDelete(id)
        return list.destination.deleteConfirmation != nil
    }

    /// The entry a row's URL (`/diary/rows/<id><suffix>`) names.
    static func rowID(_ path: String, suffix: String) -> UUID? {
        let prefix = "/diary/rows/"
        guard path.hasPrefix(prefix), path.hasSuffix(suffix) else { return nil }
        let id = path.dropFirst(prefix.count).dropLast(suffix.count)
        return UUID(uuidString: String(id))
    }

    /// The answer to a GET of a writing screen's URL (`expecting` names what it shows over it:
    /// `share`, `delete`, or `nil` for nothing): brings the model there with `open`, or says the
    /// entry is not found.
    func answer(
        _ path: String, expecting part: String?, open: (DiaryEditorScreenModel) -> Void
    ) async -> ScreenAnswer {
        let target = DiaryTarget(path: path, suffix: part.map { "/" + $0 } ?? "")
        guard let target, await showEditor(target), let editor = list.destination.editor else {
            return .show(notFound())
        }
        switch part {
        case "share":
            if editor.destination.share == nil { open(editor) }
        case "delete":
            if editor.destination.deleteConfirmation == nil { open(editor) }
        default:
            editor.destination = nil
        }
        let url = url()
        return url == path ? .show(screen()) : .redirect(url)
    }

    /// Brings the model to the writing screen the intent's `path` names (without `suffix`), runs
    /// `intent` on it, and answers the URL shown then.
    func editing(
        _ path: String, suffix: String, _ intent: (DiaryEditorScreenModel) async -> Void
    ) async -> String {
        guard let target = DiaryTarget(path: path, suffix: suffix), await showEditor(target),
            let editor = list.destination.editor
        else { return url() }
        await intent(editor)
        return url()
    }

    /// The URL of the screen the model shows now.
    func url() -> String {
        if let question = list.destination.deleteConfirmation {
            return "/diary/rows/\(question.id.uuidString.lowercased())/delete"
        }
        guard let editor = list.destination.editor else { return "/diary" }
        guard let id = editor.entry?.id else { return "/diary/new" }
        let base = "/diary/entries/\(id.uuidString.lowercased())"
        switch editor.destination {
        case .share?: return base + "/share"
        case .deleteConfirmation?: return base + "/delete"
        case nil: return base
        }
    }

    // MARK: Pages

    /// The page of the screen the model shows.
    func screen() -> Screen {
        if let editor = list.destination.editor {
            return Screen(
                template: "diary-editor", title: editor.title, live: ["diary-status"],
                modal: editor.destination != nil
            ) {
                [self] in editorValues(editor)
            }
        }
        return Screen(
            template: "diary", title: list.title, live: ["diary-rows"],
            modal: list.destination.deleteConfirmation != nil
        ) { [self] in listValues() }
    }

    /// The page of an entry that does not exist (or an identifier that is none).
    func notFound() -> Screen {
        Screen(
            template: "notice", title: language.pick("Entry not found", "일기를 찾을 수 없어요"),
            status: .notFound
        ) {
            [language] in
            [
                "message": language.pick(
                    "There is no such entry: it may have been deleted, or the link is wrong.",
                    "그런 일기가 없어요. 지워졌거나 링크가 잘못됐을 수 있어요."),
                "back": language.pick("Back to the diary", "일기장으로 돌아가기"), "backURL": "/diary",
            ]
        }
    }

    /// The list's values: its rows, the empty message, the "+" button, the next page, the notice.
    func listValues() -> PageValues {
        var values: PageValues = [
            "title": list.title,
            "rows": list.items.map { item -> PageValues in
                let id = item.id.uuidString.lowercased()
                return [
                    "url": "/diary/entries/\(id)", "title": item.title,
                    "day": item.day, "preview": item.preview, "label": item.accessibilityLabel,
                    "shareURL": "/diary/entries/\(id)/share?from=list",
                    "deleteURL": "/diary/rows/\(id)/delete",
                    "shareLabel": "\(list.shareActionTitle): \(item.title)",
                    "deleteLabel": "\(list.deleteActionTitle): \(item.title)",
                ]
            },
            "share": list.shareActionTitle, "delete": list.deleteActionTitle, "canDelete": list.canDelete,
            "loading": list.phase.isLoading,
            "hasMore": list.hasMore,
            "more": language.pick("More entries", "더 보기"),
            "dismiss": language.pick("Dismiss", "닫기"),
        ]
        if let empty = list.emptyMessage { values["empty"] = empty }
        if list.isLoadingMore { values["loadingMore"] = list.loadingMoreText }
        if list.canAddEntry { values["newEntry"] = list.newEntryActionTitle }
        if let notice = list.notice { values["notice"] = notice }
        if let question = list.destination.deleteConfirmation {
            values["question"] = [
                "title": question.title, "message": question.message, "cancel": question.cancelTitle,
                "delete": question.confirmTitle, "base": "/diary/rows/\(question.id.uuidString.lowercased())",
            ]
        }
        if let failure = list.phase.failure {
            values["failure"] = [
                "message": failure.message, "retry": failure.retryTitle, "retryable": failure.isRetryable,
            ]
        }
        return values
    }

    /// The writing screen's values: the fields, the save status, share, delete and what is shown
    /// over it.
    func editorValues(_ editor: DiaryEditorScreenModel) -> PageValues {
        let base =
            editor.entry.map { "/diary/entries/\($0.id.uuidString.lowercased())" } ?? "/diary/new"
        var values: PageValues = [
            "base": base, "maximumLength": DiaryEntry.maximumLength,
            "titleValue": editor.titleField,
            "bodyLines": SafeText.lineValues(editor.bodyField),
            "titlePlaceholder": editor.titlePlaceholder, "bodyPlaceholder": editor.bodyPlaceholder,
            "titleLabel": editor.titleAccessibilityLabel, "bodyLabel": editor.bodyAccessibilityLabel,
            "editable": editor.isEditable,
            "autosaveFailed": language.pick(
                "Your last changes are not saved yet: the gallery did not take them. They are still here; press Save to try, or copy them somewhere safe.",
                "마지막으로 고친 내용이 아직 저장되지 않았어요. 갤러리가 받지 못했어요. 내용은 그대로 있으니 저장을 눌러 다시 해 보거나 안전한 곳에 복사해 두세요."),
            "save": language.pick("Save", "저장"), "close": language.pick("Save and go back", "저장하고 돌아가기"),
            "back": language.pick("Back to the list", "목록으로"),
            "canShare": editor.canShare, "share": editor.shareActionTitle,
            "canDelete": editor.canDelete, "delete": editor.deleteActionTitle,
        ]
        // A new entry's identity, which every save of its form carries.
        if editor.entry == nil { values["draft"] = editor.entryID.uuidString.lowercased() }
        if let status = editor.saveStatus { values["status"] = status }
        if let failure = editor.saveState.failure { values["failed"] = ["retry": failure.retryTitle] }
        if let notice = editor.weatherNotice ?? editor.notice { values["notice"] = notice }
        if let conflict = editor.conflict {
            var shown: PageValues = [
                "message": conflict.message, "take": conflict.takeOtherTitle, "keep": conflict.keepMineTitle,
            ]
            if let title = conflict.otherTitle {
                shown["title"] = ["label": conflict.otherTitleLabel, "text": title]
            }
            if let body = conflict.otherBody {
                shown["body"] = ["label": conflict.otherBodyLabel, "lines": SafeText.lineValues(body)]
            }
            values["conflict"] = shown
        }
        if let shared = editor.destination.share {
            values["shared"] = [
                "subject": shared.subject, "lines": SafeText.lineValues(shared.text),
                "heading": language.pick("Text to share", "공유할 내용"),
                "hint": language.pick("Select the text and copy it.", "내용을 선택해 복사하세요."),
                "done": language.pick("Done", "완료"), "fromList": shareFromList,
            ]
        }
        if let question = editor.destination.deleteConfirmation {
            values["question"] = [
                "title": question.title, "message": question.message, "cancel": question.cancelTitle,
                "delete": question.confirmTitle,
            ]
        }
        return values
    }

}

extension DiaryEditorScreenModel.SaveState {
    /// The failure when the last save failed.
    fileprivate var failure: ScreenFailure? {
        if case .failed(let failure) = self { failure } else { nil }
    }
}
