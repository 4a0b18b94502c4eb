import Foundation
import JuiceMakerKit
import Testing

/// The juice names the seed app wrote (`딸기바나나 주스`, `키위망고 주스`, `kiwiMangoJuice`) find their
/// juices beside the kit's own names, and no other spelling makes a name ambiguous.
@Suite("Juice names as the seed app writes them")
struct SeedJuiceNameTests {
    @Test(
        "The seed's Korean and English juice names find the classic juices",
        arguments: [
            ("딸기 주스", "strawberry"), ("바나나 주스", "banana"), ("키위 주스", "kiwi"),
            ("파인애플 주스", "pineapple"), ("딸기바나나 주스", "strawberry-banana"), ("망고 주스", "mango"),
            ("키위망고 주스", "mango-kiwi"), ("strawberryBananaJuice", "strawberry-banana"),
            ("kiwiMangoJuice", "mango-kiwi"), ("kiwi mango juice", "mango-kiwi"),
            // A one-fruit juice by its fruit's Korean name, as `strawberry` finds it in English
            ("딸기", "strawberry"), ("바나나", "banana"), ("키위", "kiwi"), ("파인애플", "pineapple"), ("망고", "mango"),
        ])
    func seedNames(name: String, id: String) throws {
        #expect(try JuiceMenu.classic.juice(named: name).id == id)
    }

    @Test(
        "주스 and 쥬스, with or without a space, short or full names, all find the same juice",
        arguments: [
            ("딸기 쥬스", "strawberry"), ("딸기주스", "strawberry"), ("딸바주스", "strawberry-banana"),
            ("딸바 주스", "strawberry-banana"), ("딸기바나나쥬스", "strawberry-banana"),
            ("딸기바나나 쥬스", "strawberry-banana"), ("망키 주스", "mango-kiwi"), ("망고키위 주스", "mango-kiwi"),
            ("키위망고쥬스", "mango-kiwi"), ("파인애플주스", "pineapple"),
        ])
    func spellings(name: String, id: String) throws {
        #expect(try JuiceMenu.classic.juice(named: name).id == id)
    }

    @Test(
        "A Korean name without 주스 finds its juice, as an English name without juice does",
        arguments: [
            ("딸기바나나", "strawberry-banana"), ("딸기 바나나", "strawberry-banana"), ("딸바", "strawberry-banana"),
            ("망고키위", "mango-kiwi"), ("망고 키위", "mango-kiwi"), ("키위망고", "mango-kiwi"), ("망키", "mango-kiwi"),
            ("strawberry banana", "strawberry-banana"), ("mango kiwi", "mango-kiwi"),
        ])
    func bareNames(name: String, id: String) throws {
        // Given the classic menu
        let menu = JuiceMenu.classic
        // When a juice is asked for by its name without the word for juice
        let juice = try menu.juice(named: name)
        // Then it is the juice that name stands for, in Korean as in English
        #expect(juice.id == id)
    }

    @Test func aBareNameTwoJuicesCouldClaimOrNoJuiceHasIsRefusedAsBefore() throws {
        // Given a menu that sells 베리주스 and 베리쥬스 as two juices, and 망고라씨 주스
        let menu = try JuiceMenu(
            json: Data(
                """
                {"juices": [
                  {"id": "a", "names": {"ko": "베리주스"}, "recipe": {"strawberry": 1}},
                  {"id": "b", "names": {"ko": "베리쥬스"}, "recipe": {"strawberry": 2}},
                  {"id": "c", "names": {"ko": "망고라씨 주스"}, "recipe": {"mango": 1}}
                ]}
                """.utf8))
        // When each is asked for without 주스, then the lone one is found
        #expect(try menu.juice(named: "망고라씨").id == "c")
        // And the name both could claim, and names no juice has, are refused with the usual message
        for name in ["베리", "주스", "레몬", "딸기바나나키위"] {
            let error = #expect(throws: JuiceMenuError.self) { try menu.juice(named: name) }
            #expect(error?.kind == .unknownJuice)
            #expect(error?.message(locale: Locale(identifier: "ko")).hasPrefix("메뉴에 “\(name)”") == true)
        }
        #expect(throws: JuiceMenuError.unknownJuice("딸기바나나키위", juices: JuiceMenu.classic.juices)) {
            try JuiceMenu.classic.juice(named: "딸기바나나키위")
        }
    }

    @Test func theSeedsNamesWorkOnAClassicMenuReadFromAFile() throws {
        let menu = try JuiceMenu(json: JuiceMenu.classic.jsonData())
        #expect(try menu.juice(named: "키위망고 주스").id == "mango-kiwi")
        #expect(try menu.juice(named: "딸기 주스").id == "strawberry")
    }

    @Test func noOtherNameIsAClassicJuicesNameOrAnotherJuicesOtherName() throws {
        // Every other name finds exactly its own juice, and the kit's names still find theirs.
        for juice in Juice.classics {
            for name in juice.names.values + [juice.id] {
                #expect(try JuiceMenu.classic.juice(named: name) == juice)
            }
        }
        #expect(throws: JuiceMenuError.self) { try JuiceMenu.classic.juice(named: "주스") }
        #expect(throws: JuiceMenuError.self) { try JuiceMenu.classic.juice(named: "딸기바나나키위 주스") }
    }

    @Test func aJuiceNamedLikeAnotherJuicesOtherNameKeepsItsNameAndTheMenuLoads() throws {
        // Given a custom menu whose own juice is called what the seed called the classic one
        let json = Data(
            """
            {"juices": [
              {"id": "strawberry-banana", "names": {"en": "strawberry-banana juice", "ko": "딸바쥬스"},
               "recipe": {"strawberry": 10, "banana": 1}},
              {"id": "house", "names": {"ko": "딸기바나나 주스"}, "recipe": {"strawberry": 1, "banana": 1}}
            ]}
            """.utf8)
        // When it is read, then it loads, and each name finds the juice that carries it
        let menu = try JuiceMenu(json: json)
        #expect(try menu.juice(named: "딸기바나나 주스").id == "house")
        #expect(try menu.juice(named: "딸기바나나 쥬스").id == "house")
        #expect(try menu.juice(named: "딸바 주스").id == "strawberry-banana")
    }

    @Test func twoJuicesSpelledOnlyByJuseAndJyuseKeepTheirOwnSpellingAndNothingElse() throws {
        // Given a menu that sells 베리주스 and 베리쥬스 as two juices (it loaded before, it still does)
        let json = Data(
            """
            {"juices": [
              {"id": "a", "names": {"ko": "베리주스"}, "recipe": {"strawberry": 1}},
              {"id": "b", "names": {"ko": "베리쥬스"}, "recipe": {"strawberry": 2}},
              {"id": "c", "names": {"ko": "망고라씨 주스"}, "recipe": {"mango": 1}}
            ]}
            """.utf8)
        let menu = try JuiceMenu(json: json)
        // Then each spelling finds its own juice, and the other spelling of a lone name finds it
        #expect(try menu.juice(named: "베리주스").id == "a")
        #expect(try menu.juice(named: "베리 쥬스").id == "b")
        #expect(try menu.juice(named: "망고라씨쥬스").id == "c")
    }

    @Test func aCustomJuiceWithAClassicIDButItsOwnRecipeGetsNoSeedName() throws {
        let json = Data(
            #"{"juices": [{"id": "mango-kiwi", "names": {"ko": "망키"}, "recipe": {"mango": 1}}]}"#.utf8)
        let menu = try JuiceMenu(json: json)
        #expect(throws: JuiceMenuError.self) { try menu.juice(named: "키위망고 주스") }
    }
}
