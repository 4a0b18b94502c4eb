import Foundation

/// Every piece of text the juice maker shows, in the language of one locale.
///
/// Screens and command-line tools render these values and nothing else:
///
/// ```swift
/// let text = JuiceMakerText(locale: Locale(identifier: "ko"))
/// text.name(of: .banana)                           // 바나나
/// text.stockRows(Inventory(uniformStock: 10))      // 🍓 딸기 10, 🍌 바나나 10, …
/// ```
public struct JuiceMakerText: Sendable {
    /// The locale the text is in.
    public let locale: Locale
    /// The string tables for ``locale`` (read by the screens' text in `JuiceMakerText+Screens.swift`).
    let text: Localizer

    /// Text in the language of `locale` (English when the kit lacks it).
    public init(locale: Locale = .current) {
        self.locale = locale
        self.text = Localizer(locale: locale)
    }

    /// The language code the text is in (`"en"` or `"ko"`).
    public var language: String { text.language }

    /// The fruit's localized name.
    public func name(of fruit: Fruit) -> String {
        text.string("fruit.\(fruit.rawValue)")
    }

    /// The juice's localized name.
    public func name(of juice: Juice) -> String {
        juice.name(for: locale)
    }

    /// The alert after an order: "ready, enjoy" when served; when short, "not enough fruit", naming
    /// each fruit that is short and by how many (see ``shortage(_:)``), with a first button that
    /// closes the alert and a second that opens the stock editor.
    public func alert(for outcome: OrderOutcome) -> OrderAlert {
        switch outcome {
        case .served(let order):
            OrderAlert(
                title: text.string("order.served.title"),
                message: served(order),
                actions: [OrderAlertAction(title: text.string("action.ok"), role: .dismiss)])
        case .shortage(let shortage):
            OrderAlert(
                title: text.string("order.shortage.title"),
                message: self.shortage(shortage),
                actions: [
                    OrderAlertAction(title: text.string("action.cancel"), role: .cancel),
                    OrderAlertAction(title: text.string("action.editStock"), role: .editStock),
                ])
        }
    }

    /// "Your mango juice is ready. Enjoy!" (with the count when more than one).
    public func served(_ order: Order) -> String {
        order.count == 1
            ? text.format("order.served.one", name(of: order.juice))
            : text.format("order.served.many", name(of: order.juice), text.number(order.count))
    }

    /// What a shortage lacks, as the alert says it: "For strawberry-banana juice, strawberry is
    /// short by 6 and banana by 1. Shall we edit the stock?" (with the count when more than one),
    /// each fruit of ``Shortage/shortfalls`` in its order, with how many more it needs.
    public func shortage(_ shortage: Shortage) -> String {
        let parts = shortage.shortfalls.enumerated().map { index, shortfall in
            text.format(
                index == 0 ? "shortfall.first" : "shortfall.next", nameInSentence(of: shortfall.fruit),
                text.number(shortfall.missing))
        }
        guard let last = parts.last else {
            return text.format("order.shortage.unspecified", name(of: shortage.juice))
        }
        let list =
            parts.count == 1
            ? last
            : parts.dropLast().joined(separator: text.string("shortfall.separator"))
                + text.string("shortfall.separator.last") + last
        return shortage.count == 1
            ? text.format("order.shortage.one", name(of: shortage.juice), list)
            : text.format("order.shortage.many", name(of: shortage.juice), text.number(shortage.count), list)
    }

    /// The fruit's name inside a sentence: "strawberry" in English, where a label's name is
    /// "Strawberry".
    func nameInSentence(of fruit: Fruit) -> String {
        text.string("fruit.\(fruit.rawValue).inSentence")
    }

    /// One line per short fruit: "🍓 Strawberry: need 16, have 10 (6 short)".
    public func lines(for shortage: Shortage) -> [String] {
        shortage.shortfalls.map(line(for:))
    }

    /// "🍓 Strawberry: need 16, have 10 (6 short)".
    public func line(for shortfall: Shortfall) -> String {
        text.format(
            "shortfall.line", shortfall.fruit.emoji, name(of: shortfall.fruit), text.number(shortfall.needed),
            text.number(shortfall.available), text.number(shortfall.missing))
    }

    /// The stock screen's rows, in the app's fruit order.
    public func stockRows(_ inventory: Inventory) -> [StockRow] {
        inventory.counts.map { fruit, count in
            StockRow(
                fruit: fruit, emoji: fruit.emoji, name: name(of: fruit), count: count,
                countText: text.number(count))
        }
    }

    /// "🍓 Strawberry 10" for one fruit.
    public func stockLine(_ fruit: Fruit, count: Int) -> String {
        text.format("stock.line", fruit.emoji, name(of: fruit), text.number(count))
    }

    /// The menu screen's rows, with what `inventory` can make of each juice.
    public func menuRows(_ menu: JuiceMenu, inventory: Inventory) -> [MenuRow] {
        menu.juices.map { juice in
            let servings = inventory.servings(of: juice)
            return MenuRow(
                juice: juice, name: name(of: juice), recipeText: recipe(of: juice), servings: servings,
                servingsText: text.number(servings))
        }
    }

    /// The recipe as text: "🍓 Strawberry 10 · 🍌 Banana 1".
    public func recipe(of juice: Juice) -> String {
        juice.recipe.map {
            text.format("recipe.part", $0.fruit.emoji, name(of: $0.fruit), text.number($0.amount))
        }
        .joined(separator: " · ")
    }

    /// A heading or label by key: `"heading.stock"`, `"heading.menu"`, `"heading.servings"`, ….
    public func label(_ key: Label) -> String {
        text.string("label.\(key.rawValue)")
    }

    /// Labels a screen or a table needs.
    public enum Label: String, Sendable, CaseIterable {
        /// "Fruit stock".
        case stock
        /// "Menu".
        case menu
        /// "Juice".
        case juice
        /// "Recipe".
        case recipe
        /// "Can make".
        case servings
        /// "Fruit".
        case fruit
        /// "Count".
        case count
        /// "Stock reset".
        case reset
        /// "Stock changed".
        case stockChanged
    }
}
