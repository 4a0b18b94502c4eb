import Foundation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension DiaryListScreenModel: Identifiable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension DiaryListScreenModel {
    /// What can be shown over or after the list.
    public enum Destination: Sendable, Hashable {
        /// The writing screen of an entry, new or opened from a row, pushed after the list.
        case editor(DiaryEditorScreenModel)
        /// The question asked before an entry is deleted, shown as an alert.
        case deleteConfirmation(DeleteConfirmation)
    }

    /// Whether new entries may be written (the store accepts changes): the "+" button is shown
    /// only then.
    public var canAddEntry: Bool {
        canDelete
    }

    /// The label of the "+" button that writes a new entry ("New Entry", "새 일기 쓰기").
    public var newEntryActionTitle: String {
        screenText.newEntryActionTitle()
    }

    // MARK: - Intents

    /// The "+" button: shows the writing screen of a new entry (``Destination/editor(_:)``) whose
    /// identifier is `id` from the start (``DiaryEditorScreenModel/entryID``); a page's form that
    /// carries it saves to that one entry however often it is sent. Nothing is stored until text
    /// is typed; closing it empty leaves nothing behind. Does nothing unless ``canAddEntry``.
    public func addEntry(id: UUID = UUID()) {
        guard canAddEntry else { return }
        present(makeEditor(nil, id, locale))
    }

    /// A row was selected: shows the writing screen of the entry `id`
    /// (``Destination/editor(_:)``). Does nothing when no row shows it.
    public func open(_ id: UUID) {
        guard let entry = shownEntry(id) else { return }
        present(makeEditor(entry, entry.id, locale))
    }

    /// Leaves the writing screen: saves what it has pending, then shows the list alone; returns
    /// once the list shows what was saved. Does nothing when no writing screen is shown.
    ///
    /// When that last save fails (the text is longer than an entry can hold, the file is locked
    /// or the disk is full), the writing screen stays shown, ``destination`` unchanged: its
    /// ``DiaryEditorScreenModel/saveState`` is ``DiaryEditorScreenModel/SaveState/failed(_:)``,
    /// so the person sees why it was not saved, with the text, and can change it or try again
    /// before leaving. Setting ``destination`` to `nil` (a view's binding, when the person goes
    /// back) still dismisses it at once, saving in the background.
    public func closeEditor() async {
        guard let editor = destination.editor else { return }
        await editor.close()
        // An unsaved draft is never dismissed unseen: the screen keeps showing it and why.
        if case .failed = editor.saveState { return }
        if destination.editor === editor { destination = nil }
    }

    // MARK: - Work

    /// Shows `editor` after the list, hearing what it changes.
    private func present(_ editor: DiaryEditorScreenModel) {
        editor.onEvent = { [weak self, weak editor] event in
            self?.editorChanged(event, by: editor)
        }
        destination = .editor(editor)
    }

    /// Shows what `editor` changed; when it deleted its entry, the list says so, and since the
    /// editor has nothing left to show, the list shows alone again.
    private func editorChanged(_ event: DiaryEditorScreenModel.Event, by editor: DiaryEditorScreenModel?) {
        switch event {
        case .saved(let entry):
            showSaved(entry)
        case .deleted(let id):
            showDeleted(id, message: editor?.notice)
            if let editor, destination.editor === editor { destination = nil }
        }
    }

    /// What follows a change of ``destination``: a writing screen no longer shown saves what it
    /// has pending (a binding may have dismissed it without ``closeEditor()``), and a delete
    /// question that gave way to another screen can no longer be confirmed.
    func destinationChanged(from old: Destination?) {
        if destination != nil, destination.deleteConfirmation?.id != askedDelete { askedDelete = nil }
        guard let editor = old.editor, destination.editor !== editor else { return }
        Task { await editor.close() }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Optional where Wrapped == DiaryListScreenModel.Destination {
    /// The writing screen while it is shown; setting `nil` dismisses it (and nothing else).
    public var editor: DiaryEditorScreenModel? {
        get { if case .editor(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .editor(newValue)
            } else if case .editor? = self {
                self = nil
            }
        }
    }

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
}

extension DiaryEntry {
    /// Whether the entry comes before `other` in the list, newest first (as the stores order it).
    func isNewer(than other: DiaryEntry) -> Bool {
        if createdAt != other.createdAt { return createdAt > other.createdAt }
        return id.uuidString.lowercased() > other.id.uuidString.lowercased()
    }
}
