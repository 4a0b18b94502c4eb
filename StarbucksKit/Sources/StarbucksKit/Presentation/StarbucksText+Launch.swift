import Foundation

/// The launch screen's text: which screen comes next, with the popup when it is due.
extension StarbucksText {
    /// What comes next at launch, with the popup when it is due, and a notice for each fixture
    /// file of `fixtureProblems` that could not be used (see ``FixtureSet/overrides(from:)``).
    public func launch(_ step: LaunchStep, fixtureProblems: [FixtureError] = []) -> LaunchSummary {
        let notices = fixtureProblems.map { $0.message(locale: locale) }
        switch step {
        case .signIn:
            return LaunchSummary(
                next: .signIn, message: text.string("launch.signIn"), userName: nil, popup: nil,
                notices: notices)
        case .eventPopup(let popup, let session):
            let name = Self.shown(session.name)
            return LaunchSummary(
                next: .eventPopup, message: text.format("launch.eventPopup", name), userName: name,
                popup: self.popup(popup), notices: notices)
        case .home(let session):
            let name = Self.shown(session.name)
            return LaunchSummary(
                next: .home, message: text.format("launch.home", name), userName: name, popup: nil,
                notices: notices)
        }
    }
}
