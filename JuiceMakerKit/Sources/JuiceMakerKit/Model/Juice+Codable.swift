import Foundation

/// Menu files spell a juice as
/// `{"id": "berry-blast", "names": {"en": "Berry Blast"}, "recipe": {"strawberry": 5}}`.
extension Juice: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, names, recipe
    }

    /// Decodes a juice from a menu file, reporting unknown fruits and bad amounts as ``MenuError``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        let names = try container.decodeIfPresent([String: String].self, forKey: .names) ?? [:]
        let rawRecipe = try container.decode([String: Int].self, forKey: .recipe)
        var recipe: [Fruit: Int] = [:]
        for (key, amount) in rawRecipe {
            guard let fruit = Fruit(rawValue: key.lowercased()) else {
                throw MenuError.unknownFruit(key, juice: id)
            }
            recipe[fruit] = amount
        }
        try self.init(id: id, names: names, recipe: recipe)
    }

    /// Encodes the juice in the menu-file shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(names, forKey: .names)
        let recipe = Dictionary(uniqueKeysWithValues: recipe.map { ($0.fruit.rawValue, $0.amount) })
        try container.encode(recipe, forKey: .recipe)
    }
}
