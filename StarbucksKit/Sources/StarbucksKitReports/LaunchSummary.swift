import Foundation
import StarbucksKit

/// Which screen comes next at launch, said in words, with the popup when it is due.
///
/// Encoded for `--json` as `{"next": "eventPopup", "message": …, "userName": …, "popup": {…},
/// "notices": […]}`.
public struct LaunchSummary: Hashable, Sendable, Encodable {
    /// The screen that comes next.
    public enum Next: String, Hashable, Sendable, Encodable, CaseIterable {
        /// The sign-in screen.
        case signIn
        /// The event popup, over the home screen.
        case eventPopup
        /// The home screen.
        case home
    }

    /// The screen that comes next.
    public let next: Next
    /// One line saying so.
    public let message: String
    /// The signed-in user's name, once someone is signed in.
    public let userName: String?
    /// The popup, when it comes next.
    public let popup: EventPopupCard?
    /// One line per fixture file that could not be used and was left out.
    public let notices: [String]
}
