import Foundation

/// The What's New list's text: one row per event.
extension StarbucksText {
    /// The What's New list, in the order given (``WhatsNewLoader`` sorts it newest first).
    public func whatsNew(_ items: [WhatsNewItem]) -> WhatsNewPage {
        let rows = items.enumerated().map { offset, item in
            let event = item.event
            let period = event.period.map(self.period) ?? Self.shown(event.periodText)
            var data: Data?
            if case .loaded(let bytes) = item.image { data = bytes }
            let title = Self.shown(event.title)
            let subtitle = event.subtitle.map(Self.shown)
            let spoken = [title, subtitle ?? "", period].filter { !$0.isEmpty }.joined(separator: ", ")
            return WhatsNewRow(
                position: offset + 1, id: event.sequence, start: event.period?.start ?? event.startDate,
                end: event.period?.end, title: title, subtitle: subtitle,
                period: period.isEmpty ? nil : period,
                thumbnailURL: event.thumbnailURL?.absoluteString, picture: pictureText(item.image),
                pictureBytes: data?.count, pictureState: Self.state(of: item.image), pictureData: data,
                accessibilityLabel: spoken)
        }
        return WhatsNewPage(
            title: text.string("whatsNew.title"), items: rows,
            emptyText: rows.isEmpty ? text.string("whatsNew.empty") : nil)
    }

    /// `row` with its thumbnail now `picture`, the rest as it was (nothing formatted again).
    func row(_ row: WhatsNewRow, with picture: Picture) -> WhatsNewRow {
        var data: Data?
        if case .loaded(let bytes) = picture { data = bytes }
        return WhatsNewRow(
            position: row.position, id: row.id, start: row.start, end: row.end, title: row.title,
            subtitle: row.subtitle, period: row.period,
            thumbnailURL: row.thumbnailURL, picture: pictureText(picture), pictureBytes: data?.count,
            pictureState: Self.state(of: picture), pictureData: data,
            accessibilityLabel: row.accessibilityLabel)
    }
}
