import Foundation
import StarbucksKit

/// The What's New list as data for programs (a tool's `--json`): each event's data — Starbucks'
/// number for it (`id`, `pro_SEQ`), its title and subtitle as sent, its days as `YYYY-MM-DD`
/// (the data has days, never times), its period as sent, its thumbnail's address and where the
/// thumbnail's download stands (`pictureState`: `pending`, `loaded`, `failed` or `none`) — with
/// the row a screen shows for it beside (`display`).
///
/// The keys are `title, emptyText?, items: [{position, id?, title, subtitle?, registered?,
/// start?, end?, periodText, thumbnailURL?, pictureState, pictureBytes?, display}]`; a key whose
/// value is absent is left out.
///
/// ```swift
/// let items = try await loader.load()
/// let report = WhatsNewReport(items, page: text.whatsNew(items))
/// let json = try JSONEncoder().encode(report)  // {"items":[{"id":"3070","start":"2022-06-01",…
/// ```
public struct WhatsNewReport: Hashable, Sendable, Encodable {
    /// The list's title.
    public let title: String
    /// What is shown instead of an empty list, else `nil`.
    public let emptyText: String?
    /// The events, newest first.
    public let items: [Item]

    /// One event.
    public struct Item: Hashable, Sendable, Encodable {
        /// Its place in the list, from 1.
        public let position: Int
        /// Starbucks' number for the event, when given.
        public let id: String?
        /// The title as sent.
        public let title: String
        /// The line under it, as sent.
        public let subtitle: String?
        /// The day it was registered.
        public let registered: CalendarDay?
        /// Its first day.
        public let start: CalendarDay?
        /// Its last day.
        public let end: CalendarDay?
        /// The period as sent.
        public let periodText: String
        /// The thumbnail's address.
        public let thumbnailURL: String?
        /// Where the thumbnail's download stands.
        public let pictureState: PictureState.Word
        /// The thumbnail's size in bytes, once downloaded.
        public let pictureBytes: Int?
        /// The row shown for the event.
        public let display: WhatsNewRow
    }

    /// The data of `items`, with `page` (the same items as `StarbucksText.whatsNew(_:)` shows
    /// them) beside.
    public init(_ items: [WhatsNewItem], page: WhatsNewPage) {
        title = page.title
        emptyText = page.emptyText
        self.items = zip(items, page.items).map { item, row in
            let event = item.event
            var bytes: Int?
            if case .loaded(let data) = item.image { bytes = data.count }
            return Item(
                position: row.position, id: event.sequence, title: event.title, subtitle: event.subtitle,
                registered: event.registrationDate, start: event.period?.start ?? event.startDate,
                end: event.period?.end, periodText: event.periodText,
                thumbnailURL: event.thumbnailURL?.absoluteString,
                pictureState: StarbucksText.state(of: item.image), pictureBytes: bytes, display: row)
        }
    }
}
