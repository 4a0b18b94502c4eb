import Foundation

/// Why a screen (or one of its sections) could not be shown: one localized line, and the title
/// of the button that tries again (the model's `retry()`).
public struct ScreenFailure: Hashable, Sendable {
    /// What went wrong and what to do, in the screen's language.
    public let message: String
    /// The retry button's title (`Try again`).
    public let retryTitle: String

    /// A failure saying `message`, retried with a button titled `retryTitle`.
    public init(message: String, retryTitle: String) {
        self.message = message
        self.retryTitle = retryTitle
    }

    /// The failure for `error`, said in `locale`'s language.
    init(_ error: any Error, locale: Locale) {
        let text = Localizer(locale: locale)
        let message: String =
            switch error {
            case let error as StarbucksAPIError: error.message(locale: locale)
            case let error as PersistenceError: error.message(locale: locale)
            case let error as SignInError: error.message(locale: locale)
            default: text.string("screen.failed.other")
            }
        self.init(message: message, retryTitle: text.string("screen.retry"))
    }
}
