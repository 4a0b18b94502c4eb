/// Lays rows out in columns, measuring text by how wide a terminal draws it.
public enum Table {
    /// The rows as lines, columns separated by two spaces; trailing spaces trimmed.
    public static func render(_ rows: [[String]], alignRight: Set<Int> = []) -> [String] {
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
                let padding = String(repeating: " ", count: widths[column] - displayWidth(cell))
                line += column == 0 ? "" : "  "
                line += alignRight.contains(column) ? padding + cell : cell + padding
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// How many terminal columns `text` takes: two for Hangul, CJK and emoji, none for joiners.
    public static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { width, character in
            guard let scalar = character.unicodeScalars.first else { return width }
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
                return width + 2
            case 0x200B...0x200F, 0xFE00...0xFE0F:
                return width
            default:
                return width + 1
            }
        }
    }
}
