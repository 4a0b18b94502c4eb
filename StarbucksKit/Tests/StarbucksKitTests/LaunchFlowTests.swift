import Foundation
import StarbucksKitReports
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

@Suite("Launch flow: sign-in, event popup, home")
struct LaunchFlowTests {
    private typealias Step = LaunchSummary.Next
    private let seoul = Sample.calendar("Asia/Seoul")
    private let now = Sample.moment("2022-05-09T12:00", in: "Asia/Seoul")

    enum State: String, CaseIterable, Sendable {
        case signedOut, popupNeverDismissed, popupClosed, popupHiddenToday, popupHiddenYesterday,
            popupHiddenForever
    }

    private func record(for state: State) -> PopupDismissalRecord? {
        switch state {
        case .signedOut, .popupNeverDismissed, .popupClosed: nil
        case .popupHiddenToday: PopupDismissalRecord(dismissal: .today, dismissedAt: now - 3_600)
        case .popupHiddenYesterday: PopupDismissalRecord(dismissal: .today, dismissedAt: now - 86_400)
        case .popupHiddenForever: PopupDismissalRecord(dismissal: .forever, dismissedAt: now - 86_400 * 300)
        }
    }

    private func expected(for state: State) -> LaunchSummary.Next {
        switch state {
        case .signedOut: .signIn
        case .popupNeverDismissed, .popupClosed, .popupHiddenYesterday: .eventPopup
        case .popupHiddenToday, .popupHiddenForever: .home
        }
    }

