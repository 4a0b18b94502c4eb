import Foundation
import Observation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

/// The home screen model over the bundled fixtures, every request waiting one latency `L` on a
/// manual clock: what the screen shows after each round trip, in order.
@Suite("Home screen model")
@MainActor
struct HomeScreenModelTests {
    private let latency = Duration.milliseconds(10)
    private let english = Locale(identifier: "en_US")

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private func dependencies(_ clock: ManualClock, faults: [FixtureKey: FixtureFault] = [:])
        -> StarbucksDependencies
    {
        .fixtures(latency: latency, faults: faults, sleep: clock.sleep)
    }

    /// Moves the clock on one latency at a time until the load has ended.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private func driveToTheEnd(_ clock: ManualClock, _ loading: Task<Void, Never>, _ model: HomeScreenModel)
        async
    {
        let done = Flag()
        let watcher = Task {
            await loading.value
            done.set()
        }
        for _ in 0..<200 where !done.value {
            if clock.sleeperCount > 0 {
                clock.advance(by: latency)
            } else {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        await watcher.value
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func everySectionStartsAsAPlaceholderAndFillsAsItsDataArrives() async throws {
        // Given a home screen whose every request waits one latency
        let clock = ManualClock()
        let model = HomeScreenModel(dependencies: dependencies(clock), greetingName: "Minji", locale: english)
        let recorder = UpdateRecorder(model)
        #expect(model.phase == .idle)
        #expect(model.greeting == .placeholder && model.whatsNew == .placeholder)

        // When it loads: the home document and the events are asked for together
        let loading = Task { await model.load() }
        #expect(await clock.waitForSleepers(2))
        #expect(model.phase == .loading)
        #expect(model.yourRecommendations == .placeholder && model.mainEvent == .placeholder)

        // Then after one round trip the greeting, the banner and What's New show
        clock.advance(by: latency)
        #expect(await until { model.greeting.content != nil && model.whatsNew.content != nil })
        #expect(await until { model.mainEvent.content != nil })
        #expect(model.greeting.content == "Nice to see you, Minji! Time for a little break.")
        #expect(model.yourRecommendations == .placeholder && model.nowRecommendations == .placeholder)
        #expect(clock.now.offset == latency)

        // And the banner's and the events' pictures are asked for at once, beside the 18 product
        // calls, 4 at a time
        #expect(await clock.waitForSleepers(18 + 4))
        #expect(clock.sleeperCount == 22)

        // And after the second round trip the product rows show, their pictures still loading
        clock.advance(by: latency)
        #expect(
            await until {
                model.yourRecommendations.content != nil && model.nowRecommendations.content != nil
            })
        #expect(clock.now.offset == latency * 2)
        let tiles = try #require(model.yourRecommendations.content?.items)
        #expect(tiles.map(\.code) == Sample.yourCodes)
        #expect(tiles.allSatisfy { $0.pictureState == .pending })

        // And at the end every picture is in its slot
        await driveToTheEnd(clock, loading, model)
        #expect(model.phase == .loaded)
        let your = try #require(model.yourRecommendations.content)
        let now = try #require(model.nowRecommendations.content)
        #expect((your.items + now.items).allSatisfy { $0.pictureState == .loaded && $0.pictureData != nil })
        #expect(model.whatsNew.content?.items.allSatisfy { $0.pictureState == .loaded } == true)
        #expect(model.mainEvent.content?.pictureState == .loaded)
        #expect(model.page?.whatsNew.items.count == 10)
        #expect(model.notices.isEmpty)
        #expect(await until { recorder.updates.last == .finished })
        let filled = recorder.filled
        #expect(Set(filled.prefix(3)) == [.greeting, .mainEvent, .whatsNew])
        #expect(Set(filled.suffix(2)) == [.yourRecommendations, .nowRecommendations])
        #expect(recorder.updates.filter { if case .pictureLoaded = $0 { true } else { false } }.count == 20)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func picturesDownloadAFewAtATimeForTheWholeScreen() async throws {
        // Given a screen allowing 4 pictures at once
        let clock = ManualClock()
        let base = dependencies(clock)
        let images = CountingImages(base: base.images)
        let model = HomeScreenModel(
            dependencies: base.replacing(images: images), locale: english, maximumConcurrentDownloads: 4)

        // When it loads to the end
        let loading = Task { await model.load() }
        await driveToTheEnd(clock, loading, model)

        // Then 20 pictures came (9 products, the banner, 10 events), never more than 4 at once
        #expect(await images.total == 20)
        #expect(await images.maximumInFlight == 4)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aFailedHomeDocumentFailsItsSectionsAndRetryFillsThem() async throws {
        // Given a home document that fails once
        let base = StarbucksDependencies.fixtures()
        let flaky = FlakyHomeRepository(base: base.home, failures: 1)
        let model = HomeScreenModel(dependencies: base.replacing(home: flaky), locale: english)

        // When it loads
        await model.load()

        // Then its four sections fail, What's New shows, and the screen counts as loaded
        let failure = try #require(model.greeting.failure)
        #expect(failure.retryTitle == "Try again")
        #expect(model.yourRecommendations.failure == failure && model.mainEvent.failure == failure)
        #expect(model.whatsNew.content?.items.count == 10)
        #expect(model.phase == .loaded)
        #expect(model.page == nil)
        #expect(model.failure == failure)
        let error = try #require(failure.error as? StarbucksAPIError)
        #expect(error.kind == .timedOut)

        // And a retry fills them
        await model.retry()
        #expect(model.greeting.content != nil && model.nowRecommendations.content != nil)
        #expect(model.failure == nil)
        #expect(model.page != nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func whenEverySectionFailsTheScreenFailsAndRetryLoadsIt() async throws {
        let base = StarbucksDependencies.fixtures()
        let model = HomeScreenModel(
            dependencies: base.replacing(
                home: FlakyHomeRepository(base: base.home, failures: 1),
                whatsNew: FlakyWhatsNewRepository(base: base.whatsNew, failures: 1)),
            locale: Locale(identifier: "ko_KR"))

        await model.load()
        guard case .failed(let failure) = model.phase else {
            Issue.record("expected a failure, got \(model.phase)")
            return
        }
        #expect(failure.retryTitle == "다시 시도")

        await model.retry()
        #expect(model.phase == .loaded)
        #expect(model.whatsNew.content != nil && model.greeting.content != nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aPictureThatFailsLeavesItsTileFailedAndTheRestIntact() async throws {
        let latte = try Sample.code("128695")
        let document = try await StarbucksDependencies.fixtures().products.imageURL(of: latte)
        let name = try #require(document?.lastPathComponent)
        let model = HomeScreenModel(
            dependencies: .fixtures(faults: [.image(name): .status(500)]), locale: english)
        let recorder = UpdateRecorder(model)

        await model.load()

        let tiles = try #require(model.yourRecommendations.content?.items)
        #expect(tiles[1].pictureState == .failed)
        #expect(tiles[1].picture.hasPrefix("Picture unavailable"))
        #expect(tiles[0].pictureState == .loaded)
        #expect(await until { recorder.updates.last == .finished })
        #expect(recorder.updates.contains(.pictureFailed(.yourRecommendations, index: 1)))
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldOfEachSectionItShows() async {
        let model = HomeScreenModel(dependencies: .fixtures(), locale: english)
        #expect(await observesChange(of: { _ = model.greeting }, during: { await model.load() }))
        #expect(await observesChange(of: { _ = model.whatsNew }, during: { await model.load() }))
        #expect(await observesChange(of: { _ = model.yourRecommendations }, during: { await model.load() }))
        #expect(await observesChange(of: { _ = model.phase }, during: { await model.load() }))
    }
}
