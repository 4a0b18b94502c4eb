import Foundation

/// Where products come from: two calls per product, its details and its picture.
public protocol ProductRepository: Sendable {
    /// The product's details, without its picture (``MenuProduct/imageURL`` is `nil`).
    ///
    /// - Throws: ``StarbucksAPIError`` (``StarbucksAPIError/Kind-swift.struct/productNotFound``
    ///   for an unknown code); `CancellationError` when cancelled.
    func details(of code: ProductCode) async throws -> MenuProduct

    /// Where the product's picture is, or `nil` when it has none.
    ///
    /// - Throws: ``StarbucksAPIError``; `CancellationError` when cancelled.
    func imageURL(of code: ProductCode) async throws -> URL?
}
