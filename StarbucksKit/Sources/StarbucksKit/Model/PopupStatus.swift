import Foundation

/// Whether the launch event popup shows, and if not, for how long it stays hidden.
public enum PopupStatus: Hashable, Sendable {
    /// It shows.
    case due
    /// It is hidden until this moment (the next local midnight after "not today").
    case hiddenUntil(Date)
    /// It is hidden for good.
    case hiddenForever
}
