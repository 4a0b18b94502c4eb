import Foundation

/// The event popup's text: the card with its details and buttons, and its status.
extension StarbucksText {
    /// The popup, with its details labelled and its buttons titled.
    public func popup(_ popup: EventPopup) -> EventPopupCard {
        var details: [LabeledValue] = []
        let period = popup.period.map(self.period) ?? Self.shown(popup.periodText)
        if !period.isEmpty { details.append(LabeledValue(label: label(.period), value: period)) }
        let target = Self.shown(popup.target)
        if !target.isEmpty { details.append(LabeledValue(label: label(.target), value: target)) }
        if let products = popup.eventProducts.map(Self.shown), !products.isEmpty {
            details.append(LabeledValue(label: label(.eventProducts), value: products))
        }
        // Runs keep their spaces (they sit between runs); only control characters go.
        let runs = popup.description.runs.map {
            TextRun(text: $0.text.removingControlCharacters(), bold: $0.isBold)
        }
        return EventPopupCard(
            title: Self.shown(popup.title), details: details,
            description: Self.shown(runs.map(\.text).joined()), descriptionRuns: runs,
            actions: [
                PopupAction(dismissal: .forever, title: text.string("popup.action.forever")),
                PopupAction(dismissal: .today, title: text.string("popup.action.today")),
                PopupAction(dismissal: .close, title: text.string("popup.action.close")),
            ])
    }

    /// The popup's status in one line: due, hidden until a moment (shown in `timeZone`: "The
    /// event popup stays hidden until May 10, 2022 at 12:00 AM."), or hidden for good.
    public func popupStatusMessage(_ status: PopupStatus, timeZone: TimeZone = .current) -> String {
        switch status {
        case .due:
            return text.string("popup.status.due")
        case .hiddenForever:
            return text.string("popup.status.hiddenForever")
        case .hiddenUntil(let moment) where ProlepticGregorian.isBeforeCutover(moment):
            let shown = ProlepticGregorian.formatter(
                locale: locale, timeZone: timeZone, date: .medium, time: .short)
            return text.format("popup.status.hiddenUntil", shown.string(from: moment))
        case .hiddenUntil(let moment):
            var style = Date.FormatStyle(
                date: .abbreviated, time: .shortened, locale: locale, calendar: gregorian)
            style.timeZone = timeZone
            return text.format("popup.status.hiddenUntil", moment.formatted(style))
        }
    }

    /// `moment` in ISO 8601 (UTC, to the second), proleptic Gregorian before 1582-10-15 as ISO
    /// 8601 asks, for data a program reads.
    package static func iso8601(_ moment: Date) -> String {
        ProlepticGregorian.isBeforeCutover(moment)
            ? ProlepticGregorian.iso8601(moment) : moment.formatted(.iso8601)
    }
}
