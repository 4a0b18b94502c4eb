import Foundation

extension DiaryEntry {
    /// The most characters an entry's title and body may hold together: a store refuses a longer
    /// entry with ``DiaryStoreError/tooLong(length:maximum:)`` and keeps what it had. It is far
    /// beyond any diary entry a person writes (about fifty pages of a book), and it keeps one
    /// entry small enough to load, search and send whole.
    public static let maximumLength = 100_000

    /// Refuses a title and body longer together than ``maximumLength``.
    static func checkLength(title: String, body: String) throws {
        // Counting stops as soon as the limit is passed: a huge text is refused without being
        // counted to its end.
        var length = 0
        for text in [title, body] {
            for _ in text {
                length += 1
                if length > maximumLength { break }
            }
        }
        guard length > maximumLength else { return }
        throw DiaryStoreError.tooLong(length: title.count + body.count, maximum: maximumLength)
    }

    /// Refuses a title and body a store cannot keep as they are: longer together than
    /// ``maximumLength``, holding a NUL character (U+0000), which SQLite would cut the text at, or
    /// a title of more than one line (the title is the entry's first line: ``text`` and a split
    /// of it would move the rest into the body). Both stores check the same, so text the
    /// in-memory store keeps is text the SQLite store keeps.
    ///
    /// A tool can call it before it opens a store for writing, so that text the store would
    /// refuse never opens the file.
    ///
    /// - Throws: ``DiaryStoreError`` (``DiaryStoreError/Kind/tooLong``,
    ///   ``DiaryStoreError/Kind/nulCharacter`` or ``DiaryStoreError/Kind/multilineTitle``).
    public static func checkText(title: String, body: String) throws {
        try checkLength(title: title, body: body)
        if title.utf8.contains(0) || body.utf8.contains(0) { throw DiaryStoreError.nulCharacter }
        if title.contains(where: \.isNewline) { throw DiaryStoreError.multilineTitle }
    }
}
