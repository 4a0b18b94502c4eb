import ExpoKit
import ToolSupport

extension Session {
    /// Prints `text` wrapped to the width, each line indented by `indent` columns and drawn in
    /// `style` when colours are on; nothing for empty text.
    func printWrapped(_ text: String, indent: Int = 0, style: Console.Style? = nil) {
        guard !text.isEmpty else { return }
        let margin = String(repeating: " ", count: indent)
        for line in TerminalText.wrap(text, to: width - indent) {
            console.line(margin + (style.map { console.styled(line, $0) } ?? line))
        }
    }

    /// Prints paragraphs wrapped to the width, an empty line between two paragraphs.
    func printParagraphs(_ paragraphs: [String]) {
        for (offset, paragraph) in paragraphs.filter({ !$0.isEmpty }).enumerated() {
            if offset > 0 { console.line() }
            printWrapped(paragraph)
        }
    }

    /// Prints list rows as columns — number, name, short description — under a bold header of
    /// `labels`; the description wraps within its column, or, when the width leaves it too
    /// little room, goes under the name.
    func printRows(_ rows: [ExhibitRow], labels: ExpoLabels) {
        let header = (number: labels.number, name: labels.exhibit, summary: labels.summary)
        let numberWidth = rows.map { TerminalText.displayWidth($0.numberText) }.max() ?? 0
        let nameWidth = rows.map { TerminalText.displayWidth($0.name) }.max() ?? 0
        let numberColumn = max(numberWidth, TerminalText.displayWidth(header.number))
        let nameColumn = max(nameWidth, TerminalText.displayWidth(header.name))
        let summaryStart = numberColumn + 2 + nameColumn + 2
        guard width - summaryStart >= Self.narrowestColumn else {
            printStacked(rows, numberColumn: numberWidth)
            return
        }
        let headerLine =
            TerminalText.pad(header.number, to: numberColumn, right: true) + "  "
            + TerminalText.pad(header.name, to: nameColumn) + "  " + header.summary
        console.line(console.styled(headerLine, .bold))
        let indent = String(repeating: " ", count: summaryStart)
        for row in rows {
            let summary =
                row.shortDescription.isEmpty
                ? [] : TerminalText.wrap(row.shortDescription, to: width - summaryStart)
            let start =
                TerminalText.pad(row.numberText, to: numberColumn, right: true) + "  "
                + TerminalText.pad(row.name, to: nameColumn) + "  "
            console.line(Self.trimmed(start + (summary.first ?? "")))
            for line in summary.dropFirst() { console.line(indent + line) }
        }
    }

    /// The narrowest a wrapped description column may be before it moves under the name.
    private static let narrowestColumn = 16

    /// Rows with the description under the name, for a narrow width.
    private func printStacked(_ rows: [ExhibitRow], numberColumn: Int) {
        let indent = numberColumn + 2
        for (offset, row) in rows.enumerated() {
            if offset > 0 { console.line() }
            let number = TerminalText.pad(row.numberText, to: numberColumn, right: true) + "  "
            let name = TerminalText.wrap(row.name, to: width - indent)
            console.line(number + console.styled(name.first ?? "", .bold))
            for line in name.dropFirst() {
                console.line(String(repeating: " ", count: indent) + console.styled(line, .bold))
            }
            printWrapped(row.shortDescription, indent: indent)
        }
    }

    /// `text` without trailing spaces.
    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
