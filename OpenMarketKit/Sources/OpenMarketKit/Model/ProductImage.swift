import Foundation

/// One image attached to a product.
public struct ProductImage: Sendable, Hashable, Identifiable {
    /// The server's identifier of the image (usable as a thumbnail id when editing).
    public var id: Int
    /// The full-size image.
    public var url: URL
    /// The thumbnail of the image.
    public var thumbnailURL: URL?
    /// Whether the upload succeeded, when the server reports it (`marketTraining` only).
    public var succeeded: Bool?
    /// When the image was issued, when the server reports it.
    public var issuedAt: Date?

    /// Creates an image description.
    public init(id: Int, url: URL, thumbnailURL: URL? = nil, succeeded: Bool? = nil, issuedAt: Date? = nil) {
        self.id = id
        self.url = url
        self.thumbnailURL = thumbnailURL
        self.succeeded = succeeded
        self.issuedAt = issuedAt
    }
}
