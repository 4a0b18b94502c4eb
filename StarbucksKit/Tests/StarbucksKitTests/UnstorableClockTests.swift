import Foundation
import Testing

@testable import StarbucksKit

@Suite("A clock the state files cannot keep: refused on writing, harmless on reading")
struct UnstorableClockTests {
    private let english = Locale(identifier: "en")
    private let korean = Locale(identifier: "ko")

    /// Clock readings no state file can keep: not a number, infinite, far beyond the years 1 to
    /// 9999, and the first second outside them on either side (0000-12-31T23:59:59Z, the same
    /// half a second later, which is kept to the second, and 10000-01-01T00:00:00Z).
    static let unstorable: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, -62_135_596_801, -62_135_596_800.5, 253_402_300_800,
    ]

    /// Clock readings at the edges of what a state file keeps: the first and last seconds of the
    /// years 1 to 9999 (with a fraction, which is dropped), either side of the Gregorian
    /// calendar's first day, and either side of 1970.
    static let storable: [Double] = [
        -62_135_596_800, -62_135_596_799.5, -12_219_292_801, -12_219_292_800, -0.5, 0, 253_402_300_799,
        253_402_300_799.999,
    ]

    static let calendars: [Calendar.Identifier] = [.gregorian, .islamicUmmAlQura, .buddhist]

    private static func calendar(_ identifier: Calendar.Identifier, _ zone: String = "UTC") -> Calendar {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = TimeZone(identifier: zone) ?? calendar.timeZone
        return calendar
    }

    /// The file's bytes, or `nil` when there is none.
    private static func bytes(_ url: URL) -> Data? { try? Data(contentsOf: url) }

    // MARK: The popup's dismissal

    @Test(arguments: unstorable, calendars)
    func dismissingWithAnUnstorableClockThrowsAndWritesNothing(
        seconds: Double, identifier: Calendar.Identifier
    ) async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let directory = folder.url.appendingPathComponent("pp")
        let file = directory.appendingPathComponent(PopupDismissalFile.fileName)
        let policy = EventPopupPolicy.stored(
            in: directory, calendar: Self.calendar(identifier), now: { Date(timeIntervalSince1970: seconds) })

        for dismissal in [PopupDismissal.today, .forever] {
            let error = await #expect(throws: PersistenceError.self) { try await policy.dismiss(dismissal) }
            #expect(error?.kind == .unstorableTime)
            #expect(error?.path == file.path)
        }

        #expect(!FileManager.default.fileExists(atPath: directory.path))
        #expect(try await policy.status() == .due)
        #expect(try await policy.isDue())
        #expect(try await policy.dismiss(.close) == .due)
    }

    @Test(arguments: [Double.nan, .infinity, 253_402_300_800])
    func aStoredChoiceIsLeftAsItWasAndReadWithoutTheTime(seconds: Double) async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = folder.url.appendingPathComponent(PopupDismissalFile.fileName)
        let calendar = Sample.calendar("Asia/Seoul")
        let clock = TestNow(Sample.moment("2022-05-09T10:00", in: "Asia/Seoul"))
        let policy = EventPopupPolicy.stored(in: folder.url, calendar: calendar, now: clock.now)
        let hidden = try await policy.dismiss(.today)
        let before = try #require(Self.bytes(file))

        // When the clock goes wrong
        clock.set(Date(timeIntervalSince1970: seconds))

        // Then "don't show again" is refused, the file is the same, and "not today" reads as over
        await #expect(throws: PersistenceError.unstorableTime(file.path)) {
            try await policy.dismiss(.forever)
        }
        #expect(Self.bytes(file) == before)
        #expect(try await policy.status() == .due)
        #expect(try await policy.dismiss(.close) == .due)
        #expect(Self.bytes(file) == before)

        // And when the clock is right again, the choice still holds
        clock.set(Sample.moment("2022-05-09T12:00", in: "Asia/Seoul"))
        #expect(try await policy.status() == hidden)
        #expect(hidden != .due)
    }

    @Test func hiddenForGoodStaysHiddenWhateverTheClock() async throws {
        let store = InMemoryPopupDismissalStore(
            record: PopupDismissalRecord(dismissal: .forever, dismissedAt: Date(timeIntervalSince1970: 0)))
        let policy = EventPopupPolicy(store: store, now: { Date(timeIntervalSince1970: .nan) })

        #expect(try await policy.status() == .hiddenForever)
        let error = await #expect(throws: PersistenceError.self) { try await policy.dismiss(.today) }
        #expect(error?.path == "")
        #expect(await store.load()?.dismissal == .forever)
    }

    @Test(arguments: unstorable)
    func aPopupIsShownWhenTheClockCannotTellTheDay(seconds: Double) {
        let popup = EventPopup(
            title: "Autumn", periodText: "2021년 10월 11일 ~ 10월 22일", target: "",
            description: RichText(markup: ""))
        let policy = EventPopupPolicy(
            store: InMemoryPopupDismissalStore(), calendar: Self.calendar(.buddhist),
            now: { Date(timeIntervalSince1970: seconds) })

        #expect(popup.period != nil)
        #expect(policy.isRunning(popup))
    }

    // MARK: Round trips

    @Test(arguments: storable, calendars)
    func everyMomentADismissalStoresIsReadBack(seconds: Double, identifier: Calendar.Identifier) async throws
    {
        for zone in ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago"] {
            let folder = try TemporaryFolder()
            defer { folder.cleanUp() }
            let calendar = Self.calendar(identifier, zone)
            let now: @Sendable () -> Date = { Date(timeIntervalSince1970: seconds) }
            let policy = EventPopupPolicy.stored(in: folder.url, calendar: calendar, now: now)

            let status = try await policy.dismiss(.today)

            let record = try await PopupDismissalFile(directory: folder.url).load()
            #expect(record?.dismissedAt == Date(timeIntervalSince1970: seconds.rounded(.down)), "\(zone)")
            let reread = EventPopupPolicy.stored(in: folder.url, calendar: calendar, now: now)
            #expect(try await reread.status() == status, "\(zone)")
            #expect(status != .due, "\(zone)")
            #expect(try await policy.dismiss(.forever) == .hiddenForever)
            #expect(try await reread.status() == .hiddenForever)
        }
    }

    @Test(arguments: storable)
    func everyMomentASessionStoresIsReadBack(seconds: Double) async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let signIn = LocalSignIn(
            directory: folder.url, now: { Date(timeIntervalSince1970: seconds) }, makeToken: { "t" })

        let session = try await signIn.signIn(name: "Minji")

        #expect(session.signedInAt == Date(timeIntervalSince1970: seconds.rounded(.down)))
        #expect(try await LocalSignIn(directory: folder.url).currentSession() == session)
    }

    @Test(arguments: unstorable)
    func theStateFileNeverWritesADateItCouldNotReadBack(seconds: Double) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = JSONFile<PopupDismissalRecord>(url: folder.url.appendingPathComponent("x.json"))
        let record = PopupDismissalRecord(
            dismissal: .today, dismissedAt: Date(timeIntervalSince1970: seconds))

        #expect(throws: PersistenceError.unstorableTime(file.url.path)) { try file.write(record) }
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }

    // MARK: Sign-in

    @Test(arguments: unstorable)
    func signingInWithAnUnstorableClockThrowsAndKeepsTheSession(seconds: Double) async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let broken: @Sendable () -> Date = { Date(timeIntervalSince1970: seconds) }
        let signIn = LocalSignIn(directory: folder.url, now: broken)

        await #expect(throws: PersistenceError.unstorableTime(signIn.url.path)) {
            try await signIn.signIn(name: "Minji")
        }
        #expect(!FileManager.default.fileExists(atPath: signIn.url.path))

        _ = try await LocalSignIn(directory: folder.url).signIn(name: "Minji")
        let before = try #require(Self.bytes(signIn.url))
        await #expect(throws: PersistenceError.unstorableTime(signIn.url.path)) {
            try await signIn.signIn(name: "Jisoo")
        }
        #expect(Self.bytes(signIn.url) == before)

        // A name sign-in refuses is said first: it is the person's to fix
        await #expect(throws: SignInError.emptyName) { try await signIn.signIn(name: "\u{FEFF}") }

        let memory = InMemorySignIn(session: Sample.session, now: broken)
        await #expect(throws: PersistenceError.unstorableTime("")) { try await memory.signIn(name: "Jisoo") }
        #expect(await memory.currentSession() == Sample.session)
    }

    // MARK: The message

    @Test func theMessageNamesTheClockAndTheFixInBothLanguages() {
        let error = PersistenceError.unstorableTime("/s/event-popup.json")

        #expect(
            error.message(locale: english)
                == "The device's clock gave a time that can't be stored (only dates from the year 1 to 9999 "
                + "can be), so nothing was saved; set the device's date and time correctly, then try again.")
        let koreanMessage = error.message(locale: korean)
        #expect(koreanMessage.contains("기기 시계"), "\(koreanMessage)")
        #expect(koreanMessage.contains("날짜와 시간을 올바르게 맞춘 뒤"), "\(koreanMessage)")
        #expect(
            ScreenFailure(error, locale: english).message == error.message(locale: english))
    }
}
