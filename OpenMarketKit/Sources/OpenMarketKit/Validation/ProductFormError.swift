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
    /// The broken rule and what it concerns: the only list of this error's cases.
    private enum Reason: Sendable, Hashable {
        case nameLength(actual: Int, allowed: ClosedRange<Int>)
        case descriptionLength(actual: Int, allowed: ClosedRange<Int>)
        case invalidPrice(String, wholeIn: String?)
        case negativePrice
        case invalidDiscountedPrice(String, wholeIn: String?)
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
        case nameControlCharacter(UInt32, position: Int)
        case descriptionControlCharacter(UInt32, position: Int)
        case nameDirectionCharacter(UInt32, position: Int)
    }

    private let reason: Reason

    /// Which rule was broken: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// The name's length (in characters, after trimming white space) is outside `allowed`.
    public static func nameLength(actual: Int, allowed: ClosedRange<Int>) -> Self {
        Self(reason: .nameLength(actual: actual, allowed: allowed))
    }

    /// The description's length is outside `allowed`.
    public static func descriptionLength(actual: Int, allowed: ClosedRange<Int>) -> Self {
        Self(reason: .descriptionLength(actual: actual, allowed: allowed))
    }

    /// The price was written as `text`, which is not a number.
    public static func invalidPrice(_ text: String) -> Self {
        Self(reason: .invalidPrice(text, wholeIn: nil))
    }

    /// The price, in `currency`, was written as `text`, which is not a number. The message's
    /// example fits the currency: a whole number for `KRW`; for a currency with cents this is
    /// ``invalidPrice(_:)``.
    public static func invalidPrice(_ text: String, currency: Currency) -> Self {
        Self(reason: .invalidPrice(text, wholeIn: currency.fractionDigits == 0 ? currency.code : nil))
    }

    /// The price is negative.
    public static let negativePrice = Self(reason: .negativePrice)

    /// The discount was written as `text`, which is not a number.
    public static func invalidDiscountedPrice(_ text: String) -> Self {
        Self(reason: .invalidDiscountedPrice(text, wholeIn: nil))
    }

    /// The discount, in `currency`, was written as `text`, which is not a number; the message's
    /// example fits the currency, as for ``invalidPrice(_:currency:)``.
    public static func invalidDiscountedPrice(_ text: String, currency: Currency) -> Self {
        Self(
            reason: .invalidDiscountedPrice(text, wholeIn: currency.fractionDigits == 0 ? currency.code : nil)
        )
    }

    /// The discount is negative.
    public static let negativeDiscountedPrice = Self(reason: .negativeDiscountedPrice)

    /// The discount is larger than the price.
    public static let discountedPriceAbovePrice = Self(reason: .discountedPriceAbovePrice)

    /// The stock is negative.
    public static let negativeStock = Self(reason: .negativeStock)

    /// The price is above `maximum`, the highest a server takes.
    public static func priceTooHigh(maximum: Int) -> Self { Self(reason: .priceTooHigh(maximum: maximum)) }

    /// The discount is above `maximum`, the highest a server takes.
    public static func discountedPriceTooHigh(maximum: Int) -> Self {
        Self(reason: .discountedPriceTooHigh(maximum: maximum))
    }

    /// The stock `actual` is above `maximum`, the highest a server takes.
    public static func stockTooHigh(actual: Int, maximum: Int) -> Self {
        Self(reason: .stockTooHigh(actual: actual, maximum: maximum))
    }

    /// No image was given; at least one is needed.
    public static let noImages = Self(reason: .noImages)

    /// `actual` images were given, more than `maximum`.
    public static func tooManyImages(actual: Int, maximum: Int) -> Self {
        Self(reason: .tooManyImages(actual: actual, maximum: maximum))
    }

    /// The image at 0-based `index` has `bytes` bytes, more than `maximumBytes`.
    public static func imageTooLarge(index: Int, bytes: Int, maximumBytes: Int) -> Self {
        Self(reason: .imageTooLarge(index: index, bytes: bytes, maximumBytes: maximumBytes))
    }

    /// The image at 0-based `index` has more than `maximumBytes` bytes, how many more unknown
    /// (it was being read from a stream, and reading stopped at the limit).
    public static func imageTooLarge(index: Int, maximumBytes: Int) -> Self {
        Self(reason: .imageTooLarge(index: index, bytes: nil, maximumBytes: maximumBytes))
    }

    /// The currency `code` is not one the server accepts.
    public static func unknownCurrency(_ code: String) -> Self { Self(reason: .unknownCurrency(code)) }

    /// The price `amount` has more decimal places than `currency` allows (see
    /// ``Price/fits(_:)``): any fraction of a won, or a fraction of a cent.
    public static func fractionalPrice(_ amount: Price, currency: Currency) -> Self {
        Self(
            reason: .fractionalPrice(
                amount.description, currency: currency.code, digits: currency.fractionDigits ?? 0))
    }

    /// The discount `amount` has more decimal places than `currency` allows.
    public static func fractionalDiscountedPrice(_ amount: Price, currency: Currency) -> Self {
        Self(
            reason: .fractionalDiscountedPrice(
                amount.description, currency: currency.code, digits: currency.fractionDigits ?? 0))
    }

    /// An edit changes the currency to `currency` without giving the price and the discount in
    /// it: the product's old amounts would be read in the new currency ($17.50 becoming ₩17.5).
    public static func currencyChangeNeedsPrices(_ currency: Currency) -> Self {
        Self(reason: .currencyChangeNeedsPrices(currency.code))
    }

    /// The name holds the control character `scalar` (C0, DEL or C1, tabs and line breaks
    /// included) at 1-based character `position`: a server refuses it, and a terminal showing the
    /// name would run it.
    public static func nameControlCharacter(_ scalar: Unicode.Scalar, position: Int) -> Self {
        Self(reason: .nameControlCharacter(scalar.value, position: position))
    }

    /// The description holds the control character `scalar` (C0 other than a tab or a line
    /// break, DEL or C1) at 1-based character `position`.
    public static func descriptionControlCharacter(_ scalar: Unicode.Scalar, position: Int) -> Self {
        Self(reason: .descriptionControlCharacter(scalar.value, position: position))
    }

    /// The name holds the bidirectional override or isolate `scalar` (U+202A–U+202E,
    /// U+2066–U+2069) at 1-based character `position`: it would make the name show differently
    /// from what it is (`"\u{202E}gpj.exe"` shows as `exe.jpg`).
    public static func nameDirectionCharacter(_ scalar: Unicode.Scalar, position: Int) -> Self {
        Self(reason: .nameDirectionCharacter(scalar.value, position: position))
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
    ///
    /// The message's key is `form.` followed by ``kind``; an image too large by an unknown size
    /// adds `.unsized`; a fraction of a currency without fractions, or an amount that is no
    /// number in such a currency, adds `.whole` (its example is a whole number, never `19.99`).
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "form.\(kind)"
        switch reason {
        case .nameLength(let actual, let allowed), .descriptionLength(let actual, let allowed):
            return text.format(key, allowed.lowerBound, allowed.upperBound, actual)
        case .invalidPrice(let written, let whole?), .invalidDiscountedPrice(let written, let whole?):
            return text.format(key + ".whole", written.oneLine(), whole.oneLine())
        case .invalidPrice(let written, nil), .invalidDiscountedPrice(let written, nil),
            .unknownCurrency(let written), .currencyChangeNeedsPrices(let written):
            return text.format(key, written.oneLine())
        case .negativePrice, .negativeDiscountedPrice, .discountedPriceAbovePrice, .negativeStock, .noImages:
            return text.string(key)
        case .priceTooHigh(let maximum), .discountedPriceTooHigh(let maximum):
            return text.format(key, text.number(maximum))
        case .stockTooHigh(let actual, let maximum):
            return text.format(key, text.number(maximum), text.number(actual))
        case .tooManyImages(let actual, let maximum):
            return text.format(key, maximum, actual)
        case .imageTooLarge(let index, let bytes, let maximumBytes):
            let number = index < Int.max ? index + 1 : index
            guard let bytes else { return text.format(key + ".unsized", number, maximumBytes / 1_024) }
            let kilobytes = bytes / 1_024 + (bytes % 1_024 > 0 ? 1 : 0)
            return text.format(key, number, kilobytes, maximumBytes / 1_024)
        case .fractionalPrice(let amount, let currency, let digits),
            .fractionalDiscountedPrice(let amount, let currency, let digits):
            return digits == 0
                ? text.format(key + ".whole", currency.oneLine(), amount.oneLine())
                : text.format(key, currency.oneLine(), digits, amount.oneLine())
        case .nameControlCharacter(let scalar, let position),
            .descriptionControlCharacter(let scalar, let position),
            .nameDirectionCharacter(let scalar, let position):
            let hex = String(scalar, radix: 16, uppercase: true)
            return text.format(key, String(repeating: "0", count: max(0, 4 - hex.count)) + hex, position)
        }
    }
}

