/// One stepper of the stock editor: a fruit, its count, and the bounds the store keeps it in.
public struct StockStepper: Sendable, Hashable, Identifiable {
    /// The fruit.
    public let fruit: Fruit
    /// The fruit's emoji.
    public let emoji: String
    /// The fruit's localized name.
    public let name: String
    /// The count in stock: the stepper's value.
    public let value: Int
    /// ``value`` formatted for the locale: what the screen shows beside the stepper.
    public let valueText: String
    /// The counts the store allows (``FruitStore/bounds``): the stepper's range.
    public let bounds: ClosedRange<Int>
    /// What a screen reader says for the stepper (`Strawberry stock`, `딸기 재고`).
    public let accessibilityLabel: String
    /// What a screen reader says for its value (`10`, `10개`).
    public let accessibilityValue: String
    /// What a screen reader adds after a pause: the range the count may take.
    public let accessibilityHint: String

    /// The fruit: one stepper per fruit.
    public var id: Fruit { fruit }

    /// Whether the stepper's plus button works (the value is below the upper bound).
    public var canIncrement: Bool { value < bounds.upperBound }

    /// Whether the stepper's minus button works (the value is above the lower bound).
    public var canDecrement: Bool { value > bounds.lowerBound }
}
