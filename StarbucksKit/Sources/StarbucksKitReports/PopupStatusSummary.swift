import Foundation
import StarbucksKit

/// Whether the launch event popup shows, as a tool prints it (`StarbucksText.popupStatus(_:timeZone:)`).
///
/// Encoded for `--json` as `{"state": "hiddenUntil", "hiddenUntil": "2022-05-09T15:00:00Z", "message": …}`.
public struct PopupStatusSummary: Hashable, Sendable, Encodable {
    /// The popup's state.
    public enum State: String, Hashable, Sendable, Encodable, CaseIterable {
        /// It shows at the next launch.
        case due
        /// It is hidden until ``PopupStatusSummary/hiddenUntil``.
        case hiddenUntil
        /// It is hidden for good.
        case hiddenForever
    }

    /// The popup's state.
    public let state: State
    /// When it shows again, in ISO 8601 (UTC), for ``State-swift.enum/hiddenUntil``; otherwise `nil`.
    public let hiddenUntil: String?
    /// One line saying so, the moment shown in the caller's time zone.
    public let message: String
}
