/// The second screen: the list of exhibits under its title.
public struct ExhibitList: Sendable, Hashable, Encodable {
    /// The screen's title: "Korean exhibits" / "한국의 출품작".
    public let title: String
    /// How many exhibits there are, as text: "Exhibits: 13" / "출품작 13점".
    public let countText: String
    /// The rows, in order.
    public let rows: [ExhibitRow]

    /// A list of already formatted values.
    public init(title: String, countText: String, rows: [ExhibitRow]) {
        self.title = title
        self.countText = countText
        self.rows = rows
    }
}
