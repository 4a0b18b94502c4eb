import Foundation

/// One row of the entry list, ready to show: title, long date without time, one line of the body.
public struct DiaryRow: Sendable, Hashable, Encodable, Identifiable {
    /// The entry's identifier in lowercase.
    public let id: String
    /// The identifier's first eight characters, enough to pick the entry in a short list.
    public let shortID: String
    /// The title on one line.
    public let title: String
    /// The creation date in the long style without time ("December 22, 2020", "2020년 12월 22일").
    public let date: String
    /// "Today" or "Yesterday" when the entry is that recent, else `nil`.
    public let relativeDay: String?
    /// ``relativeDay`` when there is one, else ``date``.
    public let day: String
    /// The body's first words on one line, cut with an ellipsis.
    public let preview: String
    /// The weather's name in the row's language, when the entry has one.
    public let weather: String?

    /// A row with these texts.
    public init(
        id: String, shortID: String, title: String, date: String, relativeDay: String?, preview: String,
        weather: String?
    ) {
        self.id = id
        self.shortID = shortID
        self.title = title
        self.date = date
        self.relativeDay = relativeDay
        self.day = relativeDay ?? date
        self.preview = preview
        self.weather = weather
    }
}
