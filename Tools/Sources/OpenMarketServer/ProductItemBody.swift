import Foundation

/// A product as an item of a page (`pages[]`), in the running generation's fields: `vendorName`
/// and `description` are there in `openMarket` only. A detail holds the same fields, with the
/// description (see ``ProductDetailBody``).
///
/// The thumbnail's address is a path on this server (`/thumbnails/…`) until
/// ``addressed(from:)`` puts the address the client reached the server at before it.
struct ProductItemBody: Codable, Sendable, Hashable {
    var id: Int
    var vendorID: Int
    var vendorName: String?
    var name: String
    var description: String?
    /// The thumbnail's address, written `null` for a product without images.
    var thumbnail: String?
    var currency: String
    var price: Decimal
    var bargainPrice: Decimal
    var discountedPrice: Decimal
    var stock: Int
    var createdAt: String
    var issuedAt: String

    enum CodingKeys: String, CodingKey {
        case id
        case vendorID = "vendor_id"
        case vendorName
        case name
        case description
        case thumbnail
        case currency
        case price
        case bargainPrice = "bargain_price"
        case discountedPrice = "discounted_price"
        case stock
        case createdAt = "created_at"
        case issuedAt = "issued_at"
    }

    /// The synthesized encoding, but with a missing thumbnail written as `null` (the API's
    /// shape) rather than left out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(vendorID, forKey: .vendorID)
        try container.encodeIfPresent(vendorName, forKey: .vendorName)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encode(thumbnail, forKey: .thumbnail)
        try container.encode(currency, forKey: .currency)
        try container.encode(price, forKey: .price)
        try container.encode(bargainPrice, forKey: .bargainPrice)
        try container.encode(discountedPrice, forKey: .discountedPrice)
        try container.encode(stock, forKey: .stock)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(issuedAt, forKey: .issuedAt)
    }

    /// The item with `base` (`http://127.0.0.1:8080`) before its thumbnail's path.
    func addressed(from base: String) -> Self {
        var item = self
        item.thumbnail = thumbnail.map { base + $0 }
        return item
    }
}
