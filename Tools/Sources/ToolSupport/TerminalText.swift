/// Text laid out for a terminal: how wide it is drawn, wrapped and clipped to a width, tables,
/// and the one filter that keeps control characters away from the terminal.
///
/// Widths follow how terminals draw text: two columns for Hangul, CJK ideographs, fullwidth
/// forms and emoji shown as pictures (including a base character followed by U+FE0F); none for
/// combining marks, joiners and variation selectors; one for everything else.
public enum TerminalText {
    /// How many columns `text` takes.
    public static func displayWidth(_ text: some StringProtocol) -> Int {
        var width = 0
        for character in text { width += displayWidth(of: character) }
        return width
    }

    /// How many columns one character (a grapheme cluster) takes: 0, 1 or 2.
    public static func displayWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        return width(of: first)
    }

    /// The width of a lone scalar.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return 0
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return 0
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
            0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
            0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
            0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
            0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
            0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return 0
            default: return 1
            }
        }
    }

    /// `text` cut to at most `width` columns, ending in `…` when something was cut.
    public static func clip(_ text: String, to width: Int) -> String {
        guard displayWidth(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let next = displayWidth(of: character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// `text` wrapped into lines of at most `width` columns, breaking at spaces; a word wider
    /// than a line is broken inside. Line breaks in `text` are kept.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                var wordWidth = displayWidth(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    var piece = ""
                    var pieceWidth = 0
                    var rest = word
                    while let character = rest.first, pieceWidth + displayWidth(of: character) <= width {
                        piece.append(character)
                        pieceWidth += displayWidth(of: character)
                        rest = rest.dropFirst()
                    }
                    if piece.isEmpty, let character = rest.first {
                        piece.append(character)
                        rest = rest.dropFirst()
                    }
                    lines.append(piece)
                    word = rest
                    wordWidth = displayWidth(word)
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// `text` padded with spaces to `width` columns (on the left when `right`).
    public static func pad(_ text: String, to width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - displayWidth(text)))
        return right ? padding + text : text + padding
    }

    /// The rows as lines, columns separated by two spaces; trailing spaces trimmed.
    public static func table(_ rows: [[String]], alignRight: Set<Int> = []) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], displayWidth(cell))
            }
        }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += column == 0 ? "" : "  "
                line += pad(cell, to: widths[column], right: alignRight.contains(column))
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// `text` with every control character (C0, DEL, C1, line and paragraph separators,
    /// bidirectional overrides and isolates) replaced by a space: the one filter every CLI uses
    /// before text that came from outside reaches a terminal.
    public static func safe(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069:
                scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `text` folded into one terminal-safe line: line breaks become spaces, control characters
    /// are removed, runs of spaces are kept as typed.
    public static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { safe(String($0)).trimmingCharacters(in: " ") }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}

extension String {
    /// The string without leading and trailing `characters`.
    fileprivate func trimmingCharacters(in characters: Character) -> String {
        var slice = Substring(self)
        while slice.first == characters { slice = slice.dropFirst() }
        while slice.last == characters { slice = slice.dropLast() }
        return String(slice)
    }
}
