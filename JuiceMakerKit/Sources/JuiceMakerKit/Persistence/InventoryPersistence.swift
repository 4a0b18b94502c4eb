/// Where a ``FruitStore`` keeps its inventory: a file, memory, or a store of your own.
///
/// Conformers give ``update(_:)`` exclusive access to the stored inventory for
/// the whole read-modify-write, so concurrent updates, from tasks or from
/// processes, never overwrite each other.
public protocol InventoryPersistence: Sendable {
    /// The stored inventory, or `nil` when nothing has been stored yet.
    func load() throws -> Inventory?

    /// Reads the inventory, lets `body` change it, and stores the result if it differs,
    /// all under exclusive access. When `body` throws, nothing is stored.
    func update<Result>(_ body: (inout Inventory?) throws -> Result) throws -> Result
}
