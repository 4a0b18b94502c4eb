/// Where a ``FruitStore`` keeps its inventory: a file, memory, or a store of your own.
///
/// Conformers give ``update(_:)`` exclusive access to the stored inventory for
/// the whole read-modify-write, so concurrent updates, from tasks or from
/// processes, never overwrite each other.
public protocol InventoryPersistence: Sendable {
    /// The stored inventory, or `nil` when nothing has been stored yet.
    ///
    /// Counts come back as stored; ``FruitStore`` checks them against its bounds.
    func load() throws -> Inventory?

    /// Reads the inventory, lets `body` change it, and stores the result if it differs,
    /// all under exclusive access. When `body` throws, nothing is stored.
    func update<Result>(_ body: (inout Inventory?) throws -> Result) throws -> Result

    /// Stores `inventory` in place of whatever is stored, under exclusive access, without
    /// needing to read what is there: the way back from a damaged store.
    ///
    /// The default implementation calls ``update(_:)``, which fails when the stored inventory
    /// cannot be read; a persistence that can be damaged should implement this itself.
    func replace(with inventory: Inventory) throws
}

extension InventoryPersistence {
    /// Stores `inventory` through ``update(_:)``.
    public func replace(with inventory: Inventory) throws {
        try update { $0 = inventory }
    }
}
