import Foundation

/// What a share sheet sends for an entry: its text (title, date, body, as
/// ``DiaryText/shareText(for:)`` writes it) and a subject for the apps that take one.
public struct ShareText: Sendable, Hashable, Identifiable, Encodable {
    /// The identifier of the entry shared.
    public let id: UUID
    /// The subject: the entry's title on one line ("Untitled" when it has none).
    public let subject: String
    /// The text sent.
    public let text: String

    /// A share of the entry `id` with these texts.
    public init(id: UUID, subject: String, text: String) {
        self.id = id
        self.subject = subject
        self.text = text
    }
}
