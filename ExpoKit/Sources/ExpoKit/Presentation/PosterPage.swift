import Foundation

/// The first screen: the exposition's poster, its facts and its description, ready to show,
/// with the names and spoken labels of its pictures (the poster, and a flag on each side of the
/// button that opens the list).
///
/// ```swift
/// let text = ExpoText(locale: Locale(identifier: "ko"))
/// let poster = text.poster(for: try await ExpoCatalog.bundled(locale: text.locale).exposition)
/// poster.titleLines     // ["파리 만국박람회 1900", "(L'Exposition de Paris 1900)"]
/// poster.visitorsText   // 방문객: 48,130,300명
/// ```
public struct PosterPage: Sendable, Hashable, Encodable {
    /// The title on one line.
    public let title: String
    /// The title as the poster sets it: broken before the parenthesis, one or two lines.
    public let titleLines: [String]
    /// The visitor count.
    public let visitors: Int
    /// "Visitors: 48,130,300" / "방문객: 48,130,300명".
    public let visitorsText: String
    /// "Location: Paris, France" / "개최지: 프랑스 파리".
    public let locationText: String
    /// The dates, formatted for the locale ("April 14 – November 12, 1900"), or the file's text
    /// when it does not read as `yyyy. MM. dd - yyyy. MM. dd`.
    public let durationValue: String
    /// "Duration: April 14 – November 12, 1900" / "개최 기간: 1900년 4월 14일 ~ 11월 12일".
    public let durationText: String
    /// The days of the exposition, when the file's duration could be read.
    public let period: DateInterval?
    /// The description, one string per paragraph.
    public let paragraphs: [String]
    /// The title of the button that opens the list: "See the Korean exhibits".
    public let exhibitsButtonTitle: String
    /// The title and the facts as one spoken sentence, for a screen reader to read as one element.
    public let accessibilityLabel: String
    /// The name of the poster's picture, ``Exposition/posterImageName`` (`poster`).
    public let posterImageName: String
    /// What a screen reader says for the poster's picture (also its `alt` text in the site):
    /// "Poster of Paris World Exposition 1900" / "파리 만국박람회 1900 포스터".
    public let posterImageAccessibilityLabel: String
    /// The name of the flag's picture, shown on each side of the button: ``Exposition/flagImageName`` (`flag`).
    public let flagImageName: String
    /// What a screen reader says for each flag: "Flag of Korea (Taegukgi)" / "태극기".
    public let flagImageAccessibilityLabel: String

    /// A poster of already formatted values.
    public init(
        title: String, titleLines: [String], visitors: Int, visitorsText: String, locationText: String,
        durationValue: String, durationText: String, period: DateInterval?, paragraphs: [String],
        exhibitsButtonTitle: String, accessibilityLabel: String, posterImageName: String,
        posterImageAccessibilityLabel: String, flagImageName: String, flagImageAccessibilityLabel: String
    ) {
        self.title = title
        self.titleLines = titleLines
        self.visitors = visitors
        self.visitorsText = visitorsText
        self.locationText = locationText
        self.durationValue = durationValue
        self.durationText = durationText
        self.period = period
        self.paragraphs = paragraphs
        self.exhibitsButtonTitle = exhibitsButtonTitle
        self.accessibilityLabel = accessibilityLabel
        self.posterImageName = posterImageName
        self.posterImageAccessibilityLabel = posterImageAccessibilityLabel
        self.flagImageName = flagImageName
        self.flagImageAccessibilityLabel = flagImageAccessibilityLabel
    }

    /// The encoded keys; ``period`` is written as `opening` and `closing` days (`1900-04-14`).
    private enum CodingKeys: String, CodingKey {
        case title, titleLines, visitors, visitorsText, locationText, durationValue, durationText
        case opening, closing, paragraphs, exhibitsButtonTitle, accessibilityLabel
        case posterImageName, posterImageAccessibilityLabel, flagImageName, flagImageAccessibilityLabel
    }

    /// Encodes the poster, with the period's days as ISO 8601 dates.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(titleLines, forKey: .titleLines)
        try container.encode(visitors, forKey: .visitors)
        try container.encode(visitorsText, forKey: .visitorsText)
        try container.encode(locationText, forKey: .locationText)
        try container.encode(durationValue, forKey: .durationValue)
        try container.encode(durationText, forKey: .durationText)
        try container.encodeIfPresent(period.map { Self.day($0.start) }, forKey: .opening)
        try container.encodeIfPresent(period.map { Self.day($0.end) }, forKey: .closing)
        try container.encode(paragraphs, forKey: .paragraphs)
        try container.encode(exhibitsButtonTitle, forKey: .exhibitsButtonTitle)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(posterImageName, forKey: .posterImageName)
        try container.encode(posterImageAccessibilityLabel, forKey: .posterImageAccessibilityLabel)
        try container.encode(flagImageName, forKey: .flagImageName)
        try container.encode(flagImageAccessibilityLabel, forKey: .flagImageAccessibilityLabel)
    }

    /// `date` as `yyyy-MM-dd` in the period's calendar.
    private static func day(_ date: Date) -> String {
        let parts = Exposition.periodCalendar.dateComponents([.year, .month, .day], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))"
    }
}
