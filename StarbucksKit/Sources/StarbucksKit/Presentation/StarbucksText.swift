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
    private let text: Localizer

    /// Text in the language of `locale` (English when the kit lacks it).
    public init(locale: Locale = .current) {
        self.locale = locale
        self.text = Localizer(locale: locale)
    }

    /// The language code the text is in (`"en"` or `"ko"`).
    public var language: String { text.language }

    // MARK: - Sign-in and launch

    /// "Signed in as Minji."
    public func signedIn(_ session: UserSession) -> SessionSummary {
        let name = Self.shown(session.name)
        return SessionSummary(signedIn: true, userName: name, message: text.format("signIn.done", name))
    }

    /// "Signed out Minji." — or, when nobody was signed in, says so.
    public func signedOut(_ session: UserSession?) -> SessionSummary {
        guard let session else {
            return SessionSummary(signedIn: false, userName: nil, message: text.string("signOut.nobody"))
        }
        let name = Self.shown(session.name)
        return SessionSummary(signedIn: false, userName: name, message: text.format("signOut.done", name))
    }

    /// What comes next at launch, with the popup when it is due, and a notice for each fixture
    /// file of `fixtureProblems` that could not be used (see ``FixtureSet/overrides(from:)``).
    public func launch(_ step: LaunchStep, fixtureProblems: [FixtureError] = []) -> LaunchSummary {
        let notices = fixtureProblems.map { $0.message(locale: locale) }
        switch step {
        case .signIn:
            return LaunchSummary(
                next: .signIn, message: text.string("launch.signIn"), userName: nil, popup: nil,
                notices: notices)
        case .eventPopup(let popup, let session):
            let name = Self.shown(session.name)
            return LaunchSummary(
                next: .eventPopup, message: text.format("launch.eventPopup", name), userName: name,
                popup: self.popup(popup), notices: notices)
        case .home(let session):
            let name = Self.shown(session.name)
            return LaunchSummary(
                next: .home, message: text.format("launch.home", name), userName: name, popup: nil,
                notices: notices)
        }
    }

    // MARK: - Event popup

    /// The popup, with its details labelled and its buttons titled.
    public func popup(_ popup: EventPopup) -> EventPopupCard {
        var details: [LabeledValue] = []
        let period = popup.period.map(self.period) ?? Self.shown(popup.periodText)
        if !period.isEmpty { details.append(LabeledValue(label: label(.period), value: period)) }
        let target = Self.shown(popup.target)
        if !target.isEmpty { details.append(LabeledValue(label: label(.target), value: target)) }
        if let products = popup.eventProducts.map(Self.shown), !products.isEmpty {
            details.append(LabeledValue(label: label(.eventProducts), value: products))
        }
        // Runs keep their spaces (they sit between runs); only control characters go.
        let runs = popup.description.runs.map {
            TextRun(text: $0.text.removingControlCharacters(), bold: $0.isBold)
        }
        return EventPopupCard(
            title: Self.shown(popup.title), details: details,
            description: Self.shown(runs.map(\.text).joined()), descriptionRuns: runs,
            actions: [
                PopupAction(dismissal: .forever, title: text.string("popup.action.forever")),
                PopupAction(dismissal: .today, title: text.string("popup.action.today")),
                PopupAction(dismissal: .close, title: text.string("popup.action.close")),
            ])
    }

    /// The popup's status in words: due, hidden until a moment (shown in `timeZone`), or hidden
    /// for good.
    public func popupStatus(_ status: PopupStatus, timeZone: TimeZone = .current) -> PopupStatusSummary {
        switch status {
        case .due:
            return PopupStatusSummary(state: .due, hiddenUntil: nil, message: text.string("popup.status.due"))
        case .hiddenForever:
            return PopupStatusSummary(
                state: .hiddenForever, hiddenUntil: nil, message: text.string("popup.status.hiddenForever"))
        case .hiddenUntil(let moment) where ProlepticGregorian.isBeforeCutover(moment):
            let shown = ProlepticGregorian.formatter(
                locale: locale, timeZone: timeZone, date: .medium, time: .short)
            return PopupStatusSummary(
                state: .hiddenUntil, hiddenUntil: ProlepticGregorian.iso8601(moment),
                message: text.format("popup.status.hiddenUntil", shown.string(from: moment)))
        case .hiddenUntil(let moment):
            var style = Date.FormatStyle(
                date: .abbreviated, time: .shortened, locale: locale, calendar: gregorian)
            style.timeZone = timeZone
            return PopupStatusSummary(
                state: .hiddenUntil, hiddenUntil: moment.formatted(.iso8601),
                message: text.format("popup.status.hiddenUntil", moment.formatted(style)))
        }
    }

    // MARK: - Home

    /// The greeting: "Nice to see you, Minji! …" (without a name when `name` is empty).
    public func greeting(name: String) -> String {
        let shown = Self.shown(name)
        return shown.isEmpty ? text.string("home.greeting.anonymous") : text.format("home.greeting", shown)
    }

    /// The title of a product row; the user's row names `name` when it is not empty.
    func title(of shelf: ProductShelf, name: String) -> String {
        let shown = Self.shown(name)
        switch shelf {
        case .yourRecommendations:
            return shown.isEmpty
                ? text.string("home.yourRecommendations.anonymous")
                : text.format("home.yourRecommendations", shown)
        case .nowRecommendations:
            return text.string("home.nowRecommendations")
        }
    }

    /// The home screen, top to bottom, with the pictures downloaded so far.
    public func home(_ screen: HomeScreen) -> HomePage {
        HomePage(
            greeting: greeting(name: screen.greetingName),
            yourRecommendations: shelf(
                .yourRecommendations, screen.yourRecommendations, name: screen.greetingName,
                pictures: screen.productPictures),
            mainEvent: banner(screen.mainEventBannerURL, picture: screen.mainEventPicture),
            whatsNew: whatsNewStrip(screen.whatsNew),
            nowRecommendations: shelf(
                .nowRecommendations, screen.nowRecommendations, name: screen.greetingName,
                pictures: screen.productPictures),
            notices: screen.failures.map(notice))
    }

    /// The main event banner with its title, and its picture as far as it is downloaded.
    public func banner(_ url: URL?, picture: Picture) -> BannerCard {
        let state = Self.state(of: picture)
        var data: Data?
        if case .loaded(let bytes) = picture { data = bytes }
        return BannerCard(
            title: text.string("home.mainEvent"), imageURL: url?.absoluteString,
            emptyText: url == nil ? text.string("home.mainEvent.none") : nil, pictureState: state,
            pictureData: data)
    }

    /// The What's New strip of the home screen: `items` in the order given, with the link to the
    /// full list.
    public func whatsNewStrip(_ items: [WhatsNewItem]) -> WhatsNewStrip {
        let page = whatsNew(items)
        return WhatsNewStrip(
            title: page.title, linkTitle: text.string("home.seeAll"), items: page.items,
            emptyText: page.emptyText)
    }

    /// A product row with its title; each tile's picture is looked up in `pictures` (a product
    /// missing there is still loading, or has none when it has no address).
    public func shelf(
        _ shelf: ProductShelf, _ products: [Product], name: String, pictures: [ProductCode: Picture] = [:]
    ) -> ProductShelfCard {
        ProductShelfCard(
            shelf: shelf, title: title(of: shelf, name: name),
            items: products.map { tile($0, picture: pictures[$0.code]) },
            emptyText: products.isEmpty ? text.string("home.shelf.empty") : nil)
    }

    /// A product as a tile of a row, with `picture` (by default: loading when the product has a
    /// picture's address, none otherwise).
    func tile(_ product: Product, picture: Picture? = nil) -> ProductTile {
        let picture = picture ?? (product.imageURL == nil ? .none : .loading)
        let name = Self.shown(product.name)
        let englishName = Self.shown(product.englishName)
        var data: Data?
        if case .loaded(let bytes) = picture { data = bytes }
        return ProductTile(
            code: product.code.rawValue, name: name, englishName: englishName,
            imageURL: product.imageURL?.absoluteString, picture: pictureText(picture),
            pictureState: Self.state(of: picture), pictureBytes: data?.count, pictureData: data,
            accessibilityLabel: englishName.isEmpty || englishName == name ? name : "\(name), \(englishName)")
    }

    /// A picture's state in words: "Picture loading…", "Picture ready (74 bytes)", …
    func pictureText(_ picture: Picture) -> String {
        switch picture {
        case .loading: text.string("whatsNew.picture.loading")
        case .none: text.string("whatsNew.picture.none")
        case .loaded(let data): text.format("whatsNew.picture.loaded", text.number(data.count))
        case .failed(let error): text.format("whatsNew.picture.failed", error.message(locale: locale))
        }
    }

    static func state(of picture: Picture) -> PictureState {
        switch picture {
        case .loading: .loading
        case .loaded: .loaded
        case .none: .none
        case .failed: .failed
        }
    }

    /// "Product 128695 was left out: …".
    public func notice(_ failure: ProductFailure) -> String {
        text.format("home.productLeftOut", failure.code.rawValue, failure.error.message(locale: locale))
    }

    // MARK: - Products

    /// A product's page.
    public func product(_ product: Product) -> ProductPage {
        var details: [LabeledValue] = []
        func add(_ key: Label, _ value: String?) {
            if let value = value.map(Self.shown), !value.isEmpty {
                details.append(LabeledValue(label: label(key), value: value))
            }
        }
        add(.category, product.category)
        add(.temperature, product.isHot.map { text.string($0 ? "product.hot" : "product.iced") })
        add(.serving, product.nutrition.serving)
        add(.allergens, product.allergens)
        let rows = product.nutrition.facts.map(nutritionRow)
        let serving = product.nutrition.serving.map(Self.shown) ?? ""
        return ProductPage(
            code: product.code.rawValue, name: Self.shown(product.name),
            englishName: Self.shown(product.englishName),
            details: details, description: product.description.map(Self.shown),
            recommendation: product.recommendation.map(Self.shown),
            nutritionTitle: serving.isEmpty
                ? text.string("product.nutrition") : text.format("product.nutrition.serving", serving),
            nutrition: rows, nutritionEmptyText: rows.isEmpty ? text.string("product.nutrition.none") : nil,
            imageURL: product.imageURL?.absoluteString)
    }

    /// The nutrient's name (`Saturated fat`).
    func name(of nutrient: Nutrient) -> String {
        text.string("nutrient.\(nutrient.rawValue)")
    }

    /// The amount with its unit (`0.3 g`, `140 mg`), the number formatted for the locale.
    func amount(_ fact: NutritionFact) -> String {
        text.format(
            "nutrition.amount", fact.amount.formatted(.number.locale(locale)),
            text.string("unit.\(fact.nutrient.unit.rawValue)"))
    }

    /// One nutrition line: "Caffeine: 140 mg".
    func nutritionLine(_ fact: NutritionFact) -> String {
        nutritionRow(fact).line
    }

    /// One nutrition row.
    func nutritionRow(_ fact: NutritionFact) -> NutritionRow {
        let label = name(of: fact.nutrient)
        let amount = amount(fact)
        return NutritionRow(
            nutrient: fact.nutrient, label: label, amount: amount,
            line: text.format("nutrition.line", label, amount))
    }

    // MARK: - What's New

    /// The What's New list, in the order given (``WhatsNewLoader`` sorts it newest first).
    public func whatsNew(_ items: [WhatsNewItem]) -> WhatsNewPage {
        let rows = items.enumerated().map { offset, item in
            let event = item.event
            let period = event.period.map(self.period) ?? Self.shown(event.periodText)
            var data: Data?
            if case .loaded(let bytes) = item.image { data = bytes }
            let title = Self.shown(event.title)
            let subtitle = event.subtitle.map(Self.shown)
            let spoken = [title, subtitle ?? "", period].filter { !$0.isEmpty }.joined(separator: ", ")
            return WhatsNewRow(
                position: offset + 1, title: title, subtitle: subtitle, period: period.isEmpty ? nil : period,
                thumbnailURL: event.thumbnailURL?.absoluteString, picture: pictureText(item.image),
                pictureBytes: data?.count, pictureState: Self.state(of: item.image), pictureData: data,
                accessibilityLabel: spoken)
        }
        return WhatsNewPage(
            title: text.string("whatsNew.title"), items: rows,
            emptyText: rows.isEmpty ? text.string("whatsNew.empty") : nil)
    }

    /// `row` with its thumbnail now `picture`, the rest as it was (nothing formatted again).
    func row(_ row: WhatsNewRow, with picture: Picture) -> WhatsNewRow {
        var data: Data?
        if case .loaded(let bytes) = picture { data = bytes }
        return WhatsNewRow(
            position: row.position, title: row.title, subtitle: row.subtitle, period: row.period,
            thumbnailURL: row.thumbnailURL, picture: pictureText(picture), pictureBytes: data?.count,
            pictureState: Self.state(of: picture), pictureData: data,
            accessibilityLabel: row.accessibilityLabel)
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

    private var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return calendar
    }

    /// Text from outside, safe to show: no control characters, no surrounding spaces.
    static func shown(_ text: String) -> String {
        text.removingControlCharacters().trimmingCharacters(in: .whitespaces)
    }
}
