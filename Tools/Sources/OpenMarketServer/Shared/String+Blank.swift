// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
// run `make share` (`make lint` fails on a copy that differs).
extension Character {
    /// Whether the character shows nothing: white space, or only scalars that draw nothing on
    /// their own (see `Unicode.Scalar.drawsNothingAlone`).
    var isBlankCharacter: Bool {
        isWhitespace || unicodeScalars.allSatisfy(\.drawsNothingAlone)
    }
}

extension Unicode.Scalar {
    /// Whether the scalar draws nothing on its own: a space, a control or format character (a
    /// zero-width space, a byte-order mark, a direction mark), a character Unicode says to draw
    /// as nothing (fillers such as U+3164), a mark that sits on a letter before it, or the blank
    /// Braille pattern (U+2800).
    var drawsNothingAlone: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: true
        default:
            properties.isDefaultIgnorableCodePoint || properties.isWhitespace || self == "\u{2800}"
        }
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
