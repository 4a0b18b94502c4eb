/// How many of each fruit are in stock: a value, a snapshot of a ``FruitStore``.
///
/// Besides reading counts, an inventory answers a shop's questions about a
/// juice without changing anything:
///
/// ```swift
/// let stock = Inventory(uniformStock: 10)
/// stock.servings(of: .strawberryBanana)      // 1
/// stock.shortfalls(for: .strawberry)         // [strawberry: need 16, have 10]
/// ```
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

    /// How many of `juice` this stock can make right now.
    public func servings(of juice: Juice) -> Int {
        juice.recipe.map { self[$0.fruit] / $0.amount }.min() ?? 0
    }

    /// What is missing to make `count` of `juice`; empty when the stock suffices.
    ///
    /// A requirement too large for `Int` counts as `Int.max` needed.
    public func shortfalls(for juice: Juice, count: Int = 1) -> [Shortfall] {
        var result: [Shortfall] = []
        for ingredient in juice.recipe {
            let needed = Self.requirement(ingredient.amount, count)
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
    mutating func consume(_ juice: Juice, count: Int) -> [Shortfall] {
        for ingredient in juice.recipe
        where self[ingredient.fruit] < Self.requirement(ingredient.amount, count) {
            return shortfalls(for: juice, count: count)
        }
        for ingredient in juice.recipe {
            self[ingredient.fruit] -= ingredient.amount * count
        }
        return []
    }

    /// `amount × count`, saturating at `Int.max`.
    private static func requirement(_ amount: Int, _ count: Int) -> Int {
        let (product, overflow) = amount.multipliedReportingOverflow(by: count)
        return overflow ? Int.max : product
    }
}
