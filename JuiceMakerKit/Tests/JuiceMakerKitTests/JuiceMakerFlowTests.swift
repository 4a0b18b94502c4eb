import Foundation
import JuiceMakerKit
import Testing

/// The juice maker app from its first screen, through intents only: the main screen, its alerts,
/// the stock editor and back, asserting what each screen shows on the way.
@Suite("Juice maker flows")
@MainActor
struct JuiceMakerFlowTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aShortOrderLeadsToTheStockEditorAndTheNewStockServesTheJuice() async throws {
        // The main screen, over a store of 10 of every fruit
        let main = JuiceMakerScreenModel(store: try FruitStore(), locale: Locale(identifier: "en"))
        await main.load()
        #expect(main.title == "Juice Maker")
        #expect(main.stockLabels.map(\.countText) == ["10", "10", "10", "10", "10"])
        #expect(main.destination == nil)

        // A strawberry-banana juice is served; its alert's one button closes it
        await main.order(.strawberryBanana)
        let served = try #require(main.destination.alert)
        #expect(served.title == "Order up")
        #expect(served.message == "Your strawberry-banana juice is ready. Enjoy every sip!")
        #expect(served.actions.map(\.title) == ["OK"])
        #expect(main.stockLabels.map(\.count) == [0, 9, 10, 10, 10])
        main.choose(served.actions[0])
        #expect(main.destination == nil)

        // A strawberry juice is short: the alert offers "Not now" and "Edit stock"
        await main.order(.strawberry)
        let short = try #require(main.destination.alert)
        #expect(short.title == "Not enough fruit")
        #expect(
            short.message == "For strawberry juice, strawberry is short by 16. Shall we edit the stock?")
        #expect(short.actions.map(\.title) == ["Not now", "Edit stock"])
        #expect(main.stockLabels.first?.accessibilityLabel == "Strawberry: 0 in stock")
        #expect(main.destination.stockEditor == nil)

        // Its edit action opens the stock editor, showing the stock as it is
        let edit = try #require(short.actions.last)
        main.choose(edit)
        #expect(main.destination.alert == nil)
        let editor = try #require(main.destination.stockEditor)
        await editor.load()
        #expect(editor.title == "Edit stock")
        #expect(editor.doneButton.title == "Done")
        #expect(editor.steppers.map(\.value) == [0, 9, 10, 10, 10])
        #expect(editor.steppers.map(\.accessibilityLabel).first == "Strawberry stock")
        #expect(editor.steppers.first?.canDecrement == false)

        // Sixteen steps up of the strawberry stepper
        let strawberryLabel = ObservedValues { main.stockLabels.first?.count }
        for _ in 1...16 { await editor.increment(.strawberry) }
        #expect(editor.steppers.first?.valueText == "16")
        #expect(editor.steppers.first?.canDecrement == true)
        #expect(editor.message == nil)

        // Done: back on the main screen, whose labels show the new stock through the store's updates
        main.closeStockEditor()
        #expect(main.destination == nil)
        #expect(editor.phase == .idle)
        #expect(await strawberryLabel.until { $0 == 16 } == 16)
        #expect(main.stockLabels.map(\.countText) == ["16", "9", "10", "10", "10"])
        #expect(main.stockLabels.first?.accessibilityLabel == "Strawberry: 16 in stock")

        // The strawberry juice is served now, and its alert dismissed
        await main.order(.strawberry)
        let ready = try #require(main.destination.alert)
        #expect(ready.message == "Your strawberry juice is ready. Enjoy every sip!")
        #expect(main.stockLabels.map(\.count) == [0, 9, 10, 10, 10])
        main.choose(try #require(ready.actions.first))
        #expect(main.destination == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theEditStockButtonOpensTheEditorAndSwipingItAwayComesBack() async throws {
        // The main screen in Korean
        let main = JuiceMakerScreenModel(store: try FruitStore(), locale: Locale(identifier: "ko"))
        await main.load()
        #expect(main.editStockButton.title == "재고 수정")

        // The edit-stock button opens the editor, in the same language, on the same store
        main.openStockEditor()
        let editor = try #require(main.destination.stockEditor)
        await editor.load()
        #expect(editor.title == "재고 수정")
        #expect(editor.steppers.map(\.accessibilityValue) == ["10개", "10개", "10개", "10개", "10개"])
        let mangoLabel = ObservedValues { main.stockLabels.last?.count }
        await editor.decrement(.mango)
        #expect(editor.steppers.last?.accessibilityValue == "9개")

        // Swiped away (the sheet's binding): back on the main screen, which shows the change
        main.destination.stockEditor = nil
        #expect(main.destination == nil)
        #expect(await mangoLabel.until { $0 == 9 } == 9)
        #expect(main.stockLabels.last?.accessibilityLabel == "망고 재고 9개")

        // An order's alert, then the short one's "not now" leaves the main screen alone
        await main.order(.mango)
        #expect(main.destination.alert?.message == "망고쥬스 준비됐어요! 맛있게 즐기세요!")
        main.destination.alert = nil  // the alert's binding, once its button is pressed
        await main.order(.strawberry)
        let short = try #require(main.destination.alert)
        main.choose(try #require(short.actions.first))
        #expect(main.destination == nil)
        #expect(main.stockLabels.map(\.count) == [10, 10, 10, 10, 6])
    }
}
