import Foundation

/// A vendor (seller) as the server describes it in a product's detail.
public struct Vendor: Sendable, Hashable, Identifiable {
    /// The server's identifier of the vendor.
    public var id: Int
    /// The vendor's display name.
    public var name: String
    /// When the vendor was created, when the server reports it.
    public var createdAt: Date?
    /// When the vendor was last issued, when the server reports it.
    public var issuedAt: Date?

    /// Creates a vendor description.
    public init(id: Int, name: String, createdAt: Date? = nil, issuedAt: Date? = nil) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.issuedAt = issuedAt
    }
}
