import Foundation

/// Turns a catalog into the text its screens show, in the language of one locale.
///
/// Screens and command-line tools render these values and do no formatting of their own:
///
/// ```swift
/// let text = ExpoText(locale: Locale(identifier: "en"))
/// let catalog = try await ExpoCatalog.bundled(locale: text.locale)
/// let poster = text.poster(for: catalog.exposition)
/// poster.durationText                  // Duration: April 14 – November 12, 1900
/// text.rows(for: catalog)[0].accessibilityLabel
/// ```
public struct ExpoText: Sendable {
    /// The locale the text is in.
    public let locale: Locale
    /// The string tables for ``locale``.
    private let text: Localizer

    /// Text in the language of `locale` (English when the kit lacks it).
    public init(locale: Locale = .current) {
        self.locale = locale
        self.text = Localizer(locale: locale)
    }

    /// The language code the text is in (`"en"` or `"ko"`).
    public var language: String { text.language }

    /// Every screen of `catalog`.
    public func presentation(of catalog: ExpoCatalog) -> ExpoPresentation {
        let numbers = numberTexts(through: catalog.items.count)
        var rows: [ExhibitRow] = []
        var details: [ExhibitDetail] = []
        rows.reserveCapacity(catalog.items.count)
        details.reserveCapacity(catalog.items.count)
        for (offset, item) in catalog.items.enumerated() {
            let name = item.name.cleanedForDisplay()
            let summary = item.shortDescription.cleanedForDisplay()
            let imageName = item.imageName.cleanedForDisplay()
            rows.append(
                row(
                    name: name, summary: summary, imageName: imageName, number: offset + 1,
                    numberText: numbers[offset + 1]))
            details.append(
                detail(
                    item, name: name, summary: summary, imageName: imageName, number: offset + 1,
                    numberText: numbers[offset + 1], countText: numbers[catalog.items.count]))
        }
        return ExpoPresentation(
            language: language, poster: poster(for: catalog.exposition),
            list: list(of: rows, countText: numbers[catalog.items.count]), details: details, labels: labels)
    }

    /// The poster screen of `exposition`.
    public func poster(for exposition: Exposition) -> PosterPage {
        let lines = Self.titleLines(exposition.title)
        let location = exposition.location.cleanedForDisplay()
        let period = exposition.period
        let dates = period.map(days(of:)) ?? exposition.duration.cleanedForDisplay()
        let visitors = text.number(exposition.visitors)
        return PosterPage(
            title: lines.joined(separator: " "),
            titleLines: lines,
            visitors: exposition.visitors,
            visitorsText: text.format("poster.visitors", visitors),
            locationText: text.format("poster.location", location),
            durationValue: dates,
            durationText: text.format("poster.duration", dates),
            period: period,
            paragraphs: exposition.description.displayParagraphs(),
            exhibitsButtonTitle: text.string("poster.exhibitsButton"),
            accessibilityLabel: text.format(
                "poster.accessibility", lines.joined(separator: " "), visitors, location, dates),
            posterImageName: Exposition.posterImageName,
            posterImageAccessibilityLabel: text.format(
                "poster.image", lines.first ?? text.string("label.exposition")),
            flagImageName: Exposition.flagImageName,
            flagImageAccessibilityLabel: text.string("poster.flagImage"))
    }

    /// The list screen of `catalog`.
    public func list(for catalog: ExpoCatalog) -> ExhibitList {
        list(of: rows(for: catalog), countText: text.number(catalog.items.count))
    }

    /// The rows of `catalog`'s list, numbered from 1.
    public func rows(for catalog: ExpoCatalog) -> [ExhibitRow] {
        catalog.items.enumerated().map { offset, item in row(for: item, number: offset + 1) }
    }

    /// The rows of the exhibits a search found, with their numbers in the list.
    public func rows(for matches: [ExhibitMatch]) -> [ExhibitRow] {
        matches.map { row(for: $0.item, number: $0.number) }
    }

    /// The list row of `item`, numbered `number`.
    public func row(for item: ExpositionItem, number: Int) -> ExhibitRow {
        row(
            name: item.name.cleanedForDisplay(), summary: item.shortDescription.cleanedForDisplay(),
            imageName: item.imageName.cleanedForDisplay(), number: number, numberText: text.number(number))
    }

    /// The detail screen of `item`, numbered `number` in a list of `count`.
    public func detail(for item: ExpositionItem, number: Int, of count: Int) -> ExhibitDetail {
        detail(
            item, name: item.name.cleanedForDisplay(), summary: item.shortDescription.cleanedForDisplay(),
            imageName: item.imageName.cleanedForDisplay(), number: number, numberText: text.number(number),
            countText: text.number(count))
    }

    /// The detail screen of the exhibit a lookup found, in a list of `count`.
    public func detail(for match: ExhibitMatch, of count: Int) -> ExhibitDetail {
        detail(for: match.item, number: match.number, of: count)
    }

