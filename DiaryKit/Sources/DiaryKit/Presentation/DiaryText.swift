import Foundation

/// Every text a diary screen or command-line tool shows, in English or Korean, with dates in the
/// caller's locale and time zone: list rows, the detail, the delete question, search results,
/// share text, exports and the one-line notices after an action.
///
/// ```swift
/// let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
/// let text = DiaryText(locale: Locale(identifier: "ko"), timeZone: seoul)
/// let entry = DiaryEntry(
///     title: "첫눈", body: "창밖이 하얗다.\n코코아를 끓였다.",
///     createdAt: Date(timeIntervalSince1970: 1_608_595_200))
/// let row = text.row(for: entry)
/// print(row.date)  // 2020년 12월 22일
/// print(row.preview)  // 창밖이 하얗다. 코코아를 끓였다.
/// ```
public struct DiaryText: Sendable {
    /// The longest body preview, in characters.
    public static let previewLength = 80

    /// The locale whose language and formats are used.
    public let locale: Locale
    /// The time zone dates are shown in.
    public let timeZone: TimeZone
    private let clock: @Sendable () -> Date
    /// The Gregorian calendar in ``timeZone``, made once: what "today" and "yesterday" are.
    private let calendar: Calendar
    /// Where today and yesterday begin and end, kept while the clock stays within today.
    private let recentDays = RecentDays()
    let text: Localizer

