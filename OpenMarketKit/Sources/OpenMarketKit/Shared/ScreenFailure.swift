/// Why a screen could not show its content, in words for the person using it: what a screen
/// model's ``ScreenPhase/failed(_:)`` phase (or a failed part of a screen) carries.
///
/// Every kit has this type, under this name; see ``ScreenPhase`` for naming it in an app that
/// imports two kits.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
public struct ScreenFailure: Sendable, Hashable {
    /// A short title above the message, on the screens that show one (`nil` on the others).
    public let title: String?
    /// One line naming the problem and the fix, in the screen's language.
    public let message: String
    /// The retry button's title.
    public let retryTitle: String
    /// Whether trying again can help; `false` when only a change by the person (a file fixed, a
    /// form corrected) can, so a screen may hide its retry button.
    public let isRetryable: Bool
    /// The error behind the failure, for a driver that needs more than the words (a CLI choosing
    /// its exit status, a log); `nil` when the failure was made from words alone.
    public let error: (any Error)?

    /// A failure with these words; `error` is what caused it, when there is an error.
    public init(
        title: String? = nil, message: String, retryTitle: String, isRetryable: Bool = true,
        error: (any Error)? = nil
    ) {
        self.title = title
        self.message = message
        self.retryTitle = retryTitle
        self.isRetryable = isRetryable
        self.error = error
    }

    /// Whether sending the same request again can help after a server refused it with the HTTP
    /// `status`: not after a refusal the person must fix first (a 4xx: a form the server finds
    /// wrong, an unknown account, something that is not theirs or no longer there), except a
    /// 408 (the server stopped waiting for the request) and a 429 (too many requests: waiting
    /// helps); yes after anything else, such as a server that failed (a 5xx).
    ///
    /// A kit whose errors carry a status passes this as the failure's `isRetryable`, so a screen
    /// hides its retry button where pressing it could only be refused again.
    static func isRetryable(httpStatus status: Int) -> Bool {
        guard (400...499).contains(status) else { return true }
        return status == 408 || status == 429
    }

    /// Whether two failures read the same: their title, message, retry title and
    /// ``isRetryable``. The ``error`` is left out, as errors need not be comparable.
    public static func == (left: ScreenFailure, right: ScreenFailure) -> Bool {
        left.title == right.title && left.message == right.message && left.retryTitle == right.retryTitle
            && left.isRetryable == right.isRetryable
    }

    /// Hashes what `==` compares: the title, the message, the retry title and ``isRetryable``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(retryTitle)
        hasher.combine(isRetryable)
    }
}
