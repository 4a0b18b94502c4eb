import DiaryKit
import Foundation

/// The texts only a command-line tool says: the delete question typed at a terminal, the lines
/// said when a command cannot go on, and a table's column titles.
extension DiaryText {
    /// The question asked at a terminal before `entry` is deleted.
    public func terminalDeleteQuestion(for entry: DiaryEntry) -> TerminalDeleteQuestion {
        TerminalDeleteQuestion(
            id: entry.id, prompt: localized("delete.prompt", shownTitle(of: entry)),
            acceptedAnswers: localized("delete.answers").split(separator: ",").map {
                $0.trimmingBlanks().lowercased()
            },
            declined: localized("delete.declined", shownTitle(of: entry)))
    }

    /// The one line said when `entry` would be deleted but nobody can be asked (no terminal), and
    /// `option` (such as `--yes`) is how to confirm in advance.
    public func deleteNeedsConfirmation(for entry: DiaryEntry, option: String) -> String {
        localized("delete.needsConfirmation", shownTitle(of: entry), plain(option))
    }

    /// The one line said when a search was asked for with nothing but blanks to look for.
    public func searchNeedsText() -> String {
        localized("search.needsText")
    }

    /// The one line said when an entry should be written but no text came: none was given, and no
    /// editor can be opened because the environment variable `editorVariable` (such as `EDITOR`)
    /// names none.
    public func textNeeded(editorVariable: String) -> String {
        localized("input.needed", plain(editorVariable))
    }

    /// The one line said when the editor `command` ended with the exit status `status`: nothing
    /// was saved.
    public func editorFailed(command: String, status: Int) -> String {
        localized("input.editorFailed", oneLine(command, limit: 80), localized(status))
    }

    /// The one line said when the editor `command` could not be started, for `reason`: nothing
    /// was saved.
    public func editorNotStarted(command: String, reason: String) -> String {
        localized("input.editorNotStarted", oneLine(command, limit: 80), oneLine(reason, limit: 200))
    }

    /// The one line said when the editor `command` could not be started: nothing was saved.
    ///
    /// For a tool that cannot tell why in the user's language: the system's own description of
    /// the failure never reaches a message.
    public func editorNotStarted(command: String) -> String {
        localized("input.editorNotStarted.plain", oneLine(command, limit: 80))
    }

    /// The column titles of a table of ``DiaryKit/DiaryRow``s.
    public func rowHeaders() -> DiaryRowHeaders {
        DiaryRowHeaders(
            id: localized("header.id"), day: localized("header.day"), title: localized("header.title"),
            preview: localized("header.preview"), weather: localized("header.weather"))
    }
}
