/// Where a screen stands while it waits for the market server.
///
/// A view shows a spinner for ``loading``, its content for ``loaded`` and ``refreshing`` (with a
/// pull-to-refresh indicator for the latter), and the failure's message with a retry button for
/// ``failed(_:)``; the model's `retry()` intent repeats what failed.
public enum ScreenPhase: Sendable, Hashable {
    /// Nothing was asked yet.
    case idle
    /// The screen's content is loading for the first time; nothing can be shown yet.
    case loading
    /// The content is shown.
    case loaded
    /// The content is shown while it is loaded again.
    case refreshing
    /// The content could not be loaded; nothing can be shown but the failure.
    case failed(ScreenFailure)

    /// The failure, for ``failed(_:)``; otherwise `nil`.
    public var failure: ScreenFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}
