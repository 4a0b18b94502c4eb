import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

/// The Starbucks app from its first screen, through intents only: the launch, the sign-in form,
/// the event popup over home, the home, What's New, a product's page and back, and signing out.
/// Every request waits one latency on a manual clock, driven until each step ends; the sign-in
/// and the popup's choice are kept in memory, on a fixed moment of 9 May 2022 in Seoul.
@Suite("Starbucks flows")
@MainActor
struct StarbucksFlowTests {
    private let latency = Duration.milliseconds(10)
    private let english = Locale(identifier: "en")
    private let seoul = Sample.calendar("Asia/Seoul")
    private let now = TestNow(Sample.moment("2022-05-09T21:00", in: "Asia/Seoul"))
    private let store = InMemoryPopupDismissalStore()
    /// The bundled fixtures, the event popup running from 6 to 17 May 2022.
    private let fixtures = FixtureSet.bundled(today: Self.day)
    private static let day =
        CalendarDay(year: 2022, month: 5, day: 9) ?? CalendarDay(date: .now, calendar: .current)

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private func launch(signIn: InMemorySignIn, clock: ManualClock) -> LaunchScreenModel {
        LaunchScreenModel(
            signIn: signIn, popupPolicy: EventPopupPolicy(store: store, calendar: seoul, now: now.now),
            dependencies: .fixtures(fixtures, latency: latency, sleep: clock.sleep), locale: english)
    }

    /// Runs `intent` to its end, moving `clock` on whenever something waits on it.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private func run(_ clock: ManualClock, _ intent: @escaping @MainActor () async -> Void) async {
        await drive(clock, by: latency, until: Task { await intent() })
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func fromTheLaunchToEveryScreenAndBackToTheSignInForm() async throws {
        let clock = ManualClock()
        let signIn = InMemorySignIn(now: now.now)
        let launch = launch(signIn: signIn, clock: clock)

        // The launch decides: nobody is signed in, so the sign-in form shows
        #expect(launch.destination == nil)
        await run(clock) { await launch.load() }
        #expect(launch.destination.isSignIn && launch.phase == .loaded)
        #expect(launch.message == "Nobody is signed in yet, so the sign-in screen comes first.")
        #expect(launch.namePrompt == "Your name" && launch.signInTitle == "Sign in")

        // A blank name stays on the form with a message
        launch.name = "   "
        await run(clock) { await launch.signIn() }
        #expect(launch.destination.isSignIn)
        #expect(launch.nameMessage == "The name is empty; sign in with a name of at least one character.")

        // Signing in leads home, the event popup over it
        launch.name = "Minji"
        await run(clock) { await launch.signIn() }
        #expect(launch.nameMessage == nil)
        let home = try #require(launch.destination.home)
        let popup = try #require(home.destination.eventPopup)
        #expect(popup.card.title == "딜리버리로 주문하고 별 더 받기")
        #expect(popup.card.actions.map(\.title) == ["Don't show again", "Not today", "Close"])
        #expect(launch.message == "Welcome back, Minji. There is an event to show you before home.")
        #expect(launch.userName == "Minji")

        // "Not today" closes it over the home
        await run(clock) { await popup.dismissForToday() }
        #expect(home.destination == nil)
        #expect(popup.statusMessage?.hasPrefix("The event popup stays hidden until ") == true)
        #expect(launch.message == "Welcome back, Minji. Straight on to the home screen.")

        // The home loads its sections
        #expect(home.phase == .idle)
        await run(clock) { await home.load() }
        #expect(home.phase == .loaded)
        #expect(home.greeting.content == "Nice to see you, Minji! Time for a little break.")
        let picked = try #require(home.yourRecommendations.content)
        #expect(picked.title == "Picked for Minji")
        #expect(picked.items.map(\.englishName).first == "Iced Coffee")
        #expect(home.nowRecommendations.content?.items.count == 5)
        #expect(home.mainEvent.content?.pictureState == .loaded)
        let strip = try #require(home.whatsNew.content)
        #expect(strip.title == "What's New" && strip.linkTitle == "See all")

        // "See all" opens What's New, and its rows load
        home.openWhatsNew()
        let whatsNew = try #require(home.destination.whatsNew)
        #expect(whatsNew.title == strip.title && whatsNew.phase == .idle)
        await run(clock) { await whatsNew.load() }
        #expect(whatsNew.rows.count == 10)
        #expect(whatsNew.rows.first?.title == "환경의 날 캠페인")
        #expect(whatsNew.rows.first?.period == "June 1, 2022 – June 10, 2022")
        #expect(whatsNew.rows.allSatisfy { $0.pictureState == .loaded })

        // Back home
        home.destination.whatsNew = nil
        #expect(home.destination == nil)

        // A product of the user's row opens its page
        let tile = try #require(picked.items.first)
        home.open(try #require(ProductCode(rawValue: tile.code)))
        let detail = try #require(home.destination.product)
        #expect(detail.phase == .idle)
        await run(clock) { await detail.load() }
        let page = try #require(detail.page)
        #expect(page.name == "아이스 커피" && page.englishName == "Iced Coffee")
        #expect(page.nutritionTitle == "Nutrition per serving (Tall(톨) 355ml)")
        #expect(page.nutrition.map(\.line).contains("Caffeine: 140 mg"))
        #expect(detail.picture.word == .loaded)

        // Back home, then signing out shows the sign-in form again
        home.destination.product = nil
        #expect(home.destination == nil)
        #expect(launch.signOutTitle == "Sign out")
        await run(clock) { await launch.signOut() }
        #expect(launch.destination.isSignIn && launch.phase == .loaded)
        #expect(launch.name.isEmpty && launch.userName == nil)
        #expect(await signIn.currentSession() == nil)
        #expect(launch.message == "Nobody is signed in yet, so the sign-in screen comes first.")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aSecondLaunchTheSameDaySkipsThePopupAndTheNextDayShowsItAgain() async throws {
        let clock = ManualClock()
        let signIn = InMemorySignIn(now: now.now)

        // The first launch: Minji signs in and hides the popup for today
        let first = launch(signIn: signIn, clock: clock)
        await run(clock) { await first.load() }
        first.name = "Minji"
        await run(clock) { await first.signIn() }
        let popup = try #require(first.destination.home?.destination.eventPopup)
        await run(clock) { await popup.dismissForToday() }

        // A second launch later that day goes straight home
        now.set(Sample.moment("2022-05-09T23:59", in: "Asia/Seoul"))
        let second = launch(signIn: signIn, clock: clock)
        await run(clock) { await second.load() }
        let home = try #require(second.destination.home)
        #expect(home.destination == nil)
        #expect(second.step == .home(session: try #require(await signIn.currentSession())))
        #expect(second.message == "Welcome back, Minji. Straight on to the home screen.")

        // The next day, the popup shows over home again
        now.set(Sample.moment("2022-05-10T00:00", in: "Asia/Seoul"))
        let third = launch(signIn: signIn, clock: clock)
        await run(clock) { await third.load() }
        #expect(third.destination.home?.destination.eventPopup?.card.title == "딜리버리로 주문하고 별 더 받기")
    }
}
