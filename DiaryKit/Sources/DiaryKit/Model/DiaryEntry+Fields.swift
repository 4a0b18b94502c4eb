import Foundation

extension DiaryEntry {
    /// The title and body of a writing screen with two fields, read the way they are saved: the
    /// title on one line (line breaks become spaces, blanks around it go), the body without the
    /// blank lines before and after it and without trailing spaces. Line breaks may be `\n`,
    /// `\r\n` or `\r`. As in ``split(_:)``, the isolates, embeddings and direction marks that
    /// belong to the text stay.
    ///
    /// Unlike ``split(_:)``, a blank title stays empty: the body's first line never moves up into
    /// it. Returns `nil` when both fields are blank: an empty entry is not an entry.
    ///
    /// ```swift
    /// let parts = DiaryEntry.fields(title: "  ", body: "Rain on the window.\n\n")
    /// print(parts?.title == "")  // true
    /// print(parts?.body ?? "")  // Rain on the window.
    /// ```
    public static func fields(title: String, body: String) -> (title: String, body: String)? {
        let cleanTitle = title.split(whereSeparator: \.isNewline).map { $0.trimmingBlanksKeepingDirection() }
            .filter { !$0.isEmpty }.joined(separator: " ")
        let lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var rest = lines[...]
        while let first = rest.first, first.isBlank { rest = rest.dropFirst() }
        while let last = rest.last, last.isBlank { rest = rest.dropLast() }
        let cleanBody = rest.joined(separator: "\n").trimmingBlanksKeepingDirection(leading: false)
        if cleanTitle.isEmpty && cleanBody.isEmpty { return nil }
        return (cleanTitle, cleanBody)
    }

    /// This entry with a new title, a new body, or both (see ``fields(title:body:)``), and
    /// ``updatedAt`` set to `date`; `nil` when the result would be blank. A field given as `nil`
    /// keeps its current value. The identifier, creation date and weather are kept.
    public func replacingFields(title: String? = nil, body: String? = nil, at date: Date) -> DiaryEntry? {
        guard let parts = Self.fields(title: title ?? self.title, body: body ?? self.body) else {
            return nil
        }
        var entry = self
        entry.title = parts.title
        entry.body = parts.body
        entry.updatedAt = date
        return entry
    }
}
