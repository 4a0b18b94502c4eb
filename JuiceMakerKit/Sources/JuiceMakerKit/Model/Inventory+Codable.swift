/// An inventory is written as `{"strawberry": 10, "banana": 10, …}`: every fruit once,
/// counts not negative.
extension Inventory: Codable {
    /// Decodes an inventory, rejecting unknown fruits, missing fruits and negative counts.
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode([String: Int].self)
        self.init(uniformStock: 0)
        for (key, count) in raw {
            guard let fruit = Fruit(rawValue: key) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "unknown fruit “\(key)”"))
            }
            guard count >= 0 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "\(key) has a negative count"))
            }
            self[fruit] = count
        }
        if let missing = Fruit.allCases.first(where: { raw[$0.rawValue] == nil }) {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no count for \(missing.rawValue)"))
        }
    }

    /// Encodes every fruit with its count.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Dictionary(uniqueKeysWithValues: counts.map { ($0.fruit.rawValue, $0.count) }))
    }
}
