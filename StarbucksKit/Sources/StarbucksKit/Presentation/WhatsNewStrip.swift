/// The What's New strip of the home screen: its title, the link to the full list and the
/// events, newest first, with their thumbnails.
public struct WhatsNewStrip: Hashable, Sendable, Encodable {
    /// The strip's title (`What's New`).
    public let title: String
    /// The link's title (`See all`).
    public let linkTitle: String
    /// The events, newest first.
    public let items: [WhatsNewRow]
    /// What to show instead when no event runs; `nil` otherwise.
    public let emptyText: String?
}
