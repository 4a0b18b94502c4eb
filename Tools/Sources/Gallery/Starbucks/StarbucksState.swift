import Foundation
import StarbucksKit
import ToolSupport

/// One session's Starbucks: its launch model (and through it the home and what it shows), in the
/// page's language.
@MainActor
final class StarbucksState: SessionState {
    /// The launch: the sign-in form or the home.
    let launch: LaunchScreenModel
    /// The gallery's own words, in the page's language.
    private(set) var language: Language
    /// The event popup a page showed and nobody has answered yet: its answer is kept even when
    /// the home has moved on since (another tab opened a product).
    private(set) var shownPopup: EventPopupScreenModel?
    /// Where the session is kept, shared with the `starbucks` tool and every other session.
    private let signIn: LocalSignIn

    init(
        directory: URL, now: @escaping @Sendable () -> Date, dependencies: StarbucksDependencies,
        locale: Locale
    ) {
        self.language = Language(locale)
        let signIn = LocalSignIn(directory: directory, now: now)
        self.signIn = signIn
        self.launch = LaunchScreenModel(
            signIn: signIn, popupPolicy: .stored(in: directory, now: now), dependencies: dependencies,
            locale: locale)
    }

    func close() {
        launch.destination.home?.destination = nil
    }

    func follow(_ locale: Locale) {
        language = Language(locale)
        launch.locale = locale
    }

    /// Whether the home shows to a guest: someone looking around without signing in.
    var isGuest: Bool { launch.destination.home != nil && launch.step?.session == nil }

    /// The session the screen shows: `nil` while the launch decides, `.some(nil)` on the sign-in
    /// form and a guest's home.
    private var shownSession: UserSession?? {
        switch launch.destination {
        case nil: nil
        case .signIn?: .some(nil)
        case .home?: .some(launch.step?.session)
        }
    }

    /// Starts the launch again when the stored session is no longer the one the screen shows
    /// (signed out, or signed in as someone else, by the `starbucks` tool or another browser), so
    /// the page shows who is signed in now; returns whether it did. A session that cannot be read
    /// leaves the screen as it is (the next launch or sign-out says why), and so does a sign-in or
    /// sign-out under way.
    @discardableResult
    func followStoredSession() async -> Bool {
        guard !launch.phase.isLoading, let shown = shownSession else { return false }
        let stored: UserSession?
        do { stored = try await signIn.currentSession() } catch { return false }
        guard stored != shown else { return false }
        launch.destination = nil
        await launch.load()
        return true
    }

    /// After `popup` was answered: forgotten once its answer is kept; shown again over the home
    /// when it could not be kept and the home has moved on, so its failure and retry show.
    func answered(_ popup: EventPopupScreenModel) {
        if !popup.isPresented {
            if shownPopup === popup { shownPopup = nil }
        } else if case .failed = popup.phase, let home = launch.destination.home,
            home.destination.eventPopup !== popup
        {
            home.destination = .eventPopup(popup)
        }
    }

    /// The route of the screen the launch shows now.
    var route: StarbucksRoute {
        switch launch.destination {
        case nil: .launch
        case .signIn?: .signIn
        case .home(let home)?:
            switch home.destination {
            case nil: .home
            case .eventPopup?: .popup
            case .whatsNew?: .whatsNew
            case .product(let product)?: .product(product.code.rawValue)
            }
        }
    }

    /// The page's title: the app's name.
    private var appName: String { language.text(.starbucks) }

    /// The values every Starbucks page starts from: on an English page, the menu's Korean text
    /// (events, descriptions) is marked as Korean.
    private func values() -> StarbucksValues {
        StarbucksValues(
            back: language.text(.backToHome), refresh: language.text(.refresh),
            dataLang: language == .en ? "ko" : nil)
    }

    /// A product's two names, the page's language first: in English the English name leads and
    /// the Korean one follows (marked `lang="ko"`); in Korean the reverse.
    private func names(_ korean: String, english: String) -> StarbucksValues.Names {
        guard !english.isEmpty, english != korean else {
            return .init(first: korean, firstLang: "ko", second: nil, secondLang: nil)
        }
        return language == .en
            ? .init(first: english, firstLang: "en", second: korean, secondLang: "ko")
            : .init(first: korean, firstLang: "ko", second: english, secondLang: "en")
    }

    // MARK: Screens

    /// The launch screen while the first screen is decided, or its failure.
    func launchScreen() -> Screen {
        Screen(template: "starbucks-launch", title: appName, live: ["starbucks-launch-status"]) { [self] in
            var values = values()
            values.launching = language.text(.starting)
            values.loading = launch.phase.isLoading
            values.failure = failure(launch.phase.failure, retry: .retry)
            return values
        }
    }

