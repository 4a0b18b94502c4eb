import Foundation

/// The words the screen models share: failures, retry, picture labels.
struct ScreenText: Sendable {
    let locale: Locale
    let text: Localizer

    init(locale: Locale) {
        self.locale = locale
        self.text = Localizer(locale: locale)
    }

    /// A failure titled by `titleKey`, with `error`'s own message.
    func failure(_ titleKey: String, _ error: any Error) -> ScreenFailure {
        ScreenFailure(
            title: text.string(titleKey), message: Self.message(of: error, locale: locale),
            retryTitle: text.string("screen.retry"), error: error)
    }

    /// The message of an error a pager, a client or a cache threw, in `locale`'s language.
    static func message(of error: any Error, locale: Locale) -> String {
        switch error {
        case let error as OpenMarketError: return error.message(locale: locale)
        case let error as ImageCacheError: return error.message(locale: locale)
        case let error as ProductFormError: return error.message(locale: locale)
        case let error as ImageUploadError: return error.message(locale: locale)
        default:
            // A loader of the app's own: its error speaks for itself.
            let own = (error as? any LocalizedError)?.errorDescription ?? "\(error)"
            return own.oneLine()
        }
    }
}
