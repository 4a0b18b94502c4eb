import Foundation

/// `{"products": ["106509", …]}`: the codes of one row of the home screen. Blank entries are
/// skipped; an entry that is not a code fails with its position.
struct WireProductList: Decodable, Hashable, Sendable {
    var products: [ProductCode]

    enum CodingKeys: String, CodingKey {
        case products
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.list(of: WireText.self, .products)
        var codes: [ProductCode] = []
        for (index, entry) in entries.enumerated() {
            guard let text = entry.value else { continue }
            guard let code = ProductCode(rawValue: text) else {
                let path = container.codingPath + [CodingKeys.products, WireIndexKey(index)]
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: path,
                        debugDescription: "“\(StarbucksAPIError.shown(text))” is not a product code"))
            }
            codes.append(code)
        }
        products = codes
    }
}
