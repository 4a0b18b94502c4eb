/// The one way a screen model moves its ``ScreenPhase`` through a load, a refresh and a retry.
///
/// - A load (or a retry) runs from ``ScreenPhase/idle`` or ``ScreenPhase/failed(_:)``: the phase
///   goes to ``ScreenPhase/loading``, then to ``ScreenPhase/loaded`` or to a failure. A screen
///   already loading, loaded or refreshing is left alone.
/// - A refresh runs from ``ScreenPhase/loaded``: the content stays shown as
///   ``ScreenPhase/refreshing``, then the phase is ``ScreenPhase/loaded`` again or a failure. From
///   any other phase, a refresh is a load.
/// - A `CancellationError` is never a failure: the phase returns to where it was (`idle` for a
///   cancelled load, `loaded` for a cancelled refresh) and nothing else changes.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
@MainActor
enum ScreenLoad {
    /// Loads content into a screen whose phase is `phase`, following the rules above.
    ///
    /// - Parameters:
    ///   - phase: the screen's phase now.
    ///   - setPhase: sets the screen's phase.
    ///   - failure: the words for an error `read` threw.
    ///   - read: reads the content.
    ///   - show: puts the content on the screen, before the phase says it is loaded.
    static func load<Content>(
        from phase: ScreenPhase, setPhase: (ScreenPhase) -> Void, failure: (any Error) -> ScreenFailure,
        read: () async throws -> Content, show: (Content) -> Void
    ) async {
        switch phase {
        case .loading, .loaded, .refreshing: return
        case .idle, .failed: break
        }
        setPhase(.loading)
        await run(setPhase: setPhase, restoring: .idle, failure: failure, read: read, show: show)
    }

    /// Refreshes a screen whose phase is `phase`, following the rules above.
    static func refresh<Content>(
        from phase: ScreenPhase, setPhase: (ScreenPhase) -> Void, failure: (any Error) -> ScreenFailure,
        read: () async throws -> Content, show: (Content) -> Void
    ) async {
        switch phase {
        case .refreshing, .loading: return
        case .loaded: setPhase(.refreshing)
        case .idle, .failed: setPhase(.loading)
        }
        let restored: ScreenPhase = phase == .loaded ? .loaded : .idle
        await run(setPhase: setPhase, restoring: restored, failure: failure, read: read, show: show)
    }

    /// Reads and shows the content, then sets the phase: loaded, failed, or `restored` when the
    /// read was cancelled.
    private static func run<Content>(
        setPhase: (ScreenPhase) -> Void, restoring restored: ScreenPhase,
        failure: (any Error) -> ScreenFailure, read: () async throws -> Content, show: (Content) -> Void
    ) async {
        do {
            let content = try await read()
            show(content)
            setPhase(.loaded)
        } catch is CancellationError {
            setPhase(restored)
        } catch {
            setPhase(.failed(failure(error)))
        }
    }
}
