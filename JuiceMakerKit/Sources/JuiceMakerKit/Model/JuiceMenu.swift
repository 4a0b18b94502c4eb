import Foundation

/// The juices a shop sells, in the order it lists them.
///
/// ``classic`` is the app's seven-juice menu; a juice bar with recipes of its
/// own loads them from JSON over the same five fruits:
///
/// ```swift
/// let json = Data("""
///     {"name": "Corner Bar", "juices": [
///       {"id": "sunrise", "names": {"en": "Sunrise"}, "recipe": {"mango": 1, "pineapple": 1}}
///     ]}
///     """.utf8)
/// let menu = try JuiceMenu(json: json)
/// let juice = try menu.juice(named: "SUNRISE")  // names match case-insensitively
/// ```
///
/// ``init(contentsOf:)`` reads a menu file.
public struct JuiceMenu: Sendable, Hashable {
    /// The menu's title, if it has one.
    public let name: String?
    /// The juices, in the order the menu lists them.
    public let juices: [Juice]
    /// Lookup table from a normalised identifier or name to the juice's index.
    private let index: [String: Int]

    /// Creates a menu, rejecting an empty list and juices that share an identifier or a name.
    ///
    /// The menu's name is cleaned as juice names are (trimmed, white space collapsed, NFC); an
    /// empty one counts as none.
    ///
    /// - Throws: ``JuiceMenuError`` of kind ``JuiceMenuError/Kind/emptyMenu``,
    ///   ``JuiceMenuError/Kind/duplicateName`` or ``JuiceMenuError/Kind/invalidName``.
    public init(juices: [Juice], name: String? = nil) throws {
        guard !juices.isEmpty else { throw JuiceMenuError.emptyMenu }
        if let name, NameText.containsControl(name) { throw JuiceMenuError.invalidName(name) }
        let (index, clash) = Self.makeIndex(juices)
        if let clash { throw clash }
        let cleanName = name.map(NameText.display)
        self.init(name: cleanName?.isEmpty == false ? cleanName : nil, juices: juices, index: index)
    }

    /// The app's own menu: the seven classic juices (their names are distinct, as a test proves).
    public static let classic = JuiceMenu(
        name: nil, juices: Juice.classics, index: makeIndex(Juice.classics).index)

    /// Stores already validated parts.
    private init(name: String?, juices: [Juice], index: [String: Int]) {
        self.name = name
        self.juices = juices
        self.index = index
    }

    /// Maps every lookup key to its juice, and reports the first key two juices share.
    ///
    /// A juice's identifier and names must be its own. Three more tiers of keys follow, each added
    /// only where no earlier tier has the key and no other juice claims it in the same tier: the
    /// names with 주스 spelled 쥬스 or the other way round, then the names without 주스 or 쥬스 at
    /// their end (`딸바`), then a classic juice's ``Juice/otherNames`` (in both spellings, and
    /// without the word). They never make a name ambiguous and never make a menu invalid.
    private static func makeIndex(_ juices: [Juice]) -> (index: [String: Int], clash: JuiceMenuError?) {
        var index: [String: Int] = [:]
        var clash: JuiceMenuError?
        for (position, juice) in juices.enumerated() {
            for key in Set(lookupKeys(of: juice)).sorted() {
                if let other = index[key], other != position {
                    clash = clash ?? .duplicateName(key, juices: [juices[other].id, juice.id])
                    continue
                }
                index[key] = position
            }
        }
        let tiers: [(Juice) -> [String]] = [
            { lookupKeys(of: $0).flatMap(NameText.otherSpellings(ofKey:)) },
            { lookupKeys(of: $0).compactMap(NameText.withoutJuiceWord(ofKey:)) },
            {
                $0.otherNames.map(NameText.key).flatMap { key in
                    [key] + NameText.otherSpellings(ofKey: key)
                        + [NameText.withoutJuiceWord(ofKey: key)].compactMap { $0 }
                }
            },
        ]
        for keys in tiers {
            var claims: [String: Set<Int>] = [:]
            for (position, juice) in juices.enumerated() {
                for key in keys(juice) where index[key] == nil {
                    claims[key, default: []].insert(position)
                }
            }
            for (key, positions) in claims where positions.count == 1 {
                index[key] = positions.first
            }
        }
        return (index, clash)
    }

    /// Reads a menu from JSON: `{"name": "…", "juices": [{"id", "names", "recipe"}, …]}`.
    ///
    /// - Throws: ``JuiceMenuError`` naming what is wrong: JSON of another shape (with the coding path,
    ///   `juices[0].recipe`), an unknown fruit, a fruit named twice, an amount that is not a whole
    ///   number from 1 up, a duplicate name, a name with control characters, an empty recipe or an
    ///   empty menu.
    public init(json: Data) throws {
        do {
            self = try JSONDecoder().decode(JuiceMenu.self, from: json)
        } catch let error as JuiceMenuError {
            throw error
        } catch {
            throw JuiceMenuError.malformed(DecodingProblem(error))
        }
    }

    /// The menu as pretty-printed JSON, in the shape ``init(json:)`` reads.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The juice with this identifier or name (English or Korean, any case; spaces, hyphens,
    /// zero-width characters and no-break spaces ignored; compared in Unicode NFC).
    ///
    /// 주스 and 쥬스 are one word here (`딸기 주스` finds 딸기쥬스), and may be left out, as "juice" may
    /// in English (`딸바` and `망키` find 딸바쥬스 and 망키쥬스 as `strawberry banana` finds its
    /// juice); the classic juices are also found by the names the original app gave them
    /// (`딸기바나나 주스`, `키위망고 주스`, `kiwiMangoJuice`, and so `딸기바나나`, `망고 키위`) and a
    /// one-fruit classic by its fruit's Korean name (`딸기`, as `strawberry` is its identifier),
    /// unless another juice of the menu is called so: a juice's own name always wins, and a name two
    /// juices could claim finds neither.
    ///
    /// - Throws: ``JuiceMenuError`` of kind ``JuiceMenuError/Kind/unknownJuice`` offering the menu's juices
    ///   (by identifier in English, by name in another language), or ``JuiceMenuError/Kind/invalidName`` when `name` holds control characters.
    public func juice(named name: String) throws -> Juice {
        guard !NameText.containsControl(name) else { throw JuiceMenuError.invalidName(name) }
        if let position = index[NameText.key(name)] { return juices[position] }
        throw JuiceMenuError.unknownJuice(name, juices: juices)
    }

    /// The keys of a juice's identifier and names.
    private static func lookupKeys(of juice: Juice) -> [String] {
        [NameText.key(juice.id)] + juice.names.values.map(NameText.key)
    }

}

extension JuiceMenu: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, juices
    }

    /// Decodes and validates a menu.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decodeIfPresent(String.self, forKey: .name)
        let juices = try container.decode([Juice].self, forKey: .juices)
        try self.init(juices: juices, name: name)
    }

    /// Encodes the menu in the shape ``init(json:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encode(juices, forKey: .juices)
    }
}
