import Foundation

/// Why a change to the stock was refused; the stock is left as it was.
public enum StockError: Error, Sendable, Hashable {
    /// The change would leave a fruit's count outside the store's bounds.
    case outOfBounds(fruit: Fruit, count: Int, bounds: ClosedRange<Int>)
    /// A starting or reset stock outside the store's bounds.
    case defaultOutOfBounds(count: Int, bounds: ClosedRange<Int>)
    /// Bounds that start below zero.
    case invalidBounds(ClosedRange<Int>)
    /// An amount or an order count that is not a positive whole number.
    case invalidQuantity(Int)
    /// No fruit has this name.
    case unknownFruit(String)

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        return switch self {
        case .outOfBounds(let fruit, let count, let bounds):
            text.format(
                "error.stock.outOfBounds", text.string("fruit.\(fruit.rawValue)"), text.number(count),
                text.number(bounds.lowerBound), text.number(bounds.upperBound))
        case .defaultOutOfBounds(let count, let bounds):
            text.format(
                "error.stock.defaultOutOfBounds", text.number(count), text.number(bounds.lowerBound),
                text.number(bounds.upperBound))
        case .invalidBounds(let bounds):
            text.format("error.stock.invalidBounds", text.number(bounds.lowerBound))
        case .invalidQuantity(let value): text.format("error.stock.invalidQuantity", text.number(value))
        case .unknownFruit(let name):
            text.format(
                "error.stock.unknownFruit", name, Fruit.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }
}

extension StockError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
