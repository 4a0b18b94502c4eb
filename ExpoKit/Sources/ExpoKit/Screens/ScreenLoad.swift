import Foundation

/// One load of a screen, the same for every Expo screen: idle or failed → loading → loaded, or
/// failed with the error's message, or idle again when the load was cancelled.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
enum ScreenLoad {
    /// Runs a load of a screen whose phase is `phase`, unless it is loading or loaded: sets the
    /// phase through `setPhase`, reads the content with `read` (away from the main actor when
    /// `read` is nonisolated), hands it to `show`, and says a failure in `locale`'s language.
    static func run<Content: Sendable>(
        from phase: ScreenPhase, locale: Locale, setPhase: (ScreenPhase) -> Void,
        read: @Sendable () async throws -> Content, show: (Content) -> Void
    ) async {
        switch phase {
        case .loading, .loaded: return
        case .idle, .failed: break
        }
        setPhase(.loading)
        do {
            show(try await read())
            setPhase(.loaded)
        } catch is CancellationError {
            setPhase(.idle)
        } catch {
            setPhase(.failed(ScreenFailure(error, locale: locale)))
        }
    }
}
