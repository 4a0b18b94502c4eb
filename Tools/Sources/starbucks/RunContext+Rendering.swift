import StarbucksKit
import ToolSupport

/// Printing the kit's presentation values as text (`--json` goes through ``Console/emit(_:text:)``
/// in the commands).
extension RunContext {
    /// Which screen comes next at launch, the popup when it is due, and what failed.
    func printLaunch(_ summary: LaunchSummary) {
        console.line(summary.message)
        if let popup = summary.popup { printPopup(popup) }
        if !summary.notices.isEmpty { console.line() }
        for notice in summary.notices { console.line(console.styled(notice, .yellow)) }
    }

    /// The home screen, top to bottom.
    func printHome(_ page: HomePage) {
        console.line(console.styled(page.greeting, .bold))
        printShelf(page.yourRecommendations)
        console.line()
        console.line(console.styled(page.mainEvent.title, .bold))
        console.line("  " + (page.mainEvent.imageURL ?? page.mainEvent.emptyText ?? ""))
        console.line()
        console.line(
            console.styled(page.whatsNew.title, .bold) + "  (\(page.whatsNew.linkTitle): starbucks whats-new)"
        )
        printShelf(page.nowRecommendations)
        if !page.notices.isEmpty { console.line() }
        for notice in page.notices { console.line(console.styled(notice, .yellow)) }
    }

    /// The What's New list, newest first.
    func printWhatsNew(_ page: WhatsNewPage) {
        console.line(console.styled(page.title, .bold))
        if let empty = page.emptyText {
            console.line("  " + empty)
            return
        }
        let header = ["#", text.label(.title), text.label(.period), text.label(.picture)]
        let rows = page.items.map { ["\($0.position)", $0.title, $0.period ?? "", $0.picture] }
        printTable([header] + rows, alignRight: [0])
    }

    /// A product's page.
    func printProduct(_ page: ProductPage) {
        console.line(console.styled(page.name, .bold))
        if !page.englishName.isEmpty { console.line(page.englishName) }
        console.line()
        var details = [LabeledValue(label: text.label(.code), value: page.code)] + page.details
        if let recommendation = page.recommendation, !recommendation.isEmpty {
            details.append(LabeledValue(label: text.label(.recommendation), value: recommendation))
        }
        if let imageURL = page.imageURL {
            details.append(LabeledValue(label: text.label(.picture), value: imageURL))
        }
        for line in TerminalText.table(details.map { [$0.label, $0.value] }) { console.line(line) }
        if let description = page.description, !description.isEmpty {
            console.line()
            console.line(description)
        }
        console.line()
        console.line(console.styled(page.nutritionTitle, .bold))
        if let empty = page.nutritionEmptyText {
            console.line("  " + empty)
        } else {
            printTable(page.nutrition.map { [$0.label, $0.amount] }, header: false, alignRight: [1])
        }
    }

    /// The event popup: title, details, description (its bold stretches bold on a terminal) and
    /// the buttons, each with the command that presses it.
    private func printPopup(_ popup: EventPopupCard) {
        console.line()
        console.line(console.styled(popup.title, .bold))
        for line in TerminalText.table(popup.details.map { [$0.label, $0.value] }) { console.line(line) }
        if !popup.description.isEmpty {
            console.line()
            console.line(
                popup.descriptionRuns.map { $0.bold ? console.styled($0.text, .bold) : $0.text }.joined())
        }
        console.line()
        let buttons = popup.actions.map { action in
            ["[\(action.title)]", "starbucks popup dismiss --\(action.dismissal.rawValue)"]
        }
        for line in TerminalText.table(buttons) { console.line(line) }
    }

    /// A row of products as a table under its title, or the text shown when it is empty.
    private func printShelf(_ shelf: ProductShelfCard) {
        console.line()
        console.line(console.styled(shelf.title, .bold))
        if let empty = shelf.emptyText {
            console.line("  " + empty)
            return
        }
        let header = [text.label(.code), text.label(.name), text.label(.englishName)]
        printTable([header] + shelf.items.map { [$0.code, $0.name, $0.englishName] })
    }

    /// Rows as an indented table, the first a dim header unless `header` is `false`.
    private func printTable(_ rows: [[String]], header: Bool = true, alignRight: Set<Int> = []) {
        for (index, line) in TerminalText.table(rows, alignRight: alignRight).enumerated() {
            console.line("  " + (header && index == 0 ? console.styled(line, .dim) : line))
        }
    }
}
