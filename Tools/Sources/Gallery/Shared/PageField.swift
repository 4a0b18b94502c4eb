import Foundation
import Mustache

/// A page's values as swift-mustache reads them through its public protocols, made from their
/// `Encodable` form: an object is a `MustacheParent` whose fields are found by hashing their
/// names (the library's reflection over a struct compares every name on every lookup), a list is
/// an array (a `MustacheSequence`), a flag a `Bool`, a text a `String`. A value a struct leaves
/// out (`nil`) is no field, so swift-mustache looks for it in the enclosing values, as it does
/// for a struct's `nil`.
public enum PageField: MustacheParent, MustacheCustomRenderable, Sendable {
    case object([String: PageField])
    case list([PageField])
    case text(String)
    case integer(Int)
    case number(Double)
    case flag(Bool)
    case null

    /// The fields of `values`, as their `encode(to:)` writes them.
    public init(_ values: some Encodable) {
        let box = FieldBox()
        try? values.encode(to: FieldEncoder(box: box))
        self = box.field
    }

    /// A field of an object, as swift-mustache takes it: a list as an array, a flag as a `Bool`,
    /// a text as a `String`, a number as its `Int` or `Double`, an object as itself.
    public func child(named name: String) -> Any? {
        guard case .object(let fields) = self, let field = fields[name] else { return nil }
        switch field {
        case .object: return field
        case .list(let items): return items
        case .text(let text): return text
        case .integer(let integer): return integer
        case .number(let number): return number
        case .flag(let flag): return flag
        case .null: return nil
        }
    }

    /// What `{{.}}` writes for a list's item.
    public var renderText: String {
        switch self {
        case .text(let text): text
        case .integer(let integer): String(integer)
        case .number(let number): String(number)
        case .flag(let flag): String(flag)
        case .object, .list, .null: ""
        }
    }

    /// Whether a section over it shows nothing: `false` and `nil`.
    public var isNull: Bool {
        switch self {
        case .flag(false), .null: true
        default: false
        }
    }
}

/// Where an encoder writes one value: a field, or the fields and items its containers add.
private final class FieldBox {
    var value = PageField.null
    var fields: [String: FieldBox]?
    var items: [FieldBox]?

    var field: PageField {
        if let fields { return .object(fields.mapValues(\.field)) }
        if let items { return .list(items.map(\.field)) }
        return value
    }

    /// A box for the value of `key` (a field of this object).
    func child(_ key: String) -> FieldBox {
        let child = FieldBox()
        if fields == nil { fields = [:] }
        fields?[key] = child
        return child
    }

    /// A box for the next item of this list.
    func nextItem() -> FieldBox {
        let item = FieldBox()
        if items == nil { items = [] }
        items?.append(item)
        return item
    }
}

/// Writes an `Encodable` value into a ``FieldBox``.
private struct FieldEncoder: Encoder {
    let box: FieldBox
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if box.fields == nil { box.fields = [:] }
        return KeyedEncodingContainer(FieldObject<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if box.items == nil { box.items = [] }
        return FieldList(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        FieldValue(box: box)
    }

    /// Writes `value` into `box`: a text, a number or a flag at once; anything else by its own
    /// `encode(to:)`. (Every container's `encode` of a `String`, a `Bool` or a number comes here:
    /// the protocols' own defaults send them to the generic `encode`.)
    static func write(_ value: some Encodable, into box: FieldBox) throws {
        switch value {
        case let text as String: box.value = .text(text)
        case let flag as Bool: box.value = .flag(flag)
        case let integer as Int: box.value = .integer(integer)
        case let number as Double: box.value = .number(number)
        case let integer as any BinaryInteger: box.value = .integer(Int(truncatingIfNeeded: integer))
        case let number as any BinaryFloatingPoint: box.value = .number(Double(number))
        default: try value.encode(to: FieldEncoder(box: box))
        }
    }
}

/// An object's fields.
private struct FieldObject<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: FieldBox
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) {}
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try FieldEncoder.write(value, into: box.child(key.stringValue))
    }

    mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key)
        -> KeyedEncodingContainer<Nested>
    {
        FieldEncoder(box: box.child(key.stringValue)).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        FieldEncoder(box: box.child(key.stringValue)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { FieldEncoder(box: box.child("super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        FieldEncoder(box: box.child(key.stringValue))
    }
}

/// A list's items.
private struct FieldList: UnkeyedEncodingContainer {
    let box: FieldBox
    var codingPath: [any CodingKey] { [] }
    var count: Int { box.items?.count ?? 0 }

    mutating func encodeNil() { box.nextItem().value = .null }
    mutating func encode(_ value: some Encodable) throws {
        try FieldEncoder.write(value, into: box.nextItem())
    }

    mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<
        Nested
    > {
        FieldEncoder(box: box.nextItem()).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        FieldEncoder(box: box.nextItem()).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { FieldEncoder(box: box.nextItem()) }
}

/// One value.
private struct FieldValue: SingleValueEncodingContainer {
    let box: FieldBox
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() { box.value = .null }
    mutating func encode(_ value: some Encodable) throws { try FieldEncoder.write(value, into: box) }
}
