import Foundation

/// The texts of the question asked before an entry is deleted, and how to read the answer typed
/// at a terminal.
///
/// A screen shows it as an alert (its ``id`` is the entry's, so a view can present it as an item).
public struct DeleteConfirmation: Sendable, Hashable, Identifiable, Encodable {
    /// The identifier of the entry it asks about.
    public let id: UUID
    /// The alert's title ("Really?", "진짜요?").
    public let title: String
    /// The alert's message.
    public let message: String
    /// The button that keeps the entry.
    public let cancel: String
    /// The button that deletes it.
    public let delete: String
    /// The question on one line for a terminal, naming the entry and the answers.
    public let prompt: String
    /// The answers that confirm, in lowercase (`y`, `yes`, and in Korean also `네`, `예`, `ㅇ`).
    public let acceptedAnswers: [String]
    /// What to say when the answer was not a yes ("Kept “Picnic”; nothing was deleted.").
    public let declined: String

    /// A confirmation about the entry `id` with these texts.
    public init(
        id: UUID, title: String, message: String, cancel: String, delete: String, prompt: String,
        acceptedAnswers: [String], declined: String
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.cancel = cancel
        self.delete = delete
        self.prompt = prompt
        self.acceptedAnswers = acceptedAnswers
        self.declined = declined
    }

    /// Whether `answer` (surrounding white space and case ignored) confirms the deletion; anything
    /// else, an empty answer included, keeps the entry.
    public func isConfirmed(by answer: String) -> Bool {
        acceptedAnswers.contains(answer.trimmingBlanks().lowercased())
    }
}
