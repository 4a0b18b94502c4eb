extension String {
    /// The text as one line for a message: control characters removed, runs of white space
    /// made one space, trimmed, and cut to `limit` characters with an ellipsis.
    func oneLine(limit: Int = 200) -> String {
        var result = ""
        var pendingSpace = false
        for character in removingControlCharacters() {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result.count > limit ? result.prefix(limit) + "…" : result
    }
}
