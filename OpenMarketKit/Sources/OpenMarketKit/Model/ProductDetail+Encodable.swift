import Foundation

/// A product's detail as JSON data: the keys of ``ProductListing`` (see its `Encodable` conformance),
/// then `images` (a list of ``ProductImage``) and `vendor` (a ``Vendor``, or `null` when the
/// server did not send one). `vendorName` falls back to the vendor's name.
extension ProductDetail: Encodable {
    /// Writes the product's fields, its images and its vendor.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        var product = product
        if product.vendorName == nil { product.vendorName = vendor?.name }
        try product.encodeFields(into: &container)
        try container.encode(images, forKey: JSONKey("images"))
        try container.encode(vendor, forKey: JSONKey("vendor"))
    }
}