    /// The sign-in form.
    func signInScreen() -> Screen {
        Screen(template: "starbucks-sign-in", title: appName) { [self] in
            var values = values()
            values.signIn = .init(
                name: launch.name, prompt: launch.namePrompt, nameLabel: language.text(.name),
                title: launch.signInTitle, hint: launch.signInHint, skip: launch.skipTitle,
                message: launch.nameMessage)
            values.failure = failure(launch.phase.failure, retry: .retry)
            return values
        }
    }

    /// The home, with the event popup over it when it shows.
    func homeScreen(_ home: HomeScreenModel) -> Screen {
        if let popup = home.destination.eventPopup { shownPopup = popup }
        return Screen(
            template: "starbucks-home", title: appName, live: ["starbucks-home-sections"],
            modal: home.destination.eventPopup != nil
        ) { [self] in
            var values = values()
            values.sections = HomeScreenModel.Section.allCases.map { sectionValues($0, of: home) }
            values.notices = home.notices
            // A guest has nobody to sign out: the way to the sign-in form instead.
            if isGuest {
                values.signInLink = launch.signInTitle
            } else {
                values.signOut = .init(
                    title: launch.signOutTitle, label: launch.signOutTitle, hint: launch.signOutHint)
            }
            values.loading = home.phase.isLoading
            values.failure = failure(home.phase.failure, retry: .retryHome)
            values.popup = home.destination.eventPopup.map(popupValues)
            return values
        }
    }

    /// The What's New list.
    func whatsNewScreen(_ model: WhatsNewScreenModel) -> Screen {
        Screen(template: "starbucks-whats-new", title: model.title, live: ["starbucks-whats-new-rows"]) {
            [self] in
            var values = values()
            values.loading = model.phase == .loading
            values.refreshing = model.phase == .refreshing
            values.placeholder = language.text(.loading)
            values.rows = model.rows.enumerated().map { index, row in
                .init(
                    title: row.title, label: row.accessibilityLabel, state: row.pictureState.rawValue,
                    pictureText: row.picture, subtitle: row.subtitle, period: row.period,
                    src: row.pictureData.map { _ in
                        StarbucksRoute.picture(kind: "whats-new-list", index: "\(index)").path
                    })
            }
            values.empty = model.emptyText
            values.failure = failure(model.phase.failure, retry: .retryWhatsNew)
            values.refreshURL = StarbucksRoute.refreshWhatsNew.path
            return values
        }
    }

    /// A product's page.
    func productScreen(_ model: ProductDetailScreenModel) -> Screen {
        let code = model.code.rawValue
        return Screen(
            template: "starbucks-product",
            title: model.page.map { names($0.name, english: $0.englishName).first } ?? appName,
            live: ["starbucks-product-page"]
        ) { [self] in
            var values = values()
            values.loading = model.phase == .loading
            values.refreshing = model.phase == .refreshing
            values.placeholder = model.placeholderText
            values.picture = .init(
                state: model.picture.word.rawValue, text: model.pictureText,
                label: model.pictureAccessibilityLabel,
                src: model.picture.data.map { _ in StarbucksRoute.picture(kind: "product", index: "0").path })
            values.product = model.page.map { page in
                .init(
                    name: names(page.name, english: page.englishName),
                    details: page.details.map { row($0.label, $0.value) },
                    nutritionTitle: page.nutritionTitle,
                    nutrition: page.nutrition.map { .init(label: $0.label, value: $0.amountText) },
                    description: page.description, recommendation: page.recommendation,
                    nutritionEmpty: page.nutritionEmptyText)
            }
            values.failure = failure(model.phase.failure, retry: .retryProduct(code))
            values.refreshURL = StarbucksRoute.refreshProduct(code).path
            return values
        }
    }

    /// Whether `product` failed because no product has its code.
    static func isMissing(_ product: ProductDetailScreenModel) -> Bool {
        guard let error = product.phase.failure?.error as? StarbucksAPIError else { return false }
        return error.kind == .productNotFound || error.kind == .invalidProductCode
    }

    /// The page of an address that names no product: a code that is none, or one no product has.
    func notFoundScreen() -> Screen {
        Screen(
            template: "starbucks-not-found", title: language.text(.noSuchProduct),
            status: .notFound
        ) { [self] in
            var values = values()
            values.message = language.text(.noSuchProductCode)
            return values
        }
    }

    // MARK: Values

