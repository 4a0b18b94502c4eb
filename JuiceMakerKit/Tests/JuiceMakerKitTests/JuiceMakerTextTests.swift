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

    @Test func aShortageAlertNamesTheOneShortFruitAndByHowMany() {
        // Given strawberry juice, which takes 16 strawberries, with 10 in stock
        let shortage = Shortage(
            juice: .strawberry, count: 1,
            shortfalls: [Shortfall(fruit: .strawberry, needed: 16, available: 10)],
            stock: Inventory(uniformStock: 10))
        // Then the alert says strawberry is 6 short, in both languages; title and buttons stay
        let alert = english.alert(for: .shortage(shortage))
        #expect(alert.message == "For strawberry juice, strawberry is short by 6. Shall we edit the stock?")
        #expect(alert.title == "Not enough fruit")
        #expect(alert.actions.map(\.title) == ["Not now", "Edit stock"])
        let koreanAlert = korean.alert(for: .shortage(shortage))
        #expect(koreanAlert.message == "딸기쥬스를 만들려면 딸기가 6개 더 있어야 해요. 재고를 바꿔 볼까요?")
        #expect(koreanAlert.title == "과일이 부족해요")
        #expect(koreanAlert.actions.map(\.title) == ["나중에", "재고 수정"])
    }

    @Test func aShortageAlertNamesEveryShortFruitInRecipeOrder() {
        // Given strawberry-banana juice with 4 strawberries and no banana
        let shortage = Shortage(
            juice: .strawberryBanana, count: 1,
            shortfalls: [
                Shortfall(fruit: .strawberry, needed: 10, available: 4),
                Shortfall(fruit: .banana, needed: 1, available: 0),
            ],
            stock: Inventory([.strawberry: 4, .banana: 0]))
        // Then both fruits are named with what each lacks
        #expect(
            english.alert(for: .shortage(shortage)).message
                == "For strawberry-banana juice, strawberry is short by 6 and banana by 1. Shall we edit the stock?"
        )
        #expect(
            korean.alert(for: .shortage(shortage)).message
                == "딸바쥬스를 만들려면 딸기가 6개, 바나나가 1개 더 있어야 해요. 재고를 바꿔 볼까요?")
    }

    @Test func aShortageOfSeveralServingsListsThreeFruitsWithTheirKoreanParticles() throws {
        // Given two of a juice of our own that is short of pineapple (which takes 이), kiwi and mango
        let tropical = try Juice(
            id: "tropical", names: ["en": "tropical juice", "ko": "트로피컬 주스"],
            recipe: [.pineapple: 3, .kiwi: 600, .mango: 1])
        let shortage = Shortage(
            juice: tropical, count: 2,
            shortfalls: [
                Shortfall(fruit: .pineapple, needed: 6, available: 3),
                Shortfall(fruit: .kiwi, needed: 1_200, available: 200),
                Shortfall(fruit: .mango, needed: 2, available: 0),
            ],
            stock: Inventory([.pineapple: 3, .kiwi: 200, .mango: 0]))
        // Then the count is said, every fruit is listed, and each Korean name takes its own particle
        #expect(
            english.alert(for: .shortage(shortage)).message
                == "For 2 × tropical juice, pineapple is short by 3, kiwi by 1,000 and mango by 2. "
                + "Shall we edit the stock?")
        #expect(
            korean.alert(for: .shortage(shortage)).message
                == "트로피컬 주스 2잔을 만들려면 파인애플이 3개, 키위가 1,000개, 망고가 2개 더 있어야 해요. "
                + "재고를 바꿔 볼까요?")
    }

    @Test func aShortageWithoutShortfallsStillReadsAsASentence() {
        // A shortage built by hand with no shortfall names no fruit, and leaves no empty list behind
        let shortage = Shortage(
            juice: .mangoKiwi, count: 1, shortfalls: [], stock: Inventory(uniformStock: 0))
        #expect(
            english.alert(for: .shortage(shortage)).message
                == "Some fruit for mango-kiwi juice is running short. Shall we edit the stock?")
        #expect(korean.alert(for: .shortage(shortage)).message == "망키쥬스에 들어갈 과일이 부족해요. 재고를 바꿔 볼까요?")
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
