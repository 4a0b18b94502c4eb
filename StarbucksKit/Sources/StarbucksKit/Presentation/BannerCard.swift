/// The main event banner, with its title.
public struct BannerCard: Hashable, Sendable, Encodable {
    /// The section's title (`Main event`).
    public let title: String
    /// The banner's address, when there is one.
    public let imageURL: String?
    /// What to show instead when there is no banner; `nil` otherwise.
    public let emptyText: String?
}
