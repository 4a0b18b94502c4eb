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
    func singleLine(limit: Int) -> String {
        let words = removingControlCharacters().split(whereSeparator: \.isBlankCharacter)
        let line = words.joined(separator: " ")
        guard line.count > limit, limit > 0 else { return line }
        return String(line.prefix(limit - 1)).trimmingBlanks() + "…"
    }
}
