import DiaryKit
import Foundation
import ToolSupport

// The diary pages' values (`diary*.mustache`), and how the kit's states read on them.

extension ScreenFailure: KitFailure {}

extension DiaryEditorScreenModel.SaveState {
    /// The failure when the last save failed.
    var failure: ScreenFailure? {
        if case .failed(let failure) = self { failure } else { nil }
    }
}

/// An entry's weather: its icon and its description in the page's language.
struct DiaryWeatherValues: Encodable {
    let icon, name: String
}

/// A delete question's values (the list's, with its answers' URLs; the writing screen's, whose
/// answers are its own `urls`).
struct DiaryQuestion: Encodable {
    let title, message, cancel, delete: String
    let cancelURL, confirmURL: String?
}

/// The list's page (`diary.mustache`, `diary-rows.mustache`).
struct DiaryListValues: PageValues {
    struct Row: Encodable {
        let url, title, day, preview, label: String
        /// The title's and the preview's own languages, when they are not the page's.
        let titleLang, previewLang: String?
        let weather: DiaryWeatherValues?
        let shareURL, deleteURL, shareLabel, deleteLabel: String
    }
    struct URLs: Encodable { let addEntry, more, retry, dismissNotice: String }
    var page: PageChrome?
    let rows: [Row]
    let share, delete: String
    let canDelete, loading, hasMore: Bool
    let more, dismiss: String
    let empty, loadingMore, newEntry, notice: String?
    /// Why nothing can be written, when the diary's file may only be read.
    let readOnly: String?
    let question: DiaryQuestion?
    let failure: FailureValues?
    let urls = URLs(
        addEntry: DiaryRoute.addEntry.path, more: DiaryRoute.more.path, retry: DiaryRoute.retry.path,
        dismissNotice: DiaryRoute.dismissNotice.path)
}

/// The writing screen's page (`diary-editor.mustache`, `diary-status.mustache`).
struct DiaryEditorValues: PageValues {
    struct URLs: Encodable {
        let list, save: String
        let delete, take, keep, cancelDelete, confirmDelete, shareDone: String?
    }
    struct Failed: Encodable { let retry: String }
    struct Conflict: Encodable {
        struct Title: Encodable { let label, text: String }
        struct Body: Encodable {
            let label: String
            let lines: [SafeText.Line]
        }
        let message, take, keep: String
        let title: Title?
        let body: Body?
    }
    struct Shared: Encodable {
        let subject: String
        let lines: [SafeText.Line]
        let heading, hint, done, share, copy, copied, copyFailed: String
        let fromList: Bool
    }
    /// The new entry's "Add the weather here": the place field and the button.
    struct AskWeather: Encodable {
        let legend, label, hint, button, locating, refused: String
        /// The place sent last, when it gave no weather.
        let place: String?
        /// Whether the notice says why the place gave no weather (the field names it).
        let explained: Bool
    }
    var page: PageChrome?
    let urls: URLs
    let weather: DiaryWeatherValues?
    let askWeather: AskWeather?
    /// The fields' text as the person's data (``SafeText/fieldHTML(_:)``), escaped already.
    let titleHTML, bodyHTML: String
    let titlePlaceholder, bodyPlaceholder, titleLabel, bodyLabel: String
    let editable: Bool
    let autosaveFailed, save, close, back: String
    let canShare: Bool
    let share: String
    let canDelete: Bool
    let delete: String
    let draft, status: String?
    let failed: Failed?
    let notice: String?
    let conflict: Conflict?
    let shared: Shared?
    let question: DiaryQuestion?
}
