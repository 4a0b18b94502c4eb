import Foundation

/// An event in the What's New list.
public struct WhatsNewEvent: Hashable, Sendable, Codable {
    /// The event's title.
    public var title: String
    /// The line under the title (`sbtitle_NAME`), when given.
    public var subtitle: String?
    /// The day the event was registered (`reg_DT`), when given.
    public var registrationDate: CalendarDay?
    /// The event's first day (`start_DT`), when given.
    public var startDate: CalendarDay?
    /// The days the event runs, from `start_DT`/`end_DT` or else `view_DATE`, when readable.
    public var period: EventPeriod?
    /// The period as the answer wrote it (`view_DATE`), empty when not given.
    public var periodText: String
    /// The thumbnail for phones, when given.
    public var thumbnailURL: URL?
    /// Starbucks' number for the event (`pro_SEQ`), when given.
    public var sequence: String?

    /// An event with the given details.
    public init(
        title: String, subtitle: String? = nil, registrationDate: CalendarDay? = nil,
        startDate: CalendarDay? = nil, period: EventPeriod? = nil, periodText: String = "",
        thumbnailURL: URL? = nil, sequence: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.registrationDate = registrationDate
        self.startDate = startDate
        self.period = period
        self.periodText = periodText
        self.thumbnailURL = thumbnailURL
        self.sequence = sequence
    }

    /// The day the list is sorted by: the registration date, or the start date when the
    /// registration date is empty.
    public var sortDate: CalendarDay? { registrationDate ?? startDate }
}
