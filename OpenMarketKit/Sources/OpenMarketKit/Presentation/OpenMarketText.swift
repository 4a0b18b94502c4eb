import Foundation

/// The labels and short lines a screen or a CLI shows around products, in English or Korean,
/// with numbers and dates formatted for the locale.
///
/// ```swift
/// let text = OpenMarketText(locale: Locale(identifier: "ko_KR"))
/// print(text.label(.price))  // 가격
/// ```
public struct OpenMarketText: Sendable {
    /// The locale whose language and conventions are used.
    public let locale: Locale
    private let text: Localizer

    /// Text for `locale` (English unless Korean).
    public init(locale: Locale = .current) {
        self.locale = locale
        self.text = Localizer(locale: locale)
    }

    /// Labels a product table or a detail screen needs.
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
        text.string("label.\(key.rawValue)")
    }

    /// A line about a page's place in the listing: `Page 1 of 3 · 25 products` (`1 product`
    /// for one), or `Page 2` when the server did not say how many there are.
    public func pageLine(_ page: Page<Product>) -> String {
        let number = text.number(page.pageNumber)
        guard let last = page.lastPage, let total = page.totalCount else {
            return text.format("page.numberOnly", number)
        }
        return text.format(
            pluralKey("page.line", count: total), number, text.number(last), text.number(total))
    }

    /// The key of the form of `key` that `count` takes: `key.one` for exactly one in English
    /// (Korean nouns do not change with the count, and its table holds both forms alike), `key`
    /// otherwise.
    private func pluralKey(_ key: String, count: Int) -> String {
        count == 1 ? key + ".one" : key
    }

    /// The line for a page with no products.
    public var emptyPageLine: String { text.string("page.empty") }

    /// The line for a server that answered the health check with `OK`.
    public var healthyLine: String { text.string("health.ok") }

    /// The line after a product was deleted: `Deleted product 12 (Citron tea).`
    public func deletedLine(id: Int, name: String?) -> String {
        let cleaned = name?.removingControlCharacters() ?? ""
        guard !cleaned.isEmpty else { return text.format("product.deleted", String(id)) }
        return text.format("product.deletedNamed", String(id), cleaned)
    }

    /// A date and time in the locale's medium style, in `timeZone` (UTC unless told).
    public func dateText(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) -> String
    {
        if ProlepticGregorian.isBeforeCutover(date) {
            return ProlepticGregorian.formatter(
                locale: locale, timeZone: timeZone, date: .medium, time: .short
            )
            .string(from: date)
        }
        var style = Date.FormatStyle(date: .abbreviated, time: .shortened).locale(locale)
        style.timeZone = timeZone
        return date.formatted(style)
    }
}
