// # Gallery: the five apps' screen models as web pages
//
// `app-gallery` (Tools/Sources/app-gallery) is a thin command over this library. The library
// holds the server: the routes (``GalleryRoutes``), the sessions (``GallerySessions``), the
// templates (``PageRenderer``, `Templates/*.mustache`) and the live updates (server-sent events
// driven by `withObservationTracking`, applied by `Assets/gallery.js`).
//
// ## How a page works
//
// Every screen has a URL. A GET of it brings the session's screen model to that screen (its
// `destination`), renders the screen's template on the main actor, and answers the HTML. Every
// intent is an ordinary `<form method=post>` carrying the session's `token`; its handler awaits
// the model's intent and answers 303 to the URL of the screen the model shows now. So the whole
// flow works without JavaScript, and the back button and a reload show the same screen. With
// JavaScript, the page opens `<its URL>/events` and replaces its live regions (the elements whose
// `id` is a partial's name, marked `data-live`) whenever the model changes.
//
// ## How to add an app's pages
//
// 1. Write `<App>Pages.swift` here: a `struct` conforming to ``GalleryApp`` with its ``AppEntry``
//    (the slug is the app's tool name: `diary`, used in URLs and as its data folder's name) and
//    `register(on:)`, which declares its screens and intents on the ``GalleryRoutes`` it is given:
//    - `routes.screen("/diary/entry") { request in ... }`: on the main actor, fetch the session's
//      state with `request.state { DiaryState(...) }` (created lazily, one per session),
//      bring its `destination` to match the URL, and return a ``Screen``: a template name, a
//      title, its live partials and a closure building the template's values (dictionaries,
//      arrays, strings, numbers and booleans only; every string is cleaned of control
//      characters when rendered). Return ``ScreenAnswer/redirect(_:)`` when the URL names a
//      screen the model cannot show (an alert that was closed).
//    - `routes.intent("/diary/save") { request in ... }`: call the model's intent (await it) and
//      return the URL of the screen the model shows now. The token was checked before.
//      A form that sends files (`enctype="multipart/form-data"`) is declared with
//      `routes.upload(path, limits:)` instead: its body is read as it arrives, within the limits;
//      its fields are `request.form`, its files `request.files`, and what passed the limits (a
//      file too large, counted but never kept; the body cut at its limit) `request.refusals`,
//      for the page to say.
//    - The session's state is a `@MainActor final class` conforming to ``SessionState`` (its
//      `close()` stops the models when the session is forgotten; its `follow(_:)` sets the
//      models' `locale` when the page's language changes, so the screen and what was typed stay). What every session shares (a
//      store over the app's data directory, `configuration.dataDirectory("diary")`) lives in
//      the app's struct, opened once, like `SharedFruitStore` in `JuiceMakerPages.swift`. An app
//      that starts something of its own (Open Market's local server) stops it in its `stop()`,
//      which runs when the gallery stops.
//    - A screen's handler also runs for its event stream (`<path>/events`), so it must be safe
//      to call again: bring the model to the screen, never repeat an intent.
// 2. Write its templates under `Templates/` (`<app>.mustache` and `<app>-<part>.mustache`
//    partials): start with `{{<layout}}`, fill `{{$content}}`, put every form's
//    `{{>token}}`, and wrap each live part as `<div id="<partial>" data-live>{{><partial>}}</div>`.
//    Alerts and sheets go in `{{$modal}}` (with `tabindex="-1" autofocus`), and the screen is
//    built with `modal: true` while one shows: what is behind it is then inert. A form that is a
//    step inside one screen (a stepper, a toggle, "More", an alert's answer) carries `data-step`.
//    Never use `{{{ }}}` for text from outside.
// 3. Add the app to ``GalleryApps/all`` (its row on the start page).
// 4. Test its flow in `Tests/GalleryTests/<App>PagesTests.swift` with the `Browser` of
//    `GalleryTestSupport.swift` (see `JuiceMakerPagesTests.swift`): GET a page, `click` a form
//    (POST with the page's token, then GET the 303's location), assert what the page shows.
// 5. List its screens in `Tools/Sources/gallery-screenshots/ScreenPlan.swift` (the steps a person
//    clicks to reach each) and run `make screenshots`: the pictures and the READMEs' tables follow.
//
// ## Benchmarks
//
// `bench gallery` (Tools/Sources/bench/GalleryBenchmarks.swift) times each app's first page
// through ``GalleryPageProbe`` (a screen's handler run once, then its page rendered as a GET
// renders it) against the same page written by hand (`GalleryHandPages.swift`, which must give
// the same bytes: a change to a first screen's template or values needs the same change there),
// and the served gallery over 127.0.0.1. An app whose pages are added gets its first page's
// figure there too.

import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// What the gallery serves and where the apps keep their state.
public struct GalleryConfiguration: Sendable {
    /// The port on 127.0.0.1; 0 picks a free one.
    public var port: Int
    /// The language every page speaks; `nil` lets the page's switch, then `Accept-Language`, decide.
    public var language: PageLanguage?
    /// Where the app called by its tool name (`juice-maker`) keeps its state.
    public var dataDirectory: @Sendable (String) -> URL
    /// How many sessions are kept at most; the least recently used goes first.
    public var sessionLimit: Int
    /// How long a session may stay idle before it is forgotten.
    public var sessionIdleTimeout: TimeInterval
    /// The time now, for the sessions' expiry (a test's clock).
    public var now: @Sendable () -> Date
    /// How often a shared store looks for changes another process made to its file.
    public var storePolling: Duration
    /// How many events an event stream sends before it ends (`nil`: until the page goes away);
    /// tests read a stream to its end.
    public var eventLimit: Int?
    /// How long an event stream stays open; the browser's `EventSource` then opens a new one.
    public var eventStreamLifetime: Duration
    /// The folder of the Expo's pictures (`poster.png`, `flag.png`, `jikji.png`…; the kit ships
    /// none); `nil` shows a placeholder naming each picture instead.
    public var expoImages: URL?
    /// How long a connection may take to send a request's head (from when it opens, or from the
    /// end of the answer before); then it is closed.
    public var requestHeadTimeout: Duration
    /// How long a connection may stay idle (no request under way) before it is closed.
    public var idleTimeout: Duration
    /// The environment the apps read (Open Market's `OPEN_MARKET_SERVER`, `OPEN_MARKET_VENDOR`,
    /// `OPEN_MARKET_PASSWORD`, `OPEN_MARKET_GENERATION`); tests give their own.
    public var environment: [String: String]

