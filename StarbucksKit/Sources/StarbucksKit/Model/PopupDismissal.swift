import Foundation

/// The two buttons of the launch event popup, and the "for today" variant of the first.
public enum PopupDismissal: String, Hashable, Sendable, Codable, CaseIterable {
    /// "Close": the popup goes away for now and shows again at the next launch.
    case close
    /// "Don't show again" for the rest of the local day: it shows again from the next midnight.
    case today
    /// "Don't show again", for good.
    case forever
}
