import Foundation
import OpenMarketKit

/// The labels and short lines the command-line tool prints around products, in English or
/// Korean, with numbers and dates formatted for the locale.
///
/// ```swift
/// let text = OpenMarketText(locale: Locale(identifier: "ko_KR"))
/// print(text.label(.price))  // 가격
/// ```
public struct OpenMarketText: Sendable {
    private let lines: ProductLines

    /// Text for `locale` (English unless Korean).
    public init(locale: Locale = .current) {
        self.lines = ProductLines(locale: locale)
    }

    /// The locale whose language and conventions are used.
    public var locale: Locale { lines.locale }

    /// Labels a product table or a detail needs.
    public enum Label: String, Sendable, CaseIterable {
        /// "ID".
        case id
        /// "Name".
        case name
        /// "Vendor".
        case vendor
        /// "Price".
        case price
        /// "Discount".
        case discount
        /// "Sale price".
        case salePrice
        /// "Stock".
        case stock
        /// "Description".
        case description
        /// "Images".
        case images
        /// "Created".
        case created
        /// "Updated".
        case updated
    }

    /// The label for `key`.
    public func label(_ key: Label) -> String {
        lines.string("label.\(key.rawValue)")
    }

    /// A line about a page's place in the listing: `Page 1 of 3 · 25 products` (`1 product`
    /// for one), or `Page 2` when the server did not say how many there are.
    public func pageLine(_ page: Page<ProductListing>) -> String {
        lines.pageLine(page)
    }

    /// The line for a page with no products.
    public var emptyPageLine: String { lines.string("page.empty") }

    /// The line for a server that answered the health check with `OK`.
    public var healthyLine: String { lines.string("health.ok") }

    /// The line after a product was deleted: `Deleted product 12 (Citron tea).`
    public func deletedLine(id: Int, name: String?) -> String {
        lines.deletedLine(id: id, name: name)
    }

    /// A date and time in the locale's medium style, in `timeZone` (UTC unless told), as the
    /// detail screen shows it.
    public func dateText(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) -> String
    {
        lines.dateText(date, timeZone: timeZone)
    }
}
