import Foundation

/// One entry shown in full: title, body, dates, weather, and the same as labelled fields.
public struct DiaryDetail: Sendable, Hashable, Encodable {
    /// The entry's identifier in lowercase.
    public let id: String
    /// The title on one line.
    public let title: String
    /// The body, lines kept.
    public let body: String
    /// The creation date in the long style without time: the heading of the detail screen.
    public let date: String
    /// The creation date and time.
    public let created: String
    /// The last change's date and time, when the entry was edited after it was written.
    public let updated: String?
    /// The weather's name, when the entry has one.
    public let weather: String?
    /// The weather icon's address, when the entry has one.
    public let weatherIconURL: String?
    /// Identifier, creation, update and weather as labelled fields, in display order.
    public let fields: [DiaryField]

    /// A detail with these texts.
    public init(
        id: String, title: String, body: String, date: String, created: String, updated: String?,
        weather: String?,
        weatherIconURL: String?, fields: [DiaryField]
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.date = date
        self.created = created
        self.updated = updated
        self.weather = weather
        self.weatherIconURL = weatherIconURL
        self.fields = fields
    }
}
