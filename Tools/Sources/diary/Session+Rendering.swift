import DiaryKit
import DiaryKitReports
import ToolSupport

extension Session {
    /// Prints rows as a table under bold headers — short ID, day, (weather,) title, preview — cut
    /// to the width: the preview takes what is left, and goes when too little is left.
    func printRows(_ rows: [DiaryRow]) {
        let headers = text.rowHeaders()
        let hasWeather = rows.contains { $0.weather != nil }
        var leading: [[String]] = [[headers.id, headers.day]] + rows.map { [$0.shortID, $0.day] }
        if hasWeather {
            for index in leading.indices {
                leading[index].append(index == 0 ? headers.weather : rows[index - 1].weather ?? "")
            }
        }
        let fixed = (0..<leading[0].count).reduce(0) { total, column in
            total + (leading.map { TerminalText.displayWidth($0[column]) }.max() ?? 0) + 2
        }
        let titles = [headers.title] + rows.map(\.title)
        let previews = [headers.preview] + rows.map(\.preview)
        let titleWidest = titles.map(TerminalText.displayWidth).max() ?? 0
        let previewWidest = previews.map(TerminalText.displayWidth).max() ?? 0
        let room = max(width - fixed, Self.narrowestTitle)
        let showsPreview = rows.contains { !$0.preview.isEmpty } && room >= Self.narrowestTitle + 2 + 12
        var titleWidth = min(titleWidest, room)
        var previewWidth = 0
        if showsPreview {
            // The title keeps its width when it can; past half the room it shares with the preview.
            titleWidth = min(titleWidest, max(room / 2, room - 2 - previewWidest))
            previewWidth = room - 2 - titleWidth
        }
        let table = leading.indices.map { index in
            leading[index] + [TerminalText.clip(titles[index], to: titleWidth)]
                + (showsPreview ? [TerminalText.clip(previews[index], to: previewWidth)] : [])
        }
        console.table(table)
    }

    /// Prints one entry in full: title, date, its labelled fields, then the body.
    func printDetail(_ detail: DiaryDetail) {
        console.line(console.styled(detail.title, .bold))
        console.line(console.styled(detail.date, .dim))
        console.line()
        for line in TerminalText.table(detail.fields.map { [$0.label, $0.value] }) { console.line(line) }
        if !detail.body.isEmpty {
            console.line()
            for line in detail.body.split(separator: "\n", omittingEmptySubsequences: false) {
                console.line(String(line))
            }
        }
    }

    /// Prints `text` on stdout, lines kept, with exactly one line break at the end.
    func printDocument(_ text: String) {
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        console.line(text)
    }

    /// The narrowest the title column gets.
    private static let narrowestTitle = 10
}
