import Foundation

/// The launch screen's text: which screen comes next.
extension StarbucksText {
    /// One line saying which screen comes next at launch: "Nobody is signed in yet, …", "Welcome
    /// back, Minji. There is an event to show you before home.", "Welcome back, Minji. Straight on
    /// to the home screen."
    public func launchMessage(_ step: LaunchStep) -> String {
        switch step {
        case .signIn: text.string("launch.signIn")
        case .eventPopup(_, let session): text.format("launch.eventPopup", Self.shown(session.name))
        case .home(let session): text.format("launch.home", Self.shown(session.name))
        }
    }
}
