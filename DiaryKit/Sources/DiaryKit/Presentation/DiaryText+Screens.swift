import Foundation

extension DiaryText {
    /// What a screen reader says for a list row: its title, the day it was written, the weather
    /// when there is one, and the first words of its body. A recent row's day is said as the row
    /// shows it ("Today"), then its date, so the words a person sees are in the label (someone
    /// driving the screen by voice says what they see).
    public func accessibilityLabel(for row: DiaryRow) -> String {
        if let relative = row.relativeDay {
            if let weather = row.weather {
                return filled(
                    "screen.row.accessibility.relative.weather",
                    [row.title, relative, row.date, weather, row.preview])
            }
            return filled("screen.row.accessibility.relative", [row.title, relative, row.date, row.preview])
        }
        if let weather = row.weather {
            return filled("screen.row.accessibility.weather", [row.title, row.date, weather, row.preview])
        }
        return filled("screen.row.accessibility", [row.title, row.date, row.preview])
    }

    /// The string for `key` with `arguments` in its `%1$@`, `%2$@`… (or `%@`) slots, as the
    /// localizer's `format` gives it, without `String(format:)`, which costs microseconds a row
    /// on Linux; a template with any other slot is formatted the usual way.
    private func filled(_ key: String, _ arguments: [String]) -> String {
        let template = text.string(key)
        let result = Self.fill(template, arguments) ?? String(format: template, arguments: arguments)
        return text.language == "ko" ? KoreanParticles.resolve(result) : result
    }

    /// `template` with `arguments` in its `%@` and `%n$@` slots (`%%` is a percent sign), or `nil`
    /// when it has another kind of slot or names a missing argument. Read as UTF-8 bytes: every
    /// byte of a slot is ASCII, and no other character has an ASCII byte in it.
    static func fill(_ template: String, _ arguments: [String]) -> String? {
        let percent = UInt8(ascii: "%")
        let dollar = UInt8(ascii: "$")
        let at = UInt8(ascii: "@")
        let bytes = Array(template.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + arguments.reduce(0) { $0 + $1.utf8.count })
        var next = 0
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == percent else {
                result.append(byte)
                position += 1
                continue
            }
            position += 1
            guard position < bytes.count else { return nil }
            if bytes[position] == percent {
                result.append(percent)
                position += 1
                continue
            }
            var number = 0
            var digits = 0
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]),
                digits < 4
            {
                number = number * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                digits += 1
                position += 1
            }
            let index: Int
            if digits > 0 {
                guard position + 1 < bytes.count, bytes[position] == dollar, bytes[position + 1] == at else {
                    return nil
                }
                index = number - 1
                position += 2
            } else {
                guard bytes[position] == at else { return nil }
                index = next
                position += 1
            }
            guard arguments.indices.contains(index) else { return nil }
            result.append(contentsOf: arguments[index].utf8)
            next = index + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// What a screen reader says a list row does when activated.
    public func rowAccessibilityHint() -> String {
        text.string("screen.row.hint")
    }

    /// The label of a row's share action ("Share", "공유").
    public func shareActionTitle() -> String {
        text.string("screen.row.share")
    }

    /// The label of the writing screen's action that records the weather where the person is
    /// ("Add the weather here", "여기 날씨 더하기").
    public func recordWeatherActionTitle() -> String {
        text.string("screen.editor.recordWeather")
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

    /// The writing screen's notice when a save found that the entry was changed elsewhere in a
    /// field the person changed too: their text was saved, and the other text is kept on screen.
    public func editorConflict() -> String {
        text.string("screen.editor.conflict")
    }

    /// The label over the other title a conflict keeps within reach.
    public func editorConflictOtherTitle() -> String {
        text.string("screen.editor.conflict.otherTitle")
    }

    /// The label over the other text a conflict keeps within reach.
    public func editorConflictOtherBody() -> String {
        text.string("screen.editor.conflict.otherBody")
    }

    /// The button that puts the other text in the fields and saves it.
    public func editorConflictTakeOther() -> String {
        text.string("screen.editor.conflict.takeOther")
    }

    /// The button that keeps the person's text and closes the conflict.
    public func editorConflictKeepMine() -> String {
        text.string("screen.editor.conflict.keepMine")
    }

    /// The writing screen's notice when the entry was deleted elsewhere while it was open.
    public func editorRemovedElsewhere() -> String {
        text.string("screen.editor.removedElsewhere")
    }
}
