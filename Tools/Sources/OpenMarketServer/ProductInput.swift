import Foundation

/// The fields of a product to create, read from the `params` part and checked.
struct NewProduct: Sendable, Hashable {
    var name: String
    var description: String
    var price: Decimal
    var currency: String
    var discountedPrice: Decimal
    var stock: Int
    /// The password sent as `secret`.
    var password: String
}

/// The fields of a product to change, read from the PATCH body and checked one by one; `nil`
/// leaves a field as it is.
struct ProductEdit: Sendable, Hashable {
    var name: String?
    var description: String?
    var thumbnailID: Int?
    var price: Decimal?
    var currency: String?
    var discountedPrice: Decimal?
    var stock: Int?
    /// The password sent as `secret`.
    var password: String
}

/// One uploaded image, its format read from its bytes.
struct IncomingImage: Sendable, Hashable {
    var kind: ImageKind
    var bytes: [UInt8]
}
