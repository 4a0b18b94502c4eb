/// Where a screen stands while it waits for its content: nothing asked yet, loading, shown, or
/// failed with a message and a way to try again.
///
/// ```swift
/// switch model.phase {
/// case .idle, .loading: print("…")
/// case .loaded: print(model.page?.title ?? "")
/// case .failed(let failure): print(failure.message, "→", failure.retryTitle)
/// }
/// ```
public enum ScreenPhase: Sendable, Hashable {
    /// Nothing has been asked for yet.
    case idle
    /// The catalog is being read: a screen shows a spinner.
    case loading
    /// The content is there to show.
    case loaded
    /// Loading failed; the screen shows the message and a button that calls the model's `retry()`.
    case failed(ScreenFailure)

    /// The failure, when the phase is ``failed(_:)``.
    public var failure: ScreenFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// Whether a screen shows its spinner.
    public var isLoading: Bool { self == .loading }
}
