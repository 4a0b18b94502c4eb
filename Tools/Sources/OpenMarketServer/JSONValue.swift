/// A JSON value whose objects keep their keys in the order written, so a document built from
/// Swift literals reads the same once encoded.
indirect enum JSONValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
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

extension JSONWriter {
    /// Writes `value`.
    mutating func value(_ json: JSONValue) {
        switch json {
        case .string(let text): value(text)
        case .integer(let number): value(number)
        case .bool(let flag): value(flag)
        case .array(let elements):
            array { list in
                for element in elements { list.value(element) }
            }
        case .object(let members):
            object { object in
                for member in members {
                    object.key(member.key)
                    object.value(member.value)
                }
            }
        }
    }
}
