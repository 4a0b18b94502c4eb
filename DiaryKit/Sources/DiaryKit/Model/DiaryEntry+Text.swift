import Foundation

extension DiaryEntry {
    /// The title and body of `text`, the way the editor's single text view is read: the first
    /// line that is not blank is the title (trimmed), the lines after it are the body, without the
    /// blank lines before and after it and without trailing spaces. Line breaks may be `\n`,
    /// `\r\n` or `\r`.
    ///
    /// Trimming keeps the direction formatting that belongs to the text: an isolate or an
    /// embedding around it (`"\u{2066}x\u{2069}"` stays whole, never `"\u{2066}x"`), and a
    /// direction mark that touches it. An unmatched one at either end goes, as a blank does.
    ///
    /// Returns `nil` when `text` has nothing but blank lines: empty text is not an entry.
    ///
    /// ```swift
    /// let parts = DiaryEntry.split("\n\n  Picnic  \n\nSandwiches by the river.\n\n")
    /// print(parts?.title ?? "")  // Picnic
    /// print(parts?.body ?? "")  // Sandwiches by the river.
    /// ```
    public static func split(_ text: String) -> (title: String, body: String)? {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard let titleIndex = lines.firstIndex(where: { !$0.isBlank }) else { return nil }
        let title = lines[titleIndex].trimmingBlanksKeepingDirection()
        var rest = lines[(titleIndex + 1)...]
        while let first = rest.first, first.isBlank { rest = rest.dropFirst() }
        while let last = rest.last, last.isBlank { rest = rest.dropLast() }
        let body = rest.joined(separator: "\n").trimmingBlanksKeepingDirection(leading: false)
        return (title, body)
    }

    /// An entry made from `text` (see ``split(_:)``), or `nil` when the text is blank.
    ///
    /// - Parameters:
    ///   - text: What the person typed; the first line becomes the title.
    ///   - id: The new entry's identifier.
    ///   - createdAt: When it was written; also its first ``updatedAt``.
    ///   - weather: The weather at that moment, if known.
    public init?(text: String, id: UUID = UUID(), createdAt: Date, weather: DiaryWeather? = nil) {
        guard let parts = Self.split(text) else { return nil }
        self.init(id: id, title: parts.title, body: parts.body, createdAt: createdAt, weather: weather)
    }

    /// The entry as the one text an editor shows: the title, then the body on the next line.
    ///
    /// Splitting it again gives back the same title and body for any entry made from text. An
    /// entry with an empty title reads as its body alone; ``replacingText(_:at:)`` keeps the title
    /// empty when this text comes back unchanged.
    public var text: String {
        body.isEmpty ? title : title + "\n" + body
    }

    /// This entry with its title and body taken from `text` and ``updatedAt`` set to `date`, or
    /// `nil` when the text is blank. The identifier, creation date and weather are kept.
    ///
    /// A text that reads the same as the entry's own ``text`` changes neither field, so an entry
    /// with an empty title opened in a one-text editor and saved unchanged keeps its empty title
    /// (read afresh, its body's first line would become the title).
    public func replacingText(_ text: String, at date: Date) -> DiaryEntry? {
        guard let parts = Self.split(text) else { return nil }
        var entry = self
        if let current = Self.split(self.text), current == parts {
            // The same words: the fields stay as they are.
        } else {
            entry.title = parts.title
            entry.body = parts.body
        }
        entry.updatedAt = date
        return entry
    }
}
