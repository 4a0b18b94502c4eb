/// Where a screen stands with its data: what it shows while it waits, and when it cannot show it.
///
/// ```swift
/// switch model.phase {
/// case .idle, .loading: showSpinner()
/// case .loaded, .refreshing: showContent()
/// case .failed(let failure): showMessage(failure.message, button: failure.retryTitle)
/// }
/// ```
public enum ScreenPhase: Sendable, Hashable {
    /// Nothing asked for yet: the screen's `load()` has not run.
    case idle
    /// The first load is under way; there is nothing to show yet.
    case loading
    /// The screen shows current data.
    case loaded
    /// The screen shows its data while it is read again (another process may have changed it).
    case refreshing
    /// The data could not be read; the screen shows the failure's message and a retry button.
    case failed(ScreenFailure)

    /// Whether the screen has data to show (``loaded`` or ``refreshing``).
    public var showsContent: Bool {
        switch self {
        case .loaded, .refreshing: true
        case .idle, .loading, .failed: false
        }
    }
}
