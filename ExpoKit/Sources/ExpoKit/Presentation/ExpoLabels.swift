/// The fixed words around the content — headings, table headers, navigation — in one language.
public struct ExpoLabels: Sendable, Hashable, Encodable {
    /// The poster screen's title: "Exposition" / "박람회".
    public let exposition: String
    /// The list screen's title: "Korean exhibits" / "한국의 출품작".
    public let exhibits: String
    /// A number column's header: "No." / "번호".
    public let number: String
    /// A name column's header: "Exhibit" / "출품작".
    public let exhibit: String
    /// A description column's header: "About" / "소개".
    public let summary: String
    /// A link to the previous exhibit: "Previous" / "이전".
    public let previous: String
    /// A link to the next exhibit: "Next" / "다음".
    public let next: String
    /// A link back to the list: "All exhibits" / "출품작 목록".
    public let allExhibits: String
    /// A link back to the poster: "About the exposition" / "박람회 소개".
    public let aboutExposition: String

    /// Labels of these words.
    public init(
        exposition: String, exhibits: String, number: String, exhibit: String, summary: String,
        previous: String, next: String, allExhibits: String, aboutExposition: String
    ) {
        self.exposition = exposition
        self.exhibits = exhibits
        self.number = number
        self.exhibit = exhibit
        self.summary = summary
        self.previous = previous
        self.next = next
        self.allExhibits = allExhibits
        self.aboutExposition = aboutExposition
    }
}
