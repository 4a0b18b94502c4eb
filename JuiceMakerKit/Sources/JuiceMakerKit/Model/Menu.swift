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
/// let menu = try Menu(json: json)
/// let juice = try menu.juice(named: "SUNRISE")  // names match case-insensitively
/// ```
public struct Menu: Sendable, Hashable {
    /// The menu's title, if it has one.
    public let name: String?
    /// The juices, in the order the menu lists them.
    public let juices: [Juice]
    /// Lookup table from a normalised identifier or name to the juice's index.
    private let index: [String: Int]

    /// Creates a menu, rejecting an empty list and juices that share an identifier or a name.
    public init(juices: [Juice], name: String? = nil) throws(MenuError) {
        guard !juices.isEmpty else { throw .emptyMenu }
        let (index, clash) = Self.makeIndex(juices)
        if let clash { throw clash }
        self.init(name: name, juices: juices, index: index)
    }

    /// The app's own menu: the seven classic juices (their names are distinct, as a test proves).
    public static let classic = Menu(
        name: nil, juices: Juice.classics, index: makeIndex(Juice.classics).index)

    /// Stores already validated parts.
    private init(name: String?, juices: [Juice], index: [String: Int]) {
        self.name = name
        self.juices = juices
        self.index = index
    }

    /// Maps every lookup key to its juice, and reports the first key two juices share.
    private static func makeIndex(_ juices: [Juice]) -> (index: [String: Int], clash: MenuError?) {
        var index: [String: Int] = [:]
        var clash: MenuError?
        for (position, juice) in juices.enumerated() {
            for key in Set(lookupKeys(of: juice)) {
                if let other = index[key], other != position {
                    clash = clash ?? .duplicateName(key, juices: [juices[other].id, juice.id])
                    continue
                }
                index[key] = position
            }
        }
        return (index, clash)
    }

    /// Reads a menu from JSON: `{"name": "…", "juices": [{"id", "names", "recipe"}, …]}`.
    ///
    /// - Throws: ``MenuError`` naming what is wrong: malformed JSON, an unknown fruit,
    ///   an amount below 1, a duplicate name, an empty recipe or an empty menu.
    public init(json: Data) throws(MenuError) {
        do {
            self = try JSONDecoder().decode(Menu.self, from: json)
        } catch let error as MenuError {
            throw error
        } catch {
            throw .malformed(DecodingProblem.describe(error))
        }
    }

    /// The menu as pretty-printed JSON, in the shape ``init(json:)`` reads.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The juice with this identifier or name (English or Korean, any case, spaces and hyphens ignored).
    ///
    /// - Throws: ``MenuError/unknownJuice(_:choices:)`` listing the menu's identifiers.
    public func juice(named name: String) throws(MenuError) -> Juice {
        if let position = index[Self.normalize(name)] { return juices[position] }
        throw .unknownJuice(name, choices: juices.map(\.id))
    }

    /// Every key a juice can be looked up by.
    private static func lookupKeys(of juice: Juice) -> [String] {
        [normalize(juice.id)] + juice.names.values.map(normalize)
    }

    /// Lower-cases and drops spaces, hyphens and underscores, so "Strawberry-Banana Juice" matches
    /// "strawberry banana juice".
    static func normalize(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { !" -_\t".unicodeScalars.contains($0) })
    }
}

extension Menu: Codable {
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
