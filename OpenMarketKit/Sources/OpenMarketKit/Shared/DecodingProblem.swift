import Foundation

/// Where and how a JSON document failed to decode, in words a person can act on:
/// the coding path (`juices[0].recipe`), what was expected and what was found.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs). Its `decoding.*` rows are in the
/// shared folder's `Shared.strings`.
struct DecodingProblem: Hashable, Sendable {
    /// The kinds of JSON value a message can name.
    enum ValueType: String, Hashable, Sendable {
        case number, text, boolean, object, list, null, value
    }

    /// What went wrong at ``path``.
    enum Kind: Hashable, Sendable {
        /// The bytes are not JSON at all.
        case notJSON
        /// A required key is absent.
        case missingKey(String)
        /// A value has the wrong JSON type.
        case wrongType(expected: ValueType, found: ValueType)
        /// A value is `null` or absent where one is required.
        case missingValue(expected: ValueType)
        /// A value has the right type but cannot be used (a number too large, a malformed date).
        case invalidValue(String)
    }

    /// The coding path, like `juices[0].recipe`; empty for the top level.
    let path: String
    /// What went wrong.
    let kind: Kind

    /// A problem at `path`.
    init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// The problem a decoder reported; any other error counts as data that is not JSON.
    init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            self.init(path: "", kind: .notJSON)
            return
        }
        switch error {
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath), kind: .missingKey(key.stringValue))
        case .typeMismatch(let type, let context):
            self.init(
                path: Self.path(context.codingPath),
                kind: .wrongType(
                    expected: Self.valueType(of: type), found: Self.foundType(in: context.debugDescription)))
        case .valueNotFound(let type, let context):
            self.init(
                path: Self.path(context.codingPath), kind: .missingValue(expected: Self.valueType(of: type)))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                self.init(path: "", kind: .notJSON)
            } else {
                self.init(path: Self.path(context.codingPath), kind: .invalidValue(context.debugDescription))
            }
        @unknown default:
            self.init(path: "", kind: .notJSON)
        }
    }

    /// The problem as one line in `text`'s language.
    func message(_ text: Localizer) -> String {
        let place = path.isEmpty ? text.string("decoding.topLevel") : path
        switch kind {
        case .notJSON:
            return text.string("decoding.notJSON")
        case .missingKey(let key):
            return text.format("decoding.missingKey", key, place)
        case .wrongType(let expected, let found):
            return text.format("decoding.wrongType", place, name(of: expected, text), name(of: found, text))
        case .missingValue(let expected):
            return text.format("decoding.missingValue", place, name(of: expected, text))
        case .invalidValue(let detail):
            return text.format("decoding.invalidValue", place, detail.removingControlCharacters())
        }
    }

    /// A coding path as `juices[2].recipe`; empty for the top level.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    /// The localized name of a value type (`a number`, `text`).
    private func name(of type: ValueType, _ text: Localizer) -> String {
        text.string("decoding.type.\(type.rawValue)")
    }

    /// The JSON type a Swift type decodes from.
    private static func valueType(of type: Any.Type) -> ValueType {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name.hasPrefix("[") && name.contains(":") { return .object }
        if name.hasPrefix("Array") || name.hasPrefix("[") { return .list }
        switch name {
        case "String", "Character", "URL", "UUID", "Date": return .text
        case "Bool": return .boolean
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "Double", "Float", "Decimal":
            return .number
        default: return .value
        }
    }

    /// The JSON type a decoder's description says it found (`… but found a string instead.`).
    private static func foundType(in description: String) -> ValueType {
        guard let range = description.range(of: "found ") else { return .value }
        let rest = description[range.upperBound...].lowercased()
        let table: [(String, ValueType)] = [
            ("a string", .text), ("string", .text), ("a number", .number), ("number", .number),
            ("bool", .boolean), ("a dictionary", .object), ("dictionary", .object), ("an object", .object),
            ("an array", .list), ("array", .list), ("null", .null), ("nil", .null),
        ]
        return table.first { rest.hasPrefix($0.0) }?.1 ?? .value
    }
}
