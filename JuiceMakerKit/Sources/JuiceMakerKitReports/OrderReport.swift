import JuiceMakerKit

/// An order's outcome as data, for a program (`juice-maker order --json`): whether the juice was
/// made, the stock after it, and each fruit that was short.
public struct OrderReport: Sendable, Hashable, Encodable {
    /// One fruit the order lacks.
    public struct Shortfall: Sendable, Hashable, Encodable {
        /// The fruit's id.
        public let fruit: String
        /// How many the order needs.
        public let needed: Int
        /// How many are in stock.
        public let available: Int
        /// How many more are needed.
        public let missing: Int
    }

    /// Whether the juice was made.
    public let served: Bool
    /// The juice's id.
    public let juice: String
    /// Its name in the text's language.
    public let name: String
    /// How many were asked for.
    public let count: Int
    /// The kit's message, in the text's language.
    public let message: String
    /// The stock after the order (untouched when short).
    public let stock: Inventory
    /// The fruits that were short; empty when served.
    public let shortfalls: [Shortfall]

    /// The report of `outcome`, its words from `text`.
    public init(_ outcome: OrderOutcome, text: JuiceMakerText) {
        switch outcome {
        case .served(let order):
            (served, juice, count, stock, shortfalls) = (
                true, order.juice.id, order.count, order.remaining, []
            )
            name = text.name(of: order.juice)
        case .shortage(let shortage):
            (served, juice, count, stock) = (false, shortage.juice.id, shortage.count, shortage.stock)
            name = text.name(of: shortage.juice)
            shortfalls = shortage.shortfalls.map {
                Shortfall(
                    fruit: $0.fruit.rawValue, needed: $0.needed, available: $0.available, missing: $0.missing)
            }
        }
        message = text.alert(for: outcome).message
    }
}
