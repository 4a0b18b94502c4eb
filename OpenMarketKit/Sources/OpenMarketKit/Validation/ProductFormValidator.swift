import Foundation

/// The rules of the product form, shared by register and edit.
///
/// Lengths count characters (grapheme clusters) after trimming surrounding white space, so
/// `"팥빙수"` is 3 characters; a text is also too long when what is sent has more Unicode
/// scalars than the limit (servers count those: `"🇰🇷"` is 2). An image's limit is in bytes:
/// 300 KB means 300 × 1024 bytes. Prices and stock have the servers' ceilings too
/// (1,000,000,000,000 and 1,000,000,000), so nothing a server would refuse is sent.
/// Amounts must fit their currency (``Price/fits(_:)``): whole won for `KRW`, whole cents for
/// `USD`. When editing, only the fields that change are checked; the discount is compared with
/// the price only when both change together (the server keeps the rest), and a change of
/// currency must restate the price and the discount in the new currency — otherwise the
/// product's old amounts would be read in it ($17.50 with $2.50 off becoming ₩17.5 with ₩2.5
/// off). An amount that changes while the currency stays is checked against the currency the
/// product is priced in, when the caller says which (``problems(in:pricedIn:)``): ₩23.5 is
/// refused here, before the server would refuse it.
///
/// ```swift
/// let validator = ProductFormValidator()
/// let changes = ProductChanges(price: "10", discountedPrice: "12.50")
/// if let problem = validator.problems(in: changes).first {
///     print(problem.message(locale: Locale(identifier: "en")))
/// }
/// ```
public struct ProductFormValidator: Sendable, Hashable {
    /// Allowed name length, in characters.
    public var nameLength: ClosedRange<Int>
    /// Allowed description length, in characters.
    public var descriptionLength: ClosedRange<Int>
    /// Allowed number of images when registering.
    public var imageCount: ClosedRange<Int>
    /// Largest allowed image, in bytes.
    public var maximumImageBytes: Int
    /// The highest price (and so the highest discount), in the currency's units.
    public var maximumPrice: Int
    /// The highest stock.
    public var maximumStock: Int

    /// Creates a validator; the defaults are the app's rules (3–100, 10–1000, 1–5 images of
    /// at most 300 × 1024 bytes) and the servers' ceilings (prices up to 1,000,000,000,000,
    /// stock up to 1,000,000,000).
    public init(
        nameLength: ClosedRange<Int> = 3...100, descriptionLength: ClosedRange<Int> = 10...1_000,
        imageCount: ClosedRange<Int> = 1...5, maximumImageBytes: Int = 300 * 1_024,
        maximumPrice: Int = 1_000_000_000_000, maximumStock: Int = 1_000_000_000
    ) {
        self.nameLength = nameLength
        self.descriptionLength = descriptionLength
        self.imageCount = imageCount
        self.maximumImageBytes = maximumImageBytes
        self.maximumPrice = maximumPrice
        self.maximumStock = maximumStock
    }

    /// Every rule a new product breaks, in form order; empty when it may be sent.
    public func problems(in draft: ProductDraft, images: [ImageUpload]) -> [ProductFormError] {
        var problems = fieldProblems(
            name: draft.name, description: draft.description, price: draft.price,
            discountedPrice: draft.discountedPrice, stock: draft.stock, currency: draft.currency,
            amountsIn: draft.currency)
        if images.isEmpty {
            problems.append(.noImages)
        } else if images.count > imageCount.upperBound {
            problems.append(.tooManyImages(actual: images.count, maximum: imageCount.upperBound))
        } else if images.count < imageCount.lowerBound {
            problems.append(.noImages)
        }
        for (index, image) in images.enumerated() where image.data.count > maximumImageBytes {
            problems.append(
                .imageTooLarge(index: index, bytes: image.data.count, maximumBytes: maximumImageBytes))
        }
        return problems
    }

    /// Every rule a set of changes breaks; empty when it may be sent.
    ///
    /// - Parameters:
    ///   - changes: The fields that change.
    ///   - currency: The currency the product is priced in now, when the caller knows it (an edit
    ///     form does; a command line can read the product first). A price or a discount that
    ///     changes while the currency stays must fit it: a fraction of a won is refused. Without
    ///     it, amounts are checked against a currency only when ``ProductChanges/currency``
    ///     changes it.
    public func problems(in changes: ProductChanges, pricedIn currency: Currency? = nil) -> [ProductFormError]
    {
        var problems = fieldProblems(
            name: changes.name, description: changes.description, price: changes.price,
            discountedPrice: changes.discountedPrice, stock: changes.stock, currency: changes.currency,
            amountsIn: changes.currency ?? currency)
        if let currency = changes.currency, currency.isKnown,
            changes.price == nil || changes.discountedPrice == nil
        {
            problems.append(.currencyChangeNeedsPrices(currency))
        }
        return problems
    }

