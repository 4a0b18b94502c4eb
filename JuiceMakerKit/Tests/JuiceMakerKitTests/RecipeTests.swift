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
            JuiceMenu.classic.juices.map(\.id) == [
                "strawberry", "banana", "kiwi", "pineapple", "strawberry-banana", "mango", "mango-kiwi",
            ])
    }

    @Test func classicMenuPassesTheSameValidationAsCustomMenus() throws {
        #expect(try JuiceMenu(juices: Juice.classics) == JuiceMenu.classic)
        for juice in Juice.classics {
            #expect(try JuiceMenu.classic.juice(named: juice.id) == juice)
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
            ("키위", .kiwi), (" mango ", .mango), ("\u{200B}kiwi\u{00A0}", .kiwi), ("ki\u{200D}wi", .kiwi),
            ("\u{FEFF}Pine\u{2060}apple\u{202F}", .pineapple),
            ("키위".decomposedStringWithCanonicalMapping, .kiwi),
            ("🍓\u{FE0F}", .strawberry), ("\tBanana\n", .banana),
        ])
    func fruitLookup(name: String, fruit: Fruit) throws {
        #expect(try Fruit.named(name) == fruit)
    }

    @Test func unknownFruitNameIsRejectedWithTheChoices() throws {
        let error = try #require(throws: StockError.self) { try Fruit.named("durian") }
        #expect(error == .unknownFruit("durian"))
        #expect(error.kind == .unknownFruit)
        #expect(error.name == "durian")
        let message = error.message(locale: Locale(identifier: "en"))
        #expect(message.contains("durian"))
        #expect(message.contains("strawberry, banana, pineapple, kiwi, mango"))
    }

    @Test(
        "Fruit names with control characters are refused, and the message shows them escaped",
        arguments: ["ki\u{1B}wi", "kiwi\u{7}", "\u{202E}iwik", "kiwi\u{85}"])
    func controlCharactersInFruitNamesAreRefused(name: String) throws {
        let error = try #require(throws: StockError.self) { try Fruit.named(name) }
        #expect(error == .invalidName(name))
        let message = error.message(locale: Locale(identifier: "en"))
        #expect(message.contains("control characters"))
        #expect(message.contains("\\u{"))
        #expect(message.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
    }
}
