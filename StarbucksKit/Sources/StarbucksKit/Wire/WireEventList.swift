import Foundation

/// The events answer: `{"list": [ … ]}`.
struct WireEventList: Decodable, Hashable, Sendable {
    var events: [WireEvent]

    enum CodingKeys: String, CodingKey {
        case events = "list"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        events = try container.list(of: WireEvent.self, .events)
    }
}
