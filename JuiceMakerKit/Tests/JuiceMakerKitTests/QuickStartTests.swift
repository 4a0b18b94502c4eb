import Foundation
import JuiceMakerKit
import Testing

/// The README's quick start, verbatim, so it is known to compile and to print what it says.
@Suite("README quick start")
struct QuickStartTests {
    @Test func quickStartRunsAsDocumented() async throws {
        var printed: [String] = []
        func print(_ line: Any) { printed.append("\(line)") }

        let store = try FruitStore()  // 10 of every fruit, bounds 0…100
        let maker = JuiceMaker(store: store)
        let text = JuiceMakerText(locale: Locale(identifier: "ko"))

        let outcome = try await maker.order(.strawberryBanana)
        print(text.alert(for: outcome).message)  // 딸바쥬스 준비됐어요! 맛있게 즐기세요!

        if case .shortage(let shortage) = try await maker.order(.strawberry) {
            for line in text.lines(for: shortage) { print(line) }  // 🍓 딸기: 16개 필요, 0개 있음 (16개 부족)
        }
        try await store.add(20, of: .strawberry)
        print(await maker.servings(of: .strawberry))  // 1

        #expect(printed == ["딸바쥬스 준비됐어요! 맛있게 즐기세요!", "🍓 딸기: 16개 필요, 0개 있음 (16개 부족)", "1"])
    }
}
