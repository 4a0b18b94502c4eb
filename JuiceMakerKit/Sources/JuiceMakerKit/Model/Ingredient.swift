/// An amount of one fruit that a recipe uses.
public struct Ingredient: Sendable, Hashable, Codable {
    /// The fruit used.
    public let fruit: Fruit
    /// How many of that fruit one juice uses; always at least 1.
    public let amount: Int

    /// Creates an ingredient; ``JuiceMenu`` and ``Juice`` validate the amount.
    public init(_ fruit: Fruit, _ amount: Int) {
        self.fruit = fruit
        self.amount = amount
    }
}
