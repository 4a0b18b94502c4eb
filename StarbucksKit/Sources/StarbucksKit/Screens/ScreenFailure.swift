import Foundation

/// Why a screen (or one of its sections) could not be shown: one localized line, and the title
/// of the button that tries again (the model's `retry()`).
///
/// Two failures are equal when they say the same; ``error`` is there for a driver that needs
/// the kit's error itself (a command-line tool choosing its exit status).
public struct ScreenFailure: Hashable, Sendable {
    /// What went wrong and what to do, in the screen's language.
    public let message: String
    /// The retry button's title (`Try again`).
    public let retryTitle: String
    /// The error behind the failure (a ``StarbucksAPIError``, ``PersistenceError`` or
    /// ``SignInError``), when there is one.
    public let error: (any Error)?

    /// A failure saying `message`, retried with a button titled `retryTitle`.
    public init(message: String, retryTitle: String) {
        self.message = message
        self.retryTitle = retryTitle
        self.error = nil
    }

    /// The failure for `error`, said in `locale`'s language.
    init(_ error: any Error, locale: Locale) {
        let text = Localizer(locale: locale)
        switch error {
        case let error as StarbucksAPIError: message = error.message(locale: locale)
        case let error as PersistenceError: message = error.message(locale: locale)
        case let error as SignInError: message = error.message(locale: locale)
        default: message = text.string("screen.failed.other")
        }
        retryTitle = text.string("screen.retry")
        self.error = error
    }

    /// Whether the two say the same: the same message and retry title.
    ///
    /// ``error`` takes no part: an `any Error` cannot be compared, and two failures that read the
    /// same show the same on screen.
    public static func == (left: ScreenFailure, right: ScreenFailure) -> Bool {
        left.message == right.message && left.retryTitle == right.retryTitle
    }

    /// Hashes what the failure says.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(retryTitle)
    }
}
