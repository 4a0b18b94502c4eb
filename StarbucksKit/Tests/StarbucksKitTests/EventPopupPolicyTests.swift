import Foundation
import Testing

@testable import StarbucksKit

@Suite("Event popup policy across midnight and time zones")
struct EventPopupPolicyTests {
    private func policy(
        _ zone: String, at start: String, store: any PopupDismissalStore = InMemoryPopupDismissalStore()
    )
        -> (EventPopupPolicy, TestNow)
    {
        let clock = TestNow(Sample.moment(start, in: zone))
        return (EventPopupPolicy(store: store, calendar: Sample.calendar(zone), now: clock.now), clock)
    }

    @Test func aNewUserSeesThePopup() async throws {
        let (policy, _) = policy("Asia/Seoul", at: "2022-05-09T10:00")

        #expect(try await policy.isDue())
    }

    @Test func closingStoresNothing() async throws {
        let store = InMemoryPopupDismissalStore()
        let (policy, _) = policy("Asia/Seoul", at: "2022-05-09T10:00", store: store)

        let status = try await policy.dismiss(.close)

        #expect(status == .due)
        #expect(await store.load() == nil)
    }

    @Test func foreverIsForever() async throws {
        let (policy, clock) = policy("Asia/Seoul", at: "2022-05-09T10:00")

        try await policy.dismiss(.forever)
        clock.set(Sample.moment("2032-01-01T00:00", in: "Asia/Seoul"))

        #expect(try await policy.status() == .hiddenForever)
    }

    @Test(arguments: [
        // zone, dismissed at, checked at, due?
        ("Asia/Seoul", "2022-05-09T23:59:59", "2022-05-09T23:59:59", false),
        ("Asia/Seoul", "2022-05-09T23:30", "2022-05-10T00:00", true),
        ("Asia/Seoul", "2022-05-09T00:00", "2022-05-09T23:59:59", false),
        ("Asia/Seoul", "2022-05-09T00:00", "2022-05-10T00:00:01", true),
        ("UTC", "2022-05-09T12:00", "2022-05-10T00:00", true),
        ("America/Los_Angeles", "2022-12-31T23:59", "2023-01-01T00:00", true),
        ("America/Los_Angeles", "2022-12-31T00:01", "2022-12-31T23:00", false),
    ])
    func notTodayLastsUntilTheNextLocalMidnight(zone: String, dismissed: String, checked: String, due: Bool)
        async throws
    {
        // Given "not today" chosen at `dismissed`
        let (policy, clock) = policy(zone, at: dismissed)
        try await policy.dismiss(.today)

        // When the popup is checked at `checked`
        clock.set(Sample.moment(checked, in: zone))

        // Then it is due only from the next local midnight
        #expect(try await policy.isDue() == due)
    }

    @Test func hiddenUntilIsTheNextLocalMidnight() async throws {
        let (policy, _) = policy("Asia/Seoul", at: "2022-05-09T23:30")

        let status = try await policy.dismiss(.today)

        #expect(status == .hiddenUntil(Sample.moment("2022-05-10T00:00", in: "Asia/Seoul")))
    }

    @Test func theSameMomentIsADifferentDayInAnotherTimeZone() {
        // 23:30 in Seoul is 14:30 UTC on the same date; half an hour later Seoul is on the next day
        // but UTC is not.
        let record = PopupDismissalRecord(
            dismissal: .today, dismissedAt: Sample.moment("2022-05-09T23:30", in: "Asia/Seoul"))
        let later = Sample.moment("2022-05-10T00:15", in: "Asia/Seoul")

        #expect(EventPopupPolicy.status(of: record, at: later, in: Sample.calendar("Asia/Seoul")) == .due)
        #expect(EventPopupPolicy.status(of: record, at: later, in: Sample.calendar("UTC")) != .due)
        #expect(
            EventPopupPolicy.status(of: record, at: later, in: Sample.calendar("UTC"))
                == .hiddenUntil(Sample.moment("2022-05-10T00:00", in: "UTC")))
    }

    @Test func aShortDayEndsAtItsMidnight() {
        // 13 March 2022 in New York has 23 hours (clocks went forward at 02:00).
        let calendar = Sample.calendar("America/New_York")
        let record = PopupDismissalRecord(
            dismissal: .today, dismissedAt: Sample.moment("2022-03-13T00:30", in: "America/New_York"))

        #expect(
            EventPopupPolicy.status(
                of: record, at: Sample.moment("2022-03-13T23:59", in: "America/New_York"), in: calendar)
                != .due)
        #expect(
            EventPopupPolicy.status(
                of: record, at: Sample.moment("2022-03-14T00:00", in: "America/New_York"), in: calendar)
                == .due)
    }

    @Test func aDayWhoseMidnightIsSkippedEndsAtItsFirstHour() {
        // On 4 November 2018 São Paulo's clocks jumped from 00:00 to 01:00: that day began at 01:00.
        let calendar = Sample.calendar("America/Sao_Paulo")
        let record = PopupDismissalRecord(
            dismissal: .today, dismissedAt: Sample.moment("2018-11-03T22:00", in: "America/Sao_Paulo"))
        let dayStart = Date(timeIntervalSince1970: 1_541_300_400)  // 2018-11-04 03:00 UTC = 01:00 local

        #expect(
            EventPopupPolicy.status(of: record, at: dayStart.addingTimeInterval(-1), in: calendar) != .due)
        #expect(EventPopupPolicy.status(of: record, at: dayStart, in: calendar) == .due)
    }

    @Test func aClockTurnedBackKeepsThePopupHidden() async throws {
        let (policy, clock) = policy("Asia/Seoul", at: "2022-05-09T12:00")
        try await policy.dismiss(.today)

        clock.set(Sample.moment("2022-05-08T12:00", in: "Asia/Seoul"))

        #expect(try await !policy.isDue())
    }

    @Test func resetMakesThePopupDueAgain() async throws {
        let (policy, _) = policy("Asia/Seoul", at: "2022-05-09T12:00")
        try await policy.dismiss(.forever)

        try await policy.reset()

        #expect(try await policy.isDue())
    }

    @Test func theChoiceSurvivesInItsFile() async throws {
        // Given "not today" chosen through a policy stored in a folder
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let moment = Sample.moment("2022-05-09T09:00", in: "Asia/Seoul")
        try await EventPopupPolicy.stored(
            in: folder.url, calendar: Sample.calendar("Asia/Seoul"), now: { moment }
        )
        .dismiss(.today)

        // When a new policy reads the same folder
        let later = EventPopupPolicy.stored(
            in: folder.url, calendar: Sample.calendar("Asia/Seoul"), now: { moment + 60 })

        // Then the popup is still hidden, and the file holds the choice and its moment
        #expect(try await !later.isDue())
        #expect(
            try await PopupDismissalFile(directory: folder.url).load()
                == PopupDismissalRecord(dismissal: .today, dismissedAt: moment))
    }

    @Test func aDamagedChoiceFileIsReported() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(
            #"{"dismissal": "sometimes", "dismissedAt": "2022-05-09T00:00:00Z"}"#,
            to: PopupDismissalFile.fileName)

        let error = await #expect(throws: PersistenceError.self) {
            try await EventPopupPolicy.stored(in: folder.url).isDue()
        }

        #expect(error?.kind == .corrupt)
    }
}
