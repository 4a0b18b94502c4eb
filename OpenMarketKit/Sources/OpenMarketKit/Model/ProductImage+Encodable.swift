import Foundation

/// An image as JSON data: `id`, `url` and `thumbnailUrl` (the addresses as the server sent them,
/// `thumbnailUrl` `null` when there is none), `succeeded` and `issuedAt` (`null` when the server
/// did not report them).
extension ProductImage: Encodable {
    /// Writes the image's fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(id, forKey: JSONKey("id"))
        try container.encode(address, forKey: JSONKey("url"))
        try container.encode(thumbnailAddress, forKey: JSONKey("thumbnailUrl"))
        try container.encode(succeeded, forKey: JSONKey("succeeded"))
        try container.encode(issuedAt, forKey: JSONKey("issuedAt"))
    }
}
