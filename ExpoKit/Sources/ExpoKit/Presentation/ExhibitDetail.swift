/// The third screen: one exhibit's picture and description.
public struct ExhibitDetail: Sendable, Hashable, Encodable {
    /// The exhibit's number in the list, counting from 1.
    public let number: Int
    /// The screen's title: the exhibit's name.
    public let title: String
    /// The one-line description.
    public let shortDescription: String
    /// The name of the exhibit's picture, like `jikji`.
    public let imageName: String
    /// What a screen reader says for the picture (also an HTML page's `alt` text).
    public let imageAccessibilityLabel: String
    /// Where the exhibit sits in the list: "Exhibit 1 of 13" / "출품작 13점 중 1번째".
    public let positionText: String
    /// The description, one string per paragraph.
    public let paragraphs: [String]

    /// A detail screen of already formatted values.
    public init(
        number: Int, title: String, shortDescription: String, imageName: String,
        imageAccessibilityLabel: String, positionText: String, paragraphs: [String]
    ) {
        self.number = number
        self.title = title
        self.shortDescription = shortDescription
        self.imageName = imageName
        self.imageAccessibilityLabel = imageAccessibilityLabel
        self.positionText = positionText
        self.paragraphs = paragraphs
    }
}
