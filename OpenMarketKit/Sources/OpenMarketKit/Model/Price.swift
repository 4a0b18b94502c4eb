import Foundation

/// An exact amount of money a vendor enters: a list price or a discount.
///
/// A price is written as decimal text or as a whole number, never as a floating-point number,
/// so `19.99` stays `19.99` all the way to the server (a `Double` holds 19.989999999999998…):
///
/// ```swift
/// let listPrice: Price = "19.99"
/// let discount: Price = 2
/// let input = "1500.50"  // what a person typed
/// let typed = Price(input)  // nil unless the text is a plain decimal number
/// let fromServer = Price(Decimal(string: "12.5") ?? 0)
/// ```
///
/// There is no floating-point literal: `ProductDraft(price: 19.99, …)` does not compile, and
/// `Price(19.99)` compiles only with a deprecation warning. A string literal that is not a number
/// (`"19,99"`) makes an unreadable price, which ``ProductFormValidator`` reports as
/// ``ProductFormError/Kind-swift.struct/invalidPrice`` before anything is sent.
public struct Price: Sendable, Hashable, CustomStringConvertible {
    /// The exact amount, or the text that could not be read as one.
    private enum Storage: Sendable, Hashable {
        case exact(Decimal)
        case unreadable(String)
    }

    private let storage: Storage

    /// The most significant digits a price may have (what `Decimal` holds exactly).
    public static let maximumDigits = 38

    /// A price of exactly `value`.
    ///
    /// Build the `Decimal` from text (`Decimal(string: "19.99")`) or from an integer, never from
    /// a `Double`: `Decimal(19.99)` is already 19.98999999999999488.
    public init(_ value: Decimal) {
        storage = value.isFinite ? .exact(value) : .unreadable(value.description)
    }

    /// A price of exactly `value` units.
    public init(_ value: Int) {
        storage = .exact(Decimal(value))
    }

    /// The price `text` writes, or `nil` when it is not a plain decimal number.
    ///
    /// Accepted: an optional sign, digits, and optionally a point followed by digits (`19.99`,
    /// `-3`, `2000.50`), with at most ``maximumDigits`` significant digits. Not accepted:
    /// grouping (`1,000`), a comma as decimal separator, exponents, white space.
    public init?(_ text: String) {
        guard let value = Self.exactDecimal(text) else { return nil }
        storage = .exact(value)
    }

    /// A price from a `Double`, which is inexact: write a string literal (`"19.99"`) instead.
    ///
    /// The value is read through its shortest decimal text (`19.99` for the literal `19.99`), so
    /// no binary artefact reaches the server; a non-finite value makes an unreadable price.
    @available(*, deprecated, message: "A Double is inexact; write the price as text: Price(\"19.99\")")
    public init(_ value: Double) {
        let text = value.description
        if value.isFinite, let exact = Self.exactDecimal(text) {
            storage = .exact(exact)
        } else {
            storage = .unreadable(text)
        }
    }

    /// The exact amount; `nil` when the price was written as text that is not a number.
    public var decimal: Decimal? {
        switch storage {
        case .exact(let value): value
        case .unreadable: nil
        }
    }

    /// Whether the amount can be charged in `currency`: a whole number of won for `KRW`, whole
    /// cents for `USD` (see ``Currency/fractionDigits``); any exact amount in a currency the kit
    /// does not know. An unreadable price fits no currency.
    ///
    /// ```swift
    /// let price: Price = "19.99"
    /// let dollars = price.fits(.usd)  // true
    /// let won = price.fits(.krw)  // false: won have no fraction
    /// let wholeWon = Price(2_000).fits(.krw)  // true
    /// ```
    public func fits(_ currency: Currency) -> Bool {
        guard let value = decimal else { return false }
        guard let digits = currency.fractionDigits else { return true }
        return Self.rounded(value, toDecimalPlaces: digits) == value
    }

    /// `value` rounded to `places` decimal places.
    private static func rounded(_ value: Decimal, toDecimalPlaces places: Int) -> Decimal {
        var source = value
        var result = Decimal()
        NSDecimalRound(&result, &source, places, .plain)
        return result
    }

    /// The amount as plain decimal text (`19.99`), or the unreadable text as written.
    public var description: String {
        switch storage {
        case .exact(let value): value.description
        case .unreadable(let text): text
        }
    }

    /// The exact value of a plain decimal number, or `nil`.
    private static func exactDecimal(_ text: String) -> Decimal? {
        var digits = text.utf8[...]
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(isDigit) else { return nil }
        var significant = whole.drop { $0 == UInt8(ascii: "0") }.count
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.allSatisfy(isDigit) else { return nil }
            significant += fraction.reversed().drop { $0 == UInt8(ascii: "0") }.count
        }
        guard significant <= maximumDigits else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}

extension Price: ExpressibleByIntegerLiteral {
    /// A whole price written as an integer literal (`2_000`).
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension Price: ExpressibleByStringLiteral {
    /// A price written as a decimal string literal (`"19.99"`).
    ///
    /// A literal that is not a plain decimal number is kept as written and reported by
    /// ``ProductFormValidator``; it is never sent.
    public init(stringLiteral value: String) {
        if let exact = Self.exactDecimal(value) {
            storage = .exact(exact)
        } else {
            storage = .unreadable(value)
        }
    }
}
