import Foundation

/// The fields of an existing product a vendor changes; `nil` leaves a field as it is.
///
/// ```swift
/// let changes = ProductChanges(price: "1800", stock: 5)
/// ```
public struct ProductChanges: Sendable, Hashable {
    /// A new name, 3 to 100 characters.
    public var name: String?
    /// A new description, 10 to 1000 characters.
    public var description: String?
    /// The identifier of one of the product's own images to use as thumbnail.
    public var thumbnailID: Int?
    /// A new list price, not negative.
    public var price: Price?
    /// A new currency; must be known to the server.
    public var currency: Currency?
    /// A new discount, between 0 and the price.
    public var discountedPrice: Price?
    /// A new stock count, not negative.
    public var stock: Int?

    /// Creates a set of changes; pass only what changes.
    public init(
        name: String? = nil, description: String? = nil, thumbnailID: Int? = nil, price: Price? = nil,
        currency: Currency? = nil, discountedPrice: Price? = nil, stock: Int? = nil
    ) {
        self.name = name
        self.description = description
        self.thumbnailID = thumbnailID
        self.price = price
        self.currency = currency
        self.discountedPrice = discountedPrice
        self.stock = stock
    }
}
