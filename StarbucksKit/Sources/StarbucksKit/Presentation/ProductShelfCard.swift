/// A row of products on the home screen, with its title.
public struct ProductShelfCard: Hashable, Sendable, Encodable {
    /// Which row it is.
    public let shelf: ProductShelf
    /// The row's title (`Picked for Minji`).
    public let title: String
    /// The products, in order.
    public let items: [ProductTile]
    /// What to show instead when the row is empty; `nil` otherwise.
    public let emptyText: String?
}
