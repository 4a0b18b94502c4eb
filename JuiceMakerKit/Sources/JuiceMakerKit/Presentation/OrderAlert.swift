/// What the app's alert showed after an order: a title, a message and its buttons.
public struct OrderAlert: Sendable, Hashable, Identifiable {
    /// The alert's title.
    public let title: String
    /// The alert's message.
    public let message: String
    /// The buttons, in display order.
    public let actions: [OrderAlertAction]

    /// The alert itself: two alerts with the same text and buttons are the same alert.
    public var id: Self { self }
}

/// A button of an ``OrderAlert``.
public struct OrderAlertAction: Sendable, Hashable {
    /// What pressing the button means.
    public enum Role: Sendable, Hashable {
        /// Closes the alert.
        case dismiss
        /// Opens the stock editor.
        case editStock
        /// Closes the alert without doing anything.
        case cancel
    }

    /// The button's label.
    public let title: String
    /// What the button does.
    public let role: Role
}
