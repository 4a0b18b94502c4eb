import ExpoKit

/// The list of exhibits as data, for a program (`expo items --json`): the list's own keys and
/// `count`, how many rows it has.
public struct ExhibitListReport: Sendable, Hashable, Encodable {
    /// The list.
    public let list: ExhibitList

    /// The report of `list`.
    public init(_ list: ExhibitList) {
        self.list = list
    }

    private enum CodingKeys: String, CodingKey {
        case count
    }

    /// The list's keys, and `count`.
    public func encode(to encoder: any Encoder) throws {
        try list.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(list.rows.count, forKey: .count)
    }
}