extension ProductFormError {
    /// Which rule a ``ProductFormError`` broke; compare it with the constants below.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// The kind's name (`nameLength`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The name's length is outside the allowed range.
        public static var nameLength: Self { Self() }
        /// The description's length is outside the allowed range.
        public static var descriptionLength: Self { Self() }
        /// The price was written as text that is not a number.
        public static var invalidPrice: Self { Self() }
        /// The price is negative.
        public static var negativePrice: Self { Self() }
        /// The discount was written as text that is not a number.
        public static var invalidDiscountedPrice: Self { Self() }
        /// The discount is negative.
        public static var negativeDiscountedPrice: Self { Self() }
        /// The discount is larger than the price.
        public static var discountedPriceAbovePrice: Self { Self() }
        /// The stock is negative.
        public static var negativeStock: Self { Self() }
        /// The price is above the highest a server takes.
        public static var priceTooHigh: Self { Self() }
        /// The discount is above the highest a server takes.
        public static var discountedPriceTooHigh: Self { Self() }
        /// The stock is above the highest a server takes.
        public static var stockTooHigh: Self { Self() }
        /// No image was given, or fewer than allowed.
        public static var noImages: Self { Self() }
        /// More images than allowed were given.
        public static var tooManyImages: Self { Self() }
        /// One image is larger than allowed.
        public static var imageTooLarge: Self { Self() }
        /// The currency is not one the server accepts.
        public static var unknownCurrency: Self { Self() }
        /// The price has a fraction its currency cannot charge (won are whole; cents are the
        /// smallest dollar amount).
        public static var fractionalPrice: Self { Self() }
        /// The discount has a fraction its currency cannot charge.
        public static var fractionalDiscountedPrice: Self { Self() }
        /// An edit changes the currency without restating the price and the discount in it.
        public static var currencyChangeNeedsPrices: Self { Self() }
        /// The name holds a control character (tabs and line breaks included).
        public static var nameControlCharacter: Self { Self() }
        /// The description holds a control character other than a tab or a line break.
        public static var descriptionControlCharacter: Self { Self() }
        /// The name holds a bidirectional override or isolate, which makes it show differently
        /// from what it is.
        public static var nameDirectionCharacter: Self { Self() }
    }
}

extension ProductFormError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message(locale: .current) }
}