    /// A configuration; `dataDirectory` is usually `DIR/<tool>` or where each CLI keeps its state.
    public init(
        port: Int = 8080, language: PageLanguage? = nil, dataDirectory: @escaping @Sendable (String) -> URL,
        sessionLimit: Int = 256, sessionIdleTimeout: TimeInterval = 30 * 60,
        now: @escaping @Sendable () -> Date = { Date() }, storePolling: Duration = .milliseconds(250),
        eventLimit: Int? = nil, eventStreamLifetime: Duration = .seconds(600), expoImages: URL? = nil,
        requestHeadTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(75),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.port = port
        self.language = language
        self.dataDirectory = dataDirectory
        self.sessionLimit = sessionLimit
        self.sessionIdleTimeout = sessionIdleTimeout
        self.now = now
        self.storePolling = storePolling
        self.eventLimit = eventLimit
        self.eventStreamLifetime = eventStreamLifetime
        self.expoImages = expoImages
        self.requestHeadTimeout = requestHeadTimeout
        self.idleTimeout = idleTimeout
        self.environment = environment
    }
}

/// Builds the gallery's router and application.
public enum Gallery {
    /// The router serving the start page, the assets, the language switch and every app's pages,
    /// answering only requests whose `Host` is `address` (by default the configuration's port:
    /// an in-process test's client names `localhost`, which is port 80).
    ///
    /// - Throws: ``GalleryError`` when the bundled templates or assets cannot be read.
    public static func router(
        _ configuration: GalleryConfiguration, apps: [any GalleryApp]? = nil, address: GalleryAddress? = nil
    ) async throws -> Router<BasicRequestContext> {
        let renderer = try await PageRenderer.bundled()
        let assets = try Assets.bundled()
        let sessions = GallerySessions(
            limit: configuration.sessionLimit, idleTimeout: configuration.sessionIdleTimeout,
            now: configuration.now)
        let address = address ?? GalleryAddress(port: configuration.port)
        let server = PageServer(
            renderer: renderer, sessions: sessions, configuration: configuration, address: address)
        // HEAD is answered for every GET; the middlewares run before every route and for an
        // address with none.
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: HostCheck(address: address))
        router.add(middleware: NotFoundPage(server: server))
        let routes = GalleryRoutes(router: router, server: server)
        let apps = apps ?? GalleryApps.all(configuration)
        routes.registerCommon(apps: apps, assets: assets)
        for app in apps { app.register(on: routes) }
        routes.answerOtherMethods()
        return router
    }

    /// The application listening on 127.0.0.1 at the configuration's port; `onRunning` gets the
    /// port it listens on (the one picked when the configuration's is 0), which is then the only
    /// one its requests' `Host` may name. Then the gallery's own Open Market server starts, and
    /// `onOpenMarket` gets its address (`nil` when the gallery sells on `OPEN_MARKET_SERVER`, or
    /// its server could not start: the pages say why), for the lines after the first. When it
    /// stops, every app's ``GalleryApp/stop()`` runs (Open Market's local server stops).
    public static func application(
        _ configuration: GalleryConfiguration, logger: Logger,
        onRunning: @escaping @Sendable (Int) async -> Void,
        onOpenMarket: @escaping @Sendable (URL?) async -> Void = { _ in }
    ) async throws -> some ApplicationProtocol {
        let apps = GalleryApps.all(configuration)
        let address = GalleryAddress(port: configuration.port)
        let router = try await router(configuration, apps: apps, address: address)
        let headLimit = TimeAmount.nanoseconds(Int64(configuration.requestHeadTimeout / .nanoseconds(1)))
        let idleLimit = TimeAmount.nanoseconds(Int64(configuration.idleTimeout / .nanoseconds(1)))
        let market = apps.lazy.compactMap { $0 as? OpenMarketPages }.first
        return Application(
            router: router,
            server: .http1(
                configuration: HTTP1Channel.Configuration(
                    additionalChannelHandlers: [RequestHeadDeadline(limit: headLimit)], idleTimeout: idleLimit
                )),
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: configuration.port)),
            services: [AppsStopping(apps: apps)],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                address.port = port
                await onRunning(port)
                if let market { await onOpenMarket(await market.localServerAddress()) }
            },
            logger: logger)
    }
}

/// Stops every app once the gallery shuts down gracefully (SIGINT, SIGTERM).
struct AppsStopping: Service {
    /// The gallery's apps.
    let apps: [any GalleryApp]

    func run() async throws {
        // Waits for the shutdown (or the group's cancellation), then stops each app.
        try? await gracefulShutdown()
        for app in apps { await app.stop() }
    }
}

/// Why the gallery cannot start.
public struct GalleryError: Error, Sendable, CustomStringConvertible {
    /// What went wrong and what to do.
    public let description: String
}
