import ExpoKit

/// A search of the exhibits as data, for a program (`expo search --json`): the text searched
/// for, the heading over the matches, and the matching rows.
public struct ExhibitSearchReport: Sendable, Hashable, Encodable {
    /// The text searched for.
    public let query: String
    /// The heading over the matches, in the rows' language.
    public let heading: String
    /// How many exhibits matched.
    public let count: Int
    /// The matching exhibits' rows, numbered as in the list.
    public let matches: [ExhibitRow]

    /// The report of a search for `query` that found `matches`, under `heading`.
    public init(query: String, heading: String, matches: [ExhibitRow]) {
        self.query = query
        self.heading = heading
        self.count = matches.count
        self.matches = matches
    }
}
