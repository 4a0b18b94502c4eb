import Foundation

/// A labelled value of an entry's detail ("Created" – "December 22, 2020 at 9:30 AM").
public struct DiaryField: Sendable, Hashable, Encodable {
    /// The label, localized.
    public let label: String
    /// The value, formatted.
    public let value: String

    /// A field with this label and value.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
