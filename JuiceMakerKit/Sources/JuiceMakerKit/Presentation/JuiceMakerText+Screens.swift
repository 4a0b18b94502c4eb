import Foundation

/// The text of the screen models (``JuiceMakerScreenModel``, ``StockEditorScreenModel``): labels,
/// buttons, steppers and failures, with what a screen reader says of them.
extension JuiceMakerText {
    /// The main screen's title.
    var mainTitle: String { text.string("screen.main.title") }

    /// The stock editor's title.
    var editorTitle: String { text.string("screen.editor.title") }

    /// The main screen's five stock labels, in the app's fruit order.
    func stockLabels(_ inventory: Inventory) -> [StockLabel] {
        inventory.counts.map { fruit, count in
            let countText = text.number(count)
            return StockLabel(
                fruit: fruit, emoji: fruit.emoji, name: name(of: fruit), count: count, countText: countText,
                accessibilityLabel: text.format("screen.stock.accessibility", name(of: fruit), countText))
        }
    }

    /// One order button per juice of `menu`, in the menu's order.
    func orderButtons(_ menu: JuiceMenu) -> [OrderButton] {
        menu.juices.map { juice in
            let parts = juice.recipe.map {
                text.format("screen.order.part", name(of: $0.fruit), text.number($0.amount))
            }
            return OrderButton(
                juice: juice, title: text.format("screen.order.title", name(of: juice)),
                accessibilityLabel: text.format("screen.order.accessibility", name(of: juice)),
                accessibilityHint: text.format("screen.order.hint", parts.joined(separator: ", ")))
        }
    }

    /// The main screen's button that opens the stock editor.
    var editStockButton: ScreenButton {
        let title = text.string("action.editStock")
        return ScreenButton(
            title: title, accessibilityLabel: title, accessibilityHint: text.string("screen.editStock.hint"))
    }

    /// The stock editor's button that closes it.
    var editorDoneButton: ScreenButton {
        let title = text.string("screen.editor.done")
        return ScreenButton(
            title: title, accessibilityLabel: title, accessibilityHint: text.string("screen.editor.done.hint")
        )
    }

    /// The stock editor's five steppers, in the app's fruit order, within `bounds`.
    func stockSteppers(_ inventory: Inventory, bounds: ClosedRange<Int>) -> [StockStepper] {
        let hint = text.format(
            "screen.stepper.hint", text.number(bounds.lowerBound), text.number(bounds.upperBound))
        return inventory.counts.map { fruit, count in
            let valueText = text.number(count)
            return StockStepper(
                fruit: fruit, emoji: fruit.emoji, name: name(of: fruit), value: count, valueText: valueText,
                bounds: bounds,
                accessibilityLabel: text.format("screen.stepper.accessibility", name(of: fruit)),
                accessibilityValue: text.format("screen.stepper.value", valueText), accessibilityHint: hint)
        }
    }

    /// The one-line message for an error a screen met: the kit's own message for its errors, a
    /// plain sentence for anything else (never the system's wording).
    func message(for error: any Error) -> String {
        switch error {
        case let error as StockError: error.message(locale: locale)
        case let error as PersistenceError: error.message(locale: locale)
        case let error as JuiceMenuError: error.message(locale: locale)
        default: text.string("screen.failure.other")
        }
    }

    /// A screen's failure to load: the error's message and the retry button's title.
    func failure(_ error: any Error) -> ScreenFailure {
        ScreenFailure(message: message(for: error), retryTitle: text.string("screen.retry"), error: error)
    }

    /// The alert for an order that threw instead of answering (a stock file that cannot be written).
    func orderFailedAlert(_ error: any Error) -> OrderAlert {
        OrderAlert(
            title: text.string("screen.order.failed.title"), message: message(for: error),
            actions: [OrderAlertAction(title: text.string("action.ok"), role: .dismiss)])
    }
}
