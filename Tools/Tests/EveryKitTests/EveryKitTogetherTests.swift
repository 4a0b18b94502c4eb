import DiaryKit
import DiaryKitTesting
import ExpoKit
import Foundation
import JuiceMakerKit
import OpenMarketKit
import OpenMarketKitTesting
import StarbucksKit
import StarbucksKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// An app that imports every kit, as the gallery does. The kits share some public names
// (`ScreenPhase`, `ScreenFailure`, `HTTPTransport`, `URLSessionTransport`, and `ManualClock` in
// the testing libraries): each kit has its own type under that name. Where the app writes such a
// type it names the module; where it only matches a model's value, it names nothing. Both build.

/// One transport an app can hand to every kit that talks to a network: it answers every request
/// with an empty 200.
private struct EmptyAnswers: OpenMarketKit.HTTPTransport, StarbucksKit.HTTPTransport, DiaryKit.HTTPTransport {
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = try #require(request.url)
        let response = try #require(
            HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil))
        return (Data(), response)
    }
}

@Suite("An app that imports every kit")
@MainActor
struct EveryKitTogetherTests {
    @Test func theSharedTypesAreNamedWithTheirModule() {
        let failure = JuiceMakerKit.ScreenFailure(message: "M", retryTitle: "R")
        let phases: [JuiceMakerKit.ScreenPhase] = [.idle, .loading, .loaded, .refreshing, .failed(failure)]
        let expo: ExpoKit.ScreenPhase = .idle
        let market: OpenMarketKit.ScreenPhase = .failed(
            OpenMarketKit.ScreenFailure(message: "M", retryTitle: "R"))
        let diary: DiaryKit.ScreenPhase = .loaded
        let starbucks: StarbucksKit.ScreenPhase = .refreshing
        #expect(phases.filter(\.showsContent).count == 2)
        #expect(
            !expo.showsContent && market.failure?.message == "M" && diary.showsContent
                && starbucks.showsContent)
    }

    @Test func aModelsPhaseIsMatchedWithoutNamingTheType() async throws {
        let exhibits = ExhibitListScreenModel(locale: Locale(identifier: "en"))
        await exhibits.load()
        let juices = JuiceMakerScreenModel(locale: Locale(identifier: "en")) { try FruitStore() }
        await juices.load()
        for phase in [exhibits.phase == .loaded, juices.phase == .loaded] {
            #expect(phase)
        }
        switch exhibits.phase {
        case .loaded, .refreshing: break
        case .idle, .loading, .failed: Issue.record("the exhibits did not load: \(exhibits.phase)")
        }
    }

    @Test func oneTransportServesEveryNetworkingKit() async throws {
        let transport = EmptyAnswers()
        let request = URLRequest(url: try #require(URL(string: "http://127.0.0.1/")))
        let answers: [any OpenMarketKit.HTTPTransport] = [transport]
        let starbucks: any StarbucksKit.HTTPTransport = transport
        let diary: any DiaryKit.HTTPTransport = transport
        #expect(try await answers[0].send(request).1.statusCode == 200)
        #expect(try await starbucks.send(request).1.statusCode == 200)
        #expect(try await diary.send(request).1.statusCode == 200)
    }

    @Test func eachTestingLibraryHasItsClock() async {
        let clocks: [any Clock<Duration>] = [
            DiaryKitTesting.ManualClock(), OpenMarketKitTesting.ManualClock(),
            StarbucksKitTesting.ManualClock(),
        ]
        #expect(clocks.count == 3)
        let clock = StarbucksKitTesting.ManualClock()
        clock.advance(by: .seconds(1))
        #expect(clock.now.offset == .seconds(1))
    }
}
