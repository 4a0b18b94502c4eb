import Foundation

/// What a list cell or a CLI row shows for a product, already formatted for a locale.
///
/// Text that came from the server (name, description, vendor name) has its control characters
/// removed, so it cannot drive a terminal.
///
/// ```swift
/// let row = ProductPresentation(product: product, locale: Locale(identifier: "ko_KR"))
/// print(row.name, row.priceText, row.stockText)  // 팥빙수 ₩2,000 품절
/// ```
public struct ProductPresentation: Sendable, Hashable, Identifiable {
    /// The product's identifier.
    public var id: Int
    /// The product's name.
    public var name: String
    /// The product's description, when the server sent one.
    public var description: String?
    /// The vendor's display name, when the server sent one.
    public var vendorName: String?
    /// The list price with its currency (`₩2,000`, `$12.50`).
    public var priceText: String
    /// The price a buyer pays, only when it differs from the list price.
    public var bargainPriceText: String?
    /// The amount taken off the list price (`₩200`), only when the product is discounted.
    public var discountText: String?
    /// The stock line (`3 in stock`, `Sold out`).
    public var stockText: String
    /// Whether the product is out of stock, for styling.
    public var isSoldOut: Bool
    /// What a screen reader says for the whole row, read as one element: name, price (the sale
    /// price before the list price when discounted), stock.
    public var accessibilityLabel: String
    /// What a screen reader adds about activating the row.
    public var accessibilityHint: String

    /// Formats `product` for `locale`.
    public init(product: ProductListing, locale: Locale = .current) {
        let text = Localizer(locale: locale)
        id = product.id
        name = product.name.removingControlCharacters()
        description = product.description?.removingControlCharacters()
        vendorName = product.vendorName?.removingControlCharacters()
        priceText = Self.money(product.price, currency: product.currency, locale: locale)
        bargainPriceText =
            product.isDiscounted && product.bargainPrice != product.price
            ? Self.money(product.bargainPrice, currency: product.currency, locale: locale) : nil
        discountText =
            product.isDiscounted
            ? Self.money(product.discountedPrice, currency: product.currency, locale: locale) : nil
        isSoldOut = product.isSoldOut
        stockText =
            product.isSoldOut
            ? text.string("product.soldOut")
            : text.format("product.stock", text.number(product.stock))
        let listPrice = priceText
        let spokenPrice =
            bargainPriceText.map { text.format("spoken.salePrice", $0, listPrice) }
            ?? text.format("spoken.price", listPrice)
        accessibilityLabel = text.format("spoken.row", name, spokenPrice, stockText)
        accessibilityHint = text.string("spoken.rowHint")
    }

    /// Formats a product's detail for `locale`; the vendor's name comes from the detail's vendor
    /// when the product itself does not carry it.
    public init(detail: ProductDetail, locale: Locale = .current) {
        self.init(product: detail.product, locale: locale)
        if vendorName == nil {
            vendorName = detail.vendor?.name.removingControlCharacters()
        }
    }

    /// An amount with its currency in `locale`'s conventions; a code that is not three
    /// letters is written after a plain number (without control characters).
    public static func money(_ amount: Decimal, currency: Currency, locale: Locale = .current) -> String {
        let code = currency.code
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            let number = amount.formatted(.number.locale(locale))
            let cleaned = code.removingControlCharacters()
            return cleaned.isEmpty ? number : "\(number) \(cleaned)"
        }
        return amount.formatted(.currency(code: code.uppercased()).locale(locale))
    }
}
