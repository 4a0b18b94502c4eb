import Foundation

extension String {
    /// The text with its lines kept and control characters removed from each line (tabs become
    /// spaces), so text from a file or a database can be shown on a terminal.
    func removingControlCharactersKeepingLines() -> String {
        split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { String($0).removingControlCharacters() }
            .joined(separator: "\n")
    }

    /// The text on one line: control characters removed, runs of white space made one space,
    /// trimmed, and cut to `limit` characters with an ellipsis.
    ///
    /// A long text is read only as far as the line needs: the one line of a short piece from its
    /// start begins like the whole text's, so once that piece's line is longer than `limit`, the
    /// rest cannot change the answer (a list row of a long entry costs its preview, not its body).
    func singleLine(limit: Int) -> String {
        if limit > 0 {
            let piece = prefix(limit + 20)
            if piece.endIndex != endIndex {
                let line = Self.oneLine(String(piece))
                if line.count > limit { return String(line.prefix(limit - 1)).trimmingBlanks() + "…" }
            }
        }
        let line = Self.oneLine(self)
        guard line.count > limit, limit > 0 else { return line }
        return String(line.prefix(limit - 1)).trimmingBlanks() + "…"
    }

    /// `text` with control characters removed and its words joined by single spaces.
    private static func oneLine(_ text: String) -> String {
        text.removingControlCharacters().split(whereSeparator: \.isBlankCharacter).joined(separator: " ")
    }
}
