import Foundation

/// A stored "don't show again": which kind, and when it was chosen.
public struct PopupDismissalRecord: Hashable, Sendable, Codable {
    /// Which dismissal was chosen (never ``PopupDismissal/close``, which stores nothing).
    public let dismissal: PopupDismissal
    /// When it was chosen.
    public let dismissedAt: Date

    /// A record of `dismissal` chosen at `dismissedAt`.
    public init(dismissal: PopupDismissal, dismissedAt: Date) {
        self.dismissal = dismissal
        self.dismissedAt = dismissedAt
    }
}
