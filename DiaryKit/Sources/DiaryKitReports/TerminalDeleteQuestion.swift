import DiaryKit
import Foundation

/// The question a command-line tool asks at a terminal before it deletes an entry: one line naming
/// the entry and the answers, the answers that confirm, and what to say when the answer was not a
/// yes.
///
/// An app shows a ``DiaryKit/DeleteConfirmation`` as an alert instead.
///
/// ```swift
/// let question = text.terminalDeleteQuestion(for: entry)
/// print(question.prompt)  // Delete “Picnic”? It can't be brought back. [y/N]
/// print(question.isConfirmed(by: " YES "))  // true
/// ```
public struct TerminalDeleteQuestion: Sendable, Hashable, Encodable {
    /// The identifier of the entry it asks about.
    public let id: UUID
    /// The question on one line, naming the entry and the answers.
    public let prompt: String
    /// The answers that confirm, in lowercase (`y`, `yes`, and in Korean also `네`, `예`, `ㅇ`).
    public let acceptedAnswers: [String]
    /// What to say when the answer was not a yes ("Kept “Picnic”; nothing was deleted.").
    public let declined: String

    /// A question about the entry `id` with these texts.
    public init(id: UUID, prompt: String, acceptedAnswers: [String], declined: String) {
        self.id = id
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
