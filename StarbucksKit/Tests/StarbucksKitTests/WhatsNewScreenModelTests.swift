import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

/// The What's New model: the rows first, then each thumbnail in its row; refresh keeps the rows;
/// a failure offers a retry.
@Suite("What's New screen model")
@MainActor
struct WhatsNewScreenModelTests {
    private let latency = Duration.milliseconds(10)

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func rowsComeFirstThenEachThumbnail() async throws {
        // Given a list whose every request waits one latency
        let clock = ManualClock()
        let model = WhatsNewScreenModel(
            dependencies: .fixtures(latency: latency, sleep: clock.sleep), locale: Locale(identifier: "en"),
            maximumConcurrentDownloads: 3)
        #expect(model.phase == .idle && model.rows.isEmpty)
        #expect(model.title == "What's New")

        // When it loads
        let loading = Task { await model.load() }
        #expect(await clock.waitForSleepers(1))
        #expect(model.phase == .loading)

        // Then the rows show after one round trip, thumbnails loading, three at a time
        clock.advance(by: latency)
        #expect(await until { model.rows.count == 10 })
        #expect(model.phase == .loaded)
        #expect(model.rows.allSatisfy { $0.pictureState == .pending })
        #expect(model.rows[0].accessibilityLabel.hasPrefix("환경의 날 캠페인"))
        #expect(await clock.waitForSleepers(3))
        clock.advance(by: latency)
        #expect(await until { model.rows.filter { $0.pictureState == .loaded }.count == 3 })

        // And every thumbnail lands in its row
        await drive(clock, by: latency, until: loading)
        #expect(model.rows.allSatisfy { $0.pictureState == .loaded })
        #expect(model.emptyText == nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func refreshingKeepsTheRowsOnScreen() async throws {
        let clock = ManualClock()
        let model = WhatsNewScreenModel(
            dependencies: .fixtures(latency: latency, sleep: clock.sleep), locale: Locale(identifier: "en"))
        await drive(clock, by: latency, until: Task { await model.load() })

        let refreshing = Task { await model.refresh() }
        #expect(await clock.waitForSleepers(1))
        #expect(model.phase == .refreshing)
        #expect(model.rows.count == 10)
        await drive(clock, by: latency, until: refreshing)
        #expect(model.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aFailureOffersARetry() async {
        let base = StarbucksDependencies.fixtures()
        let model = WhatsNewScreenModel(
            events: FlakyWhatsNewRepository(base: base.whatsNew, failures: 1), images: base.images,
            locale: Locale(identifier: "ko_KR"))

        await model.load()
        guard case .failed(let failure) = model.phase else {
            Issue.record("expected a failure, got \(model.phase)")
            return
        }
        #expect(failure.retryTitle == "다시 시도")
        #expect(model.rows.isEmpty)

        await model.retry()
        #expect(model.phase == .loaded && model.rows.count == 10)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test(arguments: [(404, false), (403, false), (408, true), (429, true), (503, true)])
    func onlyARefusalAskingAgainCanChangeOffersARetry(status: Int, retryable: Bool) async {
        // Given a list the server answers with `status`
        let model = WhatsNewScreenModel(
            dependencies: .fixtures(faults: [.whatsNew: .status(status)]), locale: Locale(identifier: "en"))

        // When it loads
        await model.load()

        // Then a refusal that asking again cannot change offers no retry; a timeout, too many
        // requests or a failed server do
        #expect(model.phase.failure?.isRetryable == retryable, "\(status)")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldOfTheRowsAndPhase() async {
        let model = WhatsNewScreenModel(dependencies: .fixtures(), locale: Locale(identifier: "en"))
        #expect(await observesChange(of: { _ = model.rows }, during: { await model.load() }))
        #expect(await observesChange(of: { _ = model.phase }, during: { await model.refresh() }))
    }
}
