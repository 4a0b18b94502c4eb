import Foundation

/// Why a screen could not show its content, as it tells the user: one localized line naming the
/// problem and the fix, and the title of the button that tries again.
public struct ScreenFailure: Sendable, Hashable {
    /// What went wrong and what to do, in the screen's language.
    public let message: String
    /// The retry button's title: "Try again" / "다시 시도".
    public let retryTitle: String

    /// A failure of already localized texts.
    public init(message: String, retryTitle: String) {
        self.message = message
        self.retryTitle = retryTitle
    }

    /// The failure a screen shows for `error`, in the language of `locale`: the kit's own errors
    /// with their messages, anything else as a general line.
    init(_ error: any Error, locale: Locale) {
        let text = Localizer(locale: locale)
        let message =
            switch error {
            case let error as CatalogError: error.message(locale: locale)
            case let error as ExportError: error.message(locale: locale)
            case let error as LookupError: error.message(locale: locale)
            default: text.string("screen.failed")
            }
        self.init(message: message, retryTitle: text.string("screen.retry"))
    }
}
