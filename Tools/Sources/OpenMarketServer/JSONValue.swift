import Foundation

/// A JSON value written as Swift literals (the OpenAPI document), encoded with `JSONEncoder`.
indirect enum JSONValue: Sendable, Equatable, Encodable, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([Member])

    /// One key and its value.
    struct Member: Sendable, Equatable {
        let key: String
        let value: JSONValue
    }

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member(key: $0.0, value: $0.1) })
    }

    /// An object of `members`, in order.
    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { Member(key: $0.0, value: $0.1) })
    }

    /// The object's members plus `more` (an object stays an object; anything else is returned
    /// unchanged).
    func adding(_ more: [(String, JSONValue)]) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members + more.map { Member(key: $0.0, value: $0.1) })
    }
}

extension JSONValue {
    /// An object's key, any text.
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Writes the value as the JSON it stands for.
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .integer(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for member in members {
                try container.encode(member.value, forKey: MemberKey(stringValue: member.key))
            }
        }
    }
}
