import Foundation

/// The inventory file's contents: `{"format": 1, "stock": {"banana": 10, …}}`, plus any other
/// keys, which are kept as they were so that a newer writer's additions survive this one.
struct InventoryDocument: Hashable, Sendable {
    /// The counts, as stored (``FruitStore`` checks them against its bounds).
    var stock: Inventory
    /// The top-level keys other than `format` and `stock`, with their values.
    var extras: [String: JSONValue]

    /// A document holding `stock` and `extras`.
    init(stock: Inventory, extras: [String: JSONValue] = [:]) {
        self.stock = stock
        self.extras = extras
    }

    /// Reads a document.
    ///
    /// - Throws: The ``PersistenceError/Problem`` that makes `data` no inventory.
    init(json data: Data) throws(PersistenceError.Problem) {
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch let problem as PersistenceError.Problem {
            throw problem
        } catch {
            throw .decoding(DecodingProblem(error))
        }
    }

    /// The keys other than `format` and `stock` of a file that is still a JSON object, or none.
    static func extras(in data: Data) -> [String: JSONValue] {
        guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: data) else { return [:] }
        return object.filter { $0.key != Keys.format && $0.key != Keys.stock }
    }

    /// The format version a file that is still a JSON object declares, when it is a whole number.
    static func format(in data: Data) -> Int? {
        struct Header: Decodable {
            let format: Int
        }
        return try? JSONDecoder().decode(Header.self, from: data).format
    }

    /// The document as the file's bytes: pretty-printed JSON, keys sorted, a final line break.
    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The keys this kit reads.
    private enum Keys {
        /// The format version.
        static let format = "format"
        /// The counts.
        static let stock = "stock"
    }
}

extension InventoryDocument: Codable {
    /// Reads the format (which must be ``InventoryFile/formatVersion``), every fruit's count and
    /// the other keys.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let format = try container.decode(Int.self, forKey: JSONKey(Keys.format))
        guard format == InventoryFile.formatVersion else {
            throw PersistenceError.Problem.unsupportedFormat(format)
        }
        let counts = try container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(Keys.stock))
        var stock = Inventory(uniformStock: 0)
        var seen: Set<Fruit> = []
        for key in counts.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            guard let fruit = Fruit(rawValue: key.stringValue) else {
                throw PersistenceError.Problem.unknownFruit(key.stringValue)
            }
            switch try WholeNumber.decode(counts, forKey: key) {
            case .value(let count):
                stock[fruit] = count
                seen.insert(fruit)
            case .outOfRange(let text):
                throw PersistenceError.Problem.countNotWhole(
                    key: "\(Keys.stock).\(key.stringValue)", value: text)
            }
        }
        if let missing = Fruit.allCases.first(where: { !seen.contains($0) }) {
            throw PersistenceError.Problem.missingFruit(missing)
        }
        var extras: [String: JSONValue] = [:]
        for key in container.allKeys where key.stringValue != Keys.format && key.stringValue != Keys.stock {
            extras[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        self.init(stock: stock, extras: extras)
    }

    /// Writes the format, the counts and the kept keys.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        for (key, value) in extras {
            try container.encode(value, forKey: JSONKey(key))
        }
        try container.encode(InventoryFile.formatVersion, forKey: JSONKey(Keys.format))
        var counts = container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(Keys.stock))
        for (fruit, count) in stock.counts {
            try counts.encode(count, forKey: JSONKey(fruit.rawValue))
        }
    }
}
