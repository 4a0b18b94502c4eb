import Foundation
import StarbucksKit

/// The launch as data for programs (a tool's `--json`): which screen comes next (`signIn`,
/// `eventPopup` or `home`), who is signed in, the popup's event as data (its days as
/// `YYYY-MM-DD`) with the card shown for it beside (`display`), and a notice for each fixture
/// file left out.
///
/// The keys are `next, message, userName?, notices, popup?: {title, start?, end?, periodText,
/// target, eventProducts?, display}`; a key whose value is absent is left out.
///
/// ```swift
/// let summary = text.launch(step)
/// let json = try JSONEncoder().encode(LaunchReport(step, summary: summary))  // {"next":"home",…}
/// ```
public struct LaunchReport: Hashable, Sendable, Encodable {
    /// The screen that comes next.
    public let next: LaunchSummary.Next
    /// The line saying so.
    public let message: String
    /// The signed-in user's name.
    public let userName: String?
    /// The popup, when it comes next.
    public let popup: Popup?
    /// One line per fixture file left out.
    public let notices: [String]

    /// The popup's event.
    public struct Popup: Hashable, Sendable, Encodable {
        /// The title as sent.
        public let title: String
        /// The first day of the event.
        public let start: CalendarDay?
        /// The last day of the event.
        public let end: CalendarDay?
        /// The period as sent.
        public let periodText: String
        /// Who may take part, as sent.
        public let target: String
        /// The products covered, as sent.
        public let eventProducts: String?
        /// The popup as shown.
        public let display: EventPopupCard
    }

    /// The data of `step`, with `summary` (``StarbucksText/launch(_:fixtureProblems:)``'s
    /// presentation of it) beside.
    public init(_ step: LaunchStep, summary: LaunchSummary) {
        next = summary.next
        message = summary.message
        userName = summary.userName
        notices = summary.notices
        if case .eventPopup(let event, _) = step, let card = summary.popup {
            popup = Popup(
                title: event.title, start: event.period?.start, end: event.period?.end,
                periodText: event.periodText, target: event.target, eventProducts: event.eventProducts,
                display: card)
        } else {
            popup = nil
        }
    }
}
