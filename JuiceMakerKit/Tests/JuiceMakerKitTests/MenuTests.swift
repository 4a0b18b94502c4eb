import Foundation
import JuiceMakerKit
import Testing

@Suite("Menus: lookup, custom menus from JSON, validation")
struct MenuTests {
    @Test(
        "Juice names match by id, English or Korean name, in any case",
        arguments: [
            ("strawberry-banana", "strawberry-banana"), ("Strawberry Banana Juice", "strawberry-banana"),
            ("딸바쥬스", "strawberry-banana"), ("MANGO", "mango"), ("망키쥬스", "mango-kiwi"),
            ("mango kiwi", "mango-kiwi"), ("pineapple juice", "pineapple"),
        ])
    func lookup(name: String, id: String) throws {
        #expect(try Menu.classic.juice(named: name).id == id)
    }

    @Test func unknownJuiceNamesTheChoices() {
        #expect(throws: MenuError.unknownJuice("lemonade", choices: Menu.classic.juices.map(\.id))) {
            try Menu.classic.juice(named: "lemonade")
        }
    }

    @Test func customMenuLoadsFromJSONAndRoundTrips() throws {
        let json = Data(
            """
            {"name": "Corner Bar", "juices": [
              {"id": "sunrise", "names": {"en": "Sunrise", "ko": "선라이즈"}, "recipe": {"mango": 1, "pineapple": 2}},
              {"id": "green", "recipe": {"kiwi": 4}}
            ]}
            """.utf8)
        let menu = try Menu(json: json)
        #expect(menu.name == "Corner Bar")
        #expect(menu.juices.map(\.id) == ["sunrise", "green"])
        let sunrise = try menu.juice(named: "선라이즈")
        #expect(sunrise.recipe == [Ingredient(.pineapple, 2), Ingredient(.mango, 1)])
        #expect(try menu.juice(named: "GREEN").name(for: Locale(identifier: "ko")) == "green")
        #expect(try Menu(json: menu.jsonData()) == menu)
        #expect(try Menu(json: Menu.classic.jsonData()) == Menu.classic)
    }

    @Test(
        "Invalid menus are rejected, each with its own error",
        arguments: [
            ("not json", MenuError.malformed("the file is not valid JSON")),
            (#"{"juices": []}"#, .emptyMenu),
            (#"{"juices": [{"id": "x", "recipe": {"durian": 1}}]}"#, .unknownFruit("durian", juice: "x")),
            (
                #"{"juices": [{"id": "x", "recipe": {"kiwi": 0}}]}"#,
                .invalidAmount(0, fruit: .kiwi, juice: "x")
            ),
            (
                #"{"juices": [{"id": "x", "recipe": {"kiwi": -2}}]}"#,
                .invalidAmount(-2, fruit: .kiwi, juice: "x")
            ),
            (#"{"juices": [{"id": "x", "recipe": {}}]}"#, .emptyRecipe(juice: "x")),
            (#"{"juices": [{"id": "  ", "recipe": {"kiwi": 1}}]}"#, .missingIdentifier),
            (
                #"{"juices": [{"id": "a", "recipe": {"kiwi": 1}}, {"id": "A", "recipe": {"mango": 1}}]}"#,
                .duplicateName("a", juices: ["a", "A"])
            ),
            (
                #"{"juices": [{"id": "a", "names": {"en": "Same"}, "recipe": {"kiwi": 1}}, {"id": "b", "names": {"ko": "same"}, "recipe": {"mango": 1}}]}"#,
                .duplicateName("same", juices: ["a", "b"])
            ),
            (#"{"juices": [{"id": "x"}]}"#, .malformed("missing key “recipe” at juices[0].recipe")),
            (
                #"{"juices": [{"id": "x", "recipe": {"kiwi": "two"}}]}"#,
                .malformed("wrong type at juices[0].recipe.kiwi")
            ),
        ])
    func invalidMenu(json: String, error: MenuError) {
        #expect(throws: error) { try Menu(json: Data(json.utf8)) }
    }

    @Test func menuErrorsHaveOneLineMessagesInBothLanguages() {
        let errors: [MenuError] = [
            .malformed("x"), .emptyMenu, .missingIdentifier, .emptyRecipe(juice: "x"),
            .unknownFruit("d", juice: "x"),
            .invalidAmount(0, fruit: .kiwi, juice: "x"), .duplicateName("a", juices: ["a", "b"]),
            .unknownJuice("y", choices: ["a"]),
        ]
        for error in errors {
            for language in ["en", "ko"] {
                let message = error.message(locale: Locale(identifier: language))
                #expect(!message.isEmpty && !message.contains("\n") && !message.hasPrefix("error."))
            }
        }
        #expect(MenuError.emptyMenu.message(locale: Locale(identifier: "ko")).contains("쥬스"))
    }
}