    /// A section's values: its kind, and its placeholder, failure or content.
    private func sectionValues(_ section: HomeScreenModel.Section, of home: HomeScreenModel)
        -> StarbucksValues.Section
    {
        var values = StarbucksValues.Section(id: section.rawValue)
        func src(_ data: Data?, _ index: Int) -> String? {
            data.map { _ in StarbucksRoute.picture(kind: section.rawValue, index: "\(index)").path }
        }
        switch home.sections[section] ?? .placeholder {
        case .placeholder:
            values.placeholder = home.placeholderText
        case .failed(let failure):
            values.failure = self.failure(failure, retry: .retryHome)
        case .loaded(.greeting(let line)):
            values.greeting = marked(line)
        case .loaded(.products(let card)):
            values.shelf = .init(
                title: card.title, heading: marked(card.title), empty: card.emptyText,
                tiles: card.items.enumerated().map { index, tile in
                    .init(
                        url: StarbucksRoute.product(tile.code).path,
                        name: names(tile.name, english: tile.englishName),
                        label: tile.accessibilityLabel,
                        state: tile.pictureState.rawValue, pictureText: tile.picture,
                        src: src(tile.pictureData, index))
                })
        case .loaded(.banner(let card)):
            values.banner = .init(
                title: card.title, state: card.pictureState.rawValue, src: src(card.pictureData, 0),
                empty: card.emptyText)
        case .loaded(.whatsNew(let strip)):
            values.whatsNew = .init(
                title: strip.title, link: strip.linkTitle, url: StarbucksRoute.openWhatsNew.path,
                titleLang: language.tag(of: strip.title), empty: strip.emptyText,
                items: strip.items.enumerated().map { index, row in
                    .init(
                        title: row.title, label: row.accessibilityLabel, state: row.pictureState.rawValue,
                        src: src(row.pictureData, index))
                })
        }
        return values
    }

    /// The popup's values: its card, its buttons and its failure.
    private func popupValues(_ popup: EventPopupScreenModel) -> StarbucksValues.Popup {
        StarbucksValues.Popup(
            title: popup.card.title,
            details: popup.card.details.map { row($0.label, $0.value) },
            description: popup.card.description,
            actions: popup.card.actions.map {
                .init(action: $0.dismissal.rawValue, title: $0.title, dismisses: $0.dismissal == .close)
            },
            busy: popup.phase.isLoading, failure: failure(popup.phase.failure, retry: .retryPopup),
            url: StarbucksRoute.dismissPopup.path)
    }

    /// A labelled value (a product's category, the popup's period): data, marked by its script
    /// when it is in the other language (`에스프레소` on an English page).
    private func row(_ label: String, _ value: String) -> StarbucksValues.Row {
        .init(label: label, value: value, valueLang: language.tag(of: value))
    }

    /// `line` (the greeting, the user's row's title) with the stretch written in the other of the
    /// gallery's two languages marked: the name in "Nice to see you, 초록별! …", from its first to
    /// its last letter of that language (each character's script by `Language.tag(of:)`); the
    /// words around it are the page's own.
    private func marked(_ line: String) -> StarbucksValues.Marked {
        let isOther = { (character: Character) in self.language.tag(of: String(character)) != nil }
        guard let first = line.firstIndex(where: isOther), let last = line.lastIndex(where: isOther),
            let lang = language.tag(of: String(line[first...last]))
        else { return .init(before: line, other: nil, after: "") }
        return .init(
            before: String(line[..<first]), other: .init(text: String(line[first...last]), lang: lang),
            after: String(line[line.index(after: last)...]))
    }

    /// A failure's values: its message, and its retry button posting to `retry` when it may help.
    private func failure(_ failure: ScreenFailure?, retry: StarbucksRoute) -> StarbucksValues.Failure? {
        failure.map {
            .init(
                title: $0.title, message: $0.message, retry: $0.retryTitle, retryable: $0.isRetryable,
                action: retry.path)
        }
    }

    // MARK: Pictures

    /// The bytes of the picture `kind` (a home section's name, `whats-new-list` or `product`) at
    /// `index`, when the session's screens hold them.
    func picture(kind: String, index: String) -> Data? {
        guard let index = Int(index), index >= 0, let home = launch.destination.home else { return nil }
        switch kind {
        case "whats-new-list":
            guard let rows = home.destination.whatsNew?.rows, rows.indices.contains(index) else { return nil }
            return rows[index].pictureData
        case "product":
            return index == 0 ? home.destination.product?.picture.data : nil
        default:
            guard let section = HomeScreenModel.Section(rawValue: kind),
                let content = home.sections[section]?.content
            else { return nil }
            switch content {
            case .greeting: return nil
            case .banner(let card): return index == 0 ? card.pictureData : nil
            case .products(let card):
                return card.items.indices.contains(index) ? card.items[index].pictureData : nil
            case .whatsNew(let strip):
                return strip.items.indices.contains(index) ? strip.items[index].pictureData : nil
            }
        }
    }
}
