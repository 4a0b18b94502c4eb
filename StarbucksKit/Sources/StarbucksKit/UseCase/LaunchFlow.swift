import Foundation

/// Decides which screen comes first: sign-in, the event popup, or home.
///
/// Nobody signed in → ``LaunchStep/signIn``; signed in and the popup due (and there is one to
/// show, whose event runs today: see ``EventPopupPolicy/isRunning(_:)``) →
/// ``LaunchStep/eventPopup(_:session:)``; otherwise → ``LaunchStep/home(session:)``.
/// A popup that cannot be fetched is skipped: the app goes home rather than failing to start.
///
/// ```swift
/// let flow = LaunchFlow(signIn: signIn, popupPolicy: policy, popups: repository)
/// switch try await flow.next() {
/// case .signIn: print("sign in")
/// case .eventPopup(let popup, _): print(popup.title)
/// case .home(let session): print("hello", session.name)
/// }
/// ```
public struct LaunchFlow: Sendable {
    private let signIn: any SignIn
    private let popupPolicy: EventPopupPolicy
    private let popups: any EventPopupRepository

    /// A flow reading the session from `signIn`, the popup's status from `popupPolicy` and the
    /// popup itself from `popups`.
    public init(signIn: any SignIn, popupPolicy: EventPopupPolicy, popups: any EventPopupRepository) {
        self.signIn = signIn
        self.popupPolicy = popupPolicy
        self.popups = popups
    }

    /// The screen to show now.
    ///
    /// - Throws: ``PersistenceError`` when the session or the popup's status cannot be read;
    ///   `CancellationError` when cancelled.
    public func next() async throws -> LaunchStep {
        guard let session = try await signIn.currentSession() else { return .signIn }
        guard try await popupPolicy.isDue() else { return .home(session: session) }
        let popup: EventPopup?
        do {
            popup = try await popups.eventPopup()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            popup = nil
        }
        guard let popup, popupPolicy.isRunning(popup) else { return .home(session: session) }
        return .eventPopup(popup, session: session)
    }
}
