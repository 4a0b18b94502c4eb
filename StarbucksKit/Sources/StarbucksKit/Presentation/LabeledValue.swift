/// A label and its value, ready to show (`Period: Oct 11 – 22, 2021`).
public struct LabeledValue: Hashable, Sendable, Encodable {
    /// The label (`Period`).
    public let label: String
    /// The value.
    public let value: String

    /// A row showing `value` under `label`.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
