import Foundation

/// Which screen comes next when the app starts.
public enum LaunchStep: Hashable, Sendable {
    /// Nobody is signed in: show the sign-in screen.
    case signIn
    /// Signed in, and the event popup is due: show it over the home screen.
    case eventPopup(EventPopup, session: UserSession)
    /// Signed in, nothing to announce: show the home screen.
    case home(session: UserSession)

    /// The session, once someone is signed in.
    public var session: UserSession? {
        switch self {
        case .signIn: nil
        case .eventPopup(_, let session), .home(let session): session
        }
    }
}
