import Foundation
import JuiceMakerKit
import Testing

@Suite("Localized presentation text")
struct JuiceMakerTextTests {
    let english = JuiceMakerText(locale: Locale(identifier: "en_US"))
    let korean = JuiceMakerText(locale: Locale(identifier: "ko_KR"))

    @Test func servedAlertSaysTheJuiceIsReady() {
        let order = Order(juice: .strawberryBanana, count: 1, remaining: Inventory(uniformStock: 0))
        let alert = korean.alert(for: .served(order))
        #expect(alert.message == "딸바쥬스 준비됐어요! 맛있게 즐기세요!")
        #expect(alert.actions.map(\.role) == [.dismiss])
        #expect(
            english.alert(for: .served(order)).message
                == "Your strawberry-banana juice is ready. Enjoy every sip!")
        let many = Order(juice: .mango, count: 3, remaining: Inventory(uniformStock: 0))
        #expect(korean.served(many) == "망고쥬스 3잔 준비됐어요! 맛있게 즐기세요!")
    }

    @Test func shortageAlertOffersToEditTheStock() {
        let shortage = Shortage(
            juice: .strawberry, count: 1,
            shortfalls: [Shortfall(fruit: .strawberry, needed: 16, available: 10)],
            stock: Inventory(uniformStock: 10))
        let alert = english.alert(for: .shortage(shortage))
        #expect(alert.title == "Not enough fruit")
        #expect(alert.message.contains("strawberry juice"))
        #expect(alert.message.contains("edit the stock"))
        #expect(alert.actions.map(\.role) == [.cancel, .editStock])
        #expect(english.lines(for: shortage) == ["🍓 Strawberry: need 16, have 10 (6 short)"])
        #expect(korean.lines(for: shortage) == ["🍓 딸기: 16개 필요, 10개 있음 (6개 부족)"])
    }

    @Test func stockAndMenuRowsAreReadyToShow() throws {
        let rows = korean.stockRows(Inventory([.banana: 1_000]))
        #expect(rows.map(\.name) == ["딸기", "바나나", "파인애플", "키위", "망고"])
        #expect(rows[1].countText == "1,000")
        #expect(korean.stockLine(.kiwi, count: 3) == "🥝 키위 3개")
        let menu = english.menuRows(.classic, inventory: Inventory(uniformStock: 10))
        #expect(menu.map(\.servings) == [0, 5, 3, 5, 1, 3, 5])
        #expect(menu[4].recipeText == "🍓 Strawberry 10 · 🍌 Banana 1")
        let large = english.menuRows(.classic, inventory: Inventory(uniformStock: 32_000))
        try #require(large.count > 1)
        #expect(large[1].servings == 16_000)
        #expect(large[1].servingsText == "16,000")
    }

    @Test func everyLabelExistsInBothLanguages() {
        for label in JuiceMakerText.Label.allCases {
            #expect(!english.label(label).hasPrefix("label."))
            #expect(!korean.label(label).hasPrefix("label."))
            #expect(english.label(label) != korean.label(label))
        }
    }

    @Test func unsupportedLanguagesFallBackToEnglish() {
        let french = JuiceMakerText(locale: Locale(identifier: "fr_FR"))
        #expect(french.language == "en")
        #expect(french.name(of: Fruit.mango) == "Mango")
    }

    @Test func stockErrorMessagesAreOneLineInBothLanguages() {
        let errors: [StockError] = [
            .outOfBounds(fruit: .kiwi, count: 101, bounds: 0...100),
            .defaultOutOfBounds(count: 1, bounds: 2...3),
            .invalidBounds(-1...3), .invalidQuantity(0), .unknownFruit("x"), .invalidName("x\u{7}"),
            .storedOutOfBounds(fruit: .banana, count: 101, bounds: 0...100),
            .orderTooLarge(.kiwi, count: Int.max),
        ]
        #expect(Set(errors.map(\.kind)).count == errors.count)
        for error in errors {
            let english = error.message(locale: Locale(identifier: "en"))
            let korean = error.message(locale: Locale(identifier: "ko"))
            for message in [english, korean] {
                #expect(!message.isEmpty)
                #expect(!message.contains("\n"))
                #expect(!message.hasPrefix("error."))
            }
            #expect(english != korean)
            #expect(error.errorDescription == error.message())
        }
        #expect(
            StockError.outOfBounds(fruit: .kiwi, count: 101, bounds: 0...100).message(
                locale: Locale(identifier: "en"))
                == "Kiwi can't go to 101: stock stays between 0 and 100. Pick a count in that range.")
    }

    @Test func errorKindsReadAsTheirNamesAndAccessorsGiveThePayload() {
        let error = StockError.outOfBounds(fruit: .kiwi, count: 101, bounds: 0...100)
        #expect(error.kind.description == "outOfBounds")
        #expect("\(PersistenceError.Kind.readOnly)" == "readOnly")
        #expect(error.fruit == .kiwi)
        #expect(error.value == 101)
        #expect(error.bounds == 0...100)
        #expect(error.name == nil)
        #expect(JuiceMenuError.Kind.duplicateFruit.description == "duplicateFruit")
        #expect(PersistenceError.readOnly(path: "/p").path == "/p")
    }
}
