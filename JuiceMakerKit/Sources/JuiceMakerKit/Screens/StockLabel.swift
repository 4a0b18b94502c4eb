/// One of the main screen's five stock labels: a fruit and how many of it are in stock.
public struct StockLabel: Sendable, Hashable, Identifiable {
    /// The fruit.
    public let fruit: Fruit
    /// The fruit's emoji, which the label shows beside the count.
    public let emoji: String
    /// The fruit's localized name.
    public let name: String
    /// How many are in stock.
    public let count: Int
    /// ``count`` formatted for the locale: what the label shows.
    public let countText: String
    /// What a screen reader says for the label (`Strawberry: 10 in stock`, `딸기 재고 10개`).
    public let accessibilityLabel: String

    /// The fruit: one label per fruit.
    public var id: Fruit { fruit }
}
