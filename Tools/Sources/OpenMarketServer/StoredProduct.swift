import Foundation

/// A product as the server keeps it: everything the API shows, plus its owner and its secret.
struct StoredProduct: Sendable, Hashable, Codable {
    /// One stored image of a product.
    struct Image: Sendable, Hashable, Codable {
        /// The image's id, unique across the server.
        var id: Int
        /// The stored file's name, `<32 hex digits>.<extension>`, made by the server.
        var file: String
        /// When it was uploaded.
        var issuedAt: Timestamp

        enum CodingKeys: String, CodingKey {
            case id
            case file
            case issuedAt = "issued_at"
        }
    }

    var id: Int
    /// The identifier of the vendor who owns it.
    var vendor: String
    var name: String
    var description: String
    var currency: String
    var price: Decimal
    var discountedPrice: Decimal
    var stock: Int
    /// The product's secret, handed out by delete's first step.
    var secret: String
    var createdAt: Timestamp
    var issuedAt: Timestamp
    /// The id of the image used as thumbnail.
    var thumbnailID: Int
    var images: [Image]

    /// The price a buyer pays.
    var bargainPrice: Decimal { price - discountedPrice }

    /// The thumbnail's image (the chosen one, else the first).
    var thumbnail: Image? {
        images.first { $0.id == thumbnailID } ?? images.first
    }

    enum CodingKeys: String, CodingKey {
        case id
        case vendor
        case name
        case description
        case currency
        case price
        case discountedPrice = "discounted_price"
        case stock
        case secret
        case createdAt = "created_at"
        case issuedAt = "issued_at"
        case thumbnailID = "thumbnail_id"
        case images
    }

    init(
        id: Int, vendor: String, name: String, description: String, currency: String, price: Decimal,
        discountedPrice: Decimal, stock: Int, secret: String, createdAt: Timestamp, issuedAt: Timestamp,
        thumbnailID: Int, images: [Image]
    ) {
        self.id = id
        self.vendor = vendor
        self.name = name
        self.description = description
        self.currency = currency
        self.price = price
        self.discountedPrice = discountedPrice
        self.stock = stock
        self.secret = secret
        self.createdAt = createdAt
        self.issuedAt = issuedAt
        self.thumbnailID = thumbnailID
        self.images = images
    }

    // Money is stored as decimal text, so it reads back digit for digit.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        vendor = try container.decode(String.self, forKey: .vendor)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decode(String.self, forKey: .description)
        currency = try container.decode(String.self, forKey: .currency)
        price = try Self.amount(container, .price)
        discountedPrice = try Self.amount(container, .discountedPrice)
        stock = try container.decode(Int.self, forKey: .stock)
        secret = try container.decode(String.self, forKey: .secret)
        createdAt = try container.decode(Timestamp.self, forKey: .createdAt)
        issuedAt = try container.decode(Timestamp.self, forKey: .issuedAt)
        thumbnailID = try container.decode(Int.self, forKey: .thumbnailID)
        images = try container.decode([Image].self, forKey: .images)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(vendor, forKey: .vendor)
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(currency, forKey: .currency)
        try container.encode(price.description, forKey: .price)
        try container.encode(discountedPrice.description, forKey: .discountedPrice)
        try container.encode(stock, forKey: .stock)
        try container.encode(secret, forKey: .secret)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(issuedAt, forKey: .issuedAt)
        try container.encode(thumbnailID, forKey: .thumbnailID)
        try container.encode(images, forKey: .images)
    }

    private static func amount(
        _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
    ) throws -> Decimal {
        let text = try container.decode(String.self, forKey: key)
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), value.isFinite,
            value >= 0
        else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\(text) is not an amount")
        }
        return value
    }
}

/// What `products.json` holds: the id counters and every product.
struct StoreSnapshot: Sendable, Codable {
    /// The file format's version.
    var format = 1
    /// The id the next product gets.
    var nextProductID = 1
    /// The id the next image gets.
    var nextImageID = 1
    /// Every product, oldest first.
    var products: [StoredProduct] = []

    enum CodingKeys: String, CodingKey {
        case format
        case nextProductID = "next_product_id"
        case nextImageID = "next_image_id"
        case products
    }
}
