import Foundation

/// When the launch event popup is due, given what the user chose last time.
///
/// "Don't show again" is a policy: ``PopupDismissal/forever``, or ``PopupDismissal/today`` — until
/// the next local midnight in the policy's calendar (its time zone included), whatever the hour it
/// was chosen. ``PopupDismissal/close`` stores nothing. The clock and the calendar are injected,
/// so midnight and time zones can be tested.
///
/// A clock that gives a time no state file can keep (not a number, infinite, or outside the
/// years 1 to 9999) is not trusted: ``dismiss(_:)`` refuses to store a choice with
/// ``PersistenceError/unstorableTime(_:)``, leaving the stored choice as it was, and reading
/// answers without the time: ``PopupStatus/hiddenForever`` after "don't show again", otherwise
/// ``PopupStatus/due`` (the day a "not today" was for cannot be told to be still running), and
/// ``isRunning(_:)`` answers `true`.
///
/// ```swift
/// var seoul = Calendar(identifier: .gregorian)
/// seoul.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .current
/// let policy = EventPopupPolicy(store: InMemoryPopupDismissalStore(), calendar: seoul)
/// try await policy.dismiss(.today)
/// print(try await policy.isDue())          // false until midnight in Seoul
/// ```
public struct EventPopupPolicy: Sendable {
    private let store: any PopupDismissalStore
    /// The calendar whose days "today" is counted in.
    public let calendar: Calendar
    private let now: @Sendable () -> Date

    /// A policy keeping its choice in `store`, counting days in `calendar`, reading the time from
    /// `now`.
    public init(
        store: any PopupDismissalStore, calendar: Calendar = .current,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.calendar = calendar
        self.now = now
    }

    /// A policy kept in `event-popup.json` in `directory` (the kit's
    /// ``StarbucksDependencies/defaultDirectory()`` by default).
    public static func stored(
        in directory: URL = StarbucksDependencies.defaultDirectory(), calendar: Calendar = .current,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> EventPopupPolicy {
        EventPopupPolicy(store: PopupDismissalFile(directory: directory), calendar: calendar, now: now)
    }

    /// Whether the popup should show now.
    ///
    /// - Throws: ``PersistenceError`` when the stored choice cannot be read.
    public func isDue() async throws -> Bool {
        try await status() == .due
    }

    /// Whether the popup shows now, and if not, until when it is hidden. With a clock that gives
    /// a time no state file can keep, a "not today" is taken as over (``PopupStatus/due``) and
    /// the stored choice is kept.
    ///
    /// - Throws: ``PersistenceError`` when the stored choice cannot be read.
    public func status() async throws -> PopupStatus {
        Self.status(of: try await store.load(), at: now().storableMoment, in: calendar)
    }

    /// Whether `popup`'s event runs today in the policy's calendar: a popup shows only inside its
    /// period. A popup whose period could not be read is shown, and so is any popup when the clock
    /// gives a time no state file can keep.
    ///
    /// ```swift
    /// let policy = EventPopupPolicy(store: InMemoryPopupDismissalStore())
    /// let past = EventPopup(
    ///     title: "Autumn", periodText: "2021년 10월 11일 ~ 10월 22일", target: "", description: RichText(markup: ""))
    /// print(policy.isRunning(past))  // false
    /// ```
    public func isRunning(_ popup: EventPopup) -> Bool {
        guard let period = popup.period, let moment = now().storableMoment else { return true }
        return period.contains(CalendarDay(date: moment, calendar: calendar))
    }

    /// Records the user's choice (to the second): `.today` and `.forever` are stored, `.close`
    /// changes nothing. Returns the popup's status after the choice.
    ///
    /// - Throws: ``PersistenceError`` when the choice cannot be saved: of kind
    ///   ``PersistenceError/Kind-swift.struct/unstorableTime`` when the clock gives a time no
    ///   state file can keep (not a number, infinite, or outside the years 1 to 9999); the stored
    ///   choice is then left as it was.
    @discardableResult
    public func dismiss(_ dismissal: PopupDismissal) async throws -> PopupStatus {
        let moment = now().storableMoment
        guard dismissal != .close else {
            return Self.status(of: try await store.load(), at: moment, in: calendar)
        }
        guard let moment else {
            throw PersistenceError.unstorableTime((store as? PopupDismissalFile)?.url.path ?? "")
        }
        let record = PopupDismissalRecord(dismissal: dismissal, dismissedAt: moment)
        try await store.save(record)
        return Self.status(of: record, at: moment, in: calendar)
    }

    /// Forgets any "don't show again": the popup is due again.
    ///
    /// - Throws: ``PersistenceError`` when the stored choice cannot be removed.
    public func reset() async throws {
        try await store.clear()
    }

    /// The popup's status at `now` after `record`, counting days in `calendar`; with no time
    /// (`now` is `nil`), a "not today" is taken as over.
    static func status(of record: PopupDismissalRecord?, at now: Date?, in calendar: Calendar)
        -> PopupStatus
    {
        guard let record else { return .due }
        switch record.dismissal {
        case .close:
            return .due
        case .forever:
            return .hiddenForever
        case .today:
            guard let now else { return .due }
            // The end of the dismissal's local day is the next day's first moment, whether that is
            // midnight or, where a clock change skips midnight, the first hour that exists.
            let end =
                calendar.dateInterval(of: .day, for: record.dismissedAt)?.end
                ?? record.dismissedAt.addingTimeInterval(24 * 60 * 60)
            return now >= end ? .due : .hiddenUntil(end)
        }
    }
}
