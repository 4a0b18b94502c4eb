import Foundation
import HTTPTypes
import Hummingbird
import StarbucksKit

/// Starbucks' URLs: the launch, the sign-in form, the home with its sections (the event popup
/// over it), What's New and a product's page, the pictures they hold, and their forms.
public enum StarbucksRoute: GalleryRoute {
    /// `GET /starbucks`: the launch deciding the first screen (its failure with a retry).
    case launch
    /// `GET /starbucks/sign-in`: the sign-in form.
    case signIn
    /// `GET /starbucks/home`: the home alone (its sections loaded).
    case home
    /// `GET /starbucks/home/popup`: the home under the event popup (the home when none is shown).
    case popup
    /// `GET /starbucks/whats-new`: What's New (opened if need be).
    case whatsNew
    /// `GET /starbucks/products/<code>`: a product's page (opened if need be; a code that is none:
    /// not found).
    case product(String)
    /// `GET /starbucks/pictures/<kind>/<index>`: a picture the session's screens hold.
    case picture(kind: String, index: String)
    /// `POST /starbucks/sign-in` `name=…`: signs in; 303 to the home (the popup over it when due)
    /// or back to the form.
    case sendSignIn
    /// `POST /starbucks/skip`: goes home without signing in.
    case skip
    /// `POST /starbucks/retry`: tries the launch's failed step again.
    case retry
    /// `POST /starbucks/home/popup` `action=today|forever|close`: keeps the popup's choice.
    case dismissPopup
    /// `POST /starbucks/home/popup/retry`: keeps the choice that could not be kept.
    case retryPopup
    /// `POST /starbucks/home/retry`: loads the failed sections again.
    case retryHome
    /// `POST /starbucks/home/whats-new`: the What's New strip's "see all".
    case openWhatsNew
    /// `POST /starbucks/whats-new/refresh`: loads What's New again.
    case refreshWhatsNew
    /// `POST /starbucks/whats-new/retry`: loads What's New again after a failure.
    case retryWhatsNew
    /// `POST /starbucks/products/<code>/refresh`: loads the product's page again.
    case refreshProduct(String)
    /// `POST /starbucks/products/<code>/retry`: loads the product's page again after a failure.
    case retryProduct(String)
    /// `POST /starbucks/sign-out`: signs out; 303 to the sign-in form.
    case signOut

    /// Every route, one per pattern (ids set to any value).
    public static let all: [StarbucksRoute] = [
        .launch, .signIn, .home, .popup, .whatsNew, .product("106509"), .picture(kind: "product", index: "0"),
        .sendSignIn, .skip, .retry, .dismissPopup, .retryPopup, .retryHome, .openWhatsNew, .refreshWhatsNew,
        .retryWhatsNew, .refreshProduct("106509"), .retryProduct("106509"), .signOut,
    ]

    /// What a request to the route does.
    public var method: RouteMethod {
        switch self {
        case .launch, .signIn, .home, .popup, .whatsNew, .product: .screen
        case .picture: .file
        default: .intent()
        }
    }

    /// The route's path, each id written by `write`.
    public func path(writing write: (String, String) -> String) -> String {
        switch self {
        case .launch: "/starbucks"
        case .signIn, .sendSignIn: "/starbucks/sign-in"
        case .home: "/starbucks/home"
        case .popup, .dismissPopup: "/starbucks/home/popup"
        case .whatsNew: "/starbucks/whats-new"
        case .product(let code): "/starbucks/products/" + write("code", code)
        case .picture(let kind, let index):
            "/starbucks/pictures/\(write("kind", kind))/\(write("index", index))"
        case .skip: "/starbucks/skip"
        case .retry: "/starbucks/retry"
        case .retryPopup: "/starbucks/home/popup/retry"
        case .retryHome: "/starbucks/home/retry"
        case .openWhatsNew: "/starbucks/home/whats-new"
        case .refreshWhatsNew: "/starbucks/whats-new/refresh"
        case .retryWhatsNew: "/starbucks/whats-new/retry"
        case .refreshProduct(let code): "/starbucks/products/\(write("code", code))/refresh"
        case .retryProduct(let code): "/starbucks/products/\(write("code", code))/retry"
        case .signOut: "/starbucks/sign-out"
        }
    }

    /// The route with the ids of `parameters`; `nil` when one is not of its type.
    public func reading(_ parameters: Parameters) -> StarbucksRoute? {
        switch self {
        case .product: parameters.text("code").map(StarbucksRoute.product)
        case .refreshProduct: parameters.text("code").map(StarbucksRoute.refreshProduct)
        case .retryProduct: parameters.text("code").map(StarbucksRoute.retryProduct)
        case .picture:
            parameters.text("kind").flatMap { kind in
                parameters.text("index").map { StarbucksRoute.picture(kind: kind, index: $0) }
            }
        default: self
        }
    }
}

