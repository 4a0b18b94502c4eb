import Foundation

/// What a list cell or a CLI row shows for a product, already formatted for a locale.
///
/// ```swift
/// let row = ProductSummary(product: product, locale: Locale(identifier: "ko_KR"))
/// // row.priceText == "₩2,000", row.stockText == "품절"
/// ```
public struct ProductSummary: Sendable, Hashable, Identifiable {
    /// The product's identifier.
    public var id: Int
    /// The product's name.
    public var name: String
    /// The list price with its currency (`₩2,000`, `$12.50`).
    public var priceText: String
    /// The price a buyer pays, only when it differs from the list price.
    public var bargainPriceText: String?
    /// The stock line (`3 in stock`, `Sold out`).
    public var stockText: String
    /// Whether the product is out of stock, for styling.
    public var isSoldOut: Bool

    /// Formats `product` for `locale`.
    public init(product: Product, locale: Locale = .current) {
        id = product.id
        name = product.name
        priceText = Self.money(product.price, currency: product.currency, locale: locale)
        bargainPriceText =
            product.isDiscounted && product.bargainPrice != product.price
            ? Self.money(product.bargainPrice, currency: product.currency, locale: locale) : nil
        isSoldOut = product.isSoldOut
        stockText =
            product.isSoldOut
            ? Localizer.string("product.soldOut", locale: locale)
            : Localizer.string("product.stock", locale: locale, product.stock)
    }

    /// An amount with its currency in `locale`'s conventions; a code that is not three
    /// letters is written after a plain number.
    public static func money(_ amount: Decimal, currency: Currency, locale: Locale = .current) -> String {
        let code = currency.code
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            let number = amount.formatted(.number.locale(locale))
            return code.isEmpty ? number : "\(number) \(code)"
        }
        return amount.formatted(.currency(code: code.uppercased()).locale(locale))
    }
}
