import Foundation
import OpenMarketKit

/// A product in `--json` output: its id, facts and images, money as exact numbers.
struct ProductOutput: Encodable {
    /// One image's addresses.
    struct Image: Encodable {
        let id: Int
        let url: String
        let thumbnailURL: String?

        enum CodingKeys: String, CodingKey {
            case id
            case url
            case thumbnailURL = "thumbnailUrl"
        }
    }

    let id: Int
    let vendorID: Int
    let vendorName: String?
    let name: String
    let description: String?
    let currency: String
    let price: Decimal
    let discountedPrice: Decimal
    let bargainPrice: Decimal
    let stock: Int
    let thumbnail: String?
    let images: [Image]?
    /// ISO 8601, UTC.
    let createdAt: String
    /// ISO 8601, UTC.
    let issuedAt: String

    enum CodingKeys: String, CodingKey {
        case id
        case vendorID = "vendorId"
        case vendorName
        case name
        case description
        case currency
        case price
        case discountedPrice
        case bargainPrice
        case stock
        case thumbnail
        case images
        case createdAt
        case issuedAt
    }

    /// A page item.
    init(_ product: Product) {
        self.init(product, images: nil, vendorName: product.vendorName)
    }

    /// A detail, with its images.
    init(_ detail: ProductDetail) {
        self.init(
            detail.product,
            images: detail.images.map {
                Image(id: $0.id, url: $0.address, thumbnailURL: $0.thumbnailAddress)
            },
            vendorName: detail.product.vendorName ?? detail.vendor?.name)
    }

    private init(_ product: Product, images: [Image]?, vendorName: String?) {
        id = product.id
        vendorID = product.vendorID
        self.vendorName = vendorName
        name = product.name
        description = product.description
        currency = product.currency.code
        price = product.price
        discountedPrice = product.discountedPrice
        bargainPrice = product.bargainPrice
        stock = product.stock
        thumbnail = product.thumbnail
        self.images = images
        createdAt = product.createdAt.formatted(.iso8601)
        issuedAt = product.issuedAt.formatted(.iso8601)
    }
}

/// A page in `--json` output.
struct PageOutput: Encodable {
    let page: Int
    let itemsPerPage: Int
    let totalCount: Int?
    let lastPage: Int?
    let hasNext: Bool
    let products: [ProductOutput]

    init(_ page: Page<Product>) {
        self.page = page.pageNumber
        itemsPerPage = page.itemsPerPage
        totalCount = page.totalCount
        lastPage = page.lastPage
        hasNext = page.hasNext
        products = page.items.map(ProductOutput.init)
    }
}
