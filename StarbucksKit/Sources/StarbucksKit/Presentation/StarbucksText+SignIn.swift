import Foundation

/// The lines said after signing in or out (a command-line tool prints them; `StarbucksKitReports`
/// wraps them with the session's data).
extension StarbucksText {
    /// "Signed in as Minji."
    package func signedInMessage(_ session: UserSession) -> String {
        text.format("signIn.done", Self.shown(session.name))
    }

    /// "Signed out Minji.", or, when nobody was signed in, a line saying so.
    package func signedOutMessage(_ session: UserSession?) -> String {
        guard let session else { return text.string("signOut.nobody") }
        return text.format("signOut.done", Self.shown(session.name))
    }

    /// The line said after signing out removed a damaged session file.
    package func damagedSessionSignedOutMessage() -> String {
        text.string("signOut.damaged")
    }
}
