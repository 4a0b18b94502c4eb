extension String {
    /// The text safe inside HTML (and XML) text or a quoted attribute: `& < > " '` escaped, and
    /// the scalars XML 1.0 forbids (controls other than tab and line breaks, U+FFFE, U+FFFF) dropped.
    func htmlEscaped() -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text as literal Markdown: characters Markdown gives a meaning to are backslash-escaped,
    /// and a leading `1.`, `-`, `+` cannot start a list.
    func markdownEscaped() -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var atStart = true
        var leadingDigits = true
        for character in self {
            if Self.markdownSpecials.contains(character)
                || (atStart && (character == "-" || character == "+"))
                || (!atStart && leadingDigits && (character == "." || character == ")"))
            {
                result += "\\"
            }
            result.append(character)
            leadingDigits = leadingDigits && character.isASCII && character.isNumber
            atStart = false
        }
        return result
    }

    /// The characters Markdown gives a meaning to anywhere in a line.
    private static let markdownSpecials: Set<Character> = [
        "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~",
    ]
}
