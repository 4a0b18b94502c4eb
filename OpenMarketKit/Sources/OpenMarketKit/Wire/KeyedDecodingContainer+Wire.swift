import Foundation

/// Decoding of the server's numbers and dates, so that a value that cannot be used fails with
/// its field's path and what was found, never with a trap or a bare "not valid JSON".
extension KeyedDecodingContainer {
    /// The integer at `key`.
    func decodeWireInt(forKey key: Key) throws -> Int {
        do {
            return try decode(Int.self, forKey: key)
        } catch {
            throw explained(error, forKey: key, expected: .wholeNumber)
        }
    }

    /// The integer at `key`, or `nil` when the key is absent or `null`.
    func decodeWireIntIfPresent(forKey key: Key) throws -> Int? {
        do {
            return try decodeIfPresent(Int.self, forKey: key)
        } catch {
            throw explained(error, forKey: key, expected: .wholeNumber)
        }
    }

    /// The amount of money at `key`, exact to the digits the server wrote.
    func decodeWireAmount(forKey key: Key) throws -> Decimal {
        let amount: Decimal
        do {
            amount = try decode(Decimal.self, forKey: key)
        } catch {
            throw explained(error, forKey: key, expected: .amount)
        }
        return try finite(amount, forKey: key)
    }

    /// The amount of money at `key`, or `nil` when the key is absent or `null`.
    func decodeWireAmountIfPresent(forKey key: Key) throws -> Decimal? {
        let amount: Decimal?
        do {
            amount = try decodeIfPresent(Decimal.self, forKey: key)
        } catch {
            throw explained(error, forKey: key, expected: .amount)
        }
        return try amount.map { try finite($0, forKey: key) }
    }

    /// `amount`, unless it is not a number.
    private func finite(_ amount: Decimal, forKey key: Key) throws -> Decimal {
        guard amount.isFinite else {
            throw WireValueError(codingPath: codingPath + [key], expected: .amount, found: amount.description)
        }
        return amount
    }

    /// The server date string at `key`.
    func decodeWireDate(forKey key: Key) throws -> Date {
        let text = try decode(String.self, forKey: key)
        guard let date = WireDate.parse(text) else {
            throw WireValueError(codingPath: codingPath + [key], expected: .date, found: Self.quoted(text))
        }
        return date
    }

    /// The server date string at `key`, or `nil` when the key is absent or `null`.
    func decodeWireDateIfPresent(forKey key: Key) throws -> Date? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let date = WireDate.parse(text) else {
            throw WireValueError(codingPath: codingPath + [key], expected: .date, found: Self.quoted(text))
        }
        return date
    }

    /// The decoder's error made precise: a number that does not fit the field (which Foundation
    /// reports as the whole document being invalid JSON, without a path) names the field and the
    /// number; a type mismatch without a description says what was found.
    private func explained(_ error: any Error, forKey key: Key, expected: WireValueError.Expectation)
        -> any Error
    {
        switch error as? DecodingError {
        case .typeMismatch(let type, let context) where context.debugDescription.isEmpty:
            let description = "Expected to decode \(type) but found \(foundValue(forKey: key)) instead."
            return DecodingError.typeMismatch(
                type, DecodingError.Context(codingPath: context.codingPath, debugDescription: description))
        case .typeMismatch, .valueNotFound, .keyNotFound:
            return error
        case .dataCorrupted, nil:
            // The value is a number (a mismatch would have said so) that the field cannot hold.
            let number = try? decode(Double.self, forKey: key)
            guard let found = Self.numberText(in: error) ?? number.map({ "\($0)" }) else { return error }
            return WireValueError(codingPath: codingPath + [key], expected: expected, found: found)
        @unknown default:
            return error
        }
    }

    /// The kind of JSON value at `key`, in the words Foundation's decoding errors use.
    private func foundValue(forKey key: Key) -> String {
        if (try? decodeNil(forKey: key)) == true { return "null" }
        if (try? decode(String.self, forKey: key)) != nil { return "a string" }
        if (try? decode(Bool.self, forKey: key)) != nil { return "bool" }
        if (try? decode(Double.self, forKey: key)) != nil { return "number" }
        if (try? nestedUnkeyedContainer(forKey: key)) != nil { return "an array" }
        if (try? nestedContainer(keyedBy: AnyKey.self, forKey: key)) != nil { return "a dictionary" }
        return "another value"
    }

    /// The number's text as the server wrote it, cut short, when the decoder's error quotes it
    /// (`numberIsNotRepresentableInSwift(parsed: "1e308")`, or `… <1e308> does not fit in Int.`).
    private static func numberText(in error: any Error) -> String? {
        let description: String
        let opening: String
        let closing: Character
        if case .dataCorrupted(let context) = error as? DecodingError {
            (description, opening, closing) = (context.debugDescription, "<", ">")
        } else {
            (description, opening, closing) = (String(describing: error), "parsed: \"", "\"")
        }
        guard let start = description.range(of: opening)?.upperBound else { return nil }
        let text = description[start...].prefix { $0 != closing }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else {
            return nil
        }
        return text.count > 24 ? text.prefix(20) + "…" : String(text)
    }

    /// A server string for a message: quoted and cut short.
    private static func quoted(_ text: String) -> String {
        "“" + (text.count > 60 ? text.prefix(60) + "…" : text) + "”"
    }
}

/// A coding key for any object, to look inside one without knowing its keys.
private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
