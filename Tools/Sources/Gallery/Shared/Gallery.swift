// # Gallery: the five apps' screen models as web pages
//
// `app-gallery` is a thin command over this library: the router (``Gallery/router(_:apps:address:)``),
// each app's routes and pages (``GalleryApp``, in `<App>/`), the sessions, the templates
// (swift-mustache) and the live updates. ARCHITECTURE.md ("The gallery") says how a page works,
// how it renders, how its paths are made and how to add an app.

import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import LoopbackHost
import NIOCore
import ServiceLifecycle
import ToolSupport

/// What the gallery serves and where the apps keep their state.
public struct GalleryConfiguration: Sendable {
    /// The port on 127.0.0.1; 0 picks a free one.
    public var port: Int
    /// The language every page speaks; `nil` lets the page's switch, then `Accept-Language`, decide.
    public var language: Language?
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
    /// How long a page waits for a load it starts (a list, a home, a next page): a load that
    /// takes longer goes on, and the page shows it under way (placeholders, "Loading more…"),
    /// its live parts following it to the end.
    public var patience: Duration = .seconds(2)
    /// How long every answer of Starbucks' bundled fixtures and of the Open Market server the
    /// gallery starts (but for its pictures) is held back (`app-gallery --latency`): the screens
    /// while they load, as on a slow network. None by default.
    public var latency: Duration = .zero
    /// How many products a page of Open Market's list holds.
    public var marketItemsPerPage = 20

    /// A configuration; `dataDirectory` is usually `DIR/<tool>` or where each CLI keeps its state.
    public init(
        port: Int = 8080, language: Language? = nil, dataDirectory: @escaping @Sendable (String) -> URL,
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

extension GalleryConfiguration {
    /// A clock that reads `start` at the moment it is made and runs on from there at the pace of
    /// the real one (`elapsed` says how much real time has passed since; by default the system's
    /// monotonic clock): what reads ``now`` sees a fixed day (Starbucks' event popup period, its
    /// sign-in and "not today") while sessions still age. `app-gallery --now` runs the gallery on
    /// one, and `make screenshots` sets it so that no picture shows the day it was taken.
    public static func clock(
        startingAt start: Date,
        elapsed: @escaping @Sendable () -> TimeInterval = GalleryConfiguration.monotonicElapsed()
    ) -> @Sendable () -> Date {
        { start.addingTimeInterval(elapsed()) }
    }

    /// The seconds since this call, by the system's monotonic clock (never set back or forward).
    public static func monotonicElapsed() -> @Sendable () -> TimeInterval {
        let origin = ContinuousClock.now
        return {
            let passed = origin.duration(to: .now)
            return Double(passed.components.seconds) + Double(passed.components.attoseconds) / 1e18
        }
    }

    /// The moment `text` names in ISO 8601 with its zone (`2022-05-20T09:00:00Z`,
    /// `2022-05-20T18:00:00+09:00`); `nil` for anything else.
    public static func moment(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
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
        _ configuration: GalleryConfiguration, apps: [any GalleryApp]? = nil, address: LoopbackAddress? = nil
    ) async throws -> Router<BasicRequestContext> {
        let renderer = try PageRenderer.bundled()
        if let problem = GalleryWord.problems.first {
            throw GalleryError(
                description: "The gallery's string tables are wrong (\(problem)); build app-gallery again.")
        }
        let assets = try Assets.bundled()
        let sessions = GallerySessions(
            limit: configuration.sessionLimit, idleTimeout: configuration.sessionIdleTimeout,
            now: configuration.now)
        let address = address ?? LoopbackAddress(port: configuration.port)
        let server = PageServer(
            renderer: renderer, sessions: sessions, configuration: configuration, address: address)
        // HEAD is answered for every GET; the middlewares run before every route and for an
        // address with none.
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: HostCheck(address: address, refusal: misdirected))
        router.add(middleware: NotFoundPage(server: server))
        let routes = GalleryRoutes(router: router, server: server)
        let apps = apps ?? GalleryApps.all(configuration)
        routes.registerCommon(apps: apps.map(\.entry), assets: assets)
        for app in apps { routes.register(app) }
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
        let address = LoopbackAddress(port: configuration.port)
        let router = try await router(configuration, apps: apps, address: address)
        let headLimit = TimeAmount.nanoseconds(Int64(configuration.requestHeadTimeout / .nanoseconds(1)))
        let idleLimit = TimeAmount.nanoseconds(Int64(configuration.idleTimeout / .nanoseconds(1)))
        let market = apps.lazy.compactMap { $0 as? OpenMarketPages }.first
        return Application(
            router: router,
            server: .http1(
                configuration: HTTP1Channel.Configuration(
                    additionalChannelHandlers: [RequestHeadDeadline(limit: headLimit), ClosingRefusal()],
                    idleTimeout: idleLimit
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

/// The answer to a request addressed to another host than the gallery's (421), in both its
/// languages.
@Sendable private func misdirected(_ address: LoopbackAddress) -> Response {
    let text = """
        This is the app gallery at \(address.origin)/ and it answers only at that address \
        (or localhost and [::1] at port \(address.port)). Open it there.
        이 앱 갤러리는 \(address.origin)/ 주소(또는 같은 포트 \(address.port)의 localhost, [::1])로만 \
        응답해요. 그 주소로 열어 주세요.

        """
    return Response(
        status: .misdirectedRequest,
        headers: [
            .contentType: "text/plain; charset=utf-8", .cacheControl: "no-store", .connection: "close",
        ],
        body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
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
