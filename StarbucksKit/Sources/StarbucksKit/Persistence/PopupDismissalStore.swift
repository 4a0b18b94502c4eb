import Foundation

/// Where the event popup's "don't show again" is kept.
public protocol PopupDismissalStore: Sendable {
    /// The stored dismissal, or `nil` when there is none.
    ///
    /// - Throws: ``PersistenceError`` when it could not be read.
    func load() async throws -> PopupDismissalRecord?

    /// Stores `record`, replacing any earlier one.
    ///
    /// - Throws: ``PersistenceError`` when it could not be saved.
    func save(_ record: PopupDismissalRecord) async throws

    /// Forgets the stored dismissal.
    ///
    /// - Throws: ``PersistenceError`` when it could not be removed.
    func clear() async throws
}
