import DiaryKit
import Foundation

/// The column titles of a table of ``DiaryRow``s, localized ("ID", "Date", "Title"…).
public struct DiaryRowHeaders: Sendable, Hashable, Encodable {
    /// The title of the identifier column.
    public let id: String
    /// The title of the date column (``DiaryRow/day``).
    public let day: String
    /// The title of the title column.
    public let title: String
    /// The title of the body preview column.
    public let preview: String
    /// The title of the weather column.
    public let weather: String

    /// Headers with these titles.
    public init(id: String, day: String, title: String, preview: String, weather: String) {
        self.id = id
        self.day = day
        self.title = title
        self.preview = preview
        self.weather = weather
    }
}
