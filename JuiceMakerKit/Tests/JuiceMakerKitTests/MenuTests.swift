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
        #expect(try JuiceMenu.classic.juice(named: name).id == id)
    }

    @Test func unknownJuiceNamesTheChoices() {
        #expect(throws: JuiceMenuError.unknownJuice("lemonade", juices: JuiceMenu.classic.juices)) {
            try JuiceMenu.classic.juice(named: "lemonade")
        }
    }

    @Test func anUnknownJuiceOfAMillionCharactersIsQuotedShort() {
        let error = #expect(throws: JuiceMenuError.self) {
            try JuiceMenu.classic.juice(named: String(repeating: "x", count: 1_000_000))
        }
        let message = error?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(message.count < 600, "\(message.count)")
        #expect(message.contains(String(repeating: "x", count: 80) + "…"))
    }

    @Test func anUnknownFruitOfAMillionCharactersIsQuotedShort() {
        let error = #expect(throws: StockError.self) {
            try Fruit.named(String(repeating: "x", count: 1_000_000))
        }
        for language in ["en", "ko"] {
            let message = error?.message(locale: Locale(identifier: language)) ?? ""
            #expect(message.count < 600, "\(message.count)")
            #expect(message.contains(String(repeating: "x", count: 80) + "…"))
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
        let menu = try JuiceMenu(json: json)
        #expect(menu.name == "Corner Bar")
        #expect(menu.juices.map(\.id) == ["sunrise", "green"])
        let sunrise = try menu.juice(named: "선라이즈")
        #expect(sunrise.recipe == [Ingredient(.pineapple, 2), Ingredient(.mango, 1)])
        #expect(try menu.juice(named: "GREEN").name(for: Locale(identifier: "ko")) == "green")
        #expect(try JuiceMenu(json: menu.jsonData()) == menu)
        #expect(try JuiceMenu(json: JuiceMenu.classic.jsonData()) == JuiceMenu.classic)
    }

    @Test(
        "Invalid menus are rejected, each with its own error",
        arguments: [
            (#"{"juices": []}"#, JuiceMenuError.emptyMenu),
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
            (#"{"juices": [{"id": "\u200B\u00A0", "recipe": {"kiwi": 1}}]}"#, .missingIdentifier),
            (
                #"{"juices": [{"id": "a", "recipe": {"kiwi": 1}}, {"id": "A", "recipe": {"mango": 1}}]}"#,
                .duplicateName("a", juices: ["a", "A"])
            ),
            (
                #"{"juices": [{"id": "a", "names": {"en": "Same"}, "recipe": {"kiwi": 1}}, {"id": "b", "names": {"ko": "same"}, "recipe": {"mango": 1}}]}"#,
                .duplicateName("same", juices: ["a", "b"])
            ),
            (
                #"{"juices": [{"id": "x", "recipe": {"kiwi": 1, "KIWI": 50}}]}"#,
                .duplicateFruit(.kiwi, spellings: ["KIWI", "kiwi"], juice: "x")
            ),
            (
                #"{"juices": [{"id": "x", "recipe": {"Mango ": 1, "mango": 2, "kiwi": 0}}]}"#,
                .duplicateFruit(.mango, spellings: ["Mango ", "mango"], juice: "x")
            ),
            (#"{"juices": [{"id": "x\u001B[2J", "recipe": {"kiwi": 1}}]}"#, .invalidName("x\u{1B}[2J")),
            (
                #"{"juices": [{"id": "x", "names": {"en": "bad\u0007"}, "recipe": {"kiwi": 1}}]}"#,
                .invalidName("bad\u{07}")
            ),
            (
                #"{"name": "Bar\u0000", "juices": [{"id": "x", "recipe": {"kiwi": 1}}]}"#,
                .invalidName("Bar\u{00}")
            ),
        ])
    func invalidMenu(json: String, error: JuiceMenuError) {
        #expect(throws: error) { try JuiceMenu(json: Data(json.utf8)) }
    }

    @Test func aFruitNamedTwiceInDifferentCaseIsRejectedNamingBothSpellings() throws {
        let json = Data(#"{"juices": [{"id": "green", "recipe": {"kiwi": 1, "KIWI": 50}}]}"#.utf8)
        let error = try #require(throws: JuiceMenuError.self) { try JuiceMenu(json: json) }
        #expect(error.kind == .duplicateFruit)
        #expect(error.fruit == "kiwi")
        #expect(error.juice == "green")
        let message = error.message(locale: Locale(identifier: "en"))
        #expect(message.contains("“KIWI”"))
        #expect(message.contains("“kiwi”"))
        #expect(message.contains("green"))
        #expect(error.message(locale: Locale(identifier: "ko")).contains("여러 번"))
    }

    @Test(
        "JSON that is not a menu is reported with the shared decoding text and its coding path",
        arguments: [
            ("not json", "the data is not valid JSON"),
            (#"{"juices": [{"id": "x"}]}"#, "the key “recipe” is missing at juices[0]"),
            (
                #"{"juices": [{"id": "x", "recipe": {"kiwi": "two"}}]}"#,
                "juices[0].recipe.kiwi should be a number"
            ),
            (#"{"juices": {"id": "x"}}"#, "juices should be a list"),
        ])
    func malformedMenusSayWhere(json: String, detail: String) throws {
        let error = try #require(throws: JuiceMenuError.self) { try JuiceMenu(json: Data(json.utf8)) }
        #expect(error.kind == .malformed)
        #expect(!error.isFileProblem)
        let message = error.message(locale: Locale(identifier: "en"))
        #expect(message.contains(detail), "\(message)")
    }

    @Test(
        "An amount no Int holds names the juice, the fruit, the value and the allowed range",
        arguments: [
            ("1e30", "1000000000000000000000000000000"), ("99999999999999999999", "99999999999999999999"),
            ("1.5", "1.5"), ("-1e30", "-1000000000000000000000000000000"),
        ])
    func outOfRangeAmountsNameTheRange(amount: String, shown: String) throws {
        let json = Data(#"{"juices": [{"id": "big", "recipe": {"mango": \#(amount)}}]}"#.utf8)
        let error = try #require(throws: JuiceMenuError.self) { try JuiceMenu(json: json) }
        #expect(error.kind == .invalidAmount)
        #expect(error.amount == shown)
        #expect(error.fruit == "mango")
        #expect(error.juice == "big")
        let message = error.message(locale: Locale(identifier: "en"))
        #expect(!message.contains("not valid JSON"))
        #expect(message.contains("“big”"))
        #expect(message.contains("mango"))
        #expect(message.contains(shown))
        #expect(message.contains("from 1 to 9,223,372,036,854,775,807"), "\(message)")
    }

    @Test(
        "Juice names with invisible characters, no-break spaces or decomposed Hangul are found",
        arguments: [
            ("\u{200B}mango kiwi\u{FEFF}", "mango-kiwi"), ("mango\u{00A0}kiwi", "mango-kiwi"),
            ("strawberry\u{202F}banana\u{2060} juice", "strawberry-banana"),
            ("딸바쥬스".decomposedStringWithCanonicalMapping, "strawberry-banana"),
            ("  MANGO\t", "mango"), ("mango\u{200D}kiwi", "mango-kiwi"),
        ])
    func juiceNamesAreCleanedBeforeLookup(name: String, id: String) throws {
        #expect(try JuiceMenu.classic.juice(named: name).id == id)
    }

    @Test func controlCharactersInAJuiceNameAreRefused() throws {
        let error = try #require(throws: JuiceMenuError.self) {
            try JuiceMenu.classic.juice(named: "mango\u{1B}[31m")
        }
        #expect(error.kind == .invalidName)
        let message = error.message(locale: Locale(identifier: "en"))
        #expect(message.contains("mango\\u{1B}[31m"))
        #expect(!message.contains("\u{1B}"))
    }

    @Test func customMenuNamesAreKeptCleaned() throws {
        let json = Data(
            #"{"name": " Corner\u00A0\u00A0Bar ", "juices": [{"id": "\u200Bsunrise ", "names": {"en": "Sunrise\u202FSpecial\u200B", "ko": "선라이즈"}, "recipe": {"mango": 1}}]}"#
                .utf8)
        let menu = try JuiceMenu(json: json)
        #expect(menu.name == "Corner Bar")
        #expect(menu.juices.first?.id == "sunrise")
        #expect(menu.juices.first?.names["en"] == "Sunrise Special")
        let decomposed = "선라이즈".decomposedStringWithCanonicalMapping
        #expect(try menu.juice(named: decomposed).id == "sunrise")
        #expect(try menu.juice(named: "sunrise special").id == "sunrise")
    }

    @Test func menuErrorsHaveOneLineMessagesInBothLanguages() {
        let errors: [JuiceMenuError] = [
            .malformed("x"), .emptyMenu, .missingIdentifier, .emptyRecipe(juice: "x"),
            .unknownFruit("d", juice: "x"), .duplicateFruit(.kiwi, spellings: ["kiwi", "KIWI"], juice: "x"),
            .invalidAmount(0, fruit: .kiwi, juice: "x"), .duplicateName("a", juices: ["a", "b"]),
            .unknownJuice("y", choices: ["a"]), .invalidName("a\u{7}"), .fileNotFound(path: "/m.json"),
            .fileIsDirectory(path: "/m"), .fileUnreadable(path: "/m.json", reason: "Permission denied"),
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
            #expect(english != korean, "\(error.kind) is not translated")
        }
        #expect(JuiceMenuError.emptyMenu.message(locale: Locale(identifier: "ko")).contains("쥬스"))
    }
}
