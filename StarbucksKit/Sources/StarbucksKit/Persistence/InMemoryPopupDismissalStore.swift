import Foundation

/// A popup dismissal kept in memory, for tests and previews.
public actor InMemoryPopupDismissalStore: PopupDismissalStore {
    private var record: PopupDismissalRecord?

    /// A store holding `record`.
    public init(record: PopupDismissalRecord? = nil) {
        self.record = record
    }

    /// The stored dismissal.
    public func load() -> PopupDismissalRecord? { record }

    /// Stores `record`.
    public func save(_ record: PopupDismissalRecord) { self.record = record }

    /// Forgets the stored dismissal.
    public func clear() { record = nil }
}
