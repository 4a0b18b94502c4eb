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

    /// The popup's status in words: due, hidden until a moment (shown in `timeZone`), or hidden
    /// for good.
    public func popupStatus(_ status: PopupStatus, timeZone: TimeZone = .current) -> PopupStatusSummary {
        switch status {
        case .due:
            return PopupStatusSummary(state: .due, hiddenUntil: nil, message: text.string("popup.status.due"))
        case .hiddenForever:
            return PopupStatusSummary(
                state: .hiddenForever, hiddenUntil: nil, message: text.string("popup.status.hiddenForever"))
        case .hiddenUntil(let moment) where ProlepticGregorian.isBeforeCutover(moment):
            let shown = ProlepticGregorian.formatter(
                locale: locale, timeZone: timeZone, date: .medium, time: .short)
            return PopupStatusSummary(
                state: .hiddenUntil, hiddenUntil: ProlepticGregorian.iso8601(moment),
                message: text.format("popup.status.hiddenUntil", shown.string(from: moment)))
        case .hiddenUntil(let moment):
            var style = Date.FormatStyle(
                date: .abbreviated, time: .shortened, locale: locale, calendar: gregorian)
            style.timeZone = timeZone
            return PopupStatusSummary(
                state: .hiddenUntil, hiddenUntil: moment.formatted(.iso8601),
                message: text.format("popup.status.hiddenUntil", moment.formatted(style)))
        }
    }
}
