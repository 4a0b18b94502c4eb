import Foundation

/// A product as it appears in a page of the catalogue.
///
/// Money is kept as `Decimal`, read from the JSON number's text, so `2000` and `2000.0` on the
/// wire are the same value and `19.99` is exactly 19.99. Dates are absolute instants (the
/// server's zone-less strings are read as UTC). Text fields hold what the server sent; show them
/// through ``ProductPresentation``, which removes control characters.
public struct ProductListing: Sendable, Hashable, Identifiable {
    /// The server's identifier of the product.
    public var id: Int
    /// The identifier of the vendor who sells it.
    public var vendorID: Int
    /// The vendor's display name, when the server sends it (`openMarket` generation).
    public var vendorName: String?
    /// The product's name.
    public var name: String
    /// The description, when the server sends it.
    public var description: String?
    /// The thumbnail's address as the server sent it; ``thumbnailURL`` parses it when read,
    /// so a page of products decodes without parsing a thousand URLs nobody looks at.
    public var thumbnail: String?
    /// The currency of every money field.
    public var currency: Currency
    /// The list price.
    public var price: Decimal
    /// The amount taken off the list price.
    public var discountedPrice: Decimal
    /// The price a buyer pays (`price - discountedPrice`, computed by the server).
    public var bargainPrice: Decimal
    /// How many items are in stock.
    public var stock: Int
    /// When the product was created.
    public var createdAt: Date
    /// When the product was last issued (updated).
    public var issuedAt: Date

    /// Creates a product from its parts.
    public init(
        id: Int, vendorID: Int, vendorName: String? = nil, name: String, description: String? = nil,
        thumbnail: String?, currency: Currency, price: Decimal, discountedPrice: Decimal = 0,
        bargainPrice: Decimal? = nil, stock: Int = 0, createdAt: Date, issuedAt: Date
    ) {
        self.id = id
        self.vendorID = vendorID
        self.vendorName = vendorName
        self.name = name
        self.description = description
        self.thumbnail = thumbnail
        self.currency = currency
        self.price = price
        self.discountedPrice = discountedPrice
        self.bargainPrice = bargainPrice ?? price - discountedPrice
        self.stock = stock
        self.createdAt = createdAt
        self.issuedAt = issuedAt
    }

    /// The address of the thumbnail image, when the server sent a valid one (an absolute `http`
    /// or `https` address); ``thumbnail`` keeps the text in any case.
    public var thumbnailURL: URL? {
        get { thumbnail.flatMap(WebAddress.url) }
        set { thumbnail = newValue?.absoluteString }
    }

    /// Whether the product is sold below its list price.
    public var isDiscounted: Bool { discountedPrice > 0 }

    /// Whether the product is out of stock.
    public var isSoldOut: Bool { stock <= 0 }
}
