import Foundation
import StarbucksKit
import ToolSupport

/// The What's New list in `--json` output: each event's data — Starbucks' number for it (`id`,
/// `pro_SEQ`), its title and subtitle as sent, its days as `YYYY-MM-DD`, its thumbnail's address
/// and the state of its download as a stable word — with the row shown for it beside.
struct WhatsNewData: Encodable {
    /// The list's title.
    let title: String
    /// What is shown instead of an empty list, else `nil`.
    let emptyText: String?
    /// The events, newest first.
    let items: [Item]

    /// One event.
    struct Item: Encodable {
        /// Its place in the list, from 1.
        let position: Int
        /// Starbucks' number for the event, when given.
        let id: String?
        /// The title as sent.
        let title: String
        /// The line under it, as sent.
        let subtitle: String?
        /// The day it was registered.
        let registered: CalendarDay?
        /// Its first day.
        let start: CalendarDay?
        /// Its last day.
        let end: CalendarDay?
        /// The period as sent.
        let periodText: String
        /// The thumbnail's address.
        let thumbnailURL: String?
        /// `ready`, `none`, `failed` or `loading`.
        let picture: String
        /// The thumbnail's size in bytes, once downloaded.
        let pictureBytes: Int?
        /// The row shown for the event.
        let display: WhatsNewRow
    }

    /// The data of `items`, with `page` (the kit's presentation of the same items) beside.
    init(_ items: [WhatsNewItem], page: WhatsNewPage) {
        title = page.title
        emptyText = page.emptyText
        self.items = zip(items, page.items).map { item, row in
            let event = item.event
            let picture: String
            var bytes: Int?
            switch item.image {
            case .loaded(let data):
                picture = "ready"
                bytes = data.count
            case .none: picture = "none"
            case .failed: picture = "failed"
            case .loading: picture = "loading"
            }
            return Item(
                position: row.position, id: event.sequence, title: event.title, subtitle: event.subtitle,
                registered: event.registrationDate, start: event.period?.start ?? event.startDate,
                end: event.period?.end, periodText: event.periodText,
                thumbnailURL: event.thumbnailURL?.absoluteString, picture: picture, pictureBytes: bytes,
                display: row)
        }
    }
}
