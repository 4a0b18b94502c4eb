/// What came of an order: served, or refused for want of fruit.
///
/// Running short is an everyday answer, not a failure, so it is a value here
/// rather than an error:
///
/// ```swift
/// switch try await maker.order(.mango, count: 2) {
/// case .served(let order): print("served \(order.count)")
/// case .shortage(let shortage): print(shortage.shortfalls)
/// }
/// ```
public enum OrderOutcome: Sendable, Hashable {
    /// The juice was made: every fruit of the recipe was taken.
    case served(Order)
    /// Nothing was taken: these fruits are short.
    case shortage(Shortage)

    /// Whether the juice was made.
    public var isServed: Bool {
        if case .served = self { return true }
        return false
    }
}

/// A served order.
public struct Order: Sendable, Hashable, Codable {
    /// The juice made.
    public let juice: Juice
    /// How many were made.
    public let count: Int
    /// The stock right after the order.
    public let remaining: Inventory

    /// Creates a served order.
    public init(juice: Juice, count: Int, remaining: Inventory) {
        self.juice = juice
        self.count = count
        self.remaining = remaining
    }
}

/// A refused order and exactly what it lacked.
public struct Shortage: Sendable, Hashable, Codable {
    /// The juice asked for.
    public let juice: Juice
    /// How many were asked for.
    public let count: Int
    /// Each short fruit, in the app's fruit order.
    public let shortfalls: [Shortfall]
    /// The stock, untouched by the refused order.
    public let stock: Inventory

    /// Creates a refused order.
    public init(juice: Juice, count: Int, shortfalls: [Shortfall], stock: Inventory) {
        self.juice = juice
        self.count = count
        self.shortfalls = shortfalls
        self.stock = stock
    }
}