    /// Texts for `locale`, with dates in `timeZone`; `now` decides what "today" is.
    public init(
        locale: Locale = .current, timeZone: TimeZone = .current,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.locale = locale
        self.timeZone = timeZone
        self.clock = now
        self.text = Localizer(locale: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The same texts (time zone and clock) in the language and formats of `locale`.
    func speaking(_ locale: Locale) -> DiaryText {
        DiaryText(locale: locale, timeZone: timeZone, now: clock)
    }

    // MARK: - Dates

    /// `date` in the long style without time ("December 22, 2020", "2020년 12월 22일").
    ///
    /// A date before the first instant of 0001-01-01 in ``timeZone`` is shown as that instant,
    /// and one after 9999-12-31 as its last minute, so every date shown is a day
    /// ``DiaryDay/init(_:timeZone:)`` gives and a ``DiaryDateFilter`` finds: 0001-01-01T00:00:00Z
    /// is still 31 December of the year 0 in New York, which a date without its era would show
    /// as "December 31, 1", and 9999-12-31T23:59:59Z is already in the year 10000 in Kiritimati.
    public func longDate(_ date: Date) -> String {
        let date = shown(date)
        if ProlepticGregorian.isBeforeCutover(date) {
            return ProlepticGregorian.formatter(locale: locale, timeZone: timeZone, date: .long).string(
                from: date)
        }
        var style = Date.FormatStyle(date: .long, time: .omitted).locale(locale)
        style.timeZone = timeZone
        return date.formatted(style)
    }

    /// `date` in the long style with the time ("December 22, 2020 at 9:30 AM"), kept within the
    /// years 1 to 9999 in ``timeZone`` as ``longDate(_:)`` keeps it.
    public func dateTime(_ date: Date) -> String {
        let date = shown(date)
        if ProlepticGregorian.isBeforeCutover(date) {
            return ProlepticGregorian.formatter(locale: locale, timeZone: timeZone, date: .long, time: .short)
                .string(from: date)
        }
        var style = Date.FormatStyle(date: .long, time: .shortened).locale(locale)
        style.timeZone = timeZone
        return date.formatted(style)
    }

    /// `date`, or the nearest instant of the years 1 to 9999 in ``timeZone``: the first instant
    /// of 0001-01-01 there, or the last millisecond of 9999-12-31.
    private func shown(_ date: Date) -> Date {
        // Only a date within a day and a half of either end can fall outside in some time zone
        // (no offset passes 18 hours); the others are shown as they are, with no calendar asked.
        let seconds = date.timeIntervalSince1970
        let first = Double(DiaryDay.firstDayNumber) * 86_400
        let end = Double(DiaryDay.lastDayNumber + 1) * 86_400
        if seconds > first + 129_600 && seconds < end - 129_600 { return date }
        let start = DiaryDay.first.start(in: timeZone)
        if date < start { return start }
        let last = DiaryDay.last.end(in: timeZone).addingTimeInterval(-0.001)
        return date > last ? last : date
    }

    /// "Today" or "Yesterday" (in the text's language) when `date` falls on that day in the time
    /// zone, else `nil`.
    public func relativeDay(_ date: Date) -> String? {
        let now = clock()
        if let days = recentDays.bounds(at: now, in: calendar) {
            if date >= days.today && date < days.tomorrow { return text.string("date.today") }
            if let yesterday = days.yesterday, date >= yesterday && date < days.today {
                return text.string("date.yesterday")
            }
            return nil
        }
        let today = calendar.startOfDay(for: now)
        let day = calendar.startOfDay(for: date)
        if day == today { return text.string("date.today") }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: today), day == yesterday {
            return text.string("date.yesterday")
        }
        return nil
    }

    // MARK: - List, detail, search

    /// The list row of `entry`.
    public func row(for entry: DiaryEntry) -> DiaryRow {
        let id = entry.id.uuidString.lowercased()
        return DiaryRow(
            id: id, shortID: String(id.prefix(8)), title: title(of: entry), date: longDate(entry.createdAt),
            relativeDay: relativeDay(entry.createdAt),
            preview: entry.body.singleLine(limit: Self.previewLength),
            weather: entry.weather.map(weatherName))
    }

    /// The list rows of `entries`, in the same order.
    public func rows(for entries: [DiaryEntry]) -> [DiaryRow] {
        entries.map(row(for:))
    }

    /// One page of the list: `entries` are the page's entries, `totalCount` the whole list's size.
    public func listPage(_ entries: [DiaryEntry], page: DiaryPage, totalCount: Int) -> DiaryListPage {
        let pageCount = page.pageCount(for: totalCount)
        let summary = text.format(
            "list.summary", text.number(page.number), text.number(pageCount), entryCount(totalCount))
        var emptyMessage: String?
        if entries.isEmpty {
            emptyMessage =
                totalCount == 0
                ? text.string("list.empty")
                : text.format("list.pastEnd", text.number(page.number), text.number(pageCount))
        }
        return DiaryListPage(
            rows: entries.map(row(for:)), pageNumber: page.number, pageCount: pageCount,
            totalCount: totalCount,
            summary: summary, emptyMessage: emptyMessage)
    }

    /// One page of the list of the entries written on the days of `dates`: as
    /// ``listPage(_:page:totalCount:)``, but an empty result names the days and says that no
    /// entry was written on them ("No entry was written on March 1, 2025."), rather than that the
    /// diary is empty.
    public func listPage(
        _ entries: [DiaryEntry], page: DiaryPage, totalCount: Int, dates: DiaryDateFilter
    ) -> DiaryListPage {
        let list = listPage(entries, page: page, totalCount: totalCount)
        guard totalCount == 0, !dates.isAnyDay else { return list }
        let empty =
            switch (dates.from, dates.to) {
            case (let from?, let to?) where from == to: text.format("list.emptyOn", day(from))
            case (let from?, let to?): text.format("list.emptyBetween", day(from), day(to))
            case (let from?, nil): text.format("list.emptyFrom", day(from))
            case (nil, let to?): text.format("list.emptyTo", day(to))
            case (nil, nil): list.emptyMessage
            }
        return DiaryListPage(
            rows: list.rows, pageNumber: list.pageNumber, pageCount: list.pageCount, totalCount: totalCount,
            summary: list.summary, emptyMessage: empty)
    }

    /// "On this day" for `day`: `entries` (as ``DiaryStore/entries(onThisDay:timeZone:)``
    /// returns them, newest first) grouped by the year they were written in, in the text's time
    /// zone, each group headed with how long ago it was ("1 year ago · 2024").
    public func onThisDay(_ entries: [DiaryEntry], day: DiaryDay) -> DiaryOnThisDay {
        var style = Date.FormatStyle(timeZone: timeZone).month(.wide).day().locale(locale)
        style.timeZone = timeZone
        let dayStart = day.start(in: timeZone)
        let monthDay =
            ProlepticGregorian.isBeforeCutover(dayStart)
            ? ProlepticGregorian.formatter(locale: locale, timeZone: timeZone, template: "MMMMd").string(
                from: dayStart)
            : dayStart.formatted(style)
        var groups: [(year: Int, entries: [DiaryEntry])] = []
        for entry in entries {
            let year = DiaryDay(entry.createdAt, timeZone: timeZone).year
            if groups.last?.year == year {
                groups[groups.count - 1].entries.append(entry)
            } else {
                groups.append((year, [entry]))
            }
        }
        let years = groups.map { group in
            let ago = day.year - group.year
            let agoText =
                ago == 1
                ? text.string("onThisDay.yearsAgo.one")
                : text.format("onThisDay.yearsAgo.other", text.number(ago))
            var yearStyle = Date.FormatStyle(timeZone: timeZone).year().locale(locale)
            yearStyle.timeZone = timeZone
            let firstDay = (try? DiaryDay(year: group.year, month: 1, day: 1))?.start(in: timeZone) ?? Date()
            return DiaryOnThisDay.Year(
                year: group.year, yearsAgo: ago,
                heading: text.format(
                    "onThisDay.heading", agoText,
                    ProlepticGregorian.isBeforeCutover(firstDay)
                        ? ProlepticGregorian.formatter(locale: locale, timeZone: timeZone, template: "y")
                            .string(from: firstDay)
                        : firstDay.formatted(yearStyle)),
                rows: group.entries.map(row(for:)))
        }
        let summary =
            entries.isEmpty
            ? text.format("onThisDay.empty", monthDay)
            : text.format("onThisDay.summary", entryCount(entries.count))
        return DiaryOnThisDay(
            day: day, title: text.format("onThisDay.title", monthDay), years: years,
            totalCount: entries.count,
            summary: summary)
    }

    /// The full view of `entry`.
    public func detail(for entry: DiaryEntry) -> DiaryDetail {
        let id = entry.id.uuidString.lowercased()
        let created = dateTime(entry.createdAt)
        let updated = entry.updatedAt != entry.createdAt ? dateTime(entry.updatedAt) : nil
        let weather = entry.weather.map(weatherName)
        var fields = [
            DiaryField(label: text.string("detail.id"), value: id),
            DiaryField(label: text.string("detail.created"), value: created),
        ]
        if let updated { fields.append(DiaryField(label: text.string("detail.updated"), value: updated)) }
        if let weather { fields.append(DiaryField(label: text.string("detail.weather"), value: weather)) }
        return DiaryDetail(
            id: id, title: title(of: entry), body: entry.body.removingControlCharactersKeepingLines(),
            date: longDate(entry.createdAt), created: created, updated: updated, weather: weather,
            weatherIconURL: entry.weather?.iconURL?.absoluteString, fields: fields)
    }

    /// The results of searching for `query`: `entries` best first.
    public func searchResults(_ entries: [DiaryEntry], for query: String) -> DiarySearchResults {
        let shown = query.singleLine(limit: 60)
        let summary =
            entries.isEmpty
            ? text.format("search.none", shown)
            : text.format(
                entries.count == 1 ? "search.one" : "search.some", entryCount(entries.count), shown)
        return DiarySearchResults(query: shown, rows: entries.map(row(for:)), summary: summary)
    }

    /// One page of the results of searching for `query`.
    public func searchResults(_ found: DiarySearchPage, for query: String) -> DiarySearchResults {
        let all = searchResults([], for: query)
        let total = found.totalCount
        let summary =
            total == 0
            ? all.summary
            : text.format(total == 1 ? "search.one" : "search.some", entryCount(total), all.query)
        let pageCount = found.pageCount
        let pageSummary =
            pageCount > 1
            ? text.format(
                "list.summary", text.number(found.page.number), text.number(pageCount), entryCount(total))
            : nil
        let pastEnd =
            found.isPastEnd
            ? text.format("search.pastEnd", text.number(found.page.number), text.number(pageCount)) : nil
        return DiarySearchResults(
            query: all.query, rows: found.entries.map(row(for:)), summary: summary,
            pageNumber: found.page.number, pageCount: pageCount, totalCount: total,
            pageSummary: pageSummary, pastEndMessage: pastEnd)
    }

    /// One page of the results of searching for `query` among the entries written on the days of
    /// `dates`: the same results as without the days, but when nothing matches, the
    /// summary names the days searched ("No entry written on March 14, 2025 matches “rain”."),
    /// so that it is not read as "no entry matches at all".
    public func searchResults(_ found: DiarySearchPage, for query: String, dates: DiaryDateFilter)
        -> DiarySearchResults
    {
        let results = searchResults(found, for: query)
        guard results.totalCount == 0, !dates.isAnyDay else { return results }
        let summary: String
        switch (dates.from, dates.to) {
        case (let from?, let to?) where from == to:
            summary = text.format("search.none.on", results.query, day(from))
        case (let from?, let to?):
            summary = text.format("search.none.between", results.query, day(from), day(to))
        case (let from?, nil):
            summary = text.format("search.none.from", results.query, day(from))
        case (nil, let to?):
            summary = text.format("search.none.to", results.query, day(to))
        case (nil, nil):
            return results
        }
        return DiarySearchResults(
            query: results.query, rows: results.rows, summary: summary, pageNumber: results.pageNumber,
            pageCount: results.pageCount, totalCount: results.totalCount, pageSummary: results.pageSummary,
            pastEndMessage: results.pastEndMessage)
    }

    /// `day` in the long style without time ("March 14, 2025", "2025년 3월 14일").
    func day(_ day: DiaryDay) -> String {
        let start = day.start(in: DiaryDay.utc)
        if ProlepticGregorian.isBeforeCutover(start) {
            return ProlepticGregorian.formatter(locale: locale, timeZone: DiaryDay.utc, date: .long).string(
                from: start)
        }
        var style = Date.FormatStyle(date: .long, time: .omitted).locale(locale)
        style.timeZone = DiaryDay.utc
        return day.start(in: DiaryDay.utc).formatted(style)
    }

    /// The question asked before `entry` is deleted.
    public func deleteConfirmation(for entry: DiaryEntry) -> DeleteConfirmation {
        DeleteConfirmation(
            id: entry.id, title: text.string("delete.title"),
            message: text.format("delete.message", title(of: entry)),
            confirmTitle: text.string("delete.confirm"), cancelTitle: text.string("delete.cancel"))
    }

    /// The one line said when an entry was saved without the weather because fetching it failed
    /// with `error`: that the entry was saved once, the error's own message, then that saving the
    /// entry again as a new one would store a second entry. The error's advice (such as trying
    /// again later) is about the weather; the last sentence keeps it from reading as advice to
    /// save the entry again. It names no command or button, since apps and tools word the way to
    /// a new entry differently.
    public func savedWithoutWeather(_ error: WeatherLookupError) -> String {
        text.format("input.savedWithoutWeather", error.message(locale: locale))
    }

    /// The one line said when the weather a person asked to record could not be fetched
    /// (`error`): the entry's text is kept either way.
    public func weatherNotAdded(_ error: WeatherLookupError) -> String {
        text.format("input.weatherNotAdded", error.message(locale: locale))
    }

    // MARK: - Sharing and export

    /// The text sent when `entry` is shared: title, date, then the body.
    public func shareText(for entry: DiaryEntry) -> String {
        var lines = [title(of: entry), longDate(entry.createdAt)]
        let body = entry.body.removingControlCharactersKeepingLines()
        if !body.isEmpty { lines += ["", body] }
        return lines.joined(separator: "\n")
    }

    /// What a share sheet sends for `entry`: its ``shareText(for:)`` with its title as the
    /// subject.
    public func share(_ entry: DiaryEntry) -> ShareText {
        ShareText(id: entry.id, subject: title(of: entry), text: shareText(for: entry))
    }

    /// `entries` as Markdown: each a `#` heading holding its whole title, its date in italics and
    /// its body, separated by rules.
    public func markdown(for entries: [DiaryEntry]) -> String {
        let blocks = entries.map { entry in
            var block =
                "# " + Self.escapingMarkdown(wholeTitle(of: entry)) + "\n\n*" + longDate(entry.createdAt)
                + "*\n"
            let body = entry.body.removingControlCharactersKeepingLines()
            if !body.isEmpty { block += "\n" + body + "\n" }
            return block
        }
        return blocks.joined(separator: "\n---\n\n")
    }

    /// `entries` as plain text: each its whole title, date and body, separated by a dashed line.
    public func plainText(for entries: [DiaryEntry]) -> String {
        entries.map { entry in
            var lines = [wholeTitle(of: entry), longDate(entry.createdAt)]
            let body = entry.body.removingControlCharactersKeepingLines()
            if !body.isEmpty { lines += ["", body] }
            return lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n" + String(repeating: "-", count: 40) + "\n\n")
    }

    // MARK: - Notices

    /// The notice after `entry` was written ("Saved “Picnic”.").
    public func created(_ entry: DiaryEntry) -> String {
        text.format("notice.created", title(of: entry))
    }

    /// The notice after `entry` was edited.
    public func updated(_ entry: DiaryEntry) -> String {
        text.format("notice.updated", title(of: entry))
    }

    /// The notice after `entry` was deleted.
    public func deleted(_ entry: DiaryEntry) -> String {
        text.format("notice.deleted", title(of: entry))
    }

    /// The notice after an import ("Imported 12 entries (3 entries already in the diary, left
    /// unchanged).").
    public func imported(_ result: DiaryImportResult) -> String {
        result.skippedCount == 0
            ? text.format("notice.imported", entryCount(result.insertedCount))
            : text.format(
                "notice.importedSkipping", entryCount(result.insertedCount), entryCount(result.skippedCount))
    }

    /// The notice after `count` entries were exported to `destination`.
    public func exported(count: Int, to destination: String) -> String {
        text.format("notice.exported", entryCount(count), destination.removingControlCharacters())
    }

    /// "1 entry", "3 entries", "일기 3개".
    public func entryCount(_ count: Int) -> String {
        text.format(count == 1 ? "count.entries.one" : "count.entries.other", text.number(count))
    }

    /// The weather's condition named in the text's language (`Rain` → "Rain", "비"); a condition
    /// the kit does not know is shown as the service named it.
    public func weatherName(_ weather: DiaryWeather) -> String {
        let condition = weather.condition.removingControlCharacters()
        let key = "weather." + condition
        let name = text.string(key)
        return name == key ? condition : name
    }

    // MARK: - Helpers

    /// The title on one line, or "Untitled" when it is blank.
    func title(of entry: DiaryEntry) -> String {
        let title = entry.title.singleLine(limit: 200)
        return title.isEmpty ? text.string("entry.untitled") : title
    }

    /// The whole title on one line, as an export writes it, or "Untitled" when it is blank: control
    /// characters removed and runs of white space made one space, as ``title(of:)`` does, but
    /// never shortened (an export holds every entry whole).
    func wholeTitle(of entry: DiaryEntry) -> String {
        let title = entry.title.singleLine()
        return title.isEmpty ? text.string("entry.untitled") : title
    }

    /// `title` with the characters Markdown would read as formatting escaped.
    static func escapingMarkdown(_ title: String) -> String {
        var result = ""
        for character in title {
            if "\\`*_[]<>#|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
