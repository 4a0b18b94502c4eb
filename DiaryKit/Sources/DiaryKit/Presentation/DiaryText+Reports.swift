import Foundation

/// What DiaryKitReports builds its terminal texts from: the kit's strings and its ways of putting
/// outside text on one line. `package`, so an app that imports DiaryKit never sees them.
extension DiaryText {
    /// The string for `key` in the text's language.
    package func localized(_ key: String) -> String {
        text.string(key)
    }

    /// The string for `key` with `first` (and `second`) in its slots, Korean particles chosen.
    package func localized(_ key: String, _ first: String, _ second: String? = nil) -> String {
        guard let second else { return text.format(key, first) }
        return text.format(key, first, second)
    }

    /// `number` formatted for the text's locale.
    package func localized(_ number: Int) -> String {
        text.number(number)
    }

    /// `entry`'s title on one line, or "Untitled" when it is blank.
    package func shownTitle(of entry: DiaryEntry) -> String {
        title(of: entry)
    }

    /// `outside` on one line of at most `limit` characters, without control characters.
    package func oneLine(_ outside: String, limit: Int) -> String {
        outside.singleLine(limit: limit)
    }

    /// `outside` without control characters.
    package func plain(_ outside: String) -> String {
        outside.removingControlCharacters()
    }
}
