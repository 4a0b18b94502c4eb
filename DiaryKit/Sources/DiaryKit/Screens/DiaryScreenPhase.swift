/// Where a diary screen stands while it waits for the store: nothing asked yet, reading, showing
/// what it read, or failed with a message and a way to try again.
public enum DiaryScreenPhase: Sendable, Hashable {
    /// Nothing was asked yet.
    case idle
    /// The first read is running: show a spinner instead of the content.
    case loading
    /// The content is shown (and kept current).
    case loaded
    /// The read failed; show the message and a button that calls the model's `retry()`.
    case failed(DiaryScreenFailure)
}
