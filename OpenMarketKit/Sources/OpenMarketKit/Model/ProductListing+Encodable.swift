import Foundation

/// A product as JSON data for programs: every field under a stable camelCase key, money as exact
/// numbers (a `Decimal` encodes its digits), the currency as its code, and the two dates as the
/// encoder's `dateEncodingStrategy` writes them (choose `.iso8601`). A field the server did not
/// send is `null`, so every product has the same keys:
/// `id, vendorId, vendorName, name, description, thumbnail, currency, price, discountedPrice,
/// bargainPrice, stock, createdAt, issuedAt`.
///
/// ```swift
/// let encoder = JSONEncoder()
/// encoder.dateEncodingStrategy = .iso8601
/// let json = try encoder.encode(product)  // {"id":16,"vendorId":2,"price":2000,"currency":"KRW",…}
/// ```
///
/// This is the kit's own shape, not the server's wire format (which the kit keeps internal).
extension ProductListing: Encodable {
    /// Writes the product's fields (see the type's discussion for the shape).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try encodeFields(into: &container)
    }

    /// Writes the product's fields into `container`; ``ProductDetail`` adds its own beside them.
    func encodeFields(into container: inout KeyedEncodingContainer<JSONKey>) throws {
        try container.encode(id, forKey: JSONKey("id"))
        try container.encode(vendorID, forKey: JSONKey("vendorId"))
        try container.encode(vendorName, forKey: JSONKey("vendorName"))
        try container.encode(name, forKey: JSONKey("name"))
        try container.encode(description, forKey: JSONKey("description"))
        try container.encode(thumbnail, forKey: JSONKey("thumbnail"))
        try container.encode(currency, forKey: JSONKey("currency"))
        try container.encode(price, forKey: JSONKey("price"))
        try container.encode(discountedPrice, forKey: JSONKey("discountedPrice"))
        try container.encode(bargainPrice, forKey: JSONKey("bargainPrice"))
        try container.encode(stock, forKey: JSONKey("stock"))
        try container.encode(createdAt, forKey: JSONKey("createdAt"))
        try container.encode(issuedAt, forKey: JSONKey("issuedAt"))
    }
}
