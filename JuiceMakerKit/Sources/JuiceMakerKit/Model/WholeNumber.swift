import Foundation

/// A whole number read from JSON, or the text of a number `Int` cannot hold (`1e30`, `1.5`,
/// `99999999999999999999`), so an error can name the value and the range it should be in instead
/// of calling the data "not JSON".
enum WholeNumber: Hashable, Sendable {
    /// A whole number that fits `Int`.
    case value(Int)
    /// A number that is not a whole number `Int` can hold, as text.
    case outOfRange(String)

    /// Reads the number at `key`; a value that is not a number throws the decoder's error.
    static func decode<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> WholeNumber {
        do {
            return .value(try container.decode(Int.self, forKey: key))
        } catch let error as DecodingError {
            // Apple's decoder reports a number it cannot represent as corrupted data.
            if case .dataCorrupted = error, let text = numberText(container, key) {
                return .outOfRange(text)
            }
            throw error
        } catch {
            // Foundation on Linux reports it with an error of its own that names the number.
            return .outOfRange(numberText(container, key) ?? parsedText(error) ?? "?")
        }
    }

    /// The value at `key` as a number's text, if it is a number at all.
    private static func numberText<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key
    ) -> String? {
        if let decimal = try? container.decode(Decimal.self, forKey: key) { return "\(decimal)" }
        if let double = try? container.decode(Double.self, forKey: key), double.isFinite {
            return "\(double)"
        }
        return nil
    }

    /// The number a decoder's error quotes (`parsed: "1e400"`), if it quotes one.
    private static func parsedText(_ error: any Error) -> String? {
        let description = String(describing: error)
        guard let start = description.range(of: "parsed: \"") else { return nil }
        let rest = description[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let text = rest[..<end]
        return text.isEmpty || text.count > 64 ? nil : String(text)
    }
}
