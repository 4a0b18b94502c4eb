import Foundation

extension ScreenFailure {
    /// The failure a screen (or one of its sections) shows for `error`, in the language of
    /// `locale`: the kit's own errors with their messages, anything else as a general line. The
    /// error itself is kept for a driver that needs it (a command-line tool choosing its exit
    /// status). A refusal by a server that asking again cannot change (an HTTP 4xx other than a
    /// 408 or a 429, see ``isRetryable(httpStatus:)``) is not retryable.
    init(_ error: any Error, locale: Locale) {
        let text = Localizer(locale: locale)
        let message =
            switch error {
            case let error as StarbucksAPIError: error.message(locale: locale)
            case let error as PersistenceError: error.message(locale: locale)
            case let error as SignInError: error.message(locale: locale)
            default: text.string("screen.failed.other")
            }
        let status = (error as? StarbucksAPIError)?.status
        self.init(
            message: message, retryTitle: text.string("screen.retry"),
            isRetryable: status.map(Self.isRetryable(httpStatus:)) ?? true, error: error)
    }
}
