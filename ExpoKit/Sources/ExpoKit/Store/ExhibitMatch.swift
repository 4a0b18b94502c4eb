/// An exhibit a search or a lookup found, with its place in the list.
public struct ExhibitMatch: Sendable, Hashable, Encodable {
    /// The exhibit's number in the list, counting from 1.
    public let number: Int
    /// The exhibit.
    public let item: ExpositionItem
    /// The name (in either language) or image name that matched.
    public let matchedText: String
    /// Whether the query was exactly ``matchedText`` rather than a part of it.
    public let isExact: Bool

    /// A match of `item`, numbered `number`, on `matchedText`.
    public init(number: Int, item: ExpositionItem, matchedText: String, isExact: Bool) {
        self.number = number
        self.item = item
        self.matchedText = matchedText
        self.isExact = isExact
    }
}
