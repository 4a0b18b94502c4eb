import Foundation

/// A Starbucks product code: the digits that name one menu item (`106509`, `9200000000479`).
///
/// Codes come from outside (a home document, a command line), so they are checked once, here:
/// one to twenty ASCII digits, nothing else.
///
/// ```swift
/// let code = ProductCode(rawValue: "106509")   // a code
/// let none = ProductCode(rawValue: "10 65")    // nil
/// ```
public struct ProductCode: RawRepresentable, Hashable, Sendable, Comparable, Codable, CustomStringConvertible
{
    /// The most digits a code may have.
    public static let maximumLength = 20

    /// The digits of the code.
    public let rawValue: String

    /// The code made of `rawValue`, or `nil` unless it is 1 to 20 ASCII digits.
    public init?(rawValue: String) {
        guard (1...Self.maximumLength).contains(rawValue.utf8.count),
            rawValue.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        self.rawValue = rawValue
    }

    /// Reads a code from a JSON string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let code = ProductCode(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(text.removingControlCharacters())” is not a product code"
            )
        }
        self = code
    }

    /// Writes the code as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The digits of the code.
    public var description: String { rawValue }

    /// Orders codes by their digits, as text.
    public static func < (lhs: ProductCode, rhs: ProductCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