    /// Headings and navigation words.
    public var labels: ExpoLabels {
        ExpoLabels(
            exposition: text.string("label.exposition"), exhibits: text.string("list.title"),
            number: text.string("label.number"), exhibit: text.string("label.exhibit"),
            summary: text.string("label.summary"), previous: text.string("label.previous"),
            next: text.string("label.next"), allExhibits: text.string("label.allExhibits"),
            aboutExposition: text.string("label.aboutExposition"))
    }

    /// "Exhibits matching “gat”: 2" / "“갓” 검색 결과: 2점".
    public func searchHeading(for query: String, count: Int) -> String {
        text.format("search.heading", query.cleanedForDisplay(), text.number(count))
    }

    /// "No exhibit matches “xyz”." in the locale's language.
    public func noMatches(for query: String) -> String {
        text.format("search.none", query.cleanedForDisplay().shortenedForMessage())
    }

    /// "Files written: 16, in /tmp/site." in the locale's language: what an export did, for the
    /// person who asked for it.
    public func exportSummary(fileCount: Int, directory: URL) -> String {
        text.format("export.summary", text.number(fileCount), directory.path.cleanedForDisplay())
    }

    /// "No picture found for: jikji, god." in the locale's language.
    public func missingImages(_ imageNames: [String]) -> String {
        text.format(
            "export.missingImages", imageNames.map { $0.cleanedForDisplay() }.joined(separator: ", "))
    }

    /// "No picture found for: Gat (god), …" in the locale's language: each exhibit by its name in
    /// `presentation`, with the image name its picture's file is named after.
    public func missingImages(_ imageNames: [String], in presentation: ExpoPresentation) -> String {
        let titles = Dictionary(
            presentation.details.map { ($0.imageName, $0.title) }, uniquingKeysWith: { first, _ in first })
        let named = imageNames.map { imageName in
            let shown = imageName.cleanedForDisplay()
            return titles[imageName].map { "\($0) (\(shown))" } ?? shown
        }
        return text.format("export.missingImages", named.joined(separator: ", "))
    }

    /// The title as the poster sets it: broken before its first parenthesis, each line trimmed;
    /// one line when there is no parenthesis or nothing before it.
    ///
    /// ```swift
    /// ExpoText.titleLines("파리 만국박람회 1900(L'Exposition de Paris 1900)")
    /// // ["파리 만국박람회 1900", "(L'Exposition de Paris 1900)"]
    /// ```
    public static func titleLines(_ title: String) -> [String] {
        let cleaned = title.cleanedForDisplay()
        guard let parenthesis = cleaned.firstIndex(where: { $0 == "(" || $0 == "（" }) else {
            return cleaned.isEmpty ? [] : [cleaned]
        }
        let first = String(cleaned[..<parenthesis]).cleanedForDisplay()
        let second = String(cleaned[parenthesis...]).cleanedForDisplay()
        return first.isEmpty ? [second] : [first, second]
    }

    /// The whole numbers from 0 through `count`, formatted for the locale.
    ///
    /// No locale groups the digits of a number below 1,000, so when the locale writes 10 as
    /// `10` — it uses Latin digits, whose every digit is ASCII — each number below 1,000 is its
    /// plain digits: one formatting call for the whole list instead of one per exhibit. Any other
    /// numbering system (`١٠`, `๑๐`, `X`) has every number formatted.
    private func numberTexts(through count: Int) -> [String] {
        let latinDigits = text.number(10) == "10"
        return (0...max(count, 0)).map { number in
            latinDigits && number < 1_000 ? String(number) : text.number(number)
        }
    }

    /// The days of `period` as the locale writes a span of dates.
    private func days(of period: DateInterval) -> String {
        let style = Date.IntervalFormatStyle(
            date: .long, time: .omitted, locale: locale, calendar: Exposition.periodCalendar,
            timeZone: Exposition.periodCalendar.timeZone)
        return style.format(period.start..<period.end)
    }

    /// The list screen around `rows`, `countText` being their count formatted.
    private func list(of rows: [ExhibitRow], countText: String) -> ExhibitList {
        ExhibitList(
            title: text.string("list.title"), countText: text.format("list.count", countText), rows: rows)
    }

    /// A row of already cleaned texts.
    private func row(name: String, summary: String, imageName: String, number: Int, numberText: String)
        -> ExhibitRow
    {
        ExhibitRow(
            number: number, numberText: numberText, name: name, shortDescription: summary,
            imageName: imageName,
            accessibilityLabel: text.format("row.accessibility", name, summary),
            accessibilityHint: text.string("row.accessibilityHint"))
    }

    /// A detail screen of `item` with its already cleaned texts.
    private func detail(
        _ item: ExpositionItem, name: String, summary: String, imageName: String, number: Int,
        numberText: String, countText: String
    ) -> ExhibitDetail {
        ExhibitDetail(
            number: number, title: name, shortDescription: summary, imageName: imageName,
            imageAccessibilityLabel: text.format("detail.image", name),
            positionText: text.format("detail.position", numberText, countText),
            paragraphs: item.description.displayParagraphs())
    }
}
