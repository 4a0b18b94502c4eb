/// The event popup, ready to show.
public struct EventPopupCard: Hashable, Sendable, Encodable {
    /// The event's title.
    public let title: String
    /// Period, who may take part and the products covered, each labelled.
    public let details: [LabeledValue]
    /// The description without styles.
    public let description: String
    /// The description with its bold stretches.
    public let descriptionRuns: [TextRun]
    /// The buttons: don't show again, not today, close.
    public let actions: [PopupAction]
}
