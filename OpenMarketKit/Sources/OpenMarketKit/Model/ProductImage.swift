import Foundation

/// One image attached to a product.
///
/// The image keeps the addresses exactly as the server sent them, so an image whose address is
/// not a valid web address is not lost: its ``url`` is `nil` and ``hasValidURL`` is `false`. Show a
/// placeholder for it, or report it; it still counts among the product's images.
///
/// ```swift
/// for image in detail.images {
///     if let url = image.url {
///         print("image \(image.id): \(url)")
///     } else {
///         print("image \(image.id) has an unusable address")
///     }
/// }
/// ```
public struct ProductImage: Sendable, Hashable, Identifiable {
    /// The server's identifier of the image (usable as a thumbnail id when editing).
    public var id: Int
    /// The full-size image's address as the server sent it, valid or not.
    public var address: String
    /// The thumbnail's address as the server sent it, when it sent one.
    public var thumbnailAddress: String?
    /// Whether the upload succeeded, when the server reports it (`marketTraining` only).
    public var succeeded: Bool?
    /// When the image was issued, when the server reports it.
    public var issuedAt: Date?

    /// Creates an image description from the addresses as the server sent them.
    public init(
        id: Int, address: String, thumbnailAddress: String? = nil, succeeded: Bool? = nil,
        issuedAt: Date? = nil
    ) {
        self.id = id
        self.address = address
        self.thumbnailAddress = thumbnailAddress
        self.succeeded = succeeded
        self.issuedAt = issuedAt
    }

    /// Creates an image description from valid URLs.
    public init(id: Int, url: URL, thumbnailURL: URL? = nil, succeeded: Bool? = nil, issuedAt: Date? = nil) {
        self.init(
            id: id, address: url.absoluteString, thumbnailAddress: thumbnailURL?.absoluteString,
            succeeded: succeeded, issuedAt: issuedAt)
    }

    /// The full-size image; `nil` when ``address`` is not an absolute `http` or `https` address.
    public var url: URL? { WebAddress.url(address) }

    /// The thumbnail; `nil` when there is none or its address is not valid.
    public var thumbnailURL: URL? { thumbnailAddress.flatMap(WebAddress.url) }

    /// Whether ``address`` is a valid web address, so the image can be downloaded.
    public var hasValidURL: Bool { url != nil }
}
