import Foundation
import StarbucksKit

/// The lines and shapes a command-line tool prints: the launch, the popup's status and the
/// session, each with its data beside its words (the app reads the words from the screen models,
/// or from `launchMessage(_:)` and `popupStatusMessage(_:timeZone:)`).
extension StarbucksText {
    /// What comes next at launch, with the popup when it is due, and a notice for each fixture
    /// file of `fixtureProblems` that could not be used (see `FixtureSet.overrides(from:)`).
    public func launch(_ step: LaunchStep, fixtureProblems: [FixtureError] = []) -> LaunchSummary {
        let notices = fixtureProblems.map { $0.message(locale: locale) }
        let message = launchMessage(step)
        switch step {
        case .signIn:
            return LaunchSummary(next: .signIn, message: message, userName: nil, popup: nil, notices: notices)
        case .eventPopup(let popup, let session):
            return LaunchSummary(
                next: .eventPopup, message: message, userName: Self.shown(session.name),
                popup: self.popup(popup), notices: notices)
        case .home(let session):
            return LaunchSummary(
                next: .home, message: message, userName: Self.shown(session.name), popup: nil,
                notices: notices)
        }
    }

    /// The popup's status with its words: due, hidden until a moment (shown in `timeZone`, given in
    /// ISO 8601 beside), or hidden for good.
    public func popupStatus(_ status: PopupStatus, timeZone: TimeZone = .current) -> PopupStatusSummary {
        let message = popupStatusMessage(status, timeZone: timeZone)
        return switch status {
        case .due: PopupStatusSummary(state: .due, hiddenUntil: nil, message: message)
        case .hiddenForever: PopupStatusSummary(state: .hiddenForever, hiddenUntil: nil, message: message)
        case .hiddenUntil(let moment):
            PopupStatusSummary(state: .hiddenUntil, hiddenUntil: Self.iso8601(moment), message: message)
        }
    }

    /// "Signed in as Minji."
    public func signedIn(_ session: UserSession) -> SessionSummary {
        SessionSummary(signedIn: true, userName: Self.shown(session.name), message: signedInMessage(session))
    }

    /// "Signed out Minji." — or, when nobody was signed in, says so.
    public func signedOut(_ session: UserSession?) -> SessionSummary {
        SessionSummary(
            signedIn: false, userName: session.map { Self.shown($0.name) }, message: signedOutMessage(session)
        )
    }

    /// "The session file was damaged, so it was removed; nobody is signed in now.": a sign-out
    /// that removed a session file it could not read (``LocalSignIn/signOut()`` returns `nil` for
    /// it, as for no session; ask ``LocalSignIn/currentSession()`` first to tell them apart).
    public func signedOutOfDamagedSession() -> SessionSummary {
        SessionSummary(signedIn: false, userName: nil, message: damagedSessionSignedOutMessage())
    }
}