/// Starbucks' pages, on the kit's bundled fixtures. Every session has its own launch model; the
/// sign-in and the popup's dismissal are kept where the `starbucks` CLI keeps them
/// (`configuration.dataDirectory("starbucks")`), so signing in with the CLI and the gallery agree.
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
        let fixtures = FixtureSet.bundled(today: CalendarDay(date: configuration.now(), calendar: .current))
        self.dependencies =
            dependencies
            ?? (configuration.latency > .zero
                ? .live(
                    transport: DelayedTransport(
                        configuration.latency, FixtureTransport(fixtures: fixtures).send))
                : .fixtures(fixtures))
    }

    /// The session's Starbucks; `launched` loads its launch first, and `following` starts it
    /// again when the stored session is no longer the one its screen shows (signed in or out
    /// elsewhere: the `starbucks` tool, another browser).
    @MainActor private func state(
        _ request: ScreenRequest, launched: Bool = true, following: Bool = false
    ) async -> StarbucksState {
        let state = request.state {
            StarbucksState(directory: directory, now: now, dependencies: dependencies, locale: request.locale)
        }
        if following { await state.followStoredSession() }
        if launched { await state.launch.load() }
        return state
    }

    /// Brings the session's model to the screen `route` names and describes it.
    public func show(_ route: StarbucksRoute, _ request: ScreenRequest) async -> ScreenAnswer {
        let state = await state(request, following: true)
        let redirect = ScreenAnswer.redirect(to: state.route)
        switch route {
        case .signIn:
            // A guest (who looked around without signing in) goes to the form from the home.
            if state.isGuest { state.launch.destination = .signIn }
            return state.launch.destination.isSignIn ? .show(state.signInScreen()) : redirect
        case .home, .popup:
            guard let home = state.launch.destination.home else { return redirect }
            if route == .home {
                home.destination = nil
            } else if home.destination.eventPopup == nil {
                return redirect
            }
            if home.phase == .idle { await request.load { await home.load() } }
            return .show(state.homeScreen(home))
        case .whatsNew:
            guard let home = state.launch.destination.home else { return redirect }
            if home.destination.whatsNew == nil { home.openWhatsNew() }
            guard let whatsNew = home.destination.whatsNew else { return redirect }
            if whatsNew.phase == .idle { await request.load { await whatsNew.load() } }
            return .show(state.whatsNewScreen(whatsNew))
        case .product(let named):
            guard let home = state.launch.destination.home else { return redirect }
            guard let code = ProductCode(rawValue: named) else { return .show(state.notFoundScreen()) }
            if home.destination.product?.code != code { home.open(code) }
            guard let product = home.destination.product else { return redirect }
            // Waited for as long as the gallery's patience; a slower load shows under way.
            if product.phase == .idle { await request.load { await product.load() } }
            if StarbucksState.isMissing(product) {
                // A code of no product answers as a malformed one does; the model goes home.
                home.destination = nil
                return .show(state.notFoundScreen())
            }
            return .show(state.productScreen(product))
        default:
            return state.launch.destination == nil ? .show(state.launchScreen()) : redirect
        }
    }

    /// Runs the intent of `route`; the route of the screen shown then.
    public func perform(_ route: StarbucksRoute, _ request: ScreenRequest) async -> StarbucksRoute {
        let state = await state(request, launched: route != .retry)
        let launch = state.launch
        let home = launch.destination.home
        switch route {
        case .sendSignIn:
            launch.name = request.form["name"] ?? ""
            await launch.signIn()
        case .skip: await launch.skip()
        case .retry: await launch.retry()
        case .dismissPopup:
            // The popup a page showed keeps its answer even when another tab has moved the
            // session's home on since: a person's choice is never dropped.
            if let popup = home?.destination.eventPopup ?? state.shownPopup,
                let dismissal = request.form["action"].flatMap(PopupDismissal.init(rawValue:))
            {
                await popup.dismiss(dismissal)
                state.answered(popup)
            }
        case .retryPopup: await home?.destination.eventPopup?.retry()
        case .retryHome: if let home { await request.load { await home.retry() } }
        case .openWhatsNew: home?.openWhatsNew()
        case .refreshWhatsNew:
            if let whatsNew = home?.destination.whatsNew { await request.load { await whatsNew.refresh() } }
        case .retryWhatsNew:
            if let whatsNew = home?.destination.whatsNew { await request.load { await whatsNew.retry() } }
        case .refreshProduct(let code), .retryProduct(let code):
            if let product = home?.destination.product, product.code.rawValue == code {
                let refresh = route == .refreshProduct(code)
                await request.load { if refresh { await product.refresh() } else { await product.retry() } }
            }
        case .signOut:
            // Only the session the page showed is signed out: when another took its place (or
            // none), the launch starts again and shows it, and nothing is removed.
            if await !state.followStoredSession() { await launch.signOut() }
        default: break
        }
        return state.route
    }

    /// The picture `route` names, when the session's screens or the market have it.
    public func file(_ route: StarbucksRoute, _ request: ScreenRequest) async -> Response? {
        guard case .picture(let kind, let index) = route else { return nil }
        let state = await state(request, launched: false)
        return state.picture(kind: kind, index: index).flatMap {
            PageServer.picture($0, cacheControl: "no-store")
        }
    }
}
