import Foundation

/// The one shared fruit inventory: every screen, maker and process that sells
/// juice works on the same store.
///
/// Each change is checked against the store's bounds (the stepper's 0…100 by
/// default) and either happens whole or not at all. Every change is published
/// to ``updates(bufferingPolicy:)``:
///
/// ```swift
/// let store = try FruitStore()                 // 10 of every fruit
/// try await store.add(5, of: .mango)           // mango: 15
/// try await store.setStock(0, of: .kiwi)       // kiwi: 0
/// for await snapshot in await store.updates() { print(snapshot[.mango]) }
/// ```
///
/// A store made with ``init(persistence:defaultStock:bounds:)`` reads and
/// writes through its persistence on every change, under that persistence's
/// exclusive access, so several stores (or processes) sharing one inventory
/// file never lose an update.
public actor FruitStore {
    /// The range every fruit's count must stay in.
    public nonisolated let bounds: ClosedRange<Int>
    /// The count every fruit starts with, and ``reset(to:)`` returns to by default.
    public nonisolated let defaultStock: Int

    /// The current counts (for a persisted store, as of its last read or write).
    private var inventory: Inventory
    /// Where the inventory lives, if anywhere but memory.
    private let persistence: (any InventoryPersistence)?
    /// The open ``updates(bufferingPolicy:)`` streams.
    private var observers: [Int: AsyncStream<Inventory>.Continuation] = [:]
    /// The key the next observer gets.
    private var nextObserver = 0

    /// A store in memory with `defaultStock` of every fruit.
    ///
    /// - Throws: ``StockError`` when the bounds start below zero or `defaultStock` lies outside them.
    public init(defaultStock: Int = 10, bounds: ClosedRange<Int> = 0...100) throws(StockError) {
        try Self.check(defaultStock, bounds)
        self.bounds = bounds
        self.defaultStock = defaultStock
        self.inventory = Inventory(uniformStock: defaultStock)
        self.persistence = nil
    }

    /// A store in memory starting from `inventory`.
    ///
    /// - Throws: ``StockError`` when a count lies outside `bounds`.
    public init(inventory: Inventory, defaultStock: Int = 10, bounds: ClosedRange<Int> = 0...100)
        throws(StockError)
    {
        try Self.check(defaultStock, bounds)
        try Self.check(inventory, bounds)
        self.bounds = bounds
        self.defaultStock = defaultStock
        self.inventory = inventory
        self.persistence = nil
    }

    /// A store backed by `persistence`, starting from what it holds (or `defaultStock`
    /// of every fruit when it holds nothing yet; nothing is written until the first change).
    ///
    /// - Throws: ``PersistenceError`` when the stored inventory cannot be read, ``StockError``
    ///   when it or `defaultStock` lies outside `bounds`.
    public init(
        persistence: some InventoryPersistence, defaultStock: Int = 10, bounds: ClosedRange<Int> = 0...100
    ) throws {
        try Self.check(defaultStock, bounds)
        let stored = try persistence.load() ?? Inventory(uniformStock: defaultStock)
        try Self.check(stored, bounds)
        self.bounds = bounds
        self.defaultStock = defaultStock
        self.inventory = stored
        self.persistence = persistence
    }

    // MARK: Reading

    /// A snapshot of every fruit's count.
    public var snapshot: Inventory { inventory }

    /// The count of one fruit.
    public func stock(of fruit: Fruit) -> Int { inventory[fruit] }

    /// Re-reads a persisted store's inventory (another process may have changed it) and returns it.
    @discardableResult
    public func refresh() throws -> Inventory {
        guard let persistence else { return inventory }
        let before = inventory
        let stored = try persistence.load() ?? Inventory(uniformStock: defaultStock)
        try Self.check(stored, bounds)
        inventory = stored
        if inventory != before { publish() }
        return inventory
    }

    // MARK: Changing

    /// Sets one fruit's count (the stepper).
    ///
    /// - Throws: ``StockError/outOfBounds(fruit:count:bounds:)`` when `count` lies outside ``bounds``.
    public func setStock(_ count: Int, of fruit: Fruit) throws {
        try change { [bounds] inventory in
            guard bounds.contains(count) else {
                throw StockError.outOfBounds(fruit: fruit, count: count, bounds: bounds)
            }
            inventory[fruit] = count
        }
    }

    /// Adds `amount` of a fruit.
    ///
    /// - Throws: ``StockError/invalidQuantity(_:)`` unless `amount` is positive,
    ///   ``StockError/outOfBounds(fruit:count:bounds:)`` when the result would pass the upper bound.
    public func add(_ amount: Int, of fruit: Fruit) throws {
        guard amount > 0 else { throw StockError.invalidQuantity(amount) }
        try change { [bounds] inventory in
            let (result, overflow) = inventory[fruit].addingReportingOverflow(amount)
            guard !overflow, bounds.contains(result) else {
                throw StockError.outOfBounds(fruit: fruit, count: overflow ? Int.max : result, bounds: bounds)
            }
            inventory[fruit] = result
        }
    }

    /// Removes `amount` of a fruit.
    ///
    /// - Throws: ``StockError/invalidQuantity(_:)`` unless `amount` is positive,
    ///   ``StockError/outOfBounds(fruit:count:bounds:)`` when the result would pass the lower bound.
    public func remove(_ amount: Int, of fruit: Fruit) throws {
        guard amount > 0 else { throw StockError.invalidQuantity(amount) }
        try change { [bounds] inventory in
            let result = inventory[fruit] - amount
            guard bounds.contains(result) else {
                throw StockError.outOfBounds(fruit: fruit, count: result, bounds: bounds)
            }
            inventory[fruit] = result
        }
    }

    /// Sets every fruit to `stock` (``defaultStock`` when `nil`).
    ///
    /// - Throws: ``StockError/defaultOutOfBounds(count:bounds:)`` when `stock` lies outside ``bounds``.
    public func reset(to stock: Int? = nil) throws {
        let count = stock ?? defaultStock
        guard bounds.contains(count) else {
            throw StockError.defaultOutOfBounds(count: count, bounds: bounds)
        }
        try change { inventory in inventory = Inventory(uniformStock: count) }
    }

    /// Takes the fruit for `count` of `juice` if all of it is there; otherwise takes nothing.
    ///
    /// This is the whole of an order's effect on the stock; ``JuiceMaker`` calls it.
    ///
    /// - Returns: What was short, empty when the fruit was taken.
    /// - Throws: ``StockError/invalidQuantity(_:)`` unless `count` is positive; a persisted
    ///   store's ``PersistenceError``.
    public func consume(_ juice: Juice, count: Int = 1) throws -> [Shortfall] {
        guard count > 0 else { throw StockError.invalidQuantity(count) }
        return try change { inventory in inventory.consume(juice, count: count) }
    }

    // MARK: Observing

    /// A stream of snapshots: the current one at once, then one after every change.
    ///
    /// The stream ends when the store is released; stop iterating to unsubscribe.
    public func updates(
        bufferingPolicy: AsyncStream<Inventory>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Inventory> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Inventory.self, bufferingPolicy: bufferingPolicy)
        let key = nextObserver
        nextObserver += 1
        observers[key] = continuation
        continuation.yield(inventory)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeObserver(key) }
        }
        return stream
    }

    /// Forgets a finished stream.
    private func removeObserver(_ key: Int) {
        observers[key] = nil
    }

    /// Sends the current snapshot to every stream.
    private func publish() {
        for continuation in observers.values { continuation.yield(inventory) }
    }

    deinit {
        for continuation in observers.values { continuation.finish() }
    }

    // MARK: Internals

    /// Applies `body` to the inventory (the stored one, under exclusive access, for a persisted
    /// store), keeps the result and publishes it if anything changed. `body` must change nothing
    /// when it throws.
    private func change<Result>(_ body: (inout Inventory) throws -> Result) throws -> Result {
        let before = inventory
        let result: Result
        if let persistence {
            let fallback = Inventory(uniformStock: defaultStock)
            var latest = before
            result = try persistence.update { stored in
                let original = stored ?? fallback
                var current = original
                let result = try body(&current)
                if current != original { stored = current }
                latest = current
                return result
            }
            inventory = latest
        } else {
            result = try body(&inventory)
        }
        if inventory != before { publish() }
        return result
    }

    /// Rejects bounds below zero and a default stock outside them.
    private static func check(_ defaultStock: Int, _ bounds: ClosedRange<Int>) throws(StockError) {
        guard bounds.lowerBound >= 0 else { throw .invalidBounds(bounds) }
        guard bounds.contains(defaultStock) else {
            throw .defaultOutOfBounds(count: defaultStock, bounds: bounds)
        }
    }

    /// Rejects an inventory with a count outside `bounds`.
    private static func check(_ inventory: Inventory, _ bounds: ClosedRange<Int>) throws(StockError) {
        for (fruit, count) in inventory.counts where !bounds.contains(count) {
            throw .outOfBounds(fruit: fruit, count: count, bounds: bounds)
        }
    }
}
