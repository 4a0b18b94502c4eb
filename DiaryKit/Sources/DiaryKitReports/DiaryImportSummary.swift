import DiaryKit
import Foundation

/// What an import did, as data for programs (a tool's `--json`): how many entries were added and
/// how many were already there, with the line a screen shows for it.
///
/// Encoded as `{insertedCount, skippedCount, message}`.
///
/// ```swift
/// let result = try await store.importEntries(entries)
/// let summary = DiaryImportSummary(result, message: text.imported(result))
/// ```
public struct DiaryImportSummary: Sendable, Hashable, Encodable {
    /// Entries added to the store.
    public let insertedCount: Int
    /// Entries whose identifier the store already had; they were not changed.
    public let skippedCount: Int
    /// The line shown for the import ("Imported 3 entries.").
    public let message: String

    /// The counts of `result`, with `message` beside them.
    public init(_ result: DiaryImportResult, message: String) {
        insertedCount = result.insertedCount
        skippedCount = result.skippedCount
        self.message = message
    }
}
