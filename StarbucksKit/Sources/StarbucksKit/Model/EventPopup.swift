import Foundation

/// The event announced in a popup when the app starts.
///
/// ```swift
/// let popup = try await repository.eventPopup()
/// for run in popup.description.runs { print(run.isBold ? "[\(run.text)]" : run.text, terminator: "") }
/// ```
public struct EventPopup: Hashable, Sendable, Codable {
    /// The event's title.
    public var title: String
    /// The period as the answer wrote it (`2021년 10월 11일 ~ 10월 22일`).
    public var periodText: String
    /// The period read from ``periodText``, when it could be read.
    public var period: EventPeriod?
    /// Who may take part.
    public var target: String
    /// What the event offers, with its bold stretches.
    public var description: RichText
    /// The products the event covers (`event-products`), when given.
    public var eventProducts: String?

    /// A popup with the given details; ``period`` is read from `periodText`.
    public init(
        title: String, periodText: String, target: String, description: RichText, eventProducts: String? = nil
    ) {
        self.title = title
        self.periodText = periodText
        self.period = EventPeriod(parsing: periodText)
        self.target = target
        self.description = description
        self.eventProducts = eventProducts
    }
}
