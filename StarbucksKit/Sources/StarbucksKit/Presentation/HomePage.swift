/// The home screen, ready to show, top to bottom.
public struct HomePage: Hashable, Sendable, Encodable {
    /// The greeting (`Nice to see you, Minji! …`).
    public let greeting: String
    /// The user's recommended products.
    public let yourRecommendations: ProductShelfCard
    /// The main event banner.
    public let mainEvent: BannerCard
    /// The What's New strip: its title, its link to the full list and the events.
    public let whatsNew: WhatsNewStrip
    /// The products recommended at this hour.
    public let nowRecommendations: ProductShelfCard
    /// One line per product left out because it could not be loaded.
    public let notices: [String]
}
