/// A JSON key named by its text, for the kit's `Encodable` conformances that share fields
/// (a product's detail writes the product's keys beside its own).
struct JSONKey: CodingKey {
    /// The key's text.
    let stringValue: String

    /// A key with the text `name`.
    init(_ name: String) {
        stringValue = name
    }

    /// A key with the text `stringValue`.
    init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Keys are never integers.
    var intValue: Int? { nil }

    /// Keys are never integers.
    init?(intValue: Int) {
        nil
    }
}
