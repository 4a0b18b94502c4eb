import Foundation
import HTTPTypes
import Hummingbird
import StarbucksKit

/// Starbucks' pages: the launch, the sign-in form, the home with its sections (the event popup
/// over it), What's New and a product's page, on the kit's bundled fixtures.
///
/// | URL | screen |
/// | --- | --- |
/// | `GET /starbucks` | the launch deciding the first screen (its failure with a retry) |
/// | `GET /starbucks/sign-in` | the sign-in form |
/// | `GET /starbucks/home` | the home alone (its sections loaded) |
/// | `GET /starbucks/home/popup` | the home under the event popup (the home when none is shown) |
/// | `GET /starbucks/whats-new` | What's New (opened if need be) |
/// | `GET /starbucks/products/<code>` | a product's page (opened if need be; a code that is none: not found) |
/// | `GET /starbucks/pictures/<kind>/<index>` | a picture the session's screens hold |
/// | `POST /starbucks/sign-in` `name=…` | signs in; 303 to the home (the popup over it when due) or back to the form |
/// | `POST /starbucks/skip` | goes home without signing in |
/// | `POST /starbucks/retry` | tries the launch's failed step again |
/// | `POST /starbucks/home/popup` `action=today|forever|close` | keeps the popup's choice |
/// | `POST /starbucks/home/popup/retry` | keeps the choice that could not be kept |
/// | `POST /starbucks/home/retry` | loads the failed sections again |
/// | `POST /starbucks/home/whats-new` | the What's New strip's "see all" |
/// | `POST /starbucks/whats-new/refresh`, `/retry` | loads What's New again |
/// | `POST /starbucks/products/<code>/refresh`, `/retry` | loads the product's page again |
/// | `POST /starbucks/sign-out` | signs out; 303 to the sign-in form |
///
/// Every session has its own launch model; the sign-in and the popup's dismissal are kept where
/// the `starbucks` CLI keeps them (`configuration.dataDirectory("starbucks")`), so signing in
/// with the CLI and the gallery agree.
public struct StarbucksPages: GalleryApp {
    /// The app's row on the start page.
    public let entry = AppEntry(slug: "starbucks", english: "Starbucks", korean: "스타벅스", emoji: "☕️")
    /// Where the sign-in and the popup's dismissal are kept.
    let directory: URL
    /// The time now, for the sign-in and the popup's days.
    let now: @Sendable () -> Date
    /// The services every session reads: the bundled fixtures.
    let dependencies: StarbucksDependencies

    /// The pages over the state in `configuration`'s data folder for `starbucks`, on the clock
    /// `configuration.now`, reading `dependencies` (by default the bundled fixtures, the event
    /// popup running around the clock's today).
    public init(configuration: GalleryConfiguration, dependencies: StarbucksDependencies? = nil) {
        self.directory = configuration.dataDirectory("starbucks")
        self.now = configuration.now
        self.dependencies =
            dependencies
            ?? .fixtures(.bundled(today: CalendarDay(date: configuration.now(), calendar: .current)))
    }

