import Foundation

/// A product's detail: what detail, create, update and delete answer. The fields of a page item
/// (with the description, always), then `images` and `vendors`, in the running generation's
/// shape (`succeed` and the vendor's dates in `marketTraining` only).
///
/// Its addresses are paths on this server until ``addressed(from:)``. The first answer of a
/// create is kept in the database as this body's JSON with its paths, and read back from it.
struct ProductDetailBody: Codable, Sendable, Hashable {
    /// One of the product's images.
    struct Image: Codable, Sendable, Hashable {
        var id: Int
        var url: String
        var thumbnailURL: String
        var succeed: Bool?
        var issuedAt: String

        enum CodingKeys: String, CodingKey {
            case id
            case url
            case thumbnailURL = "thumbnail_url"
            case succeed
            case issuedAt = "issued_at"
        }
    }

    /// The product's vendor.
    struct Vendor: Codable, Sendable, Hashable {
        var name: String
        var id: Int
        var createdAt: String?
        var issuedAt: String?

        enum CodingKeys: String, CodingKey {
            case name
            case id
            case createdAt = "created_at"
            case issuedAt = "issued_at"
        }
    }

    /// The fields a page item has too.
    var product: ProductItemBody
    var images: [Image]
    var vendors: Vendor

    enum CodingKeys: String, CodingKey {
        case images
        case vendors
    }

    init(product: ProductItemBody, images: [Image], vendors: Vendor) {
        self.product = product
        self.images = images
        self.vendors = vendors
    }

    /// Reads the item's fields and the detail's own from one object.
    init(from decoder: any Decoder) throws {
        product = try ProductItemBody(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        images = try container.decode([Image].self, forKey: .images)
        vendors = try container.decode(Vendor.self, forKey: .vendors)
    }

    /// Writes the item's fields and the detail's own into one object.
    func encode(to encoder: any Encoder) throws {
        try product.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(images, forKey: .images)
        try container.encode(vendors, forKey: .vendors)
    }

    /// The detail with `base` (`http://127.0.0.1:8080`) before each of its paths.
    func addressed(from base: String) -> Self {
        var detail = self
        detail.product = product.addressed(from: base)
        for index in detail.images.indices {
            detail.images[index].url = base + images[index].url
            detail.images[index].thumbnailURL = base + images[index].thumbnailURL
        }
        return detail
    }
}
