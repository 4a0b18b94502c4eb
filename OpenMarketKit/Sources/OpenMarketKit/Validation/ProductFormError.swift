import Foundation

/// One broken rule of the product form (shared by register and edit).
///
/// Match on ``kind``; new kinds may be added without breaking a `switch` that has a `default`.
///
/// ```swift
/// let problems = ProductFormValidator().problems(in: ProductChanges(name: "ab"))
/// for problem in problems where problem.kind == .nameLength {
///     print(problem.message(locale: Locale(identifier: "en")))
/// }
/// ```
public struct ProductFormError: Error, Sendable, Hashable {
    /// Which rule was broken.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// The name's length is outside the allowed range.
        public static let nameLength = Kind(name: "nameLength")
        /// The description's length is outside the allowed range.
        public static let descriptionLength = Kind(name: "descriptionLength")
        /// The price was written as text that is not a number.
        public static let invalidPrice = Kind(name: "invalidPrice")
        /// The price is negative.
        public static let negativePrice = Kind(name: "negativePrice")
        /// The discount was written as text that is not a number.
        public static let invalidDiscountedPrice = Kind(name: "invalidDiscountedPrice")
        /// The discount is negative.
        public static let negativeDiscountedPrice = Kind(name: "negativeDiscountedPrice")
        /// The discount is larger than the price.
        public static let discountedPriceAbovePrice = Kind(name: "discountedPriceAbovePrice")
        /// The stock is negative.
        public static let negativeStock = Kind(name: "negativeStock")
        /// The price is above the highest a server takes.
        public static let priceTooHigh = Kind(name: "priceTooHigh")
        /// The discount is above the highest a server takes.
        public static let discountedPriceTooHigh = Kind(name: "discountedPriceTooHigh")
        /// The stock is above the highest a server takes.
        public static let stockTooHigh = Kind(name: "stockTooHigh")
        /// No image was given, or fewer than allowed.
        public static let noImages = Kind(name: "noImages")
        /// More images than allowed were given.
        public static let tooManyImages = Kind(name: "tooManyImages")
        /// One image is larger than allowed.
        public static let imageTooLarge = Kind(name: "imageTooLarge")
        /// The currency is not one the server accepts.
        public static let unknownCurrency = Kind(name: "unknownCurrency")
        /// The price has a fraction its currency cannot charge (won are whole; cents are the
        /// smallest dollar amount).
        public static let fractionalPrice = Kind(name: "fractionalPrice")
        /// The discount has a fraction its currency cannot charge.
        public static let fractionalDiscountedPrice = Kind(name: "fractionalDiscountedPrice")
        /// An edit changes the currency without restating the price and the discount in it.
        public static let currencyChangeNeedsPrices = Kind(name: "currencyChangeNeedsPrices")