    /// Throws the first rule a new product breaks.
    ///
    /// - Throws: ``ProductFormError``.
    public func validate(_ draft: ProductDraft, images: [ImageUpload]) throws {
        if let problem = problems(in: draft, images: images).first { throw problem }
    }

    /// Throws the first rule a set of changes breaks; `currency` is the currency the product is
    /// priced in now, when known (see ``problems(in:pricedIn:)``).
    ///
    /// - Throws: ``ProductFormError``.
    public func validate(_ changes: ProductChanges, pricedIn currency: Currency? = nil) throws {
        if let problem = problems(in: changes, pricedIn: currency).first { throw problem }
    }

    /// The rules the fields break: `currency` is the currency the fields set, `amounts` the one
    /// the amounts are in (the one set, or the product's own when it stays).
    private func fieldProblems(
        name: String?, description: String?, price: Price?, discountedPrice: Price?, stock: Int?,
        currency: Currency?, amountsIn amounts: Currency?
    ) -> [ProductFormError] {
        var problems: [ProductFormError] = []
        if let name, let count = Self.lengthProblem(name, allowed: nameLength) {
            problems.append(.nameLength(actual: count, allowed: nameLength))
        }
        if let name, let problem = Self.characterProblem(in: name, isName: true) { problems.append(problem) }
        if let description, let count = Self.lengthProblem(description, allowed: descriptionLength) {
            problems.append(.descriptionLength(actual: count, allowed: descriptionLength))
        }
        if let description, let problem = Self.characterProblem(in: description, isName: false) {
            problems.append(problem)
        }
        let priceValue = price?.decimal
        let discountValue = discountedPrice?.decimal
        let known = amounts.flatMap { $0.isKnown ? $0 : nil }
        if let price, priceValue == nil {
            problems.append(
                known.map { .invalidPrice(price.description, currency: $0) }
                    ?? .invalidPrice(price.description))
        }
        if let priceValue, priceValue < 0 { problems.append(.negativePrice) }
        if let discountedPrice, discountValue == nil {
            problems.append(
                known.map { .invalidDiscountedPrice(discountedPrice.description, currency: $0) }
                    ?? .invalidDiscountedPrice(discountedPrice.description))
        }
        if let discountValue, discountValue < 0 { problems.append(.negativeDiscountedPrice) }
        let ceiling = Decimal(maximumPrice)
        if let priceValue, priceValue > ceiling { problems.append(.priceTooHigh(maximum: maximumPrice)) }
        if let discountValue, discountValue > ceiling {
            problems.append(.discountedPriceTooHigh(maximum: maximumPrice))
        }
        if let priceValue, let discountValue, discountValue > priceValue, priceValue >= 0 {
            problems.append(.discountedPriceAbovePrice)
        }
        if let known {
            if let price, priceValue != nil, !price.fits(known) {
                problems.append(.fractionalPrice(price, currency: known))
            }
            if let discountedPrice, discountValue != nil, !discountedPrice.fits(known) {
                problems.append(.fractionalDiscountedPrice(discountedPrice, currency: known))
            }
        }
        if let stock, stock < 0 { problems.append(.negativeStock) }
        if let stock, stock > maximumStock {
            problems.append(.stockTooHigh(actual: stock, maximum: maximumStock))
        }
        if let currency, !currency.isKnown { problems.append(.unknownCurrency(currency.code)) }
        return problems
    }

    /// The first character of `text` a server refuses, as the workspace's local server refuses
    /// it (one rule, so a form this validator passes is one that server takes): a control
    /// character, C0 (U+0000–U+001F), DEL or C1 (U+007F–U+009F), where a description may keep
    /// tabs and line breaks (U+0009, U+000A, U+000D) and a name may not; and in a name, a
    /// bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069). The position counts
    /// characters from 1.
    private static func characterProblem(in text: String, isName: Bool) -> ProductFormError? {
        for (offset, character) in text.enumerated() {
            for scalar in character.unicodeScalars {
                let value = scalar.value
                let lineBreak = value == 0x09 || value == 0x0A || value == 0x0D
                if value <= 0x1F || (0x7F...0x9F).contains(value), isName || !lineBreak {
                    return isName
                        ? .nameControlCharacter(scalar, position: offset + 1)
                        : .descriptionControlCharacter(scalar, position: offset + 1)
                }
                if isName, (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                    return .nameDirectionCharacter(scalar, position: offset + 1)
                }
            }
        }
        return nil
    }

    /// The length to report when `text` breaks `allowed`, or `nil` when it keeps it: the
    /// characters a person sees (without what shows nothing at either end: spaces, zero-width
    /// characters, fillers), unless what is sent has more Unicode scalars than allowed, which
    /// servers count.
    private static func lengthProblem(_ text: String, allowed: ClosedRange<Int>) -> Int? {
        let count = text.trimmingBlanks().count
        guard allowed.contains(count) else { return count }
        let sent = text.unicodeScalars.count
        return sent > allowed.upperBound ? sent : nil
    }
}
