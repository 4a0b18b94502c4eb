import DiaryKit
import Foundation
import ToolSupport

/// One session's diary: its list model (and the writing screen it shows), in the page's language.
@MainActor
final class DiaryState: SessionState {
    /// The entry list.
    let list: DiaryListScreenModel
    /// The store, to open an entry no row shows yet.
    let store: SQLiteDiaryStore
    /// The page's locale, for an editor opened from the store.
    private var locale: Locale
    /// The gallery's own words, in the page's language.
    private var language: Language { Language(locale) }
    /// Whether the text shown to share was opened from a row of the list, so that its Done
    /// returns to the list rather than to the entry's writing screen.
    var shareFromList = false
    /// The place last sent for the weather of an entry, while it has none: the field shows it
    /// again, for the person to fix after the notice says why it gave no weather.
    private var placeSent: (entry: UUID, place: String)?
    /// The weather service a new entry's screen asks; `nil` when none is configured.
    private let weather: WeatherLookup?
    /// The gallery's clock.
    private let now: @Sendable () -> Date

    init(
        store: SQLiteDiaryStore, locale: Locale, now: @escaping @Sendable () -> Date = { Date() },
        weather: WeatherLookup? = nil
    ) {
        self.store = store
        self.locale = locale
        self.now = now
        self.weather = weather
        self.list = DiaryListScreenModel(store: store, locale: locale, now: now)
    }

    func close() {
        list.destination = nil
        list.stop()
    }

