import OpenMarketKit

/// A server's answer to a health check as data, for a program (`open-market health --json`):
/// `status: "OK"`, the server's address and its API generation.
public struct HealthReport: Sendable, Hashable, Encodable {
    /// The server that answered.
    public let server: ServerDescription

    /// The report of `server`, which answered `OK`.
    public init(server: ServerDescription) {
        self.server = server
    }

    /// `status`, `server` and `generation`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("OK", forKey: .status)
        try container.encode(server.baseURL.absoluteString, forKey: .server)
        try container.encode(server.generation.rawValue, forKey: .generation)
    }

    private enum CodingKeys: String, CodingKey {
        case status, server, generation
    }
}
