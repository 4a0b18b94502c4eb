import Foundation

extension ScreenFailure {
    /// The failure a screen shows for `error`, in the language of `locale`: the kit's own errors
    /// with their messages, anything else as a general line. The error itself is kept for a
    /// driver that needs it.
    init(_ error: any Error, locale: Locale) {
        let text = Localizer(locale: locale)
        let message =
            switch error {
            case let error as CatalogError: error.message(locale: locale)
            case let error as ExportError: error.message(locale: locale)
            case let error as LookupError: error.message(locale: locale)
            default: text.string("screen.failed")
            }
        self.init(message: message, retryTitle: text.string("screen.retry"), error: error)
    }
}
