import Testing

// The one kit this copy is compiled in.
#if canImport(DiaryKit)
    @testable import DiaryKit
#elseif canImport(ExpoKit)
    @testable import ExpoKit
#elseif canImport(JuiceMakerKit)
    @testable import JuiceMakerKit
#elseif canImport(OpenMarketKit)
    @testable import OpenMarketKit
#elseif canImport(StarbucksKit)
    @testable import StarbucksKit
#endif

// This file is a copy of the workspace's `Shared/KitTests`, the same in every kit: edit it there
// and run `make share`.

@Suite("The screen vocabulary every kit shares: ScreenPhase, ScreenFailure, ScreenLoad")
@MainActor
struct ScreenVocabularyTests {
    /// A screen that only has a phase, for the documented sample.
    private struct Model {
        var phase: ScreenPhase
    }

    /// What a fake screen shows.
    private final class Screen {
        var phase: ScreenPhase = .idle
        var content: [String] = []
        var phases: [ScreenPhase] = []

        func set(_ phase: ScreenPhase) {
            self.phase = phase
            phases.append(phase)
        }
    }

    /// An error a read throws.
    private struct Broken: Error {}

    private static let failure = ScreenFailure(message: "It broke. Try again.", retryTitle: "Try again")

    @Test func theDocumentedSwitchCoversEveryPhase() {
        for phase in [ScreenPhase.idle, .loading, .loaded, .refreshing, .failed(Self.failure)] {
            let model = Model(phase: phase)
            switch model.phase {
            case .idle, .loading: print("…")
            case .loaded, .refreshing: print("content")
            case .failed(let failure): print(failure.message, failure.retryTitle)
            }
            #expect(model.phase.showsContent == (phase == .loaded || phase == .refreshing))
            #expect(model.phase.isLoading == (phase == .loading))
            #expect((model.phase.failure != nil) == (phase == .failed(Self.failure)))
        }
    }

    @Test func failuresCompareByTheirWordsNotTheirError() {
        let first = ScreenFailure(title: "T", message: "M", retryTitle: "R", error: Broken())
        let second = ScreenFailure(title: "T", message: "M", retryTitle: "R")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != ScreenFailure(title: "T", message: "M", retryTitle: "R", isRetryable: false))
        #expect(first != ScreenFailure(message: "M", retryTitle: "R"))
        #expect(first.error is Broken)
        #expect(second.isRetryable)
    }

    @Test func aRefusalThePersonMustFixIsNoRetryButATimeoutOrAFailedServerIs() {
        for status in [400, 401, 403, 404, 409, 413, 422, 499] {
            #expect(!ScreenFailure.isRetryable(httpStatus: status), "\(status)")
        }
        for status in [408, 429, 500, 502, 503, 300, 100] {
            #expect(ScreenFailure.isRetryable(httpStatus: status), "\(status)")
        }
    }

    @Test func aLoadGoesFromIdleThroughLoadingToLoaded() async {
        let screen = Screen()
        await ScreenLoad.load(
            from: screen.phase, setPhase: screen.set, failure: { _ in Self.failure }, read: { ["a"] },
            show: { screen.content = $0 })
        #expect(screen.phases == [.loading, .loaded])
        #expect(screen.content == ["a"])
    }

    @Test func aLoadOfAShownScreenDoesNothing() async {
        for phase in [ScreenPhase.loading, .loaded, .refreshing] {
            let screen = Screen()
            screen.phase = phase
            await ScreenLoad.load(
                from: screen.phase, setPhase: screen.set, failure: { _ in Self.failure }, read: { ["a"] },
                show: { screen.content = $0 })
            #expect(screen.phases.isEmpty)
            #expect(screen.content.isEmpty)
        }
    }

    @Test func aFailedLoadSaysWhyAndARetryLoadsAgain() async {
        let screen = Screen()
        await ScreenLoad.load(
            from: screen.phase, setPhase: screen.set, failure: { _ in Self.failure },
            read: { () throws -> [String] in throw Broken() }, show: { screen.content = $0 })
        #expect(screen.phase == .failed(Self.failure))
        await ScreenLoad.load(
            from: screen.phase, setPhase: screen.set, failure: { _ in Self.failure }, read: { ["b"] },
            show: { screen.content = $0 })
        #expect(screen.phases == [.loading, .failed(Self.failure), .loading, .loaded])
        #expect(screen.content == ["b"])
    }

    @Test func aCancelledLoadIsNoFailure() async {
        let screen = Screen()
        await ScreenLoad.load(
            from: screen.phase, setPhase: screen.set, failure: { _ in Self.failure },
            read: { () throws -> [String] in throw CancellationError() }, show: { screen.content = $0 })
        #expect(screen.phases == [.loading, .idle])
    }

    @Test func aRefreshKeepsTheContentShownAndACancelledOneKeepsItLoaded() async {
        let screen = Screen()
        screen.phase = .loaded
        screen.content = ["old"]
        await ScreenLoad.refresh(
            from: screen.phase, setPhase: screen.set, failure: { _ in Self.failure }, read: { ["new"] },
            show: { screen.content = $0 })
        #expect(screen.phases == [.refreshing, .loaded])
        #expect(screen.content == ["new"])
        await ScreenLoad.refresh(
            from: screen.phase, setPhase: screen.set, failure: { _ in Self.failure },
            read: { () throws -> [String] in throw CancellationError() }, show: { screen.content = $0 })
        #expect(screen.phases == [.refreshing, .loaded, .refreshing, .loaded])
        #expect(screen.content == ["new"])
    }

    @Test func aRefreshOfAnEmptyScreenIsALoad() async {
        let screen = Screen()
        await ScreenLoad.refresh(
            from: screen.phase, setPhase: screen.set, failure: { _ in Self.failure }, read: { ["a"] },
            show: { screen.content = $0 })
        #expect(screen.phases == [.loading, .loaded])
    }
}