    func follow(_ locale: Locale) {
        self.locale = locale
        list.locale = locale
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
            return list.destination.editor != nil
        case .new(nil):
            // A new entry not stored yet is shown again (the "+" button's page, or a save that
            // failed). Once stored, its page follows it to its own address: asked for again, the
            // new-entry page is a new entry, never that one, whose text a page left meanwhile may
            // have saved (a later form would then be merged into it).
            if let editor = list.destination.editor, editor.entry == nil { return true }
            if list.destination.editor != nil { await list.closeEditor() }
            list.addEntry()
            return list.destination.editor != nil
        case .entry(let id):
            if let editor = list.destination.editor, editor.entryID == id { return true }
            if list.destination.editor != nil { await list.closeEditor() }
            list.destination = nil
            list.open(id)
            if list.destination.editor != nil { return true }
            // Not among the rows read: opened from the store, if it is there.
            guard let entry = try? await store.entry(id: id) else { return false }
            let editor = DiaryEditorScreenModel(store: store, entry: entry, locale: locale, now: now)
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

    /// The answer to a GET of a writing screen's `route` (`part` names what it shows over it:
    /// `share`, `delete`, or `nil` for nothing): brings the model there with `open`, or says the
    /// entry is not found.
    func answer(
        _ route: DiaryRoute, target: DiaryTarget, expecting part: String?,
        open: (DiaryEditorScreenModel) -> Void
    ) async -> ScreenAnswer {
        guard await showEditor(target), let editor = list.destination.editor else { return .show(notFound()) }
        switch part {
        case "share": if editor.destination.share == nil { open(editor) }
        case "delete": if editor.destination.deleteConfirmation == nil { open(editor) }
        default: editor.destination = nil
        }
        return self.route == route ? .show(screen()) : .redirect(to: self.route)
    }

    /// Brings the model to the writing screen `target` names and runs `intent` on it.
    func editing(_ target: DiaryTarget, _ intent: (DiaryEditorScreenModel) async -> Void) async {
        guard await showEditor(target), let editor = list.destination.editor else { return }
        await intent(editor)
    }

    /// Saves what the writing screen's form sent (see ``DiaryRoute/save(_:)``).
    func save(_ target: DiaryTarget, form: [String: String]) async {
        // A new entry's form names the entry it makes (`draft`, from its first render), so every
        // save of that form (an autosave, a resubmission after Back, a second tab) edits that one.
        var target = target
        var form = form
        if target == .new(draft: nil), let draft = form["draft"].flatMap(UUID.init(uuidString:)) {
            target = .new(draft: draft)
        }
        // An entry deleted meanwhile from another tab of this session (its writing screen went
        // with it): the page promised that its text is saved again as that entry, so it is, as
        // a new entry of that identity holding what the form sent.
        if case .entry(let id) = target, list.destination.editor?.entryID != id,
            (try? await store.entry(id: id)) == nil,
            !(form["title"] ?? "").isEmpty || !(form["body"] ?? "").isEmpty
        {
            target = .new(draft: id)
            form["shownTitle"] = nil
            form["shownBody"] = nil
        }
        guard await showEditor(target), let editor = list.destination.editor else { return }
        // A field is taken only when the person changed it on the page (the form also sends each
        // field as the page showed it): a field left alone keeps what the editor has now, which
        // follows changes made elsewhere. A changed one is handed over from what the page showed,
        // so a change made elsewhere since the page was drawn is kept beside it, never replaced.
        // The fields' text is the person's data: tabs and direction marks stay (`fieldText`). A
        // field shown as the editor has it counts as the editor's own text, which may hold what a
        // field cannot carry (a control character written elsewhere): no false clash then.
        // A field the form does not carry is left as it is (a form is never read as emptying it).
        if let sent = form["title"] {
            let title = SafeText.fieldText(sent).replacingOccurrences(of: "\n", with: " ")
            take(title, shown: form["shownTitle"], current: editor.titleField) { text, over in
                if let over { editor.titleChanged(text, over: over) } else { editor.titleChanged(text) }
            }
        }
        if let sent = form["body"] {
            take(SafeText.fieldText(sent), shown: form["shownBody"], current: editor.bodyField) {
                text, over in
                if let over { editor.bodyChanged(text, over: over) } else { editor.bodyChanged(text) }
            }
        }
        switch form["action"] {
        case "autosave":
            // A new entry is stored at its first autosave, so the page's form and address follow
            // the entry from then on; later ones wait for the quiet period.
            if editor.entry == nil, editor.canShare { await editor.saveNow() }
        case "close":
            // A clash with a change made elsewhere keeps the page open: leaving would drop the
            // other text unseen. (A save that failed keeps it open too: the kit's closeEditor
            // leaves the writing screen only once its text is stored.)
            await editor.saveNow()
            if editor.conflict == nil { await list.closeEditor() }
        case "weather":
            // The place as the form gave it (a long text is cut: the kit's message quotes it).
            if let weather {
                let place = String((form["place"] ?? "").prefix(64))
                placeSent = (editor.entryID, SafeText.clean(place))
                await editor.recordWeather { try await weather(WeatherPlace(parsing: place)) }
            }
            // What the person wrote is kept too, as Save would.
            if editor.canShare { await editor.saveNow() }
        case "share":
            await editor.saveNow()
            editor.share()
        default: await editor.saveNow()
        }
    }

    /// Hands `text`, a field as the form sent it, to the editor through `changed` when the person
    /// changed it on the page (it differs from `shown`, the field as the page showed it), over
    /// what the page showed (the editor's `current` text when the page showed that); without
    /// `shown`, as typed.
    private func take(
        _ text: String, shown: String?, current: String, into changed: (String, String?) -> Void
    ) {
        let shown = shown.map(SafeText.fieldText)
        guard shown != text else { return }
        guard let shown else { return changed(text, nil) }
        changed(text, shown == SafeText.fieldText(current) ? current : shown)
    }

    /// The route of the screen the model shows now.
    var route: DiaryRoute {
        if let question = list.destination.deleteConfirmation { return .rowDelete(Self.text(question.id)) }
        guard let editor = list.destination.editor else { return .list }
        guard let id = editor.entry?.id else { return .new }
        switch editor.destination {
        case .share?: return .share(Self.text(id))
        case .deleteConfirmation?: return .delete(Self.text(id))
        case nil: return .entry(Self.text(id))
        }
    }

    /// A weather's icon of the gallery's own (`/assets/weather-<kind>.svg`) and its description,
    /// by the service's icon code (`10d`: rain), for a row or the writing screen.
    static func weather(iconCode: String?, name: String?) -> DiaryWeatherValues? {
        guard let name else { return nil }
        let kind =
            switch iconCode?.prefix(2) {
            case "01": "clear"
            case "02", "03", "04": "clouds"
            case "09": "drizzle"
            case "10": "rain"
            case "11": "thunderstorm"
            case "13": "snow"
            case "50": "mist"
            default: "clouds"
            }
        return DiaryWeatherValues(icon: CommonRoute.asset("weather-\(kind).svg").path, name: name)
    }

    /// An entry's identifier as its URLs write it.
    static func text(_ id: UUID) -> String { id.uuidString.lowercased() }

    // MARK: Pages

    /// The page of the screen the model shows.
    func screen() -> Screen {
        if let editor = list.destination.editor {
            return Screen(
                template: "diary-editor", title: editor.title, live: ["diary-status"],
                modal: editor.destination != nil
            ) { [self] in editorValues(editor) }
        }
        return Screen(
            template: "diary", title: list.title, live: ["diary-rows"],
            modal: list.destination.deleteConfirmation != nil
        ) { [self] in listValues() }
    }

    /// The page of an entry that does not exist (or an identifier that is none).
    func notFound() -> Screen {
        let language = language
        return Screen(
            template: "notice", title: language.text(.entryNotFound), status: .notFound
        ) {
            NoticeValues(
                message: language.text(.noSuchEntry),
                back: language.text(.backToDiary), backURL: DiaryRoute.list.path)
        }
    }

    /// The list's values: its rows, the empty message, the "+" button, the next page, the notice.
    func listValues() -> DiaryListValues {
        DiaryListValues(
            rows: list.items.map { item in
                let id = Self.text(item.id)
                return .init(
                    url: DiaryRoute.entry(id).path, title: item.title, day: item.day, preview: item.preview,
                    label: item.accessibilityLabel, titleLang: language.tag(of: item.title),
                    previewLang: language.tag(of: item.preview),
                    weather: Self.weather(
                        iconCode: item.weatherIconURL.map { String($0.lastPathComponent.prefix(2)) },
                        name: item.row.weather),
                    shareURL: DiaryRoute.share(id).path + "?from=list",
                    deleteURL: DiaryRoute.askRowDelete(id).path,
                    shareLabel: "\(list.shareActionTitle): \(item.title)",
                    deleteLabel: "\(list.deleteActionTitle): \(item.title)")
            },
            share: list.shareActionTitle, delete: list.deleteActionTitle, canDelete: list.canDelete,
            loading: list.phase.isLoading, hasMore: list.hasMore, more: language.text(.moreEntries),
            dismiss: language.text(.dismiss), empty: list.emptyMessage,
            loadingMore: list.isLoadingMore ? list.loadingMoreText : nil,
            newEntry: list.canAddEntry ? list.newEntryActionTitle : nil, notice: list.notice,
            readOnly: store.isReadOnly ? language.text(.diaryReadOnly, ["path": store.path ?? ""]) : nil,
            question: list.destination.deleteConfirmation.map { question in
                let id = Self.text(question.id)
                return .init(
                    title: question.title, message: question.message, cancel: question.cancelTitle,
                    delete: question.confirmTitle, cancelURL: DiaryRoute.cancelRowDelete(id).path,
                    confirmURL: DiaryRoute.confirmRowDelete(id).path)
            },
            failure: list.phase.failure.map(FailureValues.init))
    }

    /// The writing screen's values: the fields, the save status, share, delete and what is shown
    /// over it.
    func editorValues(_ editor: DiaryEditorScreenModel) -> DiaryEditorValues {
        let id = editor.entry.map { Self.text($0.id) }
        return DiaryEditorValues(
            urls: .init(
                list: DiaryRoute.list.path, save: DiaryRoute.save(id).path,
                delete: id.map { DiaryRoute.askDelete($0).path },
                take: id.map { DiaryRoute.takeOther($0).path }, keep: id.map { DiaryRoute.keepMine($0).path },
                cancelDelete: id.map { DiaryRoute.cancelDelete($0).path },
                confirmDelete: id.map { DiaryRoute.confirmDelete($0).path },
                shareDone: id.map { DiaryRoute.shareDone($0).path }),
            weather: editor.weather.map {
                Self.weather(iconCode: $0.iconCode, name: DiaryText(locale: locale).weatherName($0))
            } ?? nil,
            askWeather: weather != nil && editor.canRecordWeather
                ? .init(
                    legend: language.text(.weatherLegend), label: language.text(.placeLabel),
                    hint: language.text(.placeHint), button: editor.recordWeatherActionTitle,
                    locating: language.text(.locating), refused: language.text(.locationRefused),
                    place: placeSent?.entry == editor.entryID ? placeSent?.place : nil,
                    explained: editor.weatherNotice != nil)
                : nil,
            titleHTML: SafeText.fieldHTML(editor.titleField),
            bodyHTML: SafeText.fieldHTML(editor.bodyField), titlePlaceholder: editor.titlePlaceholder,
            bodyPlaceholder: editor.bodyPlaceholder, titleLabel: editor.titleAccessibilityLabel,
            bodyLabel: editor.bodyAccessibilityLabel, editable: editor.isEditable,
            autosaveFailed: language.text(.autosaveFailed),
            save: language.text(.save), close: language.text(.saveAndGoBack),
            back: language.text(.backToList), canShare: editor.canShare,
            share: editor.shareActionTitle, canDelete: editor.canDelete, delete: editor.deleteActionTitle,
            // A new entry's identity, which every save of its form carries.
            draft: editor.entry == nil ? Self.text(editor.entryID) : nil, status: editor.saveStatus,
            failed: editor.saveState.failure.map { .init(retry: $0.retryTitle) },
            notice: editor.weatherNotice ?? editor.notice,
            conflict: editor.conflict.map { conflict in
                .init(
                    message: conflict.message, take: conflict.takeOtherTitle, keep: conflict.keepMineTitle,
                    title: conflict.otherTitle.map { .init(label: conflict.otherTitleLabel, text: $0) },
                    body: conflict.otherBody.map {
                        .init(label: conflict.otherBodyLabel, lines: SafeText.lineValues($0))
                    })
            },
            shared: editor.destination.share.map { shared in
                .init(
                    subject: shared.subject, lines: SafeText.lineValues(shared.text),
                    heading: language.text(.textToShare),
                    hint: language.text(.selectToCopy),
                    done: language.text(.done), share: language.text(.shareText),
                    copy: language.text(.copyText),
                    copied: language.text(.copiedText), copyFailed: language.text(.copyFailed),
                    fromList: shareFromList)
            },
            question: editor.destination.deleteConfirmation.map { question in
                .init(
                    title: question.title, message: question.message, cancel: question.cancelTitle,
                    delete: question.confirmTitle, cancelURL: nil, confirmURL: nil)
            })
    }
}
