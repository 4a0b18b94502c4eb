/// A field of the product form, for its label and its live message.
public enum ProductFormField: String, Sendable, Hashable, CaseIterable {
    /// The name.
    case name
    /// The description.
    case description
    /// The list price.
    case price
    /// The amount taken off the price.
    case discountedPrice
    /// The stock count.
    case stock
    /// The currency of the prices.
    case currency
    /// The pictures (register only).
    case pictures
}
