import Foundation

/// The fields of a product a vendor registers.
public struct ProductDraft: Sendable, Hashable {
    /// The name, 3 to 100 characters.
    public var name: String
    /// The description, 10 to 1000 characters.
    public var description: String
    /// The list price, not negative.
    public var price: Decimal
    /// The currency of the prices; must be known to the server.
    public var currency: Currency
    /// The amount taken off the price, between 0 and the price.
    public var discountedPrice: Decimal
    /// The number of items in stock, not negative.
    public var stock: Int

    /// Creates a draft.
    public init(
        name: String, description: String, price: Decimal, currency: Currency, discountedPrice: Decimal = 0,
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
