import Foundation

/// The top-level fields of a JSON object body, each read as absent, `null`, a value of the
/// expected type, or the wrong type, so that every problem can be named precisely.
struct JSONFields: Decodable {
    /// A field as found.
    enum Field<Value: Sendable>: Sendable {
        case absent
        case null
        case value(Value)
        case wrongType
    }

    private(set) var texts: [String: Field<String>] = [:]
    private(set) var amounts: [String: Field<Decimal>] = [:]
    private(set) var wholeNumbers: [String: Field<Int>] = [:]

    /// The keys read as text.
    static let textKeys = ["name", "descriptions", "description", "currency", "secret"]
    /// The keys read as amounts of money.
    static let amountKeys = ["price", "discounted_price"]
    /// The keys read as whole numbers.
    static let wholeNumberKeys = ["stock", "thumbnail_id"]

    /// A number that cannot be an amount.
    private struct Unreadable: Error {}

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ text: String) { stringValue = text }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for name in Self.textKeys {
            texts[name] = Self.read(container, Key(name)) { try $0.decode(String.self, forKey: $1) }
        }
        for name in Self.amountKeys {
            amounts[name] = Self.read(container, Key(name)) { container, key in
                if let exact = try? container.decode(Decimal.self, forKey: key) { return exact }
                // Foundation's Decimal cannot read a number beyond its exponent range; such a
                // number is read as a Double, which the bounds then accept (a tiny amount, as
                // 0) or refuse.
                let double = try container.decode(Double.self, forKey: key)
                guard double.isFinite else { throw Unreadable() }
                if abs(double) < 1e-100 { return 0 }
                guard
                    let decimal = Decimal(
                        string: double.description, locale: Locale(identifier: "en_US_POSIX"))
                else { throw Unreadable() }
                return decimal
            }
        }
        for name in Self.wholeNumberKeys {
            wholeNumbers[name] = Self.read(container, Key(name)) { try $0.decode(Int.self, forKey: $1) }
        }
    }

    private static func read<Value>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key,
        _ decode: (KeyedDecodingContainer<Key>, Key) throws -> Value
    ) -> Field<Value> {
        guard container.contains(key) else { return .absent }
        if (try? container.decodeNil(forKey: key)) == true { return .null }
        guard let value = try? decode(container, key) else { return .wrongType }
        return .value(value)
    }

    /// Reads the fields of the JSON object `bytes`.
    ///
    /// A key the object gives twice (`{"price":100,"price":200}`) is refused: JSON leaves its
    /// meaning open (RFC 8259 §4), and `JSONDecoder` would keep the first value without a word
    /// (`JSONSerialization` the same). The decoder reports each key of the object as written,
    /// repeats included, to a custom key strategy before it makes them a dictionary; that strategy
    /// counts them here, and changes none.
    ///
    /// - Throws: ``APIError`` 400: `INVALID_JSON` when `bytes` is not a JSON object,
    ///   `DUPLICATE_KEY` when it gives a key twice.
    static func parse(_ bytes: some Collection<UInt8>, what: String) throws(APIError) -> JSONFields {
        let seen = LockedValue<KeysSeen>(KeysSeen())
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            guard let key = path.last else { return Key("") }
            // The object's own keys only (a value that is an object is never read as one here).
            if path.count == 1 { seen.update { $0.note(key.stringValue) } }
            return key
        }
        let fields: JSONFields
        do {
            fields = try decoder.decode(JSONFields.self, from: Data(bytes))
        } catch {
            throw APIError.badRequest("INVALID_JSON", "\(what) is not a JSON object; send one.")
        }
        if let repeated = seen.value.repeated {
            throw APIError.badRequest(
                "DUPLICATE_KEY",
                "\(what) gives the key \(RequestReader.quoted(repeated)) more than once, so which value "
                    + "counts is unclear; send each key once.")
        }
        return fields
    }

    /// The keys of an object as the decoder meets them, and the first one met twice.
    private struct KeysSeen: Sendable {
        private var keys: Set<String> = []
        private(set) var repeated: String?

        mutating func note(_ key: String) {
            if !keys.insert(key).inserted, repeated == nil { repeated = key }
        }
    }
}
