/// A failure as a screen shows it: what could not be done, why, and the retry button's title.
public struct ScreenFailure: Sendable, Hashable {
    /// What could not be done ("The products could not be loaded.").
    public let title: String
    /// Why, and what to do, in the caller's language (the error's own message).
    public let message: String
    /// The title of the button that calls the model's `retry()`: "Try again".
    public let retryTitle: String

    /// A failure of already localized texts.
    public init(title: String, message: String, retryTitle: String) {
        self.title = title
        self.message = message
        self.retryTitle = retryTitle
    }
}