    /// Declares the screens, the pictures and the intents (see the table above).
    public func register(on routes: GalleryRoutes) {
        let (directory, now, dependencies) = (self.directory, self.now, self.dependencies)
        @MainActor func state(_ request: ScreenRequest) -> StarbucksState {
            request.state {
                StarbucksState(
                    directory: directory, now: now, dependencies: dependencies, language: request.language)
            }
        }
        @MainActor func launched(_ request: ScreenRequest) async -> StarbucksState {
            let state = state(request)
            await state.launch.load()
            return state
        }
        routes.screen("/starbucks") { request in
            let state = await launched(request)
            guard state.launch.destination == nil else { return .redirect(state.url) }
            return .show(state.launchScreen())
        }
        routes.screen("/starbucks/sign-in") { request in
            let state = await launched(request)
            guard state.launch.destination.isSignIn else { return .redirect(state.url) }
            return .show(state.signInScreen())
        }
        routes.screen("/starbucks/home") { request in
            let state = await launched(request)
            guard let home = state.launch.destination.home else { return .redirect(state.url) }
            home.destination = nil
            await StarbucksState.load(home)
            return .show(state.homeScreen(home))
        }
        routes.screen("/starbucks/home/popup") { request in
            let state = await launched(request)
            guard let home = state.launch.destination.home, home.destination.eventPopup != nil else {
                return .redirect(state.url)
            }
            await StarbucksState.load(home)
            return .show(state.homeScreen(home))
        }
        routes.screen("/starbucks/whats-new") { request in
            let state = await launched(request)
            guard let home = state.launch.destination.home else { return .redirect(state.url) }
            if home.destination.whatsNew == nil { home.openWhatsNew() }
            guard let whatsNew = home.destination.whatsNew else { return .redirect(state.url) }
            if whatsNew.phase == .idle { await whatsNew.load() }
            return .show(state.whatsNewScreen(whatsNew))
        }
        routes.screen("/starbucks/products/:code") { request in
            let state = await launched(request)
            guard let home = state.launch.destination.home else { return .redirect(state.url) }
            let named = request.path.split(separator: "/").last.map(String.init) ?? ""
            if named == ":code" {
                // The event stream of a product's page: the product shown, if still shown.
                guard let product = home.destination.product else { return .redirect(state.url) }
                return .show(state.productScreen(product))
            }
            guard let code = ProductCode(rawValue: named) else { return .show(state.notFoundScreen()) }
            if home.destination.product?.code != code { home.open(code) }
            guard let product = home.destination.product else { return .redirect(state.url) }
            if product.phase == .idle { await product.load() }
            if StarbucksState.isMissing(product) {
                // A code of no product answers as a malformed one does; the model goes home.
                home.destination = nil
                return .show(state.notFoundScreen())
            }
            return .show(state.productScreen(product))
        }
        routes.starbucksPictures { request in
            state(request).picture(kind: request.query["kind"] ?? "", index: request.query["index"] ?? "")
        }
        routes.intent("/starbucks/sign-in") { request in
            let state = await launched(request)
            state.launch.name = request.form["name"] ?? ""
            await state.launch.signIn()
            return state.url
        }
        routes.intent("/starbucks/skip") { request in
            let state = await launched(request)
            await state.launch.skip()
            return state.url
        }
        routes.intent("/starbucks/retry") { request in
            let state = state(request)
            await state.launch.retry()
            return state.url
        }
        routes.intent("/starbucks/home/popup") { request in
            let state = await launched(request)
            if let popup = state.launch.destination.home?.destination.eventPopup,
                let dismissal = request.form["action"].flatMap(PopupDismissal.init(rawValue:))
            {
                await popup.dismiss(dismissal)
            }
            return state.url
        }
        routes.intent("/starbucks/home/popup/retry") { request in
            let state = await launched(request)
            await state.launch.destination.home?.destination.eventPopup?.retry()
            return state.url
        }
        routes.intent("/starbucks/home/retry") { request in
            let state = await launched(request)
            await state.launch.destination.home?.retry()
            return state.url
        }
        routes.intent("/starbucks/home/whats-new") { request in
            let state = await launched(request)
            state.launch.destination.home?.openWhatsNew()
            return state.url
        }
        for (name, action) in [("refresh", true), ("retry", false)] {
            routes.intent("/starbucks/whats-new/\(name)") { request in
                let state = await launched(request)
                if let whatsNew = state.launch.destination.home?.destination.whatsNew {
                    if action { await whatsNew.refresh() } else { await whatsNew.retry() }
                }
                return state.url
            }
            routes.intent("/starbucks/products/:code/\(name)") { request in
                let state = await launched(request)
                let parts = request.path.split(separator: "/")
                if let product = state.launch.destination.home?.destination.product,
                    parts.count >= 2, product.code.rawValue == parts[parts.count - 2]
                {
                    if action { await product.refresh() } else { await product.retry() }
                }
                return state.url
            }
        }
        routes.intent("/starbucks/sign-out") { request in
            let state = await launched(request)
            await state.launch.signOut()
            return state.url
        }
    }
}

