import ExpoKit

/// The poster as data, for a program (`expo poster --json`): the poster page's own keys and
/// `location`, the exposition's place as the catalog gives it.
public struct PosterReport: Sendable, Hashable, Encodable {
    /// The poster.
    public let poster: PosterPage
    /// The exposition it shows.
    public let exposition: Exposition

    /// The report of `poster`, which shows `exposition`.
    public init(poster: PosterPage, exposition: Exposition) {
        self.poster = poster
        self.exposition = exposition
    }

    private enum CodingKeys: String, CodingKey {
        case location
    }

    /// The poster's keys, and `location`.
    public func encode(to encoder: any Encoder) throws {
        try poster.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exposition.location, forKey: .location)
    }
}
