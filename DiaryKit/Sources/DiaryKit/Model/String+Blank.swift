import Foundation

extension Character {
    /// Whether the character shows nothing: white space, or only invisible format characters
    /// (a zero-width space, a byte-order mark).
    var isBlankCharacter: Bool {
        isWhitespace || unicodeScalars.allSatisfy { $0.properties.isDefaultIgnorableCodePoint }
    }
}

extension StringProtocol {
    /// Whether every character is blank (see `Character.isBlankCharacter`); true when empty.
    var isBlank: Bool { allSatisfy(\.isBlankCharacter) }

    /// The text without blank characters at either end.
    package func trimmingBlanks() -> String {
        guard let start = firstIndex(where: { !$0.isBlankCharacter }),
            let end = lastIndex(where: { !$0.isBlankCharacter })
        else { return "" }
        return String(self[start...end])
    }
}
