/// One line of the menu screen: a juice, its recipe and how many the stock can make.
public struct MenuRow: Sendable, Hashable {
    /// The juice.
    public let juice: Juice
    /// The juice's localized name.
    public let name: String
    /// The recipe as text (`🍓 Strawberry 10 · 🍌 Banana 1`).
    public let recipeText: String
    /// How many the stock can make now.
    public let servings: Int
    /// ``servings`` formatted for the locale (`1,000`).
    public let servingsText: String
}
