import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

@Suite("What's New: newest first, each picture in its own slot")
struct WhatsNewLoaderTests {
    private static let latency = Duration.milliseconds(10)

    /// The titles of the bundled events, newest first by registration date, else start date.
    private static let expectedTitles = [
        "환경의 날 캠페인",  // start 06-01
        "모바일 카드 충전 보너스",  // registered 05-19 (starts 05-20)
        "새로운 여름 음료 출시",  // registered 05-16 (starts 05-17)
        "딜리버리 첫 주문 혜택",  // start 05-12
        "여름 e-프리퀀시 시작",  // start 05-10
        "푸드 세트 할인",  // start 05-06
        "사이렌 오더 별 두 배",  // start 05-02
        "제주 한정 메뉴",  // registered 04-28 (starts 04-20)
        "텀블러 할인 주간",  // start 04-25
        "봄 시즌 원두 소개",  // start 03-22
    ]

    private func event(_ title: String, registered: String? = nil, start: String? = nil) -> WhatsNewEvent {
        WhatsNewEvent(
            title: title, registrationDate: registered.flatMap(CalendarDay.init(parsing:)),
            startDate: start.flatMap(CalendarDay.init(parsing:)))
    }

    @Test func eventsAreSortedByRegistrationDateElseStartDateNewestFirst() {
        let events = [
            event("old start", start: "2022-01-01"),
            event("undated"),
            event("registered late, started early", registered: "2022-06-01", start: "2022-01-01"),
            event("new start", start: "2022-05-01"),
            event("tie A", start: "2022-03-01"),
            event("tie B", registered: "2022-03-01", start: "2022-12-31"),
            event("undated 2"),
        ]

        let titles = WhatsNewLoader.newestFirst(events).map(\.title)

        #expect(
            titles == [
                "registered late, started early", "new start", "tie A", "tie B", "old start", "undated",
                "undated 2",
            ])
    }

    @Test(arguments: [3, 11, 64, 1_999, 31_337] as [UInt64])
    func picturesLandInTheirOwnSlotsWhateverOrderTheyFinish(seed: UInt64) async throws {
        // Given the list loaded and every thumbnail download in flight
        let clock = ManualClock()
        let loader = StarbucksDependencies.fixtures(latency: Self.latency, sleep: clock.sleep)
            .whatsNewLoader()
        let load = Task { try await loader.load() }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: Self.latency)
        #expect(await clock.waitForSleepers(10))

        // When the downloads finish in a random order
        var generator = SeededGenerator(seed: seed)
        let order = Array(0..<10).shuffled(using: &generator)
        clock.releaseAll { _ in order }
        let items = try await load.value

        // Then the list is newest first and each slot holds its own event's picture
        #expect(items.map(\.event.title) == Self.expectedTitles)
        for item in items {
            let name = try #require(item.event.thumbnailURL?.lastPathComponent)
            let expected = try #require(FixtureSet.bundled.data(for: .image(name)))
            #expect(item.image == .loaded(expected), "\(item.event.title)")
        }
    }

    @Test func tenEventsTakeTwoRoundTrips() async throws {
        let clock = ManualClock()
        let monitor = RequestMonitor()
        let loader = StarbucksDependencies.fixtures(
            latency: Self.latency, monitor: monitor, sleep: clock.sleep
        )
        .whatsNewLoader()
        let load = Task { try await loader.load() }

        #expect(await clock.waitForSleepers(1))
        clock.advance(by: Self.latency)
        #expect(await clock.waitForSleepers(10))
        clock.advance(by: Self.latency)
        _ = try await load.value

        #expect(clock.now.offset == Self.latency * 2)
        #expect(await monitor.maximumInFlight == 10)
    }

    @Test(arguments: [1, 3, 4])
    func downloadsNeverExceedTheWidth(width: Int) async throws {
        // Given a loader that may download `width` thumbnails at a time
        let clock = ManualClock()
        let monitor = RequestMonitor()
        let loader = StarbucksDependencies.fixtures(
            latency: Self.latency, monitor: monitor, sleep: clock.sleep
        )
        .whatsNewLoader(maximumConcurrentDownloads: width)
        let load = Task { try await loader.load() }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: Self.latency)

        // When time moves on round by round
        var remaining = 10
        var rounds = 0
        while remaining > 0, rounds < 20 {
            let batch = min(width, remaining)
            #expect(await clock.waitForSleepers(batch))
            #expect(clock.sleeperCount == batch)
            clock.advance(by: Self.latency)
            remaining -= batch
            rounds += 1
        }
        let items = try await load.value

        // Then at most `width` downloads overlapped, and the list is complete and ordered
        #expect(await monitor.maximumInFlight == width)
        #expect(rounds == (10 + width - 1) / width)
        #expect(items.map(\.event.title) == Self.expectedTitles)
    }

    @Test func aFailedPictureLeavesItsSlotFailedAndTheRestIntact() async throws {
        let faults: [FixtureKey: FixtureFault] = [.image("WN_20220512_delivery.png"): .status(404)]

        let items = try await StarbucksDependencies.fixtures(faults: faults).whatsNewLoader().load()

        #expect(items.map(\.event.title) == Self.expectedTitles)
        let failed = items.filter { if case .failed = $0.image { true } else { false } }
        #expect(failed.map(\.event.title) == ["딜리버리 첫 주문 혜택"])
        #expect(failed.first?.image == .failed(.httpStatus(.image, status: 404)))
    }

    @Test func anEventWithoutAThumbnailIsListedWithoutADownload() async throws {
        let fixtures = FixtureSet.bundled.replacing(
            .whatsNew,
            with: Data(
                #"{"list": [{"title": "A", "start_DT": "2022-01-02", "mob_THUM": ""}, {"title": "B", "start_DT": "2022-01-01", "img_UPLOAD_PATH": "https://image.istarbucks.co.kr", "mob_THUM": "WN_20220322_beans.png"}]}"#
                    .utf8))
        let monitor = RequestMonitor()

        let items = try await StarbucksDependencies.fixtures(fixtures, monitor: monitor).whatsNewLoader()
            .load()

        #expect(items.map(\.event.title) == ["A", "B"])
        #expect(items.first?.image == Picture.none)
        #expect(await monitor.started == 2)
    }

    @Test func updatesFillTheSlotsOneByOne() async throws {
        var snapshots: [[WhatsNewItem]] = []

        for try await snapshot in StarbucksDependencies.fixtures().whatsNewLoader().updates() {
            snapshots.append(snapshot)
        }

        #expect(snapshots.count == 11)
        #expect(snapshots.first?.allSatisfy { $0.image == .loading } == true)
        #expect(snapshots.allSatisfy { $0.map(\.event.title) == Self.expectedTitles })
        let loading = snapshots.map { $0.filter { $0.image == .loading }.count }
        #expect(loading == Array((0...10).reversed()))
    }

    @Test func theEventsFailingFailsTheLoad() async throws {
        let loader = StarbucksDependencies.fixtures(faults: [.whatsNew: .malformedBody]).whatsNewLoader()

        let error = await #expect(throws: StarbucksAPIError.self) { try await loader.load() }

        #expect(error?.kind == .decodingFailed)
        #expect(error?.endpoint == .whatsNew)
    }

    @Test func cancellingStopsTheDownloads() async throws {
        let clock = ManualClock()
        let monitor = RequestMonitor()
        let loader = StarbucksDependencies.fixtures(
            latency: Self.latency, monitor: monitor, sleep: clock.sleep
        )
        .whatsNewLoader(maximumConcurrentDownloads: 4)
        let load = Task { try await loader.load() }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: Self.latency)
        #expect(await clock.waitForSleepers(4))

        load.cancel()

        await #expect(throws: CancellationError.self) { try await load.value }
        #expect(await monitor.cancelled == 4)
        #expect(await monitor.started == 5)
    }

    @Test func aWidthBelowOneCountsAsOne() {
        let loader = StarbucksDependencies.fixtures().whatsNewLoader(maximumConcurrentDownloads: 0)

        #expect(loader.maximumConcurrentDownloads == 1)
    }

    @Test(arguments: [Int.max, 11, 10, 0, -1, Int.min])
    func anyWidthLoadsTheWholeList(width: Int) async throws {
        // Given a loader whose width may be far more than the ten thumbnails, or below one
        let monitor = RequestMonitor()
        let loader = StarbucksDependencies.fixtures(monitor: monitor)
            .whatsNewLoader(maximumConcurrentDownloads: width)

        // When the list is loaded
        let items = try await loader.load()

        // Then it returns, every thumbnail downloaded once, at most `width` (at least 1) at a time
        #expect(loader.maximumConcurrentDownloads == max(1, width))
        #expect(items.map(\.event.title) == Self.expectedTitles)
        #expect(items.allSatisfy { if case .loaded = $0.image { true } else { false } })
        #expect(await monitor.started == 11)
        #expect(await monitor.maximumInFlight <= min(max(1, width), 10))
    }

    @MainActor @Test func aWhatsNewScreenWithAnUnboundedWidthLoads() async {
        let model = WhatsNewScreenModel(
            dependencies: StarbucksDependencies.fixtures(), locale: Locale(identifier: "en"),
            maximumConcurrentDownloads: .max)

        await model.load()

        #expect(model.phase == .loaded)
    }
}
