/// A product in a row of the home screen: its names and picture.
public struct ProductTile: Hashable, Sendable, Encodable {
    /// The product code.
    public let code: String
    /// The Korean name.
    public let name: String
    /// The English name (may be empty).
    public let englishName: String
    /// The picture's address, when known.
    public let imageURL: String?
}
