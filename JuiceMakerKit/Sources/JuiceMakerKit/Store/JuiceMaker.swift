/// Makes juice from a ``FruitStore``. It holds no state of its own: copies of a
/// maker all sell from the same store.
///
/// ```swift
/// let maker = JuiceMaker(store: try FruitStore())
/// let outcome = try await maker.order(.strawberryBanana)
/// print(JuiceMakerText(locale: Locale(identifier: "ko")).alert(for: outcome).message)
/// // 딸바쥬스 준비됐어요! 맛있게 즐기세요!
/// ```
public struct JuiceMaker: Sendable {
    /// The store the fruit comes from.
    public let store: FruitStore

    /// A maker selling from `store`.
    public init(store: FruitStore) {
        self.store = store
    }

    /// Makes `count` of `juice`, all or nothing: either every fruit of the recipe is taken,
    /// or none is and the outcome lists exactly what is short and by how much.
    ///
    /// - Throws: ``StockError`` of kind ``StockError/Kind/invalidQuantity`` unless `count` is
    ///   positive, or ``StockError/Kind/orderTooLarge`` when the fruit it needs cannot be counted;
    ///   a persisted store's ``PersistenceError``.
    public func order(_ juice: Juice, count: Int = 1) async throws -> OrderOutcome {
        let (shortfalls, after) = try await store.consumeAndSnapshot(juice, count: count)
        if shortfalls.isEmpty {
            return .served(Order(juice: juice, count: count, remaining: after))
        }
        return .shortage(Shortage(juice: juice, count: count, shortfalls: shortfalls, stock: after))
    }

    /// How many of `juice` the store can make right now.
    public func servings(of juice: Juice) async -> Int {
        await store.snapshot.servings(of: juice)
    }

    /// What the store lacks for `count` of `juice`; empty when it can make them.
    ///
    /// - Throws: What ``Inventory/shortfalls(for:count:)`` throws: ``StockError``.
    public func shortfalls(for juice: Juice, count: Int = 1) async throws -> [Shortfall] {
        try await store.snapshot.shortfalls(for: juice, count: count)
    }
}

extension FruitStore {
    /// Consumes and reads the resulting stock in one step, so the snapshot belongs to this order.
    fileprivate func consumeAndSnapshot(_ juice: Juice, count: Int) throws -> ([Shortfall], Inventory) {
        let shortfalls = try consume(juice, count: count)
        return (shortfalls, snapshot)
    }
}
