import Foundation

/// Everything the use cases need, built once and handed to each of them: the seed's
/// dependency injector, as a value and without a global.
///
/// ```swift
/// let dependencies = StarbucksDependencies.fixtures()                // offline, from the bundled fixtures
/// let screen = try await dependencies.homeLoader().load()
/// let news = try await dependencies.whatsNewLoader().load()
///
/// let live = StarbucksDependencies.live(transport: URLSessionTransport())
/// ```
public struct StarbucksDependencies: Sendable {
    /// Where the launch event popup comes from.
    public var eventPopups: any EventPopupRepository
    /// Where the home document comes from.
    public var home: any HomeRepository
    /// Where products come from.
    public var products: any ProductRepository
    /// Where the What's New events come from.
    public var whatsNew: any WhatsNewRepository
    /// Where pictures come from.
    public var images: any ImageRepository

    /// Dependencies made of the given repositories (your own, or test doubles).
    public init(
        eventPopups: any EventPopupRepository, home: any HomeRepository, products: any ProductRepository,
        whatsNew: any WhatsNewRepository, images: any ImageRepository
    ) {
        self.eventPopups = eventPopups
        self.home = home
        self.products = products
        self.whatsNew = whatsNew
        self.images = images
    }

    /// How long the live repositories wait for an answer to each request, in seconds (15).
    public static let timeout: TimeInterval = APIClient.timeout

    /// The live repositories over `transport`, reading from `servers`.
    ///
    /// The default transport gives up on a request after ``timeout`` seconds without an answer:
    /// a ``StarbucksAPIError`` of kind ``StarbucksAPIError/Kind-swift.struct/timedOut``. A
    /// transport of your own keeps its own limit: on Linux a `URLSessionTransport(session:)` waits
    /// for its session's `timeoutIntervalForRequest` (60 seconds unless configured), whatever the
    /// request says.
    public static func live(
        transport: any HTTPTransport = URLSessionTransport(timeout: StarbucksDependencies.timeout),
        servers: StarbucksServers = .production
    ) -> StarbucksDependencies {
        StarbucksDependencies(
            eventPopups: LiveEventPopupRepository(transport: transport, servers: servers),
            home: LiveHomeRepository(transport: transport, servers: servers),
            products: LiveProductRepository(transport: transport, servers: servers),
            whatsNew: LiveWhatsNewRepository(transport: transport, servers: servers),
            images: LiveImageRepository(transport: transport))
    }

    /// The live repositories over a ``FixtureTransport`` serving `fixtures`: the whole kit, wire
    /// layer included, without a network (`StarbucksKitTesting` adds latency, faults and a count
    /// of requests).
    public static func fixtures(_ fixtures: FixtureSet = .bundled) -> StarbucksDependencies {
        live(transport: FixtureTransport(fixtures: fixtures))
    }

    /// A loader for the home screen.
    public func homeLoader() -> HomeLoader {
        HomeLoader(home: home, products: products)
    }

    /// A loader for single products.
    public func productLoader() -> ProductLoader {
        ProductLoader(products: products)
    }

    /// A loader for the What's New list, downloading at most `maximumConcurrentDownloads`
    /// thumbnails at a time (values below 1 count as 1).
    public func whatsNewLoader(maximumConcurrentDownloads: Int = 10) -> WhatsNewLoader {
        WhatsNewLoader(
            events: whatsNew, images: images, maximumConcurrentDownloads: maximumConcurrentDownloads)
    }

    /// The launch flow over `signIn` and `popupPolicy`.
    public func launchFlow(signIn: any SignIn, popupPolicy: EventPopupPolicy) -> LaunchFlow {
        LaunchFlow(signIn: signIn, popupPolicy: popupPolicy, popups: eventPopups)
    }

    /// The launch flow with its state in `directory` (``defaultDirectory()`` by default):
    /// ``LocalSignIn`` and `event-popup.json`, counting days in `calendar`.
    public func launchFlow(
        directory: URL = Self.defaultDirectory(), calendar: Calendar = .current,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> LaunchFlow {
        launchFlow(
            signIn: LocalSignIn(directory: directory, now: now),
            popupPolicy: .stored(in: directory, calendar: calendar, now: now))
    }
}
