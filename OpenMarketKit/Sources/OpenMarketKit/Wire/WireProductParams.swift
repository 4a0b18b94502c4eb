import Foundation

/// The JSON body of create (`params` part) and update, with the generation's description key.
struct WireProductParams: Encodable {
    var name: String?
    var description: String?
    var descriptionKey: String
    var thumbnailID: Int?
    var price: Decimal?
    var currency: String?
    var discountedPrice: Decimal?
    var stock: Int?
    var secret: String

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ text: String) { stringValue = text }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(name, forKey: Key("name"))
        try container.encodeIfPresent(description, forKey: Key(descriptionKey))
        try container.encodeIfPresent(thumbnailID, forKey: Key("thumbnail_id"))
        try container.encodeIfPresent(price, forKey: Key("price"))
        try container.encodeIfPresent(currency, forKey: Key("currency"))
        try container.encodeIfPresent(discountedPrice, forKey: Key("discounted_price"))
        try container.encodeIfPresent(stock, forKey: Key("stock"))
        try container.encode(secret, forKey: Key("secret"))
    }

    /// The body as JSON with sorted keys, so the bytes are predictable. `Decimal` amounts are
    /// written as their exact decimal text (`19.99`).
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            throw OpenMarketError.invalidRequest("\(error)")
        }
    }
}