    @Test(arguments: State.allCases)
    func everyStateLeadsToItsScreen(state: State) async throws {
        // Given a user in `state`
        let signIn = InMemorySignIn(session: state == .signedOut ? nil : Sample.session)
        let store = InMemoryPopupDismissalStore(record: record(for: state))
        let policy = EventPopupPolicy(store: store, calendar: seoul, now: { [now] in now })
        let fixtures = FixtureSet.bundled(today: CalendarDay(date: now, calendar: seoul))
        let flow = StarbucksDependencies.fixtures(fixtures).launchFlow(signIn: signIn, popupPolicy: policy)

        // When the app starts
        let step = try await flow.next()

        // Then the expected screen comes next, carrying the session once signed in
        #expect(StarbucksText(locale: Locale(identifier: "en")).launch(step).next == expected(for: state))
        #expect(step.session == (state == .signedOut ? nil : Sample.session))
        if case .eventPopup(let popup, _) = step { #expect(popup.title == "딜리버리로 주문하고 별 더 받기") }
    }

    @Test func aSignedOutUserNeverFetchesThePopup() async throws {
        let monitor = RequestMonitor()
        let policy = EventPopupPolicy(store: InMemoryPopupDismissalStore())
        let flow = StarbucksDependencies.fixtures(monitor: monitor).launchFlow(
            signIn: InMemorySignIn(), popupPolicy: policy)

        #expect(try await flow.next() == .signIn)
        #expect(await monitor.started == 0)
    }

    @Test(arguments: [FixtureFault.status(500), .transportFailure, .malformedBody])
    func aPopupThatCannotBeFetchedIsSkipped(fault: FixtureFault) async throws {
        let policy = EventPopupPolicy(store: InMemoryPopupDismissalStore())
        let flow = StarbucksDependencies.fixtures(faults: [.eventPopup: fault])
            .launchFlow(signIn: InMemorySignIn(session: Sample.session), popupPolicy: policy)

        #expect(try await flow.next() == .home(session: Sample.session))
    }

    @Test func anEmptyPopupIsSkipped() async throws {
        let fixtures = FixtureSet.bundled.replacing(
            .eventPopup, with: Data(#"{"title": "", "description": ""}"#.utf8))
        let policy = EventPopupPolicy(store: InMemoryPopupDismissalStore())
        let flow = StarbucksDependencies.fixtures(fixtures)
            .launchFlow(signIn: InMemorySignIn(session: Sample.session), popupPolicy: policy)

        #expect(try await flow.next() == .home(session: Sample.session))
    }

    @Test func aPopupShowsOnlyWhileItsEventRuns() async throws {
        // Given the bundled event of 11 to 22 October 2021
        let fixtures = FixtureSet.bundled.replacing(
            .eventPopup,
            with: Data(#"{"title": "가을", "range": "2021년 10월 11일 ~ 10월 22일", "description": "d"}"#.utf8))
        let days = [
            ("2021-10-10T23:59", Step.home), ("2021-10-11T00:00", .eventPopup),
            ("2021-10-22T23:59", .eventPopup),
            ("2021-10-23T00:00", .home), ("2026-11-24T12:00", .home),
        ]
        for (moment, expected) in days {
            // When the app starts at that moment in Seoul
            let policy = EventPopupPolicy(
                store: InMemoryPopupDismissalStore(), calendar: seoul,
                now: { Sample.moment(moment, in: "Asia/Seoul") })
            let flow = StarbucksDependencies.fixtures(fixtures)
                .launchFlow(signIn: InMemorySignIn(session: Sample.session), popupPolicy: policy)
            // Then the popup shows only inside the period
            let next = StarbucksText(locale: Locale(identifier: "en")).launch(try await flow.next()).next
            #expect(next == expected, "\(moment)")
        }
    }

    @Test func theBundledEventRunsAroundTodayWheneverTheKitIsUsed() async throws {
        for today in [
            CalendarDay(year: 2021, month: 12, day: 30), CalendarDay(year: 2030, month: 2, day: 28),
        ] {
            let day = try #require(today)
            let popup = try #require(
                try await StarbucksDependencies.fixtures(.bundled(today: day)).eventPopups.eventPopup())
            let period = try #require(popup.period)
            #expect(period.contains(day))
            #expect(period.start == day.adding(days: -3))
            #expect(period.end == day.adding(days: 8))
        }
        // And with the real clock, the launch shows it today
        let flow = StarbucksDependencies.fixtures().launchFlow(
            signIn: InMemorySignIn(session: Sample.session),
            popupPolicy: EventPopupPolicy(store: InMemoryPopupDismissalStore()))
        #expect(
            StarbucksText(locale: Locale(identifier: "en")).launch(try await flow.next()).next == .eventPopup)
    }

    @Test func theWholeFlowRunsOnFilesInAFolder() async throws {
        // Given a data folder and the fixtures
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let clock = TestNow(Sample.moment("2022-05-09T21:00", in: "Asia/Seoul"))
        let dependencies = StarbucksDependencies.fixtures(
            .bundled(today: try #require(CalendarDay(year: 2022, month: 5, day: 9))))
        let flow = dependencies.launchFlow(directory: folder.url, calendar: seoul, now: clock.now)

        // When the user signs in, sees the popup, hides it for today, and comes back after midnight
        let first = try await flow.next()
        _ = try await LocalSignIn(directory: folder.url).signIn(name: "Minji")
        let second = try await flow.next()
        try await EventPopupPolicy.stored(in: folder.url, calendar: seoul, now: clock.now).dismiss(.today)
        let third = try await flow.next()
        clock.set(Sample.moment("2022-05-10T00:00", in: "Asia/Seoul"))
        let fourth = try await flow.next()
        _ = try await LocalSignIn(directory: folder.url).signOut()
        let fifth = try await flow.next()

        // Then the screens follow: sign-in, popup, home, popup again, sign-in
        let text = StarbucksText(locale: Locale(identifier: "en"))
        #expect(
            [first, second, third, fourth, fifth].map { text.launch($0).next } == [
                .signIn, .eventPopup, .home, .eventPopup, .signIn,
            ])
    }

    @Test func aDamagedSessionFileStopsTheLaunchWithItsError() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("[]", to: LocalSignIn.fileName)

        let error = await #expect(throws: PersistenceError.self) {
            try await StarbucksDependencies.fixtures().launchFlow(directory: folder.url).next()
        }

        #expect(error?.kind == .corrupt)
    }
}
