/// One of the five fruits the juice maker keeps in stock.
///
/// The raw value is the fruit's stable identifier, used in menu files and in
/// the inventory file:
///
/// ```swift
/// let fruit = Fruit(rawValue: "mango")  // .mango
/// print(fruit?.emoji ?? "")             // 🥭
/// ```
public enum Fruit: String, CaseIterable, Codable, Sendable, Hashable, Comparable {
    /// 🍓 Strawberry.
    case strawberry
    /// 🍌 Banana.
    case banana
    /// 🍍 Pineapple.
    case pineapple
    /// 🥝 Kiwi.
    case kiwi
    /// 🥭 Mango.
    case mango

    /// The fruit's emoji, as the app's labels showed it.
    public var emoji: String {
        switch self {
        case .strawberry: "🍓"
        case .banana: "🍌"
        case .pineapple: "🍍"
        case .kiwi: "🥝"
        case .mango: "🥭"
        }
    }

    /// The fruit's position in `allCases`; orders fruits the way the app lists them.
    var index: Int {
        switch self {
        case .strawberry: 0
        case .banana: 1
        case .pineapple: 2
        case .kiwi: 3
        case .mango: 4
        }
    }

    /// Orders fruits the way the app lists them (strawberry first, mango last).
    public static func < (lhs: Fruit, rhs: Fruit) -> Bool {
        lhs.index < rhs.index
    }
}
