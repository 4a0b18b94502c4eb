import Foundation

/// Keeps an inventory in memory: for tests, previews and apps that persist elsewhere.
public final class InMemoryInventoryPersistence: InventoryPersistence, @unchecked Sendable {
    // @unchecked Sendable: the only state, `stored`, is read and written under `lock`.
    /// Guards `stored`.
    private let lock = NSLock()
    /// The inventory, `nil` until something is stored.
    private var stored: Inventory?
    /// How many times an update actually stored a new value.
    private var writes = 0

    /// An empty store, or one holding `inventory`.
    public init(_ inventory: Inventory? = nil) {
        self.stored = inventory
    }

    /// The stored inventory.
    public func load() -> Inventory? {
        lock.withLock { stored }
    }

    /// How many updates stored a changed inventory (for tests).
    public var writeCount: Int {
        lock.withLock { writes }
    }

    /// Runs `body` on the stored inventory under the lock.
    public func update<Result>(_ body: (inout Inventory?) throws -> Result) throws -> Result {
        try lock.withLock {
            var copy = stored
            let result = try body(&copy)
            if copy != stored {
                stored = copy
                writes += 1
            }
            return result
        }
    }

    /// Stores `inventory` in place of what is stored, under the lock.
    public func replace(with inventory: Inventory) {
        lock.withLock {
            if stored != inventory {
                stored = inventory
                writes += 1
            }
        }
    }
}
