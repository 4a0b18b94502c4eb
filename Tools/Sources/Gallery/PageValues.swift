import Mustache

/// A template's values: names and what they stand for, written as a dictionary literal
/// (`["title": model.title, "rows": rows]`) and looked up by name as a dictionary would be.
///
/// A page's rows hold a handful of values each, read a few times per render, so they are kept as
/// the literal gave them (no copy, no hashing) and found by comparing names. The first value of a
/// name is the one found; assigning through the subscript replaces it, `nil` removes it.
/// swift-mustache reads them as a ``MustacheParent``.
public struct PageValues: ExpressibleByDictionaryLiteral, MustacheParent {
    /// The names and values in the order given.
    private var entries: [(String, Any)]

    /// The values of a literal, in its order.
    public init(dictionaryLiteral elements: (String, Any)...) {
        entries = elements
    }

    /// No values.
    public init() {
        entries = []
    }

    /// The position of `name`'s entry.
    private func index(of name: String) -> Int? {
        withEntry(named: name) { index, _ in index }
    }

    /// `body` of the position and the address of `name`'s entry, read where it lies (its name
    /// at its start, as a tuple's first element is; its value at ``valueOffset``), so that
    /// looking for a name copies neither a name nor a value on the way.
    private func withEntry<T>(named name: String, _ body: (Int, UnsafeRawPointer) -> T) -> T? {
        entries.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return nil }
            let stride = MemoryLayout<(String, Any)>.stride
            for index in 0..<entries.count {
                let entry = base + index * stride
                if entry.assumingMemoryBound(to: String.self).pointee == name { return body(index, entry) }
            }
            return nil
        }
    }

    /// The value of `name`; `nil` removes it.
    public subscript(name: String) -> Any? {
        get {
            withEntry(named: name) { _, entry in
                (entry + Self.valueOffset).assumingMemoryBound(to: Any.self).pointee
            }
        }
        set {
            if let index = index(of: name) {
                if let newValue { entries[index].1 = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((name, newValue))
            }
        }
    }

    /// Where an entry's value lies in it: after its name, which is as long as `Any` is aligned.
    static var valueOffset: Int { MemoryLayout<String>.stride }

    /// What ``text(named:)`` finds.
    enum Text {
        /// No value has the name.
        case missing
        /// The value is this string.
        case text(String)
        /// The value is something else.
        case other
    }

    /// The value of `name` when it is a string, cast where it lies (no copy of the value).
    func text(named name: String) -> Text {
        withEntry(named: name) { _, entry in
            if let text = (entry + Self.valueOffset).assumingMemoryBound(to: Any.self).pointee as? String {
                return .text(text)
            }
            return .other
        } ?? .missing
    }

    /// The value of `name`, as swift-mustache asks for it.
    public func child(named name: String) -> Any? {
        self[name]
    }
}
