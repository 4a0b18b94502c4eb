/// Where a screen stands with its content: the one shape every screen model of the workspace's
/// kits publishes as its `phase`.
///
/// ```swift
/// switch model.phase {
/// case .idle, .loading: print("…")
/// case .loaded, .refreshing: print("content")
/// case .failed(let failure): print(failure.message, failure.retryTitle)
/// }
/// ```
///
/// Every kit has this type, under this name. An app that imports two kits names it with its
/// module (`OpenMarketKit.ScreenPhase`) where it writes the type; matching a model's phase, as
/// above, needs no name.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
public enum ScreenPhase: Sendable, Hashable {
    /// Nothing asked yet: `load()` has not been called, or a load was cancelled before it ended.
    case idle
    /// The first load is under way; there is no content to show yet.
    case loading
    /// The content is shown.
    case loaded
    /// The content is shown while a newer one loads (a refresh).
    case refreshing
    /// Loading failed; the failure says why and how to retry.
    case failed(ScreenFailure)

    /// The failure, when the phase is ``failed(_:)``.
    public var failure: ScreenFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// Whether the first load is under way (``loading``).
    public var isLoading: Bool { self == .loading }

    /// Whether the screen shows its content: ``loaded`` or ``refreshing``.
    public var showsContent: Bool {
        switch self {
        case .loaded, .refreshing: true
        case .idle, .loading, .failed: false
        }
    }
}
