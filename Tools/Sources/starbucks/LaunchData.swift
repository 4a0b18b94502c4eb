import StarbucksKit
import ToolSupport

/// The launch in `--json` output: which screen comes next (`signIn`, `eventPopup` or `home`),
/// who is signed in, the popup's event as data (its days as `YYYY-MM-DD`) with the card shown
/// for it beside, and a notice for each fixture file left out.
struct LaunchData: Encodable {
    /// The screen that comes next.
    let next: LaunchSummary.Next
    /// The line saying so.
    let message: String
    /// The signed-in user's name.
    let userName: String?
    /// The popup, when it comes next.
    let popup: Popup?
    /// One line per fixture file left out.
    let notices: [String]

    /// The popup's event.
    struct Popup: Encodable {
        /// The title as sent.
        let title: String
        /// The first day of the event.
        let start: CalendarDay?
        /// The last day of the event.
        let end: CalendarDay?
        /// The period as sent.
        let periodText: String
        /// Who may take part, as sent.
        let target: String
        /// The products covered, as sent.
        let eventProducts: String?
        /// The popup as shown.
        let display: EventPopupCard
    }

    /// The data of `step`, with `summary` (the kit's presentation of it) beside.
    init(_ step: LaunchStep, summary: LaunchSummary) {
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
