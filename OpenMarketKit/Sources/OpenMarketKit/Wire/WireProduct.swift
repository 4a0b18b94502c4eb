import Foundation

/// A product as the server sends it, in a page item or a detail response.
///
/// The app-side ``ProductListing`` is built while decoding, so a page costs one pass and no
/// intermediate copy of every field.
struct WireProduct: Decodable {
    let product: ProductListing
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
        let id = try container.decodeWireInt(forKey: .id)
        do {
            let vendorID = try container.decodeWireInt(forKey: .vendorID)
            let vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
            let name = try container.decode(String.self, forKey: .name)
            let description = try container.decodeIfPresent(String.self, forKey: .description)
            let thumbnail = try container.decodeIfPresent(String.self, forKey: .thumbnail)
            let currency = try container.decode(String.self, forKey: .currency)
            let price = try container.decodeWireAmount(forKey: .price)
            let bargainPrice = try container.decodeWireAmountIfPresent(forKey: .bargainPrice)
            let discountedPrice = try container.decodeWireAmountIfPresent(forKey: .discountedPrice) ?? 0
            let stock = try container.decodeWireIntIfPresent(forKey: .stock) ?? 0
            let createdAt = try container.decodeWireDate(forKey: .createdAt)
            let issuedAt = try container.decodeWireDate(forKey: .issuedAt)
            images = try container.decodeIfPresent([WireImage].self, forKey: .images)
            vendors = try container.decodeIfPresent(WireVendor.self, forKey: .vendors)
            // Decimal arithmetic does not trap: an overflow gives NaN, refused here.
            let bargain = bargainPrice ?? price - discountedPrice
            guard bargain.isFinite else {
                throw WireValueError(
                    codingPath: container.codingPath + [CodingKeys.bargainPrice], expected: .amount,
                    found: "\(price) − \(discountedPrice)")
            }
            product = ProductListing(
                id: id, vendorID: vendorID, vendorName: vendorName ?? vendors?.name, name: name,
                description: description, thumbnail: thumbnail, currency: Currency(code: currency),
                price: price,
                discountedPrice: discountedPrice, bargainPrice: bargain, stock: stock, createdAt: createdAt,
                issuedAt: issuedAt)
        } catch {
            throw WireProductFailure(productID: id, underlying: error)
        }
    }

    /// The app-side detail; every image is kept, valid address or not.
    var detail: ProductDetail {
        ProductDetail(product: product, images: (images ?? []).map(\.image), vendor: vendors?.vendor)
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
        id = try container.decodeWireInt(forKey: .id)
        url = try container.decode(String.self, forKey: .url)
        thumbnailURL = try container.decodeIfPresent(String.self, forKey: .thumbnailURL)
        succeed = try container.decodeIfPresent(Bool.self, forKey: .succeed)
        issuedAt = try container.decodeWireDateIfPresent(forKey: .issuedAt)
    }

    /// The app-side image, keeping the addresses as sent (``ProductImage/url`` is `nil` when
    /// the address is not valid).
    var image: ProductImage {
        ProductImage(
            id: id, address: url, thumbnailAddress: thumbnailURL, succeeded: succeed, issuedAt: issuedAt)
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
        id = try container.decodeWireInt(forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        createdAt = try container.decodeWireDateIfPresent(forKey: .createdAt)
        issuedAt = try container.decodeWireDateIfPresent(forKey: .issuedAt)
    }

    var vendor: Vendor {
        Vendor(id: id, name: name, createdAt: createdAt, issuedAt: issuedAt)
    }
}
