import Foundation

/// Why a change to the stock, an order or a fruit name was refused; the stock is left as it was.
///
/// Match on ``kind``; a new kind may be added later without breaking a `switch` with a
/// `default`:
///
/// ```swift
/// do {
///     try await store.setStock(120, of: .kiwi)
/// } catch let error as StockError where error.kind == .outOfBounds {
///     print(error.message(locale: Locale(identifier: "en")))
///     // Kiwi can't go to 120: stock stays between 0 and 100. Pick a count in that range.
/// }
/// ```
public struct StockError: Error, Sendable, Hashable {
    /// The refusal and what it concerns: the only list of this error's cases.
    private enum Reason: Hashable, Sendable {
        /// `pastLargestCount` when the change's result is beyond what an `Int` counts (`count`
        /// is then `Int.max`).
        case outOfBounds(fruit: Fruit, count: Int, bounds: ClosedRange<Int>, pastLargestCount: Bool = false)
        case defaultOutOfBounds(count: Int, bounds: ClosedRange<Int>)
        case invalidBounds(ClosedRange<Int>)
        case invalidQuantity(Int)
        case unknownFruit(String)
        case invalidName(String)
        case storedOutOfBounds(fruit: Fruit, count: Int, bounds: ClosedRange<Int>)
        case orderTooLarge(juice: Juice, count: Int)
    }

    /// The refusal.
    private let reason: Reason

    /// What kind of refusal this is: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// A change would leave `fruit` at `count`, outside `bounds`.
    public static func outOfBounds(fruit: Fruit, count: Int, bounds: ClosedRange<Int>) -> Self {
        Self(reason: .outOfBounds(fruit: fruit, count: count, bounds: bounds))
    }

    /// An addition would take `fruit` past the largest count an `Int` holds, and so past the
    /// upper bound of `bounds`, whatever it is. Its ``kind`` is ``Kind/outOfBounds`` and its
    /// ``value`` `Int.max`; its message says the count would pass the largest there is.
    public static func outOfBounds(fruit: Fruit, pastLargestCountWithin bounds: ClosedRange<Int>) -> Self {
        Self(reason: .outOfBounds(fruit: fruit, count: Int.max, bounds: bounds, pastLargestCount: true))
    }

    /// A starting or reset stock of `count` lies outside `bounds`.
    public static func defaultOutOfBounds(count: Int, bounds: ClosedRange<Int>) -> Self {
        Self(reason: .defaultOutOfBounds(count: count, bounds: bounds))
    }

    /// `bounds` start below zero.
    public static func invalidBounds(_ bounds: ClosedRange<Int>) -> Self {
        Self(reason: .invalidBounds(bounds))
    }

    /// `value` is not a positive whole number of fruit or juices.
    public static func invalidQuantity(_ value: Int) -> Self { Self(reason: .invalidQuantity(value)) }

    /// No fruit is called `name`.
    public static func unknownFruit(_ name: String) -> Self { Self(reason: .unknownFruit(name)) }

    /// The fruit name `name` holds control characters.
    public static func invalidName(_ name: String) -> Self { Self(reason: .invalidName(name)) }

    /// The stored inventory holds `count` of `fruit`, outside `bounds`.
    public static func storedOutOfBounds(fruit: Fruit, count: Int, bounds: ClosedRange<Int>) -> Self {
        Self(reason: .storedOutOfBounds(fruit: fruit, count: count, bounds: bounds))
    }

    /// `count` of `juice` need more of a fruit than an `Int` can count.
    public static func orderTooLarge(_ juice: Juice, count: Int) -> Self {
        Self(reason: .orderTooLarge(juice: juice, count: count))
    }

    /// The fruit concerned, when one is.
    public var fruit: Fruit? {
        switch reason {
        case .outOfBounds(let fruit, _, _, _), .storedOutOfBounds(let fruit, _, _): fruit
        default: nil
        }
    }

    /// The number refused: the count, the amount or the order count.
    public var value: Int? {
        switch reason {
        case .outOfBounds(_, let count, _, _), .defaultOutOfBounds(let count, _),
            .storedOutOfBounds(_, let count, _), .orderTooLarge(_, let count):
            count
        case .invalidQuantity(let value): value
        default: nil
        }
    }

    /// The bounds a count must stay in, when they matter.
    public var bounds: ClosedRange<Int>? {
        switch reason {
        case .outOfBounds(_, _, let bounds, _), .defaultOutOfBounds(_, let bounds),
            .storedOutOfBounds(_, _, let bounds), .invalidBounds(let bounds):
            bounds
        default: nil
        }
    }

    /// The name given, for an unknown or invalid fruit name.
    public var name: String? {
        switch reason {
        case .unknownFruit(let name), .invalidName(let name): name
        default: nil
        }
    }

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    ///
    /// The message's key is `error.stock.` followed by ``kind``; an addition past the largest
    /// count an `Int` holds uses `error.stock.outOfBounds.pastLargestCount`, which names that
    /// count rather than a result in bounds.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.stock.\(kind)"
        return switch reason {
        case .outOfBounds(let fruit, let count, let bounds, let pastLargestCount):
            text.format(
                pastLargestCount ? "error.stock.outOfBounds.pastLargestCount" : key,
                text.string("fruit.\(fruit.rawValue)"), text.number(count),
                text.number(bounds.lowerBound),
                text.number(bounds.upperBound))
        case .defaultOutOfBounds(let count, let bounds):
            text.format(
                key, text.number(count), text.number(bounds.lowerBound), text.number(bounds.upperBound))
        case .invalidBounds(let bounds): text.format(key, text.number(bounds.lowerBound))
        case .invalidQuantity(let value): text.format(key, text.number(value))
        case .unknownFruit(let name):
            text.format(key, NameText.visible(name.shortenedForMessage()), Fruit.choices(text))
        case .invalidName(let name): text.format(key, NameText.visible(name.shortenedForMessage()))
        case .storedOutOfBounds(let fruit, let count, let bounds):
            text.format(
                key, text.string("fruit.\(fruit.rawValue)"), text.number(count),
                text.number(bounds.lowerBound),
                text.number(bounds.upperBound))
        case .orderTooLarge(let juice, let count):
            text.format(key, text.number(count), juice.name(for: locale))
        }
    }
}

extension StockError {
    /// What kind of refusal a ``StockError`` is; compare it with the constants below.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as in `outOfBounds`.
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// A change would leave a fruit's count outside the store's bounds.
        public static var outOfBounds: Self { Self() }
        /// A starting or reset stock lies outside the store's bounds.
        public static var defaultOutOfBounds: Self { Self() }
        /// Bounds that start below zero.
        public static var invalidBounds: Self { Self() }
        /// An amount or an order count that is not a positive whole number.
        public static var invalidQuantity: Self { Self() }
        /// No fruit has this name.
        public static var unknownFruit: Self { Self() }
        /// A fruit's name holds control characters.
        public static var invalidName: Self { Self() }
        /// The stored inventory holds a count outside the store's bounds; setting that fruit
        /// (through ``FruitStore/init(repairing:defaultStock:bounds:)``) repairs it.
        public static var storedOutOfBounds: Self { Self() }
        /// An order so large that the fruit it needs cannot be counted in an `Int`.
        public static var orderTooLarge: Self { Self() }
    }
}

extension StockError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
