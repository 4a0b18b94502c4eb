import Foundation

/// Loads one whole product: its details and its picture, fetched at the same time and joined.
///
/// ```swift
/// let product = try await ProductLoader(products: repository).load(code: "106509")
/// print(product.englishName, product.imageURL?.lastPathComponent ?? "-")
/// ```
public struct ProductLoader: Sendable {
    private let products: any ProductRepository

    /// A loader reading from `products`.
    public init(products: any ProductRepository) {
        self.products = products
    }

    /// The product whose code is the text `code` (`"106509"`).
    ///
    /// - Throws: ``StarbucksAPIError`` (``StarbucksAPIError/Kind-swift.struct/invalidProductCode``
    ///   when `code` is not 1 to 20 digits, ``StarbucksAPIError/Kind-swift.struct/productNotFound``
    ///   for an unknown code); `CancellationError` when cancelled.
    public func load(code: String) async throws -> MenuProduct {
        guard let productCode = ProductCode(rawValue: code.trimmingCharacters(in: .whitespaces)) else {
            throw StarbucksAPIError.invalidProductCode(code)
        }
        return try await load(productCode)
    }

    /// The product `code`: details and picture fetched concurrently. When either fails, the
    /// other is cancelled and the failure is thrown.
    ///
    /// - Throws: ``StarbucksAPIError``; `CancellationError` when cancelled.
    public func load(_ code: ProductCode) async throws -> MenuProduct {
        async let details = products.details(of: code)
        async let imageURL = products.imageURL(of: code)
        var product = try await details
        product.imageURL = try await imageURL
        return product
    }
}
