import Foundation

/// What an import did: how many entries were added and how many were already in the store (same
/// identifier) and left as they were.
public struct DiaryImportResult: Sendable, Hashable, Codable {
    /// Entries added to the store.
    public var insertedCount: Int
    /// Entries whose identifier the store already had; they were not changed.
    public var skippedCount: Int

    /// A result of `insertedCount` added and `skippedCount` already present entries.
    public init(insertedCount: Int, skippedCount: Int) {
        self.insertedCount = insertedCount
        self.skippedCount = skippedCount
    }

    /// How many entries the import looked at.
    public var totalCount: Int { insertedCount + skippedCount }
}
