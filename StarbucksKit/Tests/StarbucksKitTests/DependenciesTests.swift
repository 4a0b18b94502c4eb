import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records the addresses it is asked for and answers from the fixtures.
actor RecordingTransport: HTTPTransport {
    private(set) var urls: [String] = []
    private let fixtures = FixtureTransport()

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        urls.append(request.url?.absoluteString ?? "")
        return try await fixtures.send(request)
    }
}

@Suite("The dependency container")
struct DependenciesTests {
    @Test func liveDependenciesTalkToTheServersGiven() async throws {
        // Given live dependencies pointed at local bases
        let transport = RecordingTransport()
        let servers = try StarbucksServers(
            eventPopupBase: "http://127.0.0.1:9001", homeBase: "http://127.0.0.1:9002/api",
            starbucksBase: "http://127.0.0.1:9003")
        let dependencies = StarbucksDependencies.live(transport: transport, servers: servers)

        // When each repository is used once
        _ = try await dependencies.eventPopups.eventPopup()
        _ = try await dependencies.home.home()
        _ = try await dependencies.products.details(of: try Sample.code("106509"))
        _ = try await dependencies.products.imageURL(of: try Sample.code("106509"))
        _ = try await dependencies.whatsNew.events()

        // Then every request went to its own base
        #expect(
            await transport.urls == [
                "http://127.0.0.1:9001/jk/boostcamp/starbuckst-loading.json",
                "http://127.0.0.1:9002/api/starbuckst",
                "http://127.0.0.1:9003/menu/productViewAjax.do",
                "http://127.0.0.1:9003/menu/productFileAjax.do",
                "http://127.0.0.1:9003/whats_new/getIngList.do",
            ])
    }

    /// The shape the benchmarks measure: with latency L on every request, both loads take two
    /// round trips (here in virtual time, so the figure is exact).
    @Test func withLatencyLBothLoadsTakeTwoL() async throws {
        let latency = Duration.milliseconds(25)
        let clock = ManualClock()
        let dependencies = StarbucksDependencies.fixtures(latency: latency, sleep: clock.sleep)

        let home = Task { try await dependencies.homeLoader().load() }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: latency)
        #expect(await clock.waitForSleepers(18))
        clock.advance(by: latency)
        _ = try await home.value
        let homeTime = clock.now.offset

        let news = Task { try await dependencies.whatsNewLoader().load() }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: latency)
        #expect(await clock.waitForSleepers(10))
        clock.advance(by: latency)
        let items = try await news.value
        let totalTime = clock.now.offset

        #expect(homeTime == latency * 2)
        #expect(totalTime - homeTime == latency * 2)
        #expect(items.count == 10)
    }

    @Test func valuesCrossTasks() async throws {
        let dependencies = StarbucksDependencies.fixtures()
        let text = StarbucksText(locale: Locale(identifier: "ko"))

        let screen = try await Task.detached { try await dependencies.homeLoader().load() }.value
        let items = try await Task.detached { try await dependencies.whatsNewLoader().load() }.value
        let page = await Task.detached { text.home(screen) }.value

        #expect(items.count == 10)
        #expect(page.greeting == "초록별님, 반가워요! 잠깐 쉬어 가세요.")
    }
}
