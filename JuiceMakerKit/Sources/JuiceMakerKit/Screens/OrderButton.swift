/// One of the main screen's order buttons: a juice, its title and what a screen reader says of it.
public struct OrderButton: Sendable, Hashable, Identifiable {
    /// The juice the button orders.
    public let juice: Juice
    /// The button's title (`Order mango juice`, `망고쥬스 주문`).
    public let title: String
    /// What a screen reader says for the button.
    public let accessibilityLabel: String
    /// What a screen reader adds after a pause: the fruit the juice takes from the stock.
    public let accessibilityHint: String

    /// The juice's identifier: one button per juice.
    public var id: String { juice.id }
}
