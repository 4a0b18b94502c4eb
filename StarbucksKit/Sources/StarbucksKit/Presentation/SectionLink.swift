/// A section title with a link to the full list (`What's New` · `See all`).
public struct SectionLink: Hashable, Sendable, Encodable {
    /// The section's title.
    public let title: String
    /// The link's title.
    public let linkTitle: String
}
