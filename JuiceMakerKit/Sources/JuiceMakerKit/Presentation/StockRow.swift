/// One line of the stock screen: a fruit, its label and its count.
public struct StockRow: Sendable, Hashable {
    /// The fruit.
    public let fruit: Fruit
    /// The fruit's emoji.
    public let emoji: String
    /// The fruit's localized name.
    public let name: String
    /// The count.
    public let count: Int
    /// The count formatted for the locale.
    public let countText: String
}
