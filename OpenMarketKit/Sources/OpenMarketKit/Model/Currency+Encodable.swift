import Foundation

/// A currency as JSON data: its code (`"KRW"`, `"USD"`, or the code the server sent).
extension Currency: Encodable {
    /// Writes the code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
