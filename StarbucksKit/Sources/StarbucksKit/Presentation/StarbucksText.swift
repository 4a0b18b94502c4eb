import Foundation

/// Every piece of text the Starbucks screens (or the `starbucks` CLI) show, in the language of
/// one locale: greetings, section titles, event periods, nutrition lines, messages.
///
/// Screens and tools render these values and nothing else; text that came from a server is
/// shown without control characters.
///
/// ```swift
/// let text = StarbucksText(locale: Locale(identifier: "en"))
/// let page = text.home(screen)
/// print(page.greeting)                      // Nice to see you, Minji! Time for a little break.
/// print(page.yourRecommendations.title)     // Picked for Minji
/// ```
public struct StarbucksText: Sendable {
    /// The locale the text is in.
    public let locale: Locale
    /// The kit's strings in the locale's language (shared by the screens' extensions).
    let text: Localizer

    /// Text in the language of `locale` (English when the kit lacks it).
    public init(locale: Locale = .current) {
        self.locale = locale
        self.text = Localizer(locale: locale)
    }

    /// The language code the text is in (`"en"` or `"ko"`).
    public var language: String { text.language }

    // MARK: - Pictures

    /// A picture's state in words: "Picture loading…", "Picture ready (74 bytes)", …
    func pictureText(_ picture: Picture) -> String {
        switch picture {
        case .loading: text.string("whatsNew.picture.loading")
        case .none: text.string("whatsNew.picture.none")
        case .loaded(let data): text.format("whatsNew.picture.loaded", text.number(data.count))
        case .failed(let error): text.format("whatsNew.picture.failed", error.message(locale: locale))
        }
    }

    /// A picture's state as a stable word.
    package static func state(of picture: Picture) -> PictureState.Word {
        switch picture {
        case .loading: .pending
        case .loaded: .loaded
        case .none: .none
        case .failed: .failed
        }
    }

    // MARK: - Dates

    /// The period: "October 11, 2021 – October 22, 2021" (one date when it lasts a day).
    public func period(_ period: EventPeriod) -> String {
        guard period.start != period.end else { return date(period.start) }
        return text.format("period.range", date(period.start), date(period.end))
    }

    /// The day in the locale's long style: "May 3, 2022", "2022년 5월 3일".
    func date(_ day: CalendarDay) -> String {
        if ProlepticGregorian.isBeforeCutover(day.noonUTC) {
            let utc = TimeZone(identifier: "UTC") ?? .current
            return ProlepticGregorian.formatter(locale: locale, timeZone: utc, date: .long).string(
                from: day.noonUTC)
        }
        var style = Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: gregorian)
        style.timeZone = TimeZone(identifier: "UTC") ?? style.timeZone
        return day.noonUTC.formatted(style)
    }

    // MARK: - Labels

    /// Labels a screen, a table or a detail row needs.
    public enum Label: String, Hashable, Sendable, CaseIterable {
        /// "Code".
        case code
        /// "Name".
        case name
        /// "English name".
        case englishName
        /// "Title".
        case title
        /// "Subtitle".
        case subtitle
        /// "Period".
        case period
        /// "Who can join".
        case target
        /// "Products".
        case eventProducts
        /// "Category".
        case category
        /// "Served".
        case temperature
        /// "Serving".
        case serving
        /// "Allergens".
        case allergens
        /// "Description".
        case description
        /// "Tip".
        case recommendation
        /// "Picture".
        case picture
    }

    /// The label's text.
    public func label(_ label: Label) -> String {
        text.string("label.\(label.rawValue)")
    }

    // MARK: - Helpers

    /// The Gregorian calendar in the locale.
    var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return calendar
    }

    /// Text from outside, safe to show: no control characters, no surrounding spaces.
    package static func shown(_ text: String) -> String {
        text.removingControlCharacters().trimmingCharacters(in: .whitespaces)
    }
}
