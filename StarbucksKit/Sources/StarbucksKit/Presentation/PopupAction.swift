/// A button of the event popup.
public struct PopupAction: Hashable, Sendable, Encodable {
    /// What pressing it does.
    public let dismissal: PopupDismissal
    /// Its title (`Don't show again`).
    public let title: String
}
