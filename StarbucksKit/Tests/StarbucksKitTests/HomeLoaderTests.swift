import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

@Suite("Home loader: order, concurrency, partial failure, cancellation")
struct HomeLoaderTests {
    private static let latency = Duration.milliseconds(10)

    /// A loader over the fixtures whose every request waits `latency` on `clock`.
    private func loader(
        _ clock: ManualClock, monitor: RequestMonitor, fixtures: FixtureSet = .bundled,
        faults: [FixtureKey: FixtureFault] = [:]
    ) -> HomeLoader {
        StarbucksDependencies.fixtures(
            fixtures, latency: Self.latency, faults: faults, monitor: monitor, sleep: clock.sleep
        )
        .homeLoader()
    }

    @Test func everyProductCallRunsAtOnceAfterTheHome() async throws {
        // Given fixtures where every request takes 10 ms of virtual time
        let clock = ManualClock()
        let monitor = RequestMonitor()
        let loader = loader(clock, monitor: monitor)

        // When the home screen loads
        let load = Task { try await loader.load() }

        // Then the home comes alone, then all 18 product calls (9 products × details and picture)
        // are in flight together, and the whole load takes two round trips, not nineteen
        #expect(await clock.waitForSleepers(1))
        #expect(await monitor.inFlight == 1)
        clock.advance(by: Self.latency)
        #expect(await clock.waitForSleepers(18))
        #expect(await monitor.inFlight == 18)
        clock.advance(by: Self.latency)
        let screen = try await load.value
        #expect(await monitor.maximumInFlight == 18)
        #expect(await monitor.started == 19)
        #expect(clock.now.offset == Self.latency * 2)
        #expect(screen.yourRecommendations.count == 4)
        #expect(screen.nowRecommendations.count == 5)
    }

    @Test(arguments: [1, 7, 42, 2_022, 90_210] as [UInt64])
    func productsKeepTheOrderOfTheirCodesWhateverOrderTheCallsFinish(seed: UInt64) async throws {
        // Given the 18 product calls in flight
        let clock = ManualClock()
        let loader = loader(clock, monitor: RequestMonitor())
        let load = Task { try await loader.load(greetingName: "Minji") }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: Self.latency)
        #expect(await clock.waitForSleepers(18))

        // When they finish in a random order
        var generator = SeededGenerator(seed: seed)
        let order = Array(0..<18).shuffled(using: &generator)
        clock.releaseAll { _ in order }
        let screen = try await load.value

