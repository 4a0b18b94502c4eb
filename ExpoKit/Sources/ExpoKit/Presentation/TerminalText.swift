/// Lays text out for a terminal, measuring it the way a terminal draws it: Hangul, CJK and
/// emoji take two columns, joiners and variation selectors none.
///
/// ```swift
/// TerminalText.displayWidth("갓 Gat")                   // 6
/// TerminalText.wrap("한국의 출품작 보러가기", width: 13)  // ["한국의 출품작", "보러가기"]
/// ```
public enum TerminalText {
    /// How many columns `text` takes on a terminal.
    public static func displayWidth(_ text: some StringProtocol) -> Int {
        var width = 0
        for character in text { width += displayWidth(of: character) }
        return width
    }

    /// How many columns `character` takes: 2 for wide characters, 0 for invisible ones, else 1.
    public static func displayWidth(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        case 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F:
            return 0
        default:
            return scalar.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
    }

    /// `text` broken into lines of at most `width` columns, at spaces; a word wider than a line is
    /// broken between characters. Runs of spaces collapse; every line holds at least one
    /// character, whatever `width` is.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }) {
            let wordWidth = displayWidth(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = String(word)
                lineWidth = wordWidth
                continue
            }
            for character in word {
                let characterWidth = displayWidth(of: character)
                if lineWidth > 0, lineWidth + characterWidth > width {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if lineWidth > 0 || !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `paragraphs` each wrapped to `width`, with an empty line between paragraphs.
    public static func wrap(paragraphs: [String], width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in paragraphs {
            let wrapped = wrap(paragraph, width: width)
            guard !wrapped.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines += wrapped
        }
        return lines
    }
}
