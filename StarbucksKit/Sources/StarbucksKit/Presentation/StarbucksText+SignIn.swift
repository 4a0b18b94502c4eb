import Foundation

/// The sign-in screen's text: who is signed in, and who was signed out.
extension StarbucksText {
    /// "Signed in as Minji."
    public func signedIn(_ session: UserSession) -> SessionSummary {
        let name = Self.shown(session.name)
        return SessionSummary(signedIn: true, userName: name, message: text.format("signIn.done", name))
    }

    /// "Signed out Minji." — or, when nobody was signed in, says so.
    public func signedOut(_ session: UserSession?) -> SessionSummary {
        guard let session else {
            return SessionSummary(signedIn: false, userName: nil, message: text.string("signOut.nobody"))
        }
        let name = Self.shown(session.name)
        return SessionSummary(signedIn: false, userName: name, message: text.format("signOut.done", name))
    }
}
