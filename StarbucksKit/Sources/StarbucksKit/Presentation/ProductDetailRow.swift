/// One detail of a product's page, ready to show and as data: which detail it is as a stable word
/// (`category`, `temperature`, `serving` or `allergens`), its label and value as shown, and for
/// the temperature, the value as a stable word too (`hot` or `iced`).
///
/// Encoded as `{kind, label, value, temperature?}`: `{"kind": "temperature", "label": "Served",
/// "value": "Hot", "temperature": "hot"}`.
public struct ProductDetailRow: Hashable, Sendable, Encodable {
    /// Which detail a row shows.
    public enum Kind: String, Hashable, Sendable, Encodable, CaseIterable {
        /// The menu category, as sent.
        case category
        /// Whether the product is served hot or iced.
        case temperature
        /// The serving the nutrition is for, as sent.
        case serving
        /// The allergens, as sent.
        case allergens
    }

    /// Which detail the row shows.
    public let kind: Kind
    /// The label (`Served`).
    public let label: String
    /// The value as shown (`Hot`).
    public let value: String
    /// The temperature as a stable word, on the temperature's row; `nil` on the others.
    public let temperature: ProductTemperature?

    /// The detail as a label and its value.
    public var labeledValue: LabeledValue { LabeledValue(label: label, value: value) }
}

/// How a product is served, as a stable word.
public enum ProductTemperature: String, Hashable, Sendable, Encodable, CaseIterable {
    /// Served hot.
    case hot
    /// Served iced.
    case iced
}
