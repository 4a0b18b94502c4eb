/// A coding key for JSON objects whose keys are data (fruit names, unknown keys to keep).
struct JSONKey: CodingKey, Hashable, Sendable {
    /// The key's text.
    let stringValue: String
    /// Never used: these keys name object members.
    var intValue: Int? { nil }

    /// A key with this text.
    init(_ text: String) {
        self.stringValue = text
    }

    /// A key with this text.
    init?(stringValue: String) {
        self.init(stringValue)
    }

    /// Not used: array positions are not object keys.
    init?(intValue: Int) {
        nil
    }
}
