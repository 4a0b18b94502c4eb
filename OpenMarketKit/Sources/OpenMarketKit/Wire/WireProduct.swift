import Foundation

/// A product as the server sends it, in a page item or a detail response.
///
/// The app-side ``Product`` is built while decoding, so a page costs one pass and no
/// intermediate copy of every field.
struct WireProduct: Decodable {
    let product: Product
    let images: [WireImage]?
    let vendors: WireVendor?

    enum CodingKeys: String, CodingKey {
        case id
        case vendorID = "vendor_id"
        case vendorName
        case name
        case description
        case thumbnail
        case currency
        case price
        case bargainPrice = "bargain_price"
        case discountedPrice = "discounted_price"
        case stock
        case createdAt = "created_at"
        case issuedAt = "issued_at"
        case images
        case vendors
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(Int.self, forKey: .id)
        let vendorID = try container.decode(Int.self, forKey: .vendorID)
        let vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
        let name = try container.decode(String.self, forKey: .name)
        let description = try container.decodeIfPresent(String.self, forKey: .description)
        let thumbnail = try container.decodeIfPresent(String.self, forKey: .thumbnail)
        let currency = try container.decode(String.self, forKey: .currency)
        let price = try container.decode(Decimal.self, forKey: .price)
        let bargainPrice = try container.decodeIfPresent(Decimal.self, forKey: .bargainPrice)
        let discountedPrice = try container.decodeIfPresent(Decimal.self, forKey: .discountedPrice) ?? 0
        let stock = try container.decodeIfPresent(Int.self, forKey: .stock) ?? 0
        let createdAt = try container.decodeWireDate(forKey: .createdAt)
        let issuedAt = try container.decodeWireDate(forKey: .issuedAt)
        images = try container.decodeIfPresent([WireImage].self, forKey: .images)
        vendors = try container.decodeIfPresent(WireVendor.self, forKey: .vendors)
        product = Product(
            id: id, vendorID: vendorID, vendorName: vendorName ?? vendors?.name, name: name,
            description: description, thumbnail: thumbnail, currency: Currency(code: currency), price: price,
            discountedPrice: discountedPrice, bargainPrice: bargainPrice ?? price - discountedPrice,
            stock: stock,
            createdAt: createdAt, issuedAt: issuedAt)
    }

    /// The app-side detail.
    var detail: ProductDetail {
        ProductDetail(
            product: product, images: (images ?? []).compactMap(\.image), vendor: vendors?.vendor)
    }
}

/// An image as the server sends it inside a detail.
struct WireImage: Decodable {
    let id: Int
    let url: String
    let thumbnailURL: String?
    let succeed: Bool?
    let issuedAt: Date?

    enum CodingKeys: String, CodingKey {
        case id
        case url
        case thumbnailURL = "thumbnail_url"
        case succeed
        case issuedAt = "issued_at"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        url = try container.decode(String.self, forKey: .url)
        thumbnailURL = try container.decodeIfPresent(String.self, forKey: .thumbnailURL)
        succeed = try container.decodeIfPresent(Bool.self, forKey: .succeed)
        issuedAt = try container.decodeWireDateIfPresent(forKey: .issuedAt)
    }

    var image: ProductImage? {
        guard let address = URL(string: url) else { return nil }
        return ProductImage(
            id: id, url: address, thumbnailURL: thumbnailURL.flatMap(URL.init(string:)), succeeded: succeed,
            issuedAt: issuedAt)
    }
}

/// A vendor as the server sends it inside a detail (`vendors`).
struct WireVendor: Decodable {
    let id: Int
    let name: String
    let createdAt: Date?
    let issuedAt: Date?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case createdAt = "created_at"
        case issuedAt = "issued_at"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        createdAt = try container.decodeWireDateIfPresent(forKey: .createdAt)
        issuedAt = try container.decodeWireDateIfPresent(forKey: .issuedAt)
    }

    var vendor: Vendor {
        Vendor(id: id, name: name, createdAt: createdAt, issuedAt: issuedAt)
    }
}
