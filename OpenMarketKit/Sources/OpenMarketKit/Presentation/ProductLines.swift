import Foundation

/// The kit's words around products that only the command-line tool prints (the labels of its
/// tables, a page's place, the line after a health check or a deletion), and the date style the
/// detail screen shares with it.
///
/// Package access: `OpenMarketKitReports` shows these lines as its public `OpenMarketText`, and an
/// app that imports the kit alone does not see them.
package struct ProductLines: Sendable {
    /// The locale whose language and conventions are used.
    package let locale: Locale
    private let text: Localizer

    /// The lines for `locale` (English unless Korean).
    package init(locale: Locale) {
        self.locale = locale
        self.text = Localizer(locale: locale)
    }

    /// The kit's string for `key` in the locale's language (English when it has none).
    package func string(_ key: String) -> String {
        text.string(key)
    }

    /// A line about a page's place in the listing: `Page 1 of 3 · 25 products` (`1 product`
    /// for one), or `Page 2` when the server did not say how many there are.
    package func pageLine(_ page: Page<ProductListing>) -> String {
        let number = text.number(page.pageNumber)
        guard let last = page.lastPage, let total = page.totalCount else {
            return text.format("page.numberOnly", number)
        }
        // `key.one` for exactly one in English; Korean nouns do not change with the count.
        let key = total == 1 ? "page.line.one" : "page.line"
        return text.format(key, number, text.number(last), text.number(total))
    }

    /// The line after a product was deleted: `Deleted product 12 (Citron tea).`, its name without
    /// control characters.
    package func deletedLine(id: Int, name: String?) -> String {
        let cleaned = name?.removingControlCharacters() ?? ""
        guard !cleaned.isEmpty else { return text.format("product.deleted", String(id)) }
        return text.format("product.deletedNamed", String(id), cleaned)
    }

    /// A date and time in the locale's medium style, in `timeZone` (UTC unless told).
    package func dateText(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current)
        -> String
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
