import Foundation

/// A juice on a menu: an identifier, its names per language and its recipe.
///
/// The seven classic juices are static members; custom juices come from a
/// menu file (see ``JuiceMenu``) or from ``init(id:names:recipe:)``:
///
/// ```swift
/// let berry = try Juice(
///     id: "berry-blast",
///     names: ["en": "Berry Blast", "ko": "베리 블라스트"],
///     recipe: [.strawberry: 5, .banana: 1])
/// print(berry.recipe)  // [strawberry × 5, banana × 1]
/// ```
public struct Juice: Sendable, Hashable, Identifiable {
    /// Stable identifier, unique on a menu (`"strawberry-banana"`).
    public let id: String
    /// The juice's name per language code (`"en"`, `"ko"`); English is always present.
    public let names: [String: String]
    /// What one juice uses, one ingredient per fruit, in the app's fruit order.
    public let recipe: [Ingredient]

    /// Creates a juice, rejecting an empty identifier, an empty recipe, amounts below 1 and names
    /// holding control characters.
    ///
    /// The identifier and the names are cleaned as ``Fruit/named(_:)`` cleans a name: trimmed,
    /// zero-width characters dropped, white space (no-break spaces too) collapsed to one space, NFC.
    /// When `names` has no English name, the identifier serves as one.
    ///
    /// - Throws: ``JuiceMenuError`` naming what is wrong.
    public init(id: String, names: [String: String] = [:], recipe: [Fruit: Int]) throws {
        guard !NameText.containsControl(id) else { throw JuiceMenuError.invalidName(id) }
        let cleanID = NameText.display(id)
        guard !cleanID.isEmpty else { throw JuiceMenuError.missingIdentifier }
        guard !recipe.isEmpty else { throw JuiceMenuError.emptyRecipe(juice: cleanID) }
        let ingredients = recipe.sorted { $0.key < $1.key }
        for (fruit, amount) in ingredients where amount < 1 {
            throw JuiceMenuError.invalidAmount(amount, fruit: fruit, juice: cleanID)
        }
        var cleanNames: [String: String] = [:]
        for (language, name) in names.sorted(by: { $0.key < $1.key }) {
            guard !NameText.containsControl(name) else { throw JuiceMenuError.invalidName(name) }
            let cleanName = NameText.display(name)
            if !cleanName.isEmpty { cleanNames[NameText.display(language).lowercased()] = cleanName }
        }
        if cleanNames["en"] == nil { cleanNames["en"] = cleanID }
        self.id = cleanID
        self.names = cleanNames
        self.recipe = ingredients.map { Ingredient($0.key, $0.value) }
    }

    /// The juice's name in the language of `locale`, falling back to English.
    public func name(for locale: Locale = .current) -> String {
        names[Localizer.language(of: locale)] ?? names["en"] ?? id
    }

    /// How many of `fruit` one juice uses (0 when the recipe has none).
    public func amount(of fruit: Fruit) -> Int {
        recipe.first { $0.fruit == fruit }?.amount ?? 0
    }
}

extension Juice {
    /// 🍓 Strawberry juice: 16 strawberries.
    public static let strawberry = classic("strawberry", [.strawberry: 16])
    /// 🍌 Banana juice: 2 bananas.
    public static let banana = classic("banana", [.banana: 2])
    /// 🥝 Kiwi juice: 3 kiwis.
    public static let kiwi = classic("kiwi", [.kiwi: 3])
    /// 🍍 Pineapple juice: 2 pineapples.
    public static let pineapple = classic("pineapple", [.pineapple: 2])
    /// 🍓🍌 Strawberry-banana juice: 10 strawberries and 1 banana.
    public static let strawberryBanana = classic("strawberry-banana", [.strawberry: 10, .banana: 1])
    /// 🥭 Mango juice: 3 mangoes.
    public static let mango = classic("mango", [.mango: 3])
    /// 🥭🥝 Mango-kiwi juice: 2 mangoes and 1 kiwi.
    public static let mangoKiwi = classic("mango-kiwi", [.mango: 2, .kiwi: 1])

    /// The seven classic juices, in the app's order.
    public static let classics: [Juice] = [
        .strawberry, .banana, .kiwi, .pineapple, .strawberryBanana, .mango, .mangoKiwi,
    ]

    /// A classic juice, named from the kit's own string tables.
    private static func classic(_ id: String, _ recipe: [Fruit: Int]) -> Juice {
        Juice(trustedID: id, names: Localizer.translations(of: "juice.\(id)"), recipe: recipe)
    }

    /// Builds a juice from data the kit itself ships, which needs no validation.
    private init(trustedID id: String, names: [String: String], recipe: [Fruit: Int]) {
        self.id = id
        self.names = names
        self.recipe = recipe.sorted { $0.key < $1.key }.map { Ingredient($0.key, $0.value) }
    }
}
