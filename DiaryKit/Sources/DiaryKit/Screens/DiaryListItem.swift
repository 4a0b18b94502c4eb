import Foundation

/// One row of the list screen: the entry's texts, its weather icon and what a screen reader says.
public struct DiaryListItem: Sendable, Hashable, Identifiable {
    /// The entry's identifier.
    public let id: UUID
    /// The row's texts: title, date, body preview, weather name.
    public let row: DiaryRow
    /// The weather icon's address, when the entry has a weather with a usable icon code.
    public let weatherIconURL: URL?
    /// What a screen reader says for the row.
    public let accessibilityLabel: String
    /// What a screen reader says the row does.
    public let accessibilityHint: String

    /// An item with these values.
    public init(
        id: UUID, row: DiaryRow, weatherIconURL: URL?, accessibilityLabel: String, accessibilityHint: String
    ) {
        self.id = id
        self.row = row
        self.weatherIconURL = weatherIconURL
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
    }

    /// The title on one line ("Untitled" when the entry has none).
    public var title: String { row.title }
    /// The day it was written ("Today", "December 22, 2020").
    public var day: String { row.day }
    /// The body's first words on one line.
    public var preview: String { row.preview }
}
