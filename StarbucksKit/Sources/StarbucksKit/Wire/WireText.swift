import Foundation

/// A text field as Starbucks sends it: a string, but sometimes a number or a boolean, often an
/// empty string, sometimes `null` or missing. Blank text counts as no text.
struct WireText: Decodable, Hashable, Sendable {
    /// The text, trimmed of surrounding white space; `nil` when blank or `null`.
    let value: String?

    init(_ value: String?) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = nil
        } else if let text = try? container.decode(String.self) {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            value = trimmed.isEmpty ? nil : trimmed
        } else if let number = try? container.decode(Int64.self) {
            value = String(number)
        } else if let number = try? container.decode(Double.self), number.isFinite {
            value = String(describing: number)
        } else if let flag = try? container.decode(Bool.self) {
            value = flag ? "Y" : "N"
        } else {
            // An object or a list where text belongs: let the decoder say so, with its path.
            value = try container.decode(String.self)
        }
    }
}
