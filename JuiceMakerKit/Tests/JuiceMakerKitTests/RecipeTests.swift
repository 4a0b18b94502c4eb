import Foundation
import JuiceMakerKit
import Testing

@Suite("Fruits and the classic recipes")
struct RecipeTests {
    @Test(
        "Every classic recipe uses exactly the fruit the app's menu lists",
        arguments: [
            (Juice.strawberry, [Fruit.strawberry: 16]),
            (.banana, [.banana: 2]),
            (.kiwi, [.kiwi: 3]),
            (.pineapple, [.pineapple: 2]),
            (.strawberryBanana, [.strawberry: 10, .banana: 1]),
            (.mango, [.mango: 3]),
            (.mangoKiwi, [.mango: 2, .kiwi: 1]),
        ])
    func classicRecipe(juice: Juice, expected: [Fruit: Int]) {
        let recipe = Dictionary(uniqueKeysWithValues: juice.recipe.map { ($0.fruit, $0.amount) })
        #expect(recipe == expected)
        for fruit in Fruit.allCases {
            #expect(juice.amount(of: fruit) == expected[fruit, default: 0])
        }
    }

    @Test func classicMenuListsTheSevenJuicesInTheAppsOrder() {
        #expect(
            Menu.classic.juices.map(\.id) == [
                "strawberry", "banana", "kiwi", "pineapple", "strawberry-banana", "mango", "mango-kiwi",
            ])
    }

    @Test func classicMenuPassesTheSameValidationAsCustomMenus() throws {
        #expect(try Menu(juices: Juice.classics) == Menu.classic)
        for juice in Juice.classics {
            #expect(try Menu.classic.juice(named: juice.id) == juice)
        }
    }

    @Test func classicJuicesHaveEnglishAndKoreanNames() {
        let korean = Juice.classics.map { $0.name(for: Locale(identifier: "ko_KR")) }
        #expect(korean == ["딸기쥬스", "바나나쥬스", "키위쥬스", "파인애플쥬스", "딸바쥬스", "망고쥬스", "망키쥬스"])
        #expect(Juice.strawberryBanana.name(for: Locale(identifier: "en_US")) == "strawberry-banana juice")
        #expect(Juice.mango.name(for: Locale(identifier: "fr_FR")) == "mango juice")
    }

    @Test func fruitsHaveTheirEmojiAndOrder() {
        #expect(Fruit.allCases.map(\.emoji) == ["🍓", "🍌", "🍍", "🥝", "🥭"])
        #expect(Fruit.allCases.sorted() == Fruit.allCases)
    }

    @Test(
        "Fruit names are understood in English, Korean, emoji and any case",
        arguments: [
            ("Strawberry", Fruit.strawberry), ("딸기", .strawberry), ("🍌", .banana), ("PINEAPPLE", .pineapple),
            ("키위", .kiwi), (" mango ", .mango),
        ])
    func fruitLookup(name: String, fruit: Fruit) throws {
        #expect(try Fruit.named(name) == fruit)
    }

    @Test func unknownFruitNameIsRejectedWithTheChoices() {
        #expect(throws: StockError.unknownFruit("durian")) { try Fruit.named("durian") }
        let message = StockError.unknownFruit("durian").message(locale: Locale(identifier: "en"))
        #expect(message.contains("durian") && message.contains("strawberry, banana, pineapple, kiwi, mango"))
    }
}
