import Foundation
import JuiceMakerKit
import Testing

@Suite("Korean messages name fruits and juices in Korean, with the right particles")
struct KoreanMessageTests {
    private let korean = Locale(identifier: "ko")
    private let english = Locale(identifier: "en")

    @Test func anUnknownJuiceOffersTheMenuByKoreanName() {
        let error = #expect(throws: JuiceMenuError.self) { try JuiceMenu.classic.juice(named: "lemon") }
        let message = error?.message(locale: korean) ?? ""
        #expect(
            message
                == "메뉴에 “lemon”이라는 쥬스가 없어요. 다음 중에서 고르세요: 딸기쥬스, 바나나쥬스, 키위쥬스, 파인애플쥬스, 딸바쥬스, 망고쥬스, 망키쥬스."
        )
        #expect(error?.choices == JuiceMenu.classic.juices.map(\.id))
        #expect(error?.message(locale: english).contains("choose one of: strawberry, banana, kiwi") == true)
    }

    @Test func aJuiceWithoutAKoreanNameIsOfferedByItsEnglishName() throws {
        let menu = try JuiceMenu(juices: [
            try Juice(id: "sunrise", names: ["en": "Sunrise"], recipe: [.mango: 1])
        ])
        let error = #expect(throws: JuiceMenuError.self) { try menu.juice(named: "x") }
        #expect(error?.message(locale: korean).hasSuffix("다음 중에서 고르세요: Sunrise.") == true)
    }

    @Test func anUnknownFruitOffersTheFruitsByKoreanName() {
        let error = #expect(throws: StockError.self) { try Fruit.named("durian") }
        #expect(
            error?.message(locale: korean)
                == "“durian”이라는 과일은 없어요. 다음 중에서 고르세요: 딸기, 바나나, 파인애플, 키위, 망고.")
        #expect(
            error?.message(locale: english).hasSuffix(
                "use one of: strawberry, banana, pineapple, kiwi, mango.") == true)
    }

    @Test func aFruitNamedTwiceIsNamedInKoreanWithItsParticle() {
        let message = JuiceMenuError.duplicateFruit(.kiwi, spellings: ["kiwi", "KIWI"], juice: "x").message(
            locale: korean)
        #expect(message.contains("레시피에 키위가 여러 번 있어요"), "\(message)")
    }

    @Test(
        "No Korean message shows a particle marker or an English fruit id outside a file key",
        arguments: [
            JuiceMenuError.unknownFruit("durian", juice: "x").message(locale: Locale(identifier: "ko")),
            JuiceMenuError.duplicateFruit(.kiwi, spellings: ["kiwi", "KIWI"], juice: "x").message(
                locale: Locale(identifier: "ko")),
            JuiceMenuError.invalidAmount(0, fruit: .kiwi, juice: "x").message(
                locale: Locale(identifier: "ko")),
            JuiceMenuError.duplicateName("sun", juices: ["a", "b"]).message(locale: Locale(identifier: "ko")),
            StockError.defaultOutOfBounds(count: 101, bounds: 0...100).message(
                locale: Locale(identifier: "ko")),
            StockError.storedOutOfBounds(fruit: .kiwi, count: 101, bounds: 0...100).message(
                locale: Locale(identifier: "ko")),
            StockError.invalidQuantity(0).message(locale: Locale(identifier: "ko")),
            PersistenceError.newerFormat(path: "/i.json", format: 2).message(
                locale: Locale(identifier: "ko")),
        ])
    func noParticleMarkers(message: String) {
        for marker in ["(를)", "(을)", "(가)", "(이)", "(는)", "(은)", "(와)", "(과)", "(으)"] {
            #expect(!message.contains(marker), "\(message)")
        }
        // A file key is spelled `kiwi(키위)` and what a file wrote is quoted; anywhere else the
        // kiwi is 키위.
        let ownWords = message.replacing(/“[^”]*”/, with: "")
        #expect(ownWords.firstMatch(of: /kiwi(?!\()/) == nil, "\(message)")
    }

    @Test func fileKeysAreSpelledAsTheFileMustWithTheKoreanNameBeside() {
        let message = JuiceMenuError.unknownFruit("durian", juice: "x").message(locale: korean)
        #expect(
            message.hasSuffix(
                "strawberry(딸기), banana(바나나), pineapple(파인애플), kiwi(키위), mango(망고)."),
            "\(message)")
    }
}
