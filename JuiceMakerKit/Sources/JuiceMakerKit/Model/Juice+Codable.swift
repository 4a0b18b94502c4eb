import Foundation

/// Menu files spell a juice as
/// `{"id": "berry-blast", "names": {"en": "Berry Blast"}, "recipe": {"strawberry": 5}}`.
extension Juice: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, names, recipe
    }

    /// Decodes a juice from a menu file.
    ///
    /// - Throws: ``JuiceMenuError`` for an unknown fruit, a fruit named twice (`"kiwi"` and `"KIWI"`),
    ///   an amount that is not a whole number from 1 to `Int.max` (`0`, `1.5`, `1e30`), or a name
    ///   with control characters; the decoder's error for JSON of another shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        let names = try container.decodeIfPresent([String: String].self, forKey: .names) ?? [:]
        let label = NameText.display(id)
        let amounts = try container.nestedContainer(keyedBy: JSONKey.self, forKey: .recipe)
        var fruits: [(key: JSONKey, fruit: Fruit)] = []
        for key in amounts.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            guard let fruit = Fruit(identifier: key.stringValue) else {
                throw JuiceMenuError.unknownFruit(key.stringValue, juice: label)
            }
            fruits.append((key, fruit))
        }
        for fruit in Fruit.allCases {
            let spellings = fruits.filter { $0.fruit == fruit }.map(\.key.stringValue)
            if spellings.count > 1 {
                throw JuiceMenuError.duplicateFruit(fruit, spellings: spellings, juice: label)
            }
        }
        var recipe: [Fruit: Int] = [:]
        for (key, fruit) in fruits {
            switch try WholeNumber.decode(amounts, forKey: key) {
            case .value(let amount): recipe[fruit] = amount
            case .outOfRange(let text):
                throw JuiceMenuError.invalidAmount(text: text, fruit: fruit, juice: label)
            }
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