extension GalleryRoutes {
    /// `GET /starbucks/pictures/:kind/:index`: the picture `picture` finds in the session's
    /// screens (its query holds `kind` and `index`), served only when its bytes are a PNG, a
    /// JPEG, a GIF or a WebP; 404 otherwise.
    fileprivate func starbucksPictures(_ picture: @escaping @MainActor @Sendable (ScreenRequest) -> Data?) {
        let server = self.server
        get("/starbucks/pictures/:kind/:index") { request, context in
            let begun = await server.begin(request)
            let values = ScreenRequest(
                session: begun.request.session, language: begun.request.language, path: begun.request.path,
                query: [
                    "kind": context.parameters.get("kind") ?? "",
                    "index": context.parameters.get("index") ?? "",
                ], form: [:])
            guard let data = await picture(values),
                var response = PageServer.picture(data, cacheControl: "no-store")
            else { return Response(status: .notFound) }
            if begun.isNew { response.setCookie(server.sessionCookie(begun.request.session)) }
            return response
        }
    }
}

/// One session's Starbucks: its launch model (and through it the home and what it shows), in the
/// page's language.
@MainActor
final class StarbucksState: SessionState {
    /// The launch: the sign-in form or the home.
    let launch: LaunchScreenModel
    /// The gallery's own words, in the page's language.
    private(set) var language: PageLanguage

    init(
        directory: URL, now: @escaping @Sendable () -> Date, dependencies: StarbucksDependencies,
        language: PageLanguage
    ) {
        self.language = language
        self.launch = LaunchScreenModel(
            signIn: LocalSignIn(directory: directory, now: now),
            popupPolicy: .stored(in: directory, now: now), dependencies: dependencies, locale: language.locale
        )
    }

    func close() {
        launch.destination.home?.destination = nil
    }

    func follow(_ language: PageLanguage) {
        self.language = language
        launch.locale = language.locale
    }

    /// Loads `home` once: its sections stay as they are on later visits (and event streams).
    static func load(_ home: HomeScreenModel) async {
        if home.phase == .idle { await home.load() }
    }

    /// The URL of the screen the launch shows now.
    var url: String {
        switch launch.destination {
        case nil: "/starbucks"
        case .signIn?: "/starbucks/sign-in"
        case .home(let home)?:
            switch home.destination {
            case nil: "/starbucks/home"
            case .eventPopup?: "/starbucks/home/popup"
            case .whatsNew?: "/starbucks/whats-new"
            case .product(let product)?: "/starbucks/products/\(product.code.rawValue)"
            }
        }
    }

    /// The page's title: the app's name.
    private var appName: String { language.pick("Starbucks", "스타벅스") }

    // MARK: Screens

    /// The launch screen while the first screen is decided, or its failure.
    func launchScreen() -> Screen {
        Screen(template: "starbucks-launch", title: appName, live: ["starbucks-launch-status"]) { [self] in
            var values: PageValues = [
                "launching": language.pick("Starting…", "시작하는 중…"), "loading": launch.phase.isLoading,
            ]
            if let failure = failure(launch.phase.failure, retry: "/starbucks/retry") {
                values["failure"] = failure
            }
            return values
        }
    }

    /// The sign-in form.
    func signInScreen() -> Screen {
        Screen(template: "starbucks-sign-in", title: appName) { [self] in
            var values: PageValues = [
                "name": launch.name, "prompt": launch.namePrompt, "nameLabel": language.pick("Name", "이름"),
                "signIn": launch.signInTitle, "signInHint": launch.signInHint, "skip": launch.skipTitle,
            ]
            if let message = launch.nameMessage { values["message"] = message }
            if let failure = failure(launch.phase.failure, retry: "/starbucks/retry") {
                values["failure"] = failure
            }
            return values
        }
    }

