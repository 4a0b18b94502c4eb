import Foundation

extension DiaryText {
    /// What a screen reader says for a list row: its title, the day it was written, the weather
    /// when there is one, and the first words of its body.
    public func accessibilityLabel(for row: DiaryRow) -> String {
        if let weather = row.weather {
            return text.format("screen.row.accessibility.weather", row.title, row.date, weather, row.preview)
        }
        return text.format("screen.row.accessibility", row.title, row.date, row.preview)
    }

    /// What a screen reader says a list row does when activated.
    public func rowAccessibilityHint() -> String {
        text.string("screen.row.hint")
    }

    /// The label of a row's share action ("Share", "공유").
    public func shareActionTitle() -> String {
        text.string("screen.row.share")
    }

    /// The label of a row's delete action ("Delete", "삭제"), as on the confirmation's button.
    public func deleteActionTitle() -> String {
        text.string("delete.confirm")
    }

    /// The label of the list's button that writes a new entry ("New Entry", "새 일기 쓰기").
    public func newEntryActionTitle() -> String {
        text.string("screen.list.new")
    }

    /// The list screen's title ("Diary", "일기장").
    public func listTitle() -> String {
        text.string("screen.list.title")
    }

    /// The line shown while an older page of the list is being read.
    public func loadingMore() -> String {
        text.string("screen.list.loadingMore")
    }

    /// The label of the button that tries a failed step again ("Try Again", "다시 시도").
    public func retryTitle() -> String {
        text.string("screen.retry")
    }

    /// The writing screen's title: the day `entry` was written, or "New Entry" for an entry not
    /// saved yet.
    public func editorTitle(for entry: DiaryEntry?) -> String {
        guard let entry else { return text.string("screen.editor.new") }
        return longDate(entry.createdAt)
    }

    /// The prompt shown in the empty text of the writing screen.
    public func editorPlaceholder() -> String {
        text.string("screen.editor.placeholder")
    }

    /// What a screen reader says for the text of the writing screen.
    public func editorAccessibilityLabel() -> String {
        text.string("screen.editor.accessibility")
    }

    /// The prompt shown in the empty title field of a writing screen with two fields.
    public func editorTitlePlaceholder() -> String {
        text.string("screen.editor.titlePlaceholder")
    }

    /// The prompt shown in the empty body field of a writing screen with two fields.
    public func editorBodyPlaceholder() -> String {
        text.string("screen.editor.bodyPlaceholder")
    }

    /// What a screen reader says for the title field of a writing screen with two fields.
    public func editorTitleAccessibilityLabel() -> String {
        text.string("screen.editor.titleAccessibility")
    }

    /// What a screen reader says for the body field of a writing screen with two fields.
    public func editorBodyAccessibilityLabel() -> String {
        text.string("screen.editor.bodyAccessibility")
    }

    /// The writing screen's line for changes not saved yet.
    public func editorEditing() -> String {
        text.string("screen.editor.editing")
    }

    /// The writing screen's line while a save runs.
    public func editorSaving() -> String {
        text.string("screen.editor.saving")
    }

    /// The writing screen's line once everything typed is saved.
    public func editorSaved() -> String {
        text.string("screen.editor.saved")
    }

    /// The writing screen's line after its text was emptied and the saved entry removed.
    public func editorDeleted() -> String {
        text.string("screen.editor.deleted")
    }

    /// The writing screen's line after a save failed with `error`: the text stays on screen and
    /// is tried again.
    public func editorFailed(_ error: DiaryStoreError) -> String {
        text.format("screen.editor.failed", error.message(locale: locale))
    }

    /// The writing screen's notice after deleting the entry failed with `error`: the entry and
    /// its text stay.
    public func editorDeleteFailed(_ error: DiaryStoreError) -> String {
        text.format("screen.editor.deleteFailed", error.message(locale: locale))
    }
}
