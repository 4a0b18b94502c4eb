import Foundation

/// One broken rule of the product form (shared by register and edit).
public enum ProductFormError: Error, Hashable, Sendable {
    /// The name's length (in characters, after trimming spaces) is outside the allowed range.
    case nameLength(actual: Int, allowed: ClosedRange<Int>)
    /// The description's length is outside the allowed range.
    case descriptionLength(actual: Int, allowed: ClosedRange<Int>)
    /// The price is negative.
    case negativePrice
    /// The discount is negative.
    case negativeDiscountedPrice
    /// The discount is larger than the price.
    case discountedPriceAbovePrice
    /// The stock is negative.
    case negativeStock
    /// No image was given; at least one is needed.
    case noImages
    /// More images than allowed were given.
    case tooManyImages(actual: Int, maximum: Int)
    /// One image (0-based `index`) is larger than allowed.
    case imageTooLarge(index: Int, bytes: Int, maximumBytes: Int)
    /// The currency is not one the server accepts.
    case unknownCurrency(String)

    /// The message for this problem in `locale`'s language (English unless Korean).
    public func message(locale: Locale = .current) -> String {
        switch self {
        case .nameLength(let actual, let allowed):
            Localizer.string(
                "form.nameLength", locale: locale, allowed.lowerBound, allowed.upperBound, actual)
        case .descriptionLength(let actual, let allowed):
            Localizer.string(
                "form.descriptionLength", locale: locale, allowed.lowerBound, allowed.upperBound, actual)
        case .negativePrice:
            Localizer.string("form.negativePrice", locale: locale)
        case .negativeDiscountedPrice:
            Localizer.string("form.negativeDiscountedPrice", locale: locale)
        case .discountedPriceAbovePrice:
            Localizer.string("form.discountedPriceAbovePrice", locale: locale)
        case .negativeStock:
            Localizer.string("form.negativeStock", locale: locale)
        case .noImages:
            Localizer.string("form.noImages", locale: locale)
        case .tooManyImages(let actual, let maximum):
            Localizer.string("form.tooManyImages", locale: locale, maximum, actual)
        case .imageTooLarge(let index, let bytes, let maximumBytes):
            Localizer.string(
                "form.imageTooLarge", locale: locale, index + 1, (bytes + 1_023) / 1_024, maximumBytes / 1_024
            )
        case .unknownCurrency(let code):
            Localizer.string("form.unknownCurrency", locale: locale, code)
        }
    }
}

extension ProductFormError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message(locale: .current) }
}
