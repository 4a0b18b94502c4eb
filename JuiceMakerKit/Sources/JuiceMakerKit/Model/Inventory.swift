/// How many of each fruit are in stock: a value, a snapshot of a ``FruitStore``.
///
/// Besides reading counts, an inventory answers a shop's questions about a
/// juice without changing anything:
///
/// ```swift
/// let stock = Inventory(uniformStock: 10)
/// stock.servings(of: .strawberryBanana)      // 1
/// try stock.shortfalls(for: .strawberry)     // [strawberry: need 16, have 10]
/// ```
///
/// Counts are whatever the inventory was given; a ``FruitStore`` keeps them within its bounds.
public struct Inventory: Sendable, Hashable {
    /// Counts in `Fruit.allCases` order; a fixed layout keeps orders cheap.
    private var strawberry, banana, pineapple, kiwi, mango: Int

    /// An inventory with the same count of every fruit.
    public init(uniformStock count: Int) {
        (strawberry, banana, pineapple, kiwi, mango) = (count, count, count, count, count)
    }

    /// An inventory with the given counts; fruits left out have none.
    public init(_ counts: [Fruit: Int]) {
        self.init(uniformStock: 0)
        for (fruit, count) in counts { self[fruit] = count }
    }

    /// The count of one fruit.
    public subscript(fruit: Fruit) -> Int {
        get {
            switch fruit {
            case .strawberry: strawberry
            case .banana: banana
            case .pineapple: pineapple
            case .kiwi: kiwi
            case .mango: mango
            }
        }
        set {
            switch fruit {
            case .strawberry: strawberry = newValue
            case .banana: banana = newValue
            case .pineapple: pineapple = newValue
            case .kiwi: kiwi = newValue
            case .mango: mango = newValue
            }
        }
    }

    /// Every fruit with its count, in the app's order.
    public var counts: [(fruit: Fruit, count: Int)] {
        Fruit.allCases.map { ($0, self[$0]) }
    }

    /// The counts as a dictionary.
    public var dictionary: [Fruit: Int] {
        Dictionary(uniqueKeysWithValues: Fruit.allCases.map { ($0, self[$0]) })
    }

    /// How many of `juice` this stock can make right now (0 when a count is negative).
    public func servings(of juice: Juice) -> Int {
        let counts = juice.recipe.map { $0.amount > 0 ? self[$0.fruit] / $0.amount : 0 }
        return max(0, counts.min() ?? 0)
    }

    /// What is missing to make `count` of `juice`; empty when the stock suffices.
    ///
    /// - Throws: ``StockError`` of kind ``StockError/Kind/invalidQuantity`` unless `count` is
    ///   positive, or ``StockError/Kind/orderTooLarge`` when the fruit `count` juices need is more
    ///   than an `Int` can count.
    public func shortfalls(for juice: Juice, count: Int = 1) throws -> [Shortfall] {
        guard count > 0 else { throw StockError.invalidQuantity(count) }
        var result: [Shortfall] = []
        for ingredient in juice.recipe {
            let (needed, overflow) = ingredient.amount.multipliedReportingOverflow(by: count)
            guard !overflow else { throw StockError.orderTooLarge(juice, count: count) }
            let available = self[ingredient.fruit]
            if available < needed {
                result.append(Shortfall(fruit: ingredient.fruit, needed: needed, available: available))
            }
        }
        return result
    }

    /// Takes `count` of `juice`'s recipe if every fruit suffices; otherwise changes nothing.
    ///
    /// - Returns: The shortfalls that stopped it, empty when the fruit was taken.
    /// - Throws: What ``shortfalls(for:count:)`` throws; nothing is taken then.
    mutating func consume(_ juice: Juice, count: Int) throws -> [Shortfall] {
        guard count > 0 else { throw StockError.invalidQuantity(count) }
        var result = self
        for ingredient in juice.recipe {
            let (needed, overflow) = ingredient.amount.multipliedReportingOverflow(by: count)
            guard !overflow else { throw StockError.orderTooLarge(juice, count: count) }
            let available = result[ingredient.fruit]
            guard available >= needed else { return try shortfalls(for: juice, count: count) }
            // Cannot overflow: `needed` is positive and at most `available`.
            result[ingredient.fruit] = available - needed
        }
        self = result
        return []
    }
}
