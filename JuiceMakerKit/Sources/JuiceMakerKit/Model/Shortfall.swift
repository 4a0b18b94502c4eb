/// One fruit an order lacks: how many it needs and how many there are.
public struct Shortfall: Sendable, Hashable, Codable {
    /// The fruit that is short.
    public let fruit: Fruit
    /// How many the order needs.
    public let needed: Int
    /// How many are in stock.
    public let available: Int

    /// How many more are needed (`needed − available`); `Int.max` when that is more than an `Int`
    /// holds.
    public var missing: Int {
        let (difference, overflow) = needed.subtractingReportingOverflow(available)
        return overflow ? Int.max : difference
    }

    /// Creates a shortfall.
    public init(fruit: Fruit, needed: Int, available: Int) {
        self.fruit = fruit
        self.needed = needed
        self.available = available
    }
}