    /// The home, with the event popup over it when it shows.
    func homeScreen(_ home: HomeScreenModel) -> Screen {
        Screen(
            template: "starbucks-home", title: appName, live: ["starbucks-home-sections"],
            modal: home.destination.eventPopup != nil
        ) { [self] in
            var values: PageValues = [
                "sections": HomeScreenModel.Section.allCases.map { sectionValues($0, of: home) },
                "notices": home.notices, "hasNotices": !home.notices.isEmpty, "failure": false,
                "signOut": launch.signOutTitle, "signOutHint": launch.signOutHint,
                "loading": home.phase.isLoading,
            ]
            if let failure = failure(home.phase.failure, retry: "/starbucks/home/retry") {
                values["failure"] = failure
            }
            if let popup = home.destination.eventPopup { values["popup"] = popupValues(popup) }
            return values
        }
    }

    /// The What's New list.
    func whatsNewScreen(_ model: WhatsNewScreenModel) -> Screen {
        Screen(template: "starbucks-whats-new", title: model.title, live: ["starbucks-whats-new-rows"]) {
            [self] in
            var values: PageValues = [
                "back": language.pick("Back to home", "홈으로"),
                "refresh": language.pick("Refresh", "새로 고침"),
                "loading": model.phase == .loading, "refreshing": model.phase == .refreshing,
                "placeholder": language.pick("Loading…", "불러오는 중…"),
                "rows": model.rows.enumerated().map { index, row -> PageValues in
                    var values: PageValues = [
                        "title": row.title, "label": row.accessibilityLabel,
                        "state": row.pictureState.rawValue,
                        "pictureText": row.picture,
                    ]
                    if let subtitle = row.subtitle { values["subtitle"] = subtitle }
                    if let period = row.period { values["period"] = period }
                    if row.pictureData != nil {
                        values["src"] = "/starbucks/pictures/whats-new-list/\(index)"
                    }
                    return values
                },
            ]
            if let empty = model.emptyText { values["empty"] = empty }
            if let failure = failure(model.phase.failure, retry: "/starbucks/whats-new/retry") {
                values["failure"] = failure
            }
            return values
        }
    }

    /// A product's page.
    func productScreen(_ model: ProductDetailScreenModel) -> Screen {
        let base = "/starbucks/products/\(model.code.rawValue)"
        return Screen(
            template: "starbucks-product", title: model.page?.name ?? appName,
            live: ["starbucks-product-page"]
        ) { [self] in
            var values: PageValues = [
                "back": language.pick("Back to home", "홈으로"), "base": base,
                "refresh": language.pick("Refresh", "새로 고침"),
                "loading": model.phase == .loading, "refreshing": model.phase == .refreshing,
                "placeholder": model.placeholderText,
                "pictureState": model.picture.word.rawValue, "pictureText": model.pictureText,
                "pictureLabel": model.pictureAccessibilityLabel,
            ]
            if model.picture.data != nil { values["src"] = "/starbucks/pictures/product/0" }
            if let page = model.page {
                var shown: PageValues = [
                    "name": page.name, "englishName": page.englishName,
                    "details": page.details.map { ["label": $0.label, "value": $0.value] },
                    "hasDetails": !page.details.isEmpty, "hasNutrition": !page.nutrition.isEmpty,
                    "nutritionTitle": page.nutritionTitle,
                    "nutrition": page.nutrition.map { ["label": $0.label, "amount": $0.amountText] },
                ]
                if let description = page.description { shown["description"] = description }
                if let tip = page.recommendation { shown["recommendation"] = tip }
                if let empty = page.nutritionEmptyText { shown["nutritionEmpty"] = empty }
                values["product"] = shown
            }
            if let failure = failure(model.phase.failure, retry: base + "/retry") {
                values["failure"] = failure
            }
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
            template: "starbucks-not-found", title: language.pick("No such product", "없는 상품"),
            status: .notFound
        ) { [self] in
            [
                "message": language.pick(
                    "This address names no product: no product has this code (a product's code is its digits, like 106509). Go back to the home to pick one.",
                    "이 주소에는 상품이 없어요. 이 코드의 상품이 없어요 (상품 코드는 숫자예요, 예: 106509). 홈으로 돌아가 상품을 고르세요."),
                "back": language.pick("Back to home", "홈으로"),
            ]
        }
    }

