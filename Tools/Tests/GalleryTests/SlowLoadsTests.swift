import Foundation
import Gallery
import HummingbirdTesting
import StarbucksKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A load slower than the gallery's patience: the page shows it under way (placeholders,
/// "Loading more…") with, for a browser without scripting, a link to see it again; the load goes
/// on, and the page shows its end once it came.
@Suite("Gallery: loads slower than a page waits")
struct SlowLoadsTests {
    @Test func starbucksHomeShowsItsPlaceholdersThenItsSections() async throws {
        let gate = Gate()
        var configuration = StarbucksPagesTests.configuration(try temporaryDirectory())
        configuration.patience = .milliseconds(100)
        let fixtures = FixtureTransport(
            fixtures: .bundled(today: CalendarDay(date: StarbucksPagesTests.noon, calendar: .current)))
        let held = StarbucksDependencies.live(
            transport: GatedTransport(gate: gate, answer: fixtures.send))
        let pages = StarbucksPages(configuration: configuration, dependencies: held)
        try await withGallery(configuration, apps: [pages]) { client in
            var browser = Browser(client)
            try await browser.get("/starbucks/sign-in")
            let home = try await browser.click("/starbucks/skip")
            #expect(home.location == "/starbucks/home")
            #expect(home.body.contains(#"aria-busy="true""#))
            #expect(home.body.contains(#"<p class="placeholder" role="status">Loading…</p>"#))
            #expect(!home.body.contains(#"<p class="greeting">"#))
            #expect(
                home.body.contains(
                    #"<noscript><p class="pending"><a href="/starbucks/home">Still loading: show this page again</a></p></noscript>"#
                ))

            await gate.open()
            let loaded = try await browser.getUntil("/starbucks/home") {
                !$0.contains(#"aria-busy="true""#) && !$0.contains("Still loading")
            }
            #expect(loaded.contains(#"<p class="greeting">"#))
            #expect(!loaded.contains(#"<p class="placeholder""#))
        }
    }

    @Test func aStarbucksProductShowsItsPlaceholderThenItself() async throws {
        let gate = Gate()
        var configuration = StarbucksPagesTests.configuration(try temporaryDirectory())
        configuration.patience = .milliseconds(100)
        let fixtures = FixtureTransport(
            fixtures: .bundled(today: CalendarDay(date: StarbucksPagesTests.noon, calendar: .current)))
        // Only the product's own answers are held: the launch and the home come at once.
        let held = StarbucksDependencies.live(
            transport: GatedTransport(gate: gate, holding: { $0.contains("106509") }, answer: fixtures.send))
        let pages = StarbucksPages(configuration: configuration, dependencies: held)
        try await withGallery(configuration, apps: [pages]) { client in
            var browser = Browser(client)
            try await browser.get("/starbucks/sign-in")
            _ = try await browser.click("/starbucks/skip")
            _ = try await browser.getUntil("/starbucks/home") { !$0.contains(#"aria-busy="true""#) }
            // The page answers after the patience (its text came with the home), its picture a
            // placeholder, with the way to see it again.
            let waiting = try await browser.get("/starbucks/products/106509")
            #expect(waiting.status == .ok)
            #expect(waiting.body.contains(#"data-state="pending""#))
            #expect(waiting.body.contains("Still loading: show this page again"))
            await gate.open()
            let loaded = try await browser.getUntil("/starbucks/products/106509") {
                !$0.contains(#"data-state="pending""#) && !$0.contains("Still loading")
            }
            #expect(loaded.contains("아이스 커피"))
            #expect(loaded.contains(#"<img"#))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func anotherAppsPagesNeverWaitForALoadUnderWay() async throws {
        let gate = Gate()
        var configuration = StarbucksPagesTests.configuration(try temporaryDirectory())
        configuration.patience = .seconds(600)
        let fixtures = FixtureTransport(
            fixtures: .bundled(today: CalendarDay(date: StarbucksPagesTests.noon, calendar: .current)))
        let held = StarbucksDependencies.live(transport: GatedTransport(gate: gate, answer: fixtures.send))
        let apps: [any GalleryApp] = [
            StarbucksPages(configuration: configuration, dependencies: held),
            JuiceMakerPages(configuration: configuration),
        ]
        try await withGallery(configuration, apps: apps) { client in
            var browser = Browser(client)
            try await browser.get("/starbucks/sign-in")
            let skipped = try await browser.post("/starbucks/skip")
            #expect(skipped.location == "/starbucks/home")
            // The home waits for its load (the gate is shut, the patience long)…
            let waiting = browser
            let home = Task {
                var tab = waiting
                return try await tab.get("/starbucks/home")
            }
            // …while the same session's juice maker answers at once.
            try await Task.sleep(for: .milliseconds(100))
            let juiceMaker = try await browser.get("/juice-maker")
            #expect(juiceMaker.status == .ok)
            await gate.open()
            let shown = try await home.value
            #expect(shown.body.contains(#"<p class="greeting">"#))
        }
    }

    @Test func openMarketsNextPageShowsLoadingMoreThenItsRows() async throws {
        var configuration = testConfiguration(try temporaryDirectory())
        configuration.patience = .milliseconds(200)
        configuration.latency = .seconds(8)
        try await withMarket(configuration) { client, _ in
            var browser = Browser(client)
            let first = try await browser.get("/open-market")
            #expect(first.body.contains(#"<p class="loading" role="status">Loading products…</p>"#))
            #expect(first.body.contains(#"<a href="/open-market">Still loading: show this page again</a>"#))
            let list = try await browser.getUntil("/open-market") { productIDs(in: $0).count == 5 }
            #expect(!list.contains("Still loading"))

            let more = try await browser.click("/open-market/more")
            #expect(productIDs(in: more.body).count == 5)
            #expect(more.body.contains(#"<p class="loading" role="status">Loading more…</p>"#))
            #expect(!more.body.contains(#"class="om-more""#))
            #expect(more.body.contains(#"<a href="/open-market">Still loading: show this page again</a>"#))
            let next = try await browser.getUntil("/open-market") { productIDs(in: $0).count == 10 }
            #expect(!next.contains("Loading more…"))
        }
    }
}

extension Browser {
    /// The page at `uri` once `done` holds for it, asked again every 50 ms (at most 60 s).
    mutating func getUntil(_ uri: String, _ done: (String) -> Bool) async throws -> String {
        for _ in 0..<1200 {
            let answer = try await get(uri)
            if done(answer.body) { return answer.body }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("GET \(uri) never showed what was waited for")
        return page
    }
}

/// Holds every request until opened.
actor Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once the gate is open.
    func pass() async {
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets every request held, and every later one, through.
    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}

/// A transport whose answers wait for a gate.
struct GatedTransport: StarbucksKit.HTTPTransport {
    let gate: Gate
    /// Which requests wait for the gate, by their URL (every one by default).
    var holding: @Sendable (String) -> Bool = { _ in true }
    let answer: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        if holding(request.url?.absoluteString ?? "") { await gate.pass() }
        return try await answer(request)
    }
}
