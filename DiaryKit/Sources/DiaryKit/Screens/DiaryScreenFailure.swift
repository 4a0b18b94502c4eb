/// A failure as a screen shows it: what went wrong in the reader's language, and the label of
/// the button that tries again.
public struct DiaryScreenFailure: Sendable, Hashable {
    /// What went wrong and what to do, localized.
    public let message: String
    /// The label of the retry button ("Try Again", "다시 시도").
    public let retryTitle: String

    /// A failure with these texts.
    public init(message: String, retryTitle: String) {
        self.message = message
        self.retryTitle = retryTitle
    }
}
