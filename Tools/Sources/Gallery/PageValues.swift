import Mustache

/// A template's values: names and what they stand for, written as a dictionary literal
/// (`["title": model.title, "rows": rows]`) and looked up by name as a dictionary would be.
///
/// A page's rows hold a handful of values each, read a few times per render, so they are kept in
/// the order given and found by comparing names, which costs less than hashing them on every
/// insert and every lookup. The first value of a name is the one found; assigning through the
/// subscript replaces it. swift-mustache reads them as a ``MustacheParent``.
public struct PageValues: ExpressibleByDictionaryLiteral, MustacheParent {
    /// The names in the order given.
    private(set) var names: [String]
    /// The value of each name, in the same order.
    private(set) var values: [Any]

    /// The values of a literal, in its order.
    public init(dictionaryLiteral elements: (String, Any)...) {
        names = []
        values = []
        names.reserveCapacity(elements.count)
        values.reserveCapacity(elements.count)
        for (name, value) in elements {
            names.append(name)
            values.append(value)
        }
    }

    /// No values.
    public init() {
        names = []
        values = []
    }

    /// The value of `name`; `nil` removes it.
    public subscript(name: String) -> Any? {
        get {
            guard let index = names.firstIndex(of: name) else { return nil }
            return values[index]
        }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue {
                    values[index] = newValue
                } else {
                    names.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    /// The value of `name`, as swift-mustache asks for it.
    public func child(named name: String) -> Any? {
        self[name]
    }
}
