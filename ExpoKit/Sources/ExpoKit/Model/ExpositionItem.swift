/// One exhibit of the exposition: a row of the list and a detail screen of the app.
///
/// Read from `items.json` with the original app's keys (`name`, `image_name`,
/// `short_desc`, `desc`):
///
/// ```swift
/// let item = ExpositionItem(
///     name: "직지심체요절", imageName: "jikji",
///     shortDescription: "현존하는 가장 오래된 금속활자 인쇄본", description: "…")
/// ```
public struct ExpositionItem: Sendable, Hashable, Codable {
    /// The exhibit's name, like `직지심체요절`.
    public var name: String
    /// The name of its picture in the app's assets, like `jikji`; the same in every language.
    public var imageName: String
    /// One line about the exhibit, shown in the list.
    public var shortDescription: String
    /// A few paragraphs about the exhibit, separated by blank lines.
    public var description: String

    /// An exhibit with these texts.
    public init(name: String, imageName: String, shortDescription: String, description: String) {
        self.name = name
        self.imageName = imageName
        self.shortDescription = shortDescription
        self.description = description
    }

    /// The original file's keys.
    private enum CodingKeys: String, CodingKey {
        case name
        case imageName = "image_name"
        case shortDescription = "short_desc"
        case description = "desc"
    }
}
