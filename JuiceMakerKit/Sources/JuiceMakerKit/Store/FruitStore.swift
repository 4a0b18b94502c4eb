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
/// file never lose an update. A damaged stored inventory is never a dead end:
/// ``init(resetting:to:defaultStock:bounds:)`` replaces it whatever it holds, and
/// ``init(repairing:defaultStock:bounds:)`` opens one whose counts lie outside the
/// bounds so that ``setStock(_:of:)`` can repair them.
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
    /// The persistence's mark when the store last read the stored inventory in
    /// ``checkStoredChanges()``.
    private var seenMark: StorageMark?
    /// The task of ``followStoredChanges(every:clock:)``.
    private var watching: Task<Void, Never>?

    /// A store in memory with `defaultStock` of every fruit.
    ///
    /// - Throws: ``StockError`` when the bounds start below zero or `defaultStock` lies outside them.
    public init(defaultStock: Int = 10, bounds: ClosedRange<Int> = 0...100) throws {
        try Self.check(defaultStock, bounds)
        self.init(checked: Inventory(uniformStock: defaultStock), defaultStock, bounds, persistence: nil)
    }

    /// A store in memory starting from `inventory`.
    ///
    /// - Throws: ``StockError`` when the bounds start below zero, or `defaultStock` or a count
    ///   lies outside them.
    public init(inventory: Inventory, defaultStock: Int = 10, bounds: ClosedRange<Int> = 0...100) throws {
        try Self.check(defaultStock, bounds)
        for (fruit, count) in inventory.counts where !bounds.contains(count) {
            throw StockError.outOfBounds(fruit: fruit, count: count, bounds: bounds)
        }
        self.init(checked: inventory, defaultStock, bounds, persistence: nil)
    }

    /// A store backed by `persistence`, starting from what it holds (or `defaultStock`
    /// of every fruit when it holds nothing yet; nothing is written until the first change).
    ///
    /// - Throws: ``PersistenceError`` when the stored inventory cannot be read; ``StockError``
    ///   when `defaultStock` lies outside `bounds`, or of kind ``StockError/Kind/storedOutOfBounds``
    ///   when a stored count does (``init(repairing:defaultStock:bounds:)`` and
    ///   ``init(resetting:to:defaultStock:bounds:)`` are the ways to repair it).
    public init(
        persistence: some InventoryPersistence, defaultStock: Int = 10, bounds: ClosedRange<Int> = 0...100
    ) throws {
        try Self.check(defaultStock, bounds)
        let stored = try persistence.load() ?? Inventory(uniformStock: defaultStock)
        try Self.checkStored(stored, bounds)
        self.init(checked: stored, defaultStock, bounds, persistence: persistence)
    }

    /// A store backed by `persistence` that opens even when stored counts lie outside `bounds`,
    /// so that they can be repaired.
    ///
    /// ``snapshot`` shows the counts as stored. ``setStock(_:of:)`` (of any fruit, one at a time)
    /// and ``reset(to:)`` work and repair the stored inventory; any other change
    /// throws ``StockError`` of kind ``StockError/Kind/storedOutOfBounds`` naming the first such
    /// fruit, as ``init(persistence:defaultStock:bounds:)`` would.
    ///
    /// ```swift
    /// // The file says banana: 101, but the bounds are 0…100.
    /// let store = try FruitStore(repairing: InventoryFile(directory: directory))
    /// try await store.setStock(100, of: .banana)  // repaired
    /// ```
    ///
    /// - Throws: ``PersistenceError`` when the stored inventory cannot be read; ``StockError``
    ///   when the bounds start below zero or `defaultStock` lies outside them.
    public init(
        repairing persistence: some InventoryPersistence, defaultStock: Int = 10,
        bounds: ClosedRange<Int> = 0...100
    ) throws {
        try Self.check(defaultStock, bounds)
        let stored = try persistence.load() ?? Inventory(uniformStock: defaultStock)
        self.init(checked: stored, defaultStock, bounds, persistence: persistence)
    }

    /// A store backed by `persistence` whose stored inventory is replaced by `stock` (or
    /// `defaultStock`) of every fruit, whatever was stored: a valid inventory, counts out of
    /// bounds, or a file that is not an inventory at all. This is how a damaged store recovers.
    ///
    /// ```swift
    /// let store = try FruitStore(resetting: InventoryFile(directory: directory), to: 10)
    /// ```
    ///
    /// - Throws: ``StockError`` when `stock` or `defaultStock` lies outside `bounds` (nothing is
    ///   written then); ``PersistenceError`` when the inventory cannot be written (a read-only
    ///   file, a data directory that is a file).
    public init(
        resetting persistence: some InventoryPersistence, to stock: Int? = nil, defaultStock: Int = 10,
        bounds: ClosedRange<Int> = 0...100
    ) throws {
        try Self.check(defaultStock, bounds)
        let count = stock ?? defaultStock
        guard bounds.contains(count) else {
            throw StockError.defaultOutOfBounds(count: count, bounds: bounds)
        }
        let fresh = Inventory(uniformStock: count)
        try persistence.replace(with: fresh)
        self.init(checked: fresh, defaultStock, bounds, persistence: persistence)
    }

    /// Stores already checked parts.
    private init(
        checked inventory: Inventory, _ defaultStock: Int, _ bounds: ClosedRange<Int>,
        persistence: (any InventoryPersistence)?
    ) {
        self.bounds = bounds
        self.defaultStock = defaultStock
        self.inventory = inventory
        self.persistence = persistence
    }

    // MARK: Reading

    /// A snapshot of every fruit's count.
    public var snapshot: Inventory { inventory }

    /// The count of one fruit.
    public func stock(of fruit: Fruit) -> Int { inventory[fruit] }

    /// Re-reads a persisted store's inventory (another process may have changed it) and returns it.
    ///
    /// - Throws: ``PersistenceError`` when it cannot be read; ``StockError`` of kind
    ///   ``StockError/Kind/storedOutOfBounds`` when a stored count lies outside ``bounds``.
    @discardableResult
    public func refresh() throws -> Inventory {
        guard let persistence else { return inventory }
        let before = inventory
        let stored = try persistence.load() ?? Inventory(uniformStock: defaultStock)
        try Self.checkStored(stored, bounds)
        inventory = stored
        if inventory != before { publish() }
        return inventory
    }

    /// Reads the stored inventory again when another store or process may have changed it: when
    /// the persistence's ``InventoryPersistence/storageMark()`` differs from the one seen last (or
    /// the persistence has none), and publishes the new snapshot to
    /// ``updates(bufferingPolicy:)`` if it differs. A store in memory has nothing to check.
    ///
    /// - Returns: Whether the snapshot changed.
    /// - Throws: What ``refresh()`` throws; the snapshot stays as it was then.
    @discardableResult
    public func checkStoredChanges() throws -> Bool {
        guard let persistence else { return false }
        let mark = persistence.storageMark()
        if let mark, mark == seenMark { return false }
        let before = inventory
        try refresh()
        seenMark = mark
        return inventory != before
    }

    /// Follows the stored inventory across processes: every `interval` of `clock`,
    /// ``checkStoredChanges()``, so a change another process makes (`juice-maker order` on the
    /// same file) reaches ``updates(bufferingPolicy:)`` within about `interval`. A check that
    /// fails (a file being repaired by hand) is skipped and tried again at the next tick.
    ///
    /// ```swift
    /// let store = try FruitStore(persistence: InventoryFile(directory: directory))
    /// await store.followStoredChanges(every: .milliseconds(250))
    /// for await snapshot in await store.updates() { print(snapshot[.mango]) }
    /// ```
    ///
    /// Calling it again replaces the earlier following; ``stopFollowingStoredChanges()`` or the
    /// store's release ends it. Each tick costs one `stat` while nothing changed.
    ///
    /// `interval` is at least 10 milliseconds: a shorter one, zero or negative included, is
    /// taken as 10 milliseconds, so the following never keeps a processor busy.
    public func followStoredChanges(
        every interval: Duration = .milliseconds(250), clock: some Clock<Duration> = ContinuousClock()
    ) {
        let interval = max(interval, Self.shortestFollowingInterval)
        watching?.cancel()
        watching = Task { [weak self] in
            while !Task.isCancelled {
                do {
                    try await clock.sleep(for: interval, tolerance: nil)
                } catch {
                    return
                }
                guard let store = self else { return }
                _ = try? await store.checkStoredChanges()
            }
        }
    }

    /// The shortest time ``followStoredChanges(every:clock:)`` waits between two checks.
    static let shortestFollowingInterval = Duration.milliseconds(10)

    /// Stops what ``followStoredChanges(every:clock:)`` started.
    public func stopFollowingStoredChanges() {
        watching?.cancel()
        watching = nil
    }

    // MARK: Changing

    /// Sets one fruit's count (the stepper). It also repairs a stored count of that fruit that
    /// lies outside ``bounds``; since the new count does not depend on the others, it works
    /// whatever the other fruits' stored counts are, and leaves them as stored (a file with two
    /// counts out of bounds is repaired one fruit at a time).
    ///
    /// - Throws: ``StockError`` of kind ``StockError/Kind/outOfBounds`` when `count` lies outside
    ///   ``bounds``; a persisted store's ``PersistenceError``.
    public func setStock(_ count: Int, of fruit: Fruit) throws {
        guard bounds.contains(count) else {
            throw StockError.outOfBounds(fruit: fruit, count: count, bounds: bounds)
        }
        try change(checkingStored: false) { inventory in inventory[fruit] = count }
    }

    /// Adds `amount` of a fruit.
    ///
    /// - Throws: ``StockError`` of kind ``StockError/Kind/invalidQuantity`` unless `amount` is
    ///   positive, or ``StockError/Kind/outOfBounds`` when the result would pass the upper bound
    ///   (``StockError/outOfBounds(fruit:pastLargestCountWithin:)`` when it would pass the largest
    ///   count an `Int` holds); a persisted store's ``PersistenceError``.
    public func add(_ amount: Int, of fruit: Fruit) throws {
        guard amount > 0 else { throw StockError.invalidQuantity(amount) }
        try change { [bounds] inventory in
            let (result, overflow) = inventory[fruit].addingReportingOverflow(amount)
            guard !overflow else {
                throw StockError.outOfBounds(fruit: fruit, pastLargestCountWithin: bounds)
            }
            guard bounds.contains(result) else {
                throw StockError.outOfBounds(fruit: fruit, count: result, bounds: bounds)
            }
            inventory[fruit] = result
        }
    }

    /// Removes `amount` of a fruit.
    ///
    /// - Throws: ``StockError`` of kind ``StockError/Kind/invalidQuantity`` unless `amount` is
    ///   positive, or ``StockError/Kind/outOfBounds`` when the result would pass the lower bound;
    ///   a persisted store's ``PersistenceError``.
    public func remove(_ amount: Int, of fruit: Fruit) throws {
        guard amount > 0 else { throw StockError.invalidQuantity(amount) }
        try change { [bounds] inventory in
            let (result, overflow) = inventory[fruit].subtractingReportingOverflow(amount)
            guard !overflow, bounds.contains(result) else {
                throw StockError.outOfBounds(fruit: fruit, count: overflow ? Int.min : result, bounds: bounds)
            }
            inventory[fruit] = result
        }
    }

    /// Sets every fruit to `stock` (``defaultStock`` when `nil`).
    ///
    /// A persisted store replaces the stored inventory without reading it, so a reset also
    /// recovers a store whose file went bad since it was opened.
    ///
    /// - Throws: ``StockError`` of kind ``StockError/Kind/defaultOutOfBounds`` when `stock` lies
    ///   outside ``bounds``; a persisted store's ``PersistenceError``.
    public func reset(to stock: Int? = nil) throws {
        let count = stock ?? defaultStock
        guard bounds.contains(count) else {
            throw StockError.defaultOutOfBounds(count: count, bounds: bounds)
        }
        let before = inventory
        let fresh = Inventory(uniformStock: count)
        try persistence?.replace(with: fresh)
        inventory = fresh
        if inventory != before { publish() }
    }

    /// Takes the fruit for `count` of `juice` if all of it is there; otherwise takes nothing.
    ///
    /// This is the whole of an order's effect on the stock; ``JuiceMaker`` calls it.
    ///
    /// - Returns: What was short, empty when the fruit was taken.
    /// - Throws: ``StockError`` of kind ``StockError/Kind/invalidQuantity`` unless `count` is
    ///   positive, or ``StockError/Kind/orderTooLarge`` when the fruit needed cannot be counted;
    ///   a persisted store's ``PersistenceError``.
    public func consume(_ juice: Juice, count: Int = 1) throws -> [Shortfall] {
        guard count > 0 else { throw StockError.invalidQuantity(count) }
        return try change { inventory in try inventory.consume(juice, count: count) }
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
        watching?.cancel()
        for continuation in observers.values { continuation.finish() }
    }

    // MARK: Internals

    /// Applies `body` to the inventory (the stored one, under exclusive access, for a persisted
    /// store), keeps the result and publishes it if anything changed. `body` must change nothing
    /// when it throws.
    ///
    /// A stored inventory is checked against ``bounds`` first, except for the fruits in
    /// `replaced`, whose counts `body` sets whatever they were.
    private func change<Result>(
        checkingStored: Bool = true, _ body: (inout Inventory) throws -> Result
    ) throws -> Result {
        let before = inventory
        let result: Result
        if let persistence {
            let fallback = Inventory(uniformStock: defaultStock)
            var latest = before
            result = try persistence.update { [bounds] stored in
                let original = stored ?? fallback
                if checkingStored { try Self.checkStored(original, bounds) }
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
    private static func check(_ defaultStock: Int, _ bounds: ClosedRange<Int>) throws {
        guard bounds.lowerBound >= 0 else { throw StockError.invalidBounds(bounds) }
        guard bounds.contains(defaultStock) else {
            throw StockError.defaultOutOfBounds(count: defaultStock, bounds: bounds)
        }
    }

    /// Rejects a stored inventory with a count outside `bounds`.
    private static func checkStored(_ inventory: Inventory, _ bounds: ClosedRange<Int>) throws {
        for (fruit, count) in inventory.counts where !bounds.contains(count) {
            throw StockError.storedOutOfBounds(fruit: fruit, count: count, bounds: bounds)
        }
    }
}
