import Foundation

/// A value of the right JSON type that cannot be used: a number too large for its field, a date
/// in no known shape. Thrown while decoding; the client turns it into
/// ``OpenMarketError/Kind-swift.struct/decodingFailed``.
struct WireValueError: Error, Hashable {
    /// What the field should have held.
    enum Expectation: String, Hashable, Sendable {
        /// An integer that fits in `Int`.
        case wholeNumber
        /// A finite amount of money `Decimal` holds.
        case amount
        /// A date in one of the server's shapes.
        case date
    }

    /// The coding path of the field, like `pages[3].price`.
    let path: String
    /// What the field should have held.
    let expected: Expectation
    /// What it held, as short text (`1e+308`, `“soon”`).
    let found: String

    /// A problem at `codingPath`.
    init(codingPath: [any CodingKey], expected: Expectation, found: String) {
        path = DecodingProblem.path(codingPath)
        self.expected = expected
        self.found = found
    }
}

/// A failure while decoding one product whose identifier was already read, so the message can
/// name the product.
struct WireProductFailure: Error {
    /// The product's identifier.
    let productID: Int
    /// What went wrong.
    let underlying: any Error
}
