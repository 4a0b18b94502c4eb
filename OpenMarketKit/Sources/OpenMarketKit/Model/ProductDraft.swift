import Foundation

/// The fields of a product a vendor registers.
///
/// Prices are ``Price`` values, exact decimals written as text or whole numbers:
///
/// ```swift
/// let draft = ProductDraft(
///     name: "Honey citron tea", description: "A jar of citron preserved in honey, for hot tea.",
///     price: "19.99", currency: .usd, discountedPrice: "1.50", stock: 7)
/// ```
public struct ProductDraft: Sendable, Hashable {
    /// The name, 3 to 100 characters.
    public var name: String
    /// The description, 10 to 1000 characters.
    public var description: String
    /// The list price, not negative.
    public var price: Price
    /// The currency of the prices; must be known to the server. ``defaultCurrency`` unless told.
    public var currency: Currency
    /// The amount taken off the price, between 0 and the price.
    public var discountedPrice: Price
    /// The number of items in stock, not negative.
    public var stock: Int

    /// The currency of a draft that names none: Korean won (`KRW`), the market's home currency.
    public static let defaultCurrency: Currency = .krw

    /// Creates a draft; without a currency, the prices are in ``defaultCurrency``.
    public init(
        name: String, description: String, price: Price, currency: Currency = defaultCurrency,
        discountedPrice: Price = 0,
        stock: Int = 0
    ) {
        self.name = name
        self.description = description
        self.price = price
        self.currency = currency
        self.discountedPrice = discountedPrice
        self.stock = stock
    }
}
