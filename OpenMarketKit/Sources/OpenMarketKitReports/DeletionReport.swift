import OpenMarketKit

/// A deletion as data, for a program (`open-market delete --json`): the product's id,
/// `deleted: true`, and the product as the server last described it.
public struct DeletionReport: Sendable, Hashable, Encodable {
    /// The deleted product's id.
    public let id: Int
    /// The product as it was, when the server sent it.
    public let product: ProductDetail?

    /// The report of deleting product `id`, last seen as `product`.
    public init(id: Int, product: ProductDetail?) {
        self.id = id
        self.product = product
    }

    /// `id`, `deleted` (always `true`) and `product`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(true, forKey: .deleted)
        try container.encode(product, forKey: .product)
    }

    private enum CodingKeys: String, CodingKey {
        case id, deleted, product
    }
}
