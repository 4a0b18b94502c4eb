/// One row of the exhibit list: the exhibit's number, name and one-line description.
public struct ExhibitRow: Sendable, Hashable, Encodable {
    /// The exhibit's number in the list, counting from 1.
    public let number: Int
    /// ``number`` formatted for the locale.
    public let numberText: String
    /// The exhibit's name.
    public let name: String
    /// The one-line description.
    public let shortDescription: String
    /// The name of the exhibit's picture, like `jikji`.
    public let imageName: String
    /// What a screen reader says for the whole row, read as one element: name, then description.
    public let accessibilityLabel: String
    /// What a screen reader adds about activating the row.
    public let accessibilityHint: String

    /// A row of already formatted values.
    public init(
        number: Int, numberText: String, name: String, shortDescription: String, imageName: String,
        accessibilityLabel: String, accessibilityHint: String
    ) {
        self.number = number
        self.numberText = numberText
        self.name = name
        self.shortDescription = shortDescription
        self.imageName = imageName
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
    }
}
