import Foundation

/// One row (or tile) of the product list: the product's formatted values, its spoken label and
/// its picture.
///
/// The text is formatted the first time a view reads it, so loading a page of a thousand rows
/// costs no formatting for the rows never shown.
public struct ProductListRow: Sendable, Hashable, Identifiable {
    /// The product's identifier.
    public let id: Int
    /// The product's thumbnail: a placeholder until the row appears and the download ends.
    public internal(set) var picture: PictureState
    private let content: Content

    /// A row for `product`, formatted for `locale` when first read.
    init(product: ProductListing, locale: Locale) {
        id = product.id
        picture = .pending
        content = Content(product: product, locale: locale)
    }

    /// The same row, with its picture, formatted for `locale` when first read.
    func reworded(locale: Locale) -> ProductListRow {
        var row = ProductListRow(product: content.product, locale: locale)
        row.picture = picture
        return row
    }

    /// The name, prices, stock and spoken label, formatted for the screen's locale.
    public var summary: ProductPresentation { content.summary }

    /// What a screen reader says for the whole row: name, price, stock.
    public var accessibilityLabel: String { summary.accessibilityLabel }

    /// What a screen reader adds about activating the row.
    public var accessibilityHint: String { summary.accessibilityHint }

    /// What a screen reader says for the row's picture ("Picture of Barley tea").
    public var pictureAccessibilityLabel: String { content.pictureLabel }

    /// The thumbnail's address, when the server sent a usable one.
    var thumbnailURL: URL? { content.product.thumbnailURL }

    /// The product as the server listed it.
    var product: ProductListing { content.product }

    /// Two rows are equal when they show the same product with the same picture, in the same
    /// locale.
    ///
    /// The text formatted so far takes no part: the text follows from the product and the locale.
    public static func == (lhs: ProductListRow, rhs: ProductListRow) -> Bool {
        lhs.id == rhs.id && lhs.picture == rhs.picture && lhs.content.product == rhs.content.product
            && lhs.content.locale == rhs.content.locale
    }

    /// Hashes the product's identifier and the picture.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(picture)
    }
}

extension ProductListRow {
    /// The product and its text, formatted once on first use. `@unchecked Sendable` because its
    /// only mutable state, `cache`, is read and written only while ``lock`` is held.
    private final class Content: @unchecked Sendable {
        /// One lock for every row's cache: a row is only read or written under it for the moment
        /// its cache is looked at, never while its text is formatted, so rows do not wait on
        /// each other's formatting (and a page of rows makes no lock of its own per row).
        private static let lock = NSLock()
        let product: ProductListing
        let locale: Locale
        private var cache: (summary: ProductPresentation, pictureLabel: String)?

        init(product: ProductListing, locale: Locale) {
            self.product = product
            self.locale = locale
        }

        var summary: ProductPresentation { formatted().summary }

        var pictureLabel: String { formatted().pictureLabel }

        /// The cached text, or the text formatted now; when two threads format a row at once,
        /// both get the same text and the first stored is kept.
        private func formatted() -> (summary: ProductPresentation, pictureLabel: String) {
            if let cache = Self.lock.withLock({ cache }) { return cache }
            let summary = ProductPresentation(product: product, locale: locale)
            let made = (summary, Localizer(locale: locale).format("screen.picture", summary.name))
            return Self.lock.withLock {
                if let cache { return cache }
                cache = made
                return made
            }
        }
    }
}
