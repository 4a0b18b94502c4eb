import Foundation

extension ScreenFailure {
    /// The failure a screen (or one of its sections) shows for `error`, in the language of
    /// `locale`: the kit's own errors with their messages, anything else as a general line. The
    /// error itself is kept for a driver that needs it (a command-line tool choosing its exit
    /// status).
    init(_ error: any Error, locale: Locale) {
        let text = Localizer(locale: locale)
        let message =
            switch error {
            case let error as StarbucksAPIError: error.message(locale: locale)
            case let error as PersistenceError: error.message(locale: locale)
            case let error as SignInError: error.message(locale: locale)
            default: text.string("screen.failed.other")
            }
        self.init(message: message, retryTitle: text.string("screen.retry"), error: error)
    }
}
