import Foundation

/// What a product's detail screen shows, already formatted for a locale: the row's values, the
/// description, the vendor, the dates, and what a screen reader says for the product and for
/// each of its pictures.
///
/// ```swift
/// let screen = ProductDetailPresentation(detail: detail, locale: Locale(identifier: "en_US"))
/// print(screen.accessibilityLabel)  // Barley tea. Price ₩2,000. Sold out. Sold by dacodaco.
/// ```
public struct ProductDetailPresentation: Sendable, Hashable {
    /// The name, prices and stock, as a list row shows them.
    public var summary: ProductPresentation
    /// The description, when the server sent one.
    public var description: String?
    /// The vendor's display name, when the server sent one.
    public var vendorName: String?
    /// When the product was created, in the locale's medium style (UTC).
    public var createdText: String
    /// When the product was last updated, in the locale's medium style (UTC).
    public var updatedText: String
    /// What a screen reader says for the product: the row's label, then who sells it.
    public var accessibilityLabel: String
    /// What a screen reader says for each picture, in the server's order ("Picture 1 of 3 of …").
    public var pictureLabels: [String]

    /// Formats `detail` for `locale`.
    public init(detail: ProductDetail, locale: Locale = .current) {
        let text = Localizer(locale: locale)
        let dates = ProductLines(locale: locale)
        summary = ProductPresentation(detail: detail, locale: locale)
        description = summary.description
        vendorName = summary.vendorName
        createdText = dates.dateText(detail.product.createdAt)
        updatedText = dates.dateText(detail.product.issuedAt)
        if let vendor = vendorName, !vendor.isEmpty {
            accessibilityLabel = summary.accessibilityLabel + " " + text.format("spoken.vendor", vendor)
        } else {
            accessibilityLabel = summary.accessibilityLabel
        }
        let count = text.number(detail.images.count)
        let name = summary.name
        pictureLabels = detail.images.indices.map { index in
            text.format("spoken.picture", text.number(index + 1), count, name)
        }
    }
}
