import Foundation

/// A vendor as JSON data: `id`, `name`, and `createdAt` and `issuedAt` (`null` when the server
/// did not report them).
extension Vendor: Encodable {
    /// Writes the vendor's fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(id, forKey: JSONKey("id"))
        try container.encode(name, forKey: JSONKey("name"))
        try container.encode(createdAt, forKey: JSONKey("createdAt"))
        try container.encode(issuedAt, forKey: JSONKey("issuedAt"))
    }
}
