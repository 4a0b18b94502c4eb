import Foundation

/// The product details answer: `{"view": {…}}`; `view` is missing, `null` or empty for a code
/// Starbucks does not know.
struct WireProductInfo: Decodable, Hashable, Sendable {
    var view: WireProductView?

    enum CodingKeys: String, CodingKey {
        case view
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        view = try container.object(WireProductView.self, .view)
    }
}
