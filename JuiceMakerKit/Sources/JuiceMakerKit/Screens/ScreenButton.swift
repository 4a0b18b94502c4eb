/// A button a screen shows that is neither an order nor a stepper (`Edit stock`, `Done`).
public struct ScreenButton: Sendable, Hashable {
    /// The button's title.
    public let title: String
    /// What a screen reader says for the button.
    public let accessibilityLabel: String
    /// What a screen reader adds after a pause: what pressing the button does.
    public let accessibilityHint: String
}
