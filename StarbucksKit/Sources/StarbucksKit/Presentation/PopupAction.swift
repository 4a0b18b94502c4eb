/// A button of the event popup.
public struct PopupAction: Hashable, Sendable, Encodable {
    /// What pressing it does.
    public let dismissal: PopupDismissal
    /// Its title (`Don't show again`).
    public let title: String

    /// A button titled `title` that dismisses the popup as `dismissal` says.
    public init(dismissal: PopupDismissal, title: String) {
        self.dismissal = dismissal
        self.title = title
    }
}
