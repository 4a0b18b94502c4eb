import Foundation

/// A product with everything its detail screen shows: images and vendor.
///
/// This is also what the server answers to create, update and delete.
@dynamicMemberLookup
public struct ProductDetail: Sendable, Hashable, Identifiable {
    /// The product's catalogue facts.
    public var product: ProductListing
    /// The product's images, in the server's order.
    public var images: [ProductImage]
    /// The vendor, when the server sends it.
    public var vendor: Vendor?

    /// Creates a detail from its parts.
    public init(product: ProductListing, images: [ProductImage] = [], vendor: Vendor? = nil) {
        self.product = product
        self.images = images
        self.vendor = vendor
    }

    /// The product's identifier.
    public var id: Int { product.id }

    /// Reads a field of ``product`` directly (`detail.name`).
    public subscript<Value>(dynamicMember keyPath: KeyPath<ProductListing, Value>) -> Value {
        product[keyPath: keyPath]
    }
}
