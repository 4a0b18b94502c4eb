import Foundation

/// The texts of the question asked before an entry is deleted.
///
/// A screen shows it as an alert (its ``id`` is the entry's, so a view can present it as an item)
/// and passes it back to the model's `confirmDelete(_:)` when the destructive button is tapped.
public struct DeleteConfirmation: Sendable, Hashable, Identifiable, Encodable {
    /// The identifier of the entry it asks about.
    public let id: UUID
    /// The alert's title ("Really?", "진짜요?").
    public let title: String
    /// The alert's message.
    public let message: String
    /// The destructive button, the one that deletes the entry ("Delete", "삭제").
    public let confirmTitle: String
    /// The button that keeps the entry ("Cancel", "취소").
    public let cancelTitle: String

    /// A confirmation about the entry `id` with these texts.
    public init(id: UUID, title: String, message: String, confirmTitle: String, cancelTitle: String) {
        self.id = id
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
    }
}
