/// One fruit an order lacks: how many it needs and how many there are.
public struct Shortfall: Sendable, Hashable, Codable {
    /// The fruit that is short.
    public let fruit: Fruit
    /// How many the order needs.
    public let needed: Int
    /// How many are in stock.
    public let available: Int

    /// How many more are needed (`needed − available`).
    public var missing: Int { needed - available }

    /// Creates a shortfall.
    public init(fruit: Fruit, needed: Int, available: Int) {
        self.fruit = fruit
        self.needed = needed
        self.available = available
    }
}
