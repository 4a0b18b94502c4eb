/// Where a screen stands while it waits: nothing asked yet, loading (show a spinner), loaded,
/// refreshing (keep the content, show a small spinner) or failed (a message and a retry).
public enum ScreenPhase: Hashable, Sendable {
    /// Nothing has been asked yet.
    case idle
    /// The first load is running: nothing to show yet.
    case loading
    /// The content is shown.
    case loaded
    /// The content is shown while it is loaded again.
    case refreshing
    /// It failed: show the message and a button calling the model's `retry()`.
    case failed(ScreenFailure)
}
