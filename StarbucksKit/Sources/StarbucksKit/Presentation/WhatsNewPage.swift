/// The What's New list, ready to show.
public struct WhatsNewPage: Hashable, Sendable, Encodable {
    /// The list's title.
    public let title: String
    /// The events, newest first.
    public let items: [WhatsNewRow]
    /// What to show instead when the list is empty; `nil` otherwise.
    public let emptyText: String?
}
