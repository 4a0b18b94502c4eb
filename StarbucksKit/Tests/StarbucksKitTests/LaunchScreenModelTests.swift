import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

/// The launch screen model: sign-in → home with the event popup over it → sign-out, on an in-memory sign-in and popup
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
    private func model(
        signIn: any SignIn = InMemorySignIn(), dependencies: StarbucksDependencies = .fixtures()
    )
        -> LaunchScreenModel
    {
        LaunchScreenModel(
            signIn: signIn, popupPolicy: policy, dependencies: dependencies, locale: Locale(identifier: "en"))
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theLaunchGoesFromSignInToHomeWithThePopupOverIt() async throws {
        // Given nobody signed in, and a popup that waits for the clock
        let clock = ManualClock()
        let model = model(dependencies: .fixtures(latency: .milliseconds(10), sleep: clock.sleep))
        #expect(model.destination == nil && model.phase == .idle)

        // When it starts, then Minji signs in
        #expect(model.step == nil)
        await model.load()
        #expect(model.destination.isSignIn && model.phase == .loaded)
        #expect(model.step == .signIn)
        #expect(model.message == "Nobody is signed in yet, so the sign-in screen comes first.")
        #expect(model.signInTitle == "Sign in" && model.skipTitle == "Look around first")
        model.name = "Minji"
        let signingIn = Task { await model.signIn() }
        #expect(await clock.waitForSleepers(1))
        #expect(model.phase == .loading && model.destination.isSignIn)
        clock.advance(by: .milliseconds(10))
        await signingIn.value

        // Then the popup shows over home, not loaded yet, and dismissing it closes it
        let home = try #require(model.destination.home)
        #expect(home.phase == .idle)
        #expect(model.userName == "Minji")
        guard case .eventPopup(_, let session) = model.step else {
            Issue.record("the decision is not kept as data: \(String(describing: model.step))")
            return
        }
        #expect(session.name == "Minji")
        let popup = try #require(home.destination.eventPopup)
        #expect(popup.card.title == "딜리버리로 주문하고 별 더 받기")
        await popup.dismissForToday()
        #expect(home.destination == nil && model.destination.home === home)
        #expect(model.step == .home(session: session))

        // And the next launch goes straight home
        let next = LaunchScreenModel(
            signIn: InMemorySignIn(session: Sample.session), popupPolicy: policy, dependencies: .fixtures(),
            locale: Locale(identifier: "en"))
        await next.load()
        #expect(next.destination.home?.destination == nil)
        #expect(next.step == .home(session: Sample.session))
        #expect(next.message == "Welcome back, Minji. Straight on to the home screen.")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aNameThatCannotBeUsedStaysOnTheForm() async {
        let model = model()
        await model.load()
        model.name = "   "

        await model.signIn()

        #expect(model.destination.isSignIn)
        #expect(model.nameMessage == "The name is empty; sign in with a name of at least one character.")
        #expect(model.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func skippingGoesHomeWithoutSigningIn() async {
        let model = model()
        await model.load()

        await model.skip()

        let home = model.destination.home
        #expect(home != nil && home?.phase == .idle)
        #expect(model.userName == nil && model.step == nil && model.message == nil)
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
        #expect(model.destination == nil)

        await model.retry()
        #expect(model.destination.isSignIn && model.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldWhenTheDestinationChanges() async {
        let model = model(signIn: InMemorySignIn(session: Sample.session))
        #expect(await observesChange(of: { _ = model.destination }, during: { await model.load() }))
        #expect(await observesChange(of: { _ = model.destination }, during: { await model.signOut() }))
        #expect(await observesChange(of: { _ = model.destination }, during: { await model.skip() }))
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func signingOutEndsTheSessionAndShowsTheEmptiedForm() async throws {
        let signIn = InMemorySignIn(session: Sample.session)
        let model = model(signIn: signIn)
        await model.load()
        #expect(model.destination.home != nil)
        #expect(model.signOutTitle == "Sign out")

        await model.signOut()

        #expect(model.destination.isSignIn && model.phase == .loaded)
        #expect(model.name.isEmpty && model.nameMessage == nil && model.userName == nil)
        #expect(await signIn.currentSession() == nil)
        #expect(model.step == .signIn)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aSessionThatCannotBeRemovedKeepsTheHomeAndRetryEndsIt() async throws {
        let signIn = FlakySignIn(failures: 0, signOutFailures: 1)
        _ = try await signIn.signIn(name: "Minji")
        let model = model(signIn: signIn)
        await model.load()
        let home = try #require(model.destination.home)

        await model.signOut()
        #expect(model.phase.failure?.message.contains("session.json") == true)
        #expect(model.destination.home === home)

        await model.retry()
        #expect(model.destination.isSignIn && model.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func loadingAgainKeepsTheScreenDecided() async throws {
        let model = model(signIn: InMemorySignIn(session: Sample.session))
        await model.load()
        let home = try #require(model.destination.home)

        await model.load()

        #expect(model.destination.home === home)
    }
}

/// A sign-in whose session cannot be read the first `failures` times, nor removed the first
/// `signOutFailures` times.
private actor FlakySignIn: SignIn {
    private var failures: Int
    private var signOutFailures: Int
    private let base = InMemorySignIn()

    init(failures: Int, signOutFailures: Int = 0) {
        self.failures = failures
        self.signOutFailures = signOutFailures
    }

    func currentSession() async throws -> UserSession? {
        if failures > 0 {
            failures -= 1
            throw PersistenceError.unreadable("session.json", reason: "busy")
        }
        return await base.currentSession()
    }

    func signIn(name: String) async throws -> UserSession { try await base.signIn(name: name) }

    func signOut() async throws -> UserSession? {
        if signOutFailures > 0 {
            signOutFailures -= 1
            throw PersistenceError.unwritable("session.json", reason: "busy")
        }
        return await base.signOut()
    }
}
