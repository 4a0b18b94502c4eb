import JuiceMakerKit

/// One juice of the menu as data, for a program (`juice-maker menu --json`): its id, its names,
/// its recipe by fruit id and how many the stock can make.
public struct MenuItemReport: Sendable, Hashable, Encodable {
    /// The juice's id.
    public let id: String
    /// Its name in the row's language.
    public let name: String
    /// Its name in every language the menu gives.
    public let names: [String: String]
    /// Fruit id → how many one juice uses.
    public let recipe: [String: Int]
    /// How many the stock can make now.
    public let servings: Int

    /// The report of one row of the menu screen.
    public init(_ row: MenuRow) {
        id = row.juice.id
        name = row.name
        names = row.juice.names
        recipe = Dictionary(uniqueKeysWithValues: row.juice.recipe.map { ($0.fruit.rawValue, $0.amount) })
        servings = row.servings
    }
}