    // MARK: Values

    /// A section's values: its kind, and its placeholder, failure or content.
    private func sectionValues(_ section: HomeScreenModel.Section, of home: HomeScreenModel) -> PageValues {
        var values: PageValues = ["id": section.rawValue, "failure": false]
        switch home.sections[section] ?? .placeholder {
        case .placeholder:
            values["placeholder"] = home.placeholderText
        case .failed(let failure):
            values["failure"] = self.failure(failure, retry: "/starbucks/home/retry") ?? [:]
        case .loaded(.greeting(let line)):
            values["greeting"] = line
        case .loaded(.products(let card)):
            var shelf: PageValues = [
                "title": card.title,
                "tiles": card.items.enumerated().map { index, tile -> PageValues in
                    var values: PageValues = [
                        "code": tile.code, "name": tile.name, "label": tile.accessibilityLabel,
                        "state": tile.pictureState.rawValue, "pictureText": tile.picture,
                    ]
                    if tile.pictureData != nil {
                        values["src"] = "/starbucks/pictures/\(section.rawValue)/\(index)"
                    }
                    return values
                },
            ]
            if let empty = card.emptyText { shelf["empty"] = empty }
            values["shelf"] = shelf
        case .loaded(.banner(let card)):
            var banner: PageValues = ["title": card.title, "state": card.pictureState.rawValue]
            if card.pictureData != nil { banner["src"] = "/starbucks/pictures/mainEvent/0" }
            if let empty = card.emptyText { banner["empty"] = empty }
            values["banner"] = banner
        case .loaded(.whatsNew(let strip)):
            var shown: PageValues = [
                "title": strip.title, "link": strip.linkTitle,
                "items": strip.items.enumerated().map { index, row -> PageValues in
                    var values: PageValues = [
                        "title": row.title, "label": row.accessibilityLabel,
                        "state": row.pictureState.rawValue,
                    ]
                    if row.pictureData != nil { values["src"] = "/starbucks/pictures/whatsNew/\(index)" }
                    return values
                },
            ]
            if let empty = strip.emptyText { shown["empty"] = empty }
            values["whatsNew"] = shown
        }
        return values
    }

    /// The popup's values: its card, its buttons and its failure.
    private func popupValues(_ popup: EventPopupScreenModel) -> PageValues {
        var values: PageValues = [
            "title": popup.card.title,
            "details": popup.card.details.map { ["label": $0.label, "value": $0.value] },
            "hasDetails": !popup.card.details.isEmpty, "failure": false,
            "description": popup.card.description,
            "actions": popup.card.actions.map { ["action": $0.dismissal.rawValue, "title": $0.title] },
            "busy": popup.phase.isLoading,
        ]
        if let failure = failure(popup.phase.failure, retry: "/starbucks/home/popup/retry") {
            values["failure"] = failure
        }
        return values
    }

    /// A failure's values: its message, and its retry button posting to `retry` when it may help.
    private func failure(_ failure: ScreenFailure?, retry: String) -> PageValues? {
        guard let failure else { return nil }
        var values: PageValues = [
            "message": failure.message, "retry": failure.retryTitle, "retryable": failure.isRetryable,
            "action": retry,
        ]
        values["title"] = failure.title ?? false
        return values
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
