import Foundation

/// The words the screen models share: failures, retry, picture labels.
struct ScreenText: Sendable {
    let locale: Locale
    let text: Localizer

    init(locale: Locale) {
        self.locale = locale
        self.text = Localizer(locale: locale)
    }

    /// A failure titled by `titleKey`, with `error`'s own message; retryable unless only a change
    /// by the person can help (``isRetryable(_:)``).
    func failure(_ titleKey: String, _ error: any Error) -> ScreenFailure {
        ScreenFailure(
            title: text.string(titleKey), message: Self.message(of: error, locale: locale),
            retryTitle: text.string("screen.retry"), isRetryable: Self.isRetryable(error), error: error)
    }

    /// Whether sending the same thing again can help after `error`: not after a refusal the
    /// person must fix first, whether the kit refused before sending (a broken form rule, no
    /// credentials, a request that cannot be built) or the server did (a 4xx other than a 408 or
    /// a 429, see ``ScreenFailure/isRetryable(httpStatus:)``). A 409 saying an earlier create with
    /// the same key is still under way is retryable: the same create, sent again, gets its
    /// product.
    static func isRetryable(_ error: any Error) -> Bool {
        // (Written as plain casts: a `switch` casting and binding `error` crashed the optimizer
        // of Swift 6.3.1 in release builds.)
        if error is ProductFormError || error is ImageUploadError { return false }
        if let failure = error as? ImageCacheError {
            guard let status = failure.status else { return true }
            return ScreenFailure.isRetryable(httpStatus: status)
        }
        guard let failure = error as? OpenMarketError else { return true }
        switch failure.kind {
        case .invalidProduct, .missingCredentials, .invalidRequest, .invalidURL, .unsupported:
            return false
        case .httpStatus:
            if failure.isIdempotencyKeyInUse { return true }
            guard let status = failure.status else { return true }
            return ScreenFailure.isRetryable(httpStatus: status)
        default:
            return true
        }
    }

    /// `failure`, worded by `old` in another language, in this text's language: the same title
    /// and its error's message. A failure without an error, or whose title is none of the screens'
    /// failure titles, stays as it was.
    func reworded(_ failure: ScreenFailure, from old: ScreenText) -> ScreenFailure {
        guard let error = failure.error,
            let key = Self.failureTitleKeys.first(where: { old.text.string($0) == failure.title })
        else { return failure }
        return self.failure(key, error)
    }

    /// The title keys of the screens' failures, for ``reworded(_:from:)``.
    private static let failureTitleKeys = [
        "screen.list.firstLoadFailed", "screen.list.nextPageFailed", "screen.list.refreshFailed",
        "screen.detail.failed", "screen.detail.refreshFailed", "screen.form.loadFailed",
        "screen.form.registerFailed", "screen.form.saveFailed", "screen.delete.failed",
    ]

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
