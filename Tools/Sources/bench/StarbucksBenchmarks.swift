import Foundation
import StarbucksKit
import StarbucksKitTesting

/// StarbucksKit's figures: how long the home screen and the What's New list take to load when
/// every request waits a real latency L, against their critical path of two round trips (2L),
/// with the same work done one request after another for comparison.
enum StarbucksBenchmarks {
    /// The latencies every request waits (really sleeping, through the fixture transport).
    static let latencies: [Duration] = [.milliseconds(20), .milliseconds(50)]
    /// How many loads each figure is the best of.
    static let samples = 5
    /// The bar: a load may take at most this multiple of its critical path.
    static let bar = 1.2

    /// Runs every StarbucksKit benchmark and prints its ratio.
    static func run() async throws {
        Harness.section("StarbucksKit")
        print("  (ratio = load time ÷ critical path 2L; the fixture transport sleeps L on every request)")
        for latency in latencies {
            try await home(latency: latency)
            try await whatsNew(latency: latency)
        }
        print("  (home model: when its sections show, as a multiple of the latency L of one request)")
        for latency in modelLatencies { await homeModel(latency: latency) }
    }

    // MARK: - Home screen model

    /// The latencies of the home model's figures.
    static let modelLatencies: [Duration] = [.milliseconds(50), .milliseconds(100)]

    /// The home screen model, driven as a screen is: from `load()` to the first section shown
    /// (the home document and the What's New list are asked for at once, so a section shows
    /// after one round trip, bar 1.1 L) and to every section filled (the products need the home
    /// document first: two round trips, bar 2.1 L). Pictures come after and are not waited for.
    @MainActor private static func homeModel(latency: Duration) async {
        let unit = nanoseconds(latency)
        var first = Harness.Best(minimum: samples)
        var every = Harness.Best(minimum: samples)
        var complete = true
        while !(first.settled && every.settled) {
            let model = HomeScreenModel(
                dependencies: .fixtures(latency: latency), greetingName: "Minji",
                locale: Locale(identifier: "en"))
            let updates = model.updates()
            let start = ContinuousClock.now
            let loading = Task { await model.load() }
            var filled = 0
            var shown: Double?
            reading: for await update in updates {
                switch update {
                case .filled:
                    filled += 1
                    let elapsed = Harness.nanoseconds(since: start)
                    if shown == nil { shown = elapsed }
                    if filled == HomeScreenModel.Section.allCases.count { every.add(elapsed) }
                case .failed: complete = false
                case .finished: break reading
                case .pictureLoaded, .pictureFailed: continue
                }
            }
            await loading.value
            first.add(shown ?? .infinity)
            if filled != HomeScreenModel.Section.allCases.count {
                complete = false
                break
            }
        }
        let label = "L = \(milliseconds(latency)) ms"
        Harness.report(
            "home model, first section shown, \(label)", kit: first.value, baseline: unit, bar: 1.1,
            samples: "best of \(first.count)")
        Harness.report(
            "home model, every section filled, \(label)", kit: every.value, baseline: unit, bar: 2.1,
            samples: "best of \(every.count)")
        if !complete { Harness.fact("  home model filled every section", "no", ok: false) }
    }

    // MARK: - Home

    /// The home screen: the home document, then every product's details and picture at once.
    private static func home(latency: Duration) async throws {
        let monitor = RequestMonitor()
        let dependencies = StarbucksDependencies.fixtures(latency: latency, monitor: monitor)
        let loader = dependencies.homeLoader()
        let label = "L = \(milliseconds(latency)) ms"

        var screen: HomeScreen?
        let concurrent = try await best { screen = try await loader.load() }
        let products = (screen?.yourRecommendations.count ?? 0) + (screen?.nowRecommendations.count ?? 0)
        let requests = await monitor.started / concurrent.count
        let widest = await monitor.maximumInFlight
        let sequential = try await best {
            let document = try await dependencies.home.home()
            for code in document.allProductCodes {
                _ = try await dependencies.products.details(of: code)
                _ = try await dependencies.products.imageURL(of: code)
            }
        }
        report(
            "home, \(products) products, \(label)", concurrent: concurrent, sequential: sequential,
            latency: latency, requests: requests, widest: widest)
        if screen?.failures.isEmpty != true { Harness.fact("home loaded every product", "no", ok: false) }
    }

    // MARK: - What's New

    /// The What's New list: the events, then every thumbnail at once (ten at a time).
    private static func whatsNew(latency: Duration) async throws {
        let monitor = RequestMonitor()
        let dependencies = StarbucksDependencies.fixtures(latency: latency, monitor: monitor)
        let loader = dependencies.whatsNewLoader(maximumConcurrentDownloads: 10)
        let label = "L = \(milliseconds(latency)) ms"

        var items: [WhatsNewItem] = []
        let concurrent = try await best { items = try await loader.load() }
        let requests = await monitor.started / concurrent.count
        let widest = await monitor.maximumInFlight
        let sequential = try await best {
            for event in WhatsNewLoader.newestFirst(try await dependencies.whatsNew.events()) {
                if let url = event.thumbnailURL { _ = try await dependencies.images.image(at: url) }
            }
        }
        report(
            "What's New, \(items.count) events, \(label)", concurrent: concurrent, sequential: sequential,
            latency: latency, requests: requests, widest: widest)
        let loaded = items.filter { if case .loaded = $0.image { true } else { false } }.count
        if loaded != items.count || items.count != 10 {
            Harness.fact("What's New loaded 10 pictures", "\(loaded) of \(items.count)", ok: false)
        }
    }

    // MARK: - Helpers

    /// Prints the concurrent load against 2L with its bar, the same load as a multiple of L, and
    /// the one-after-another figure for comparison.
    private static func report(
        _ title: String, concurrent: Harness.Best, sequential: Harness.Best, latency: Duration, requests: Int,
        widest: Int
    ) {
        let unit = nanoseconds(latency)
        Harness.report(
            title, kit: concurrent.value, baseline: 2 * unit, bar: bar, samples: "best of \(concurrent.count)"
        )
        Harness.fact(
            "  as a multiple of L",
            String(
                format: "%.2f L (critical path 2 L; one after another %.2f L)", concurrent.value / unit,
                sequential.value / unit))
        Harness.fact("  requests", "\(requests) in all, at most \(widest) at once")
    }

    /// The settled best time of at least `samples` runs of `body`, in nanoseconds.
    private static func best(_ body: () async throws -> Void) async throws -> Harness.Best {
        try await Harness.sampled(iterations: 1, samples: samples, body)
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int(nanoseconds(duration) / 1e6)
    }
}