        /// The kind's name (`nameLength`).
        public var description: String { name }
    }

    private enum Reason: Sendable, Hashable {
        case nameLength(actual: Int, allowed: ClosedRange<Int>)
        case descriptionLength(actual: Int, allowed: ClosedRange<Int>)
        case invalidPrice(String)
        case negativePrice
        case invalidDiscountedPrice(String)
        case negativeDiscountedPrice
        case discountedPriceAbovePrice
        case negativeStock
        case priceTooHigh(maximum: Int)
        case discountedPriceTooHigh(maximum: Int)
        case stockTooHigh(actual: Int, maximum: Int)
        case noImages
        case tooManyImages(actual: Int, maximum: Int)
        case imageTooLarge(index: Int, bytes: Int?, maximumBytes: Int)
        case unknownCurrency(String)
        case fractionalPrice(String, currency: String, digits: Int)
        case fractionalDiscountedPrice(String, currency: String, digits: Int)
        case currencyChangeNeedsPrices(String)
    }

    private let reason: Reason

    /// Which rule was broken.
    public var kind: Kind {
        switch reason {
        case .nameLength: .nameLength
        case .descriptionLength: .descriptionLength
        case .invalidPrice: .invalidPrice
        case .negativePrice: .negativePrice
        case .invalidDiscountedPrice: .invalidDiscountedPrice
        case .negativeDiscountedPrice: .negativeDiscountedPrice
        case .discountedPriceAbovePrice: .discountedPriceAbovePrice
        case .negativeStock: .negativeStock
        case .priceTooHigh: .priceTooHigh
        case .discountedPriceTooHigh: .discountedPriceTooHigh
        case .stockTooHigh: .stockTooHigh
        case .noImages: .noImages
        case .tooManyImages: .tooManyImages
        case .imageTooLarge: .imageTooLarge
        case .unknownCurrency: .unknownCurrency
        case .fractionalPrice: .fractionalPrice
        case .fractionalDiscountedPrice: .fractionalDiscountedPrice
        case .currencyChangeNeedsPrices: .currencyChangeNeedsPrices
        }
    }

    /// The name's length (in characters, after trimming white space) is outside `allowed`.
    public static func nameLength(actual: Int, allowed: ClosedRange<Int>) -> ProductFormError {
        ProductFormError(reason: .nameLength(actual: actual, allowed: allowed))
    }

    /// The description's length is outside `allowed`.
    public static func descriptionLength(actual: Int, allowed: ClosedRange<Int>) -> ProductFormError {
        ProductFormError(reason: .descriptionLength(actual: actual, allowed: allowed))
    }

    /// The price was written as `text`, which is not a number.
    public static func invalidPrice(_ text: String) -> ProductFormError {
        ProductFormError(reason: .invalidPrice(text))
    }

    /// The price is negative.
    public static let negativePrice = ProductFormError(reason: .negativePrice)

    /// The discount was written as `text`, which is not a number.
    public static func invalidDiscountedPrice(_ text: String) -> ProductFormError {
        ProductFormError(reason: .invalidDiscountedPrice(text))
    }

    /// The discount is negative.
    public static let negativeDiscountedPrice = ProductFormError(reason: .negativeDiscountedPrice)

    /// The discount is larger than the price.
    public static let discountedPriceAbovePrice = ProductFormError(reason: .discountedPriceAbovePrice)

    /// The stock is negative.
    public static let negativeStock = ProductFormError(reason: .negativeStock)

    /// The price is above `maximum`, the highest a server takes.
    public static func priceTooHigh(maximum: Int) -> ProductFormError {
        ProductFormError(reason: .priceTooHigh(maximum: maximum))
    }

    /// The discount is above `maximum`, the highest a server takes.
    public static func discountedPriceTooHigh(maximum: Int) -> ProductFormError {
        ProductFormError(reason: .discountedPriceTooHigh(maximum: maximum))
    }

    /// The stock `actual` is above `maximum`, the highest a server takes.
    public static func stockTooHigh(actual: Int, maximum: Int) -> ProductFormError {
        ProductFormError(reason: .stockTooHigh(actual: actual, maximum: maximum))
    }

    /// No image was given; at least one is needed.
    public static let noImages = ProductFormError(reason: .noImages)

    /// `actual` images were given, more than `maximum`.
    public static func tooManyImages(actual: Int, maximum: Int) -> ProductFormError {
        ProductFormError(reason: .tooManyImages(actual: actual, maximum: maximum))
    }

    /// The image at 0-based `index` has `bytes` bytes, more than `maximumBytes`.
    public static func imageTooLarge(index: Int, bytes: Int, maximumBytes: Int) -> ProductFormError {
        ProductFormError(reason: .imageTooLarge(index: index, bytes: bytes, maximumBytes: maximumBytes))
    }

    /// The image at 0-based `index` has more than `maximumBytes` bytes, how many more unknown
    /// (it was being read from a stream, and reading stopped at the limit).
    public static func imageTooLarge(index: Int, maximumBytes: Int) -> ProductFormError {
        ProductFormError(reason: .imageTooLarge(index: index, bytes: nil, maximumBytes: maximumBytes))
    }

    /// The currency `code` is not one the server accepts.
    public static func unknownCurrency(_ code: String) -> ProductFormError {
        ProductFormError(reason: .unknownCurrency(code))
    }

    /// The price `amount` has more decimal places than `currency` allows (see
    /// ``Price/fits(_:)``): any fraction of a won, or a fraction of a cent.
    public static func fractionalPrice(_ amount: Price, currency: Currency) -> ProductFormError {
        ProductFormError(
            reason: .fractionalPrice(
                amount.description, currency: currency.code, digits: currency.fractionDigits ?? 0))
    }

    /// The discount `amount` has more decimal places than `currency` allows.
    public static func fractionalDiscountedPrice(_ amount: Price, currency: Currency) -> ProductFormError {
        ProductFormError(
            reason: .fractionalDiscountedPrice(
                amount.description, currency: currency.code, digits: currency.fractionDigits ?? 0))
    }

    /// An edit changes the currency to `currency` without giving the price and the discount in
    /// it: the product's old amounts would be read in the new currency ($17.50 becoming ₩17.5).
    public static func currencyChangeNeedsPrices(_ currency: Currency) -> ProductFormError {
        ProductFormError(reason: .currencyChangeNeedsPrices(currency.code))
    }

    /// The length the name or description has, for the length kinds; otherwise `nil`.
    public var actualLength: Int? {
        switch reason {
        case .nameLength(let actual, _), .descriptionLength(let actual, _): actual
        default: nil
        }
    }

    /// The allowed length of the name or description, for the length kinds; otherwise `nil`.
    public var allowedLength: ClosedRange<Int>? {
        switch reason {
        case .nameLength(_, let allowed), .descriptionLength(_, let allowed): allowed
        default: nil
        }
    }

    /// The 0-based index of the image that is too large; otherwise `nil`.
    public var imageIndex: Int? {
        if case .imageTooLarge(let index, _, _) = reason { return index }
        return nil
    }

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        switch reason {
        case .nameLength(let actual, let allowed):
            return text.format("form.nameLength", allowed.lowerBound, allowed.upperBound, actual)
        case .descriptionLength(let actual, let allowed):
            return text.format("form.descriptionLength", allowed.lowerBound, allowed.upperBound, actual)
        case .invalidPrice(let written):
            return text.format("form.invalidPrice", written.oneLine())
        case .negativePrice:
            return text.string("form.negativePrice")
        case .invalidDiscountedPrice(let written):
            return text.format("form.invalidDiscountedPrice", written.oneLine())
        case .negativeDiscountedPrice:
            return text.string("form.negativeDiscountedPrice")
        case .discountedPriceAbovePrice:
            return text.string("form.discountedPriceAbovePrice")
        case .negativeStock:
            return text.string("form.negativeStock")
        case .priceTooHigh(let maximum):
            return text.format("form.priceTooHigh", text.number(maximum))
        case .discountedPriceTooHigh(let maximum):
            return text.format("form.discountedPriceTooHigh", text.number(maximum))
        case .stockTooHigh(let actual, let maximum):
            return text.format("form.stockTooHigh", text.number(maximum), text.number(actual))
        case .noImages:
            return text.string("form.noImages")
        case .tooManyImages(let actual, let maximum):
            return text.format("form.tooManyImages", maximum, actual)
        case .imageTooLarge(let index, let bytes, let maximumBytes):
            let number = index < Int.max ? index + 1 : index
            guard let bytes else {
                return text.format("form.imageTooLarge.unsized", number, maximumBytes / 1_024)
            }
            let kilobytes = bytes / 1_024 + (bytes % 1_024 > 0 ? 1 : 0)
            return text.format("form.imageTooLarge", number, kilobytes, maximumBytes / 1_024)
        case .unknownCurrency(let code):
            return text.format("form.unknownCurrency", code.oneLine())
        case .fractionalPrice(let amount, let currency, let digits):
            return digits == 0
                ? text.format("form.fractionalPrice.whole", currency.oneLine(), amount.oneLine())
                : text.format("form.fractionalPrice", currency.oneLine(), digits, amount.oneLine())
        case .fractionalDiscountedPrice(let amount, let currency, let digits):
            return digits == 0
                ? text.format("form.fractionalDiscountedPrice.whole", currency.oneLine(), amount.oneLine())
                : text.format("form.fractionalDiscountedPrice", currency.oneLine(), digits, amount.oneLine())
        case .currencyChangeNeedsPrices(let currency):
            return text.format("form.currencyChangeNeedsPrices", currency.oneLine())
        }
    }
}

extension ProductFormError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message(locale: .current) }
}
