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

    /// A cheap sign of what is stored now, which changes whenever the stored inventory does
    /// (another process's write included); `nil` when the persistence cannot tell, and then
    /// ``FruitStore/checkStoredChanges()`` reads the inventory on every check.
    ///
    /// The default implementation answers `nil`.
    func storageMark() -> StorageMark?
}

extension InventoryPersistence {
    /// Stores `inventory` through ``update(_:)``.
    public func replace(with inventory: Inventory) throws {
        try update { $0 = inventory }
    }
}

/// A cheap sign of what a persistence holds (a file's device, inode, size and modification
/// time): when two marks differ, the stored inventory may have changed; when they are equal, it
/// has not. ``FruitStore/checkStoredChanges()`` compares them before it reads anything.
public struct StorageMark: Hashable, Sendable {
    /// The numbers that make up the mark.
    private let parts: [Int64]

    /// A mark made of `parts`, compared as a whole.
    public init(_ parts: [Int64]) {
        self.parts = parts
    }
}

extension InventoryPersistence {
    /// No mark: a store reads the inventory itself on every check for changes.
    public func storageMark() -> StorageMark? { nil }
}
