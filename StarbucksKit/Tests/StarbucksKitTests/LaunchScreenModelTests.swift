import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

/// The launch screen model: sign-in → event popup → home, on an in-memory sign-in and popup
/// store, the popup fetched through a transport held on a manual clock.
@Suite("Launch screen model")
@MainActor
struct LaunchScreenModelTests {
    private let seoul = Sample.calendar("Asia/Seoul")
    private let store = InMemoryPopupDismissalStore()
    /// The bundled popup runs from three days before the day it is read to eight days after.
    private let today = Date()

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private var policy: EventPopupPolicy {
        EventPopupPolicy(store: store, calendar: seoul, now: { [today] in today })
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private func model(signIn: any SignIn = InMemorySignIn(), popups: (any EventPopupRepository)? = nil)
        -> LaunchScreenModel
    {
        LaunchScreenModel(
            signIn: signIn, popupPolicy: policy,
            popups: popups ?? StarbucksDependencies.fixtures().eventPopups, locale: Locale(identifier: "en"))
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theRouteGoesFromSignInThroughThePopupToHome() async throws {
        // Given nobody signed in, and a popup that waits for the clock
        let clock = ManualClock()
        let popups = StarbucksDependencies.fixtures(latency: .milliseconds(10), sleep: clock.sleep)
            .eventPopups
        let model = model(popups: popups)
        #expect(model.route == .launching && model.phase == .idle)

        // When it starts, then Minji signs in
        #expect(model.step == nil)
        await model.load()
        #expect(model.route == .signIn && model.phase == .loaded)
        #expect(model.step == .signIn)
        #expect(model.signInTitle == "Sign in" && model.skipTitle == "Look around first")
        model.name = "Minji"
        let signingIn = Task { await model.signIn() }
        #expect(await clock.waitForSleepers(1))
        #expect(model.phase == .loading && model.route == .signIn)
        clock.advance(by: .milliseconds(10))
        await signingIn.value

        // Then the popup shows over home, and dismissing it goes home
        #expect(model.route == .eventPopup)
        #expect(model.userName == "Minji")
        guard case .eventPopup(_, let session) = model.step else {
            Issue.record("the decision is not kept as data: \(String(describing: model.step))")
            return
        }
        #expect(session.name == "Minji")
        let popup = try #require(model.eventPopup)
        #expect(popup.card.title == "딜리버리로 주문하고 별 더 받기")
        await popup.dismissForToday()
        #expect(model.route == .home && model.eventPopup == nil)

        // And the next launch goes straight home
        let next = LaunchScreenModel(
            signIn: InMemorySignIn(session: Sample.session), popupPolicy: policy,
            popups: StarbucksDependencies.fixtures().eventPopups, locale: Locale(identifier: "en"))
        await next.load()
        #expect(next.route == .home)
        #expect(next.message == "Welcome back, Minji. Straight on to the home screen.")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aNameThatCannotBeUsedStaysOnTheForm() async {
        let model = model()
        await model.load()
        model.name = "   "

        await model.signIn()

        #expect(model.route == .signIn)
        #expect(model.nameMessage != nil)
        #expect(model.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func skippingGoesHomeWithoutSigningIn() async {
        let model = model()
        await model.load()

        await model.skip()

        #expect(model.route == .home)
        #expect(model.userName == nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aSessionThatCannotBeReadFailsAndRetryGoesOn() async {
        let signIn = FlakySignIn(failures: 1)
        let model = model(signIn: signIn)

        await model.load()
        guard case .failed(let failure) = model.phase else {
            Issue.record("expected a failure, got \(model.phase)")
            return
        }
        #expect(failure.message.contains("session.json"))
        #expect(model.route == .launching)

        await model.retry()
        #expect(model.route == .signIn && model.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldWhenTheRouteChanges() async {
        let model = model()
        #expect(await observesChange(of: { _ = model.route }, during: { await model.load() }))
        #expect(await observesChange(of: { _ = model.route }, during: { await model.skip() }))
    }
}

/// A sign-in whose session cannot be read the first `failures` times.
private actor FlakySignIn: SignIn {
    private var failures: Int
    private let base = InMemorySignIn()

    init(failures: Int) { self.failures = failures }

    func currentSession() async throws -> UserSession? {
        if failures > 0 {
            failures -= 1
            throw PersistenceError.unreadable("session.json", reason: "busy")
        }
        return await base.currentSession()
    }

    func signIn(name: String) async throws -> UserSession { try await base.signIn(name: name) }

    func signOut() async throws -> UserSession? { await base.signOut() }
}
