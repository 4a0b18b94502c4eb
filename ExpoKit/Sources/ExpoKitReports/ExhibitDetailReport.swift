import ExpoKit

/// An exhibit's detail as data, for a program (`expo item --json`): the detail's own keys and
/// `count`, how many exhibits the catalog has.
public struct ExhibitDetailReport: Sendable, Hashable, Encodable {
    /// The detail.
    public let detail: ExhibitDetail
    /// How many exhibits the catalog has.
    public let count: Int

    /// The report of `detail`, in a catalog of `count` exhibits.
    public init(detail: ExhibitDetail, count: Int) {
        self.detail = detail
        self.count = count
    }

    private enum CodingKeys: String, CodingKey {
        case count
    }

    /// The detail's keys, and `count`.
    public func encode(to encoder: any Encoder) throws {
        try detail.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
    }
}