        // Then each row is in the order of the home document, and each product has its picture
        #expect(screen.greetingName == "Minji")
        #expect(screen.yourRecommendations.map(\.code.rawValue) == Sample.yourCodes)
        #expect(screen.nowRecommendations.map(\.code.rawValue) == Sample.nowCodes)
        #expect(screen.failures.isEmpty)
        for product in screen.yourRecommendations + screen.nowRecommendations {
            #expect(product.imageURL?.lastPathComponent.hasPrefix("[\(product.code.rawValue)]") == true)
        }
        #expect(
            screen.mainEventBannerURL?.absoluteString
                == "https://image.istarbucks.co.kr/upload/promotion/APP_THUM_20220509101500123.png")
    }

    @Test func aProductThatFailsIsLeftOutAndReported() async throws {
        // Given one product whose details fail and another whose picture fails
        let faults: [FixtureKey: FixtureFault] = [
            .productInfo(try Sample.code("9200000002487")): .status(500),
            .productImage(try Sample.code("128695")): .transportFailure,
        ]

        // When the home loads
        let screen = try await StarbucksDependencies.fixtures(faults: faults).homeLoader().load()

        // Then both are left out, listed in the order of their codes, and the rest is there in order
        #expect(
            screen.yourRecommendations.map(\.code.rawValue) == ["106509", "9200000000479", "9300000001376"])
        #expect(
            screen.nowRecommendations.map(\.code.rawValue) == [
                "110569", "9200000002403", "110563", "9200000003505",
            ])
        #expect(screen.failures.map(\.code.rawValue) == ["128695", "9200000002487"])
        #expect(screen.failures.map(\.error.kind) == [.transportFailed, .httpStatus])
    }

    @Test func anUnknownProductIsLeftOutAsNotFound() async throws {
        let fixtures = FixtureSet.bundled.replacing(
            .home,
            with: Data(#"{"display-name": "x", "your-recommand": {"products": ["106509", "404404"]}}"#.utf8))

        let screen = try await StarbucksDependencies.fixtures(fixtures).homeLoader().load()

        #expect(screen.yourRecommendations.map(\.code.rawValue) == ["106509"])
        #expect(screen.failures.map(\.error.kind) == [.productNotFound])
    }

    @Test(arguments: [FixtureFault.status(500), .malformedBody, .transportFailure, .timeout])
    func theHomeFailingFailsTheLoadWithoutAnyProductCall(fault: FixtureFault) async throws {
        let monitor = RequestMonitor()
        let loader = StarbucksDependencies.fixtures(faults: [.home: fault], monitor: monitor).homeLoader()

        let error = await #expect(throws: StarbucksAPIError.self) { try await loader.load() }

        #expect(error?.endpoint == .home)
        #expect(await monitor.started == 1)
    }

    @Test func cancellingTheLoadCancelsEveryProductCall() async throws {
        // Given the 18 product calls in flight
        let clock = ManualClock()
        let monitor = RequestMonitor()
        let loader = loader(clock, monitor: monitor)
        let load = Task { try await loader.load() }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: Self.latency)
        #expect(await clock.waitForSleepers(18))

        // When the caller cancels
        load.cancel()

        // Then the load throws CancellationError and every call ended cancelled, none answered
        await #expect(throws: CancellationError.self) { try await load.value }
        #expect(await monitor.inFlight == 0)
        #expect(await monitor.cancelled == 18)
        #expect(await monitor.finished == 1)
        #expect(await monitor.started == 19)
    }

    @Test func aProductInBothRowsIsFetchedOnce() async throws {
        let fixtures = FixtureSet.bundled.replacing(
            .home,
            with: Data(
                #"{"your-recommand": {"products": ["106509", "110563"]}, "now-recommand": {"products": ["110563"]}}"#
                    .utf8))
        let monitor = RequestMonitor()

        let screen = try await StarbucksDependencies.fixtures(fixtures, monitor: monitor).homeLoader().load()

        #expect(await monitor.started == 5)
        #expect(screen.yourRecommendations.map(\.code.rawValue) == ["106509", "110563"])
        #expect(screen.nowRecommendations.map(\.code.rawValue) == ["110563"])
    }

    @Test func aHomeWithoutProductsNeedsOneRequest() async throws {
        let fixtures = FixtureSet.bundled.replacing(.home, with: Data(#"{"display-name": "빈 홈"}"#.utf8))
        let monitor = RequestMonitor()

        let screen = try await StarbucksDependencies.fixtures(fixtures, monitor: monitor).homeLoader().load()

        #expect(
            screen
                == HomeScreen(
                    greetingName: "빈 홈", yourRecommendations: [], mainEventBannerURL: nil,
                    nowRecommendations: []))
        #expect(await monitor.started == 1)
    }

    // MARK: Progressive mode

    @Test func sectionsArriveAsTheyComplete() async throws {
        // Given the user's row taking longer than the hour's row
        let clock = ManualClock()
        let yours = Set(try Sample.codes(Sample.yourCodes))
        let transport = DelayingTransport(
            base: FixtureTransport(latency: Self.latency, sleep: clock.sleep), sleep: clock.sleep,
            extra: { key in
                switch key {
                case .productInfo(let code), .productImage(let code):
                    yours.contains(code) ? Self.latency : .zero
                default: .zero
                }
            })
        let loader = StarbucksDependencies.live(transport: transport).homeLoader()
        var iterator = loader.sections().makeAsyncIterator()

        // When the home arrives, then the hour's row, then the user's row
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: Self.latency)
        let greeting = try await iterator.next()
        let banner = try await iterator.next()
        #expect(await clock.waitForSleepers(18))
        clock.advance(by: Self.latency)
        let first = try await iterator.next()
        #expect(await clock.waitForSleepers(8))
        clock.advance(by: Self.latency)
        let second = try await iterator.next()
        let end = try await iterator.next()

        // Then each section came the moment it was ready, products in order
        #expect(greeting == .greeting(name: "초록별"))
        #expect(
            banner.map { if case .mainEvent(let url?) = $0 { url.lastPathComponent } else { "" } }
                == "APP_THUM_20220509101500123.png")
        guard case .products(let firstShelf, let firstItems, let firstFailures)? = first,
            case .products(let secondShelf, let secondItems, _)? = second
        else {
            Issue.record(
                "expected two product rows, got \(String(describing: first)) and \(String(describing: second))"
            )
            return
        }
        #expect(firstShelf == .nowRecommendations)
        #expect(firstItems.map(\.code.rawValue) == Sample.nowCodes)
        #expect(firstFailures.isEmpty)
        #expect(secondShelf == .yourRecommendations)
        #expect(secondItems.map(\.code.rawValue) == Sample.yourCodes)
        #expect(end == nil)
    }

    @Test func sectionsEndThrowingWhenTheHomeFails() async throws {
        let loader = StarbucksDependencies.fixtures(faults: [.home: .status(502)]).homeLoader()
        var received: [HomeSection] = []

        let error = await #expect(throws: StarbucksAPIError.self) {
            for try await section in loader.sections() { received.append(section) }
        }

        #expect(received.isEmpty)
        #expect(error?.status == 502)
    }

    @Test func sectionsReportTheProductsLeftOut() async throws {
        let code = try Sample.code("110569")
        let loader = StarbucksDependencies.fixtures(faults: [.productInfo(code): .status(500)]).homeLoader()
        var failures: [ProductFailure] = []

        for try await section in loader.sections() {
            if case .products(.nowRecommendations, let items, let left) = section {
                failures = left
                #expect(!items.contains { $0.code == code })
            }
        }

        #expect(failures.map(\.code) == [code])
    }

    @Test func stoppingTheIterationEarlyCancelsTheCallsStillRunning() async throws {
        // Given a reader that takes the greeting and holds the stream while the product calls run
        let clock = ManualClock()
        let monitor = RequestMonitor()
        let loader = loader(clock, monitor: monitor)
        let reader = Task {
            var iterator = loader.sections().makeAsyncIterator()
            let first = try await iterator.next()
            let running = await clock.waitForSleepers(18)
            return (first, running)
        }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: Self.latency)

        // When the reader stops, dropping the stream
        let (first, running) = try await reader.value

        // Then every call still running is cancelled, none answered
        #expect(first == .greeting(name: "초록별"))
        #expect(running)
        #expect(await eventually { await monitor.cancelled == 18 })
        #expect(await monitor.inFlight == 0)
        #expect(await monitor.finished == 1)
    }
}
