import StarbucksKit
import StarbucksKitReports
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
        printGreeting(page.greeting)
        printShelf(page.yourRecommendations)
        printBanner(page.mainEvent)
        printWhatsNewStrip(page.whatsNew)
        printShelf(page.nowRecommendations)
        printNotices(page.notices)
    }

    /// The greeting at the top of the home screen.
    func printGreeting(_ greeting: String) {
        console.line(console.styled(greeting, .bold))
    }

    /// The main event's banner: its title, and its picture's address or why there is none.
    func printBanner(_ banner: BannerCard) {
        console.line()
        console.line(console.styled(banner.title, .bold))
        console.line("  " + (banner.imageURL ?? banner.emptyText ?? ""))
    }

    /// The What's New strip of the home screen: its events (with `pictures`, where each picture
    /// stands), and the command its link stands for.
    func printWhatsNewStrip(_ strip: WhatsNewStrip, pictures: Bool = true) {
        console.line()
        console.line(console.styled(strip.title, .bold) + "  (\(strip.linkTitle): starbucks whats-new)")
        if let empty = strip.emptyText {
            console.line("  " + empty)
            return
        }
        var header = ["#", text.label(.title), text.label(.period)]
        if pictures { header.append(text.label(.picture)) }
        let rows = strip.items.map { row in
            ["\(row.position)", row.title, row.period ?? ""] + (pictures ? [row.picture] : [])
        }
        printTable([header] + rows, alignRight: [0])
    }

    /// Lines about what was left out, in yellow, after a blank line.
    func printNotices(_ notices: [String]) {
        if !notices.isEmpty { console.line() }
        for notice in notices { console.line(console.styled(notice, .yellow)) }
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
        var details = [LabeledValue(label: text.label(.code), value: page.code)]
        details += page.details.map(\.labeledValue)
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
            printTable(page.nutrition.map { [$0.label, $0.amountText] }, header: false, alignRight: [1])
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

    /// A row of products as a table under its title, or the text shown when it is empty; with
    /// `pictures`, a column says where each picture stands.
    func printShelf(_ shelf: ProductShelfCard, pictures: Bool = true) {
        console.line()
        console.line(console.styled(shelf.title, .bold))
        if let empty = shelf.emptyText {
            console.line("  " + empty)
            return
        }
        var header = [text.label(.code), text.label(.name), text.label(.englishName)]
        if pictures { header.append(text.label(.picture)) }
        let rows = shelf.items.map { tile in
            [tile.code, tile.name, tile.englishName] + (pictures ? [tile.picture] : [])
        }
        printTable([header] + rows)
    }

    /// Rows as an indented table, the first a dim header unless `header` is `false`.
    func printTable(_ rows: [[String]], header: Bool = true, alignRight: Set<Int> = []) {
        for (index, line) in TerminalText.table(rows, alignRight: alignRight).enumerated() {
            console.line("  " + (header && index == 0 ? console.styled(line, .dim) : line))
        }
    }
}
