import Foundation
import JuiceMakerKit
import Testing

@Suite("JuiceMaker: all-or-nothing orders")
struct JuiceMakerTests {
    @Test("Every classic juice can be ordered from a full store", arguments: Juice.classics)
    func everyRecipeConsumesItsFruit(juice: Juice) async throws {
        let maker = JuiceMaker(store: try FruitStore(defaultStock: 100))
        let outcome = try await maker.order(juice)
        let after = await maker.store.snapshot
        #expect(outcome == .served(Order(juice: juice, count: 1, remaining: after)))
        for fruit in Fruit.allCases {
            #expect(after[fruit] == 100 - juice.amount(of: fruit))
        }
    }

    @Test func orderingSeveralTakesTheRecipeThatManyTimes() async throws {
        let maker = JuiceMaker(store: try FruitStore())
        let outcome = try await maker.order(.mangoKiwi, count: 3)
        #expect(outcome.isServed)
        #expect(
            await maker.store.snapshot
                == Inventory([.strawberry: 10, .banana: 10, .pineapple: 10, .kiwi: 7, .mango: 4]))
    }

    @Test func aShortOrderTakesNothingAndSaysExactlyWhatIsMissing() async throws {
        // Given plenty of bananas but only 9 strawberries
        let store = try FruitStore()
        try await store.setStock(9, of: .strawberry)
        let before = await store.snapshot
        // When a strawberry-banana juice is ordered twice over
        let outcome = try await JuiceMaker(store: store).order(.strawberryBanana, count: 2)
        // Then nothing is consumed and the shortage names the strawberries only
        #expect(await store.snapshot == before)
        guard case .shortage(let shortage) = outcome else {
            Issue.record("expected a shortage, got \(outcome)")
            return
        }
        #expect(shortage.shortfalls == [Shortfall(fruit: .strawberry, needed: 20, available: 9)])
        #expect(shortage.shortfalls.first?.missing == 11)
        #expect(shortage.stock == before)
    }

    @Test func shortageListsEveryShortFruit() async throws {
        let store = try FruitStore(inventory: Inventory([.strawberry: 5, .banana: 0, .mango: 10]))
        let outcome = try await JuiceMaker(store: store).order(.strawberryBanana)
        guard case .shortage(let shortage) = outcome else {
            Issue.record("expected a shortage")
            return
        }
        #expect(
            shortage.shortfalls == [
                Shortfall(fruit: .strawberry, needed: 10, available: 5),
                Shortfall(fruit: .banana, needed: 1, available: 0),
            ])
    }

    @Test func hugeOrderCountsAreAClearErrorNotAnOverflow() async throws {
        // Given a store whose bounds allow any count, full to the brim
        let store = try FruitStore(defaultStock: Int.max, bounds: 0...Int.max)
        let maker = JuiceMaker(store: store)
        // When an order needs more bananas than an Int can count (2 × (Int.max / 2 + 1))
        let count = Int.max / 2 + 1
        // Then it is refused with an error naming the order, and nothing is taken
        await #expect(throws: StockError.orderTooLarge(.banana, count: count)) {
            try await maker.order(.banana, count: count)
        }
        await #expect(throws: StockError.orderTooLarge(.strawberry, count: Int.max)) {
            try await maker.shortfalls(for: .strawberry, count: Int.max)
        }
        #expect(await store.snapshot == Inventory(uniformStock: Int.max))
        let message = StockError.orderTooLarge(.banana, count: count).message(
            locale: Locale(identifier: "en"))
        #expect(message.contains("banana juice"))
        #expect(message.contains("order fewer"))
    }

    @Test func inventoryArithmeticOnExtremeCountsNeverTraps() throws {
        let empty = Inventory(uniformStock: Int.min)
        #expect(empty.servings(of: .mangoKiwi) == 0)
        let shortfalls = try empty.shortfalls(for: .kiwi, count: 2)
        #expect(shortfalls == [Shortfall(fruit: .kiwi, needed: 6, available: Int.min)])
        #expect(shortfalls.first?.missing == Int.max)
        #expect(throws: StockError.invalidQuantity(0)) { try empty.shortfalls(for: .kiwi, count: 0) }
        let full = Inventory(uniformStock: Int.max)
        #expect(full.servings(of: .kiwi) == Int.max / 3)
        #expect(throws: StockError.orderTooLarge(.strawberry, count: Int.max / 8)) {
            try full.shortfalls(for: .strawberry, count: Int.max / 8)
        }
    }

    @Test(arguments: [0, -1, Int.min])
    func nonPositiveCountsAreRejected(count: Int) async throws {
        let maker = JuiceMaker(store: try FruitStore())
        await #expect(throws: StockError.invalidQuantity(count)) {
            try await maker.order(.kiwi, count: count)
        }
        #expect(await maker.store.snapshot == Inventory(uniformStock: 10))
    }

    @Test func servingsAndShortfallsAnswerAShopsQuestions() async throws {
        let maker = JuiceMaker(
            store: try FruitStore(inventory: Inventory([.mango: 7, .kiwi: 2, .strawberry: 35])))
        #expect(await maker.servings(of: .mango) == 2)
        #expect(await maker.servings(of: .mangoKiwi) == 2)
        #expect(await maker.servings(of: .strawberry) == 2)
        #expect(await maker.servings(of: .banana) == 0)
        #expect(
            try await maker.shortfalls(for: .mangoKiwi, count: 4) == [
                Shortfall(fruit: .kiwi, needed: 4, available: 2),
                Shortfall(fruit: .mango, needed: 8, available: 7),
            ])
        #expect(try await maker.shortfalls(for: .mango, count: 2).isEmpty)
    }

    @Test("Random order sequences never go negative and consume exactly what was served", arguments: 1...20)
    func randomSequencesKeepTheBooks(seed: Int) async throws {
        var random = SplitMix64(seed: UInt64(seed))
        let start = Inventory(
            Dictionary(
                uniqueKeysWithValues: Fruit.allCases.map { ($0, Int.random(in: 0...100, using: &random)) }))
        let store = try FruitStore(inventory: start)
        let maker = JuiceMaker(store: store)
        var expected = start.dictionary
        for _ in 0..<200 {
            let juice = Juice.classics.randomElement(using: &random) ?? .banana
            let count = Int.random(in: 1...4, using: &random)
            let outcome = try await maker.order(juice, count: count)
            let canMake = juice.recipe.allSatisfy { expected[$0.fruit, default: 0] >= $0.amount * count }
            #expect(outcome.isServed == canMake)
            if outcome.isServed {
                for ingredient in juice.recipe {
                    expected[ingredient.fruit, default: 0] -= ingredient.amount * count
                }
            }
            let now = await store.snapshot
            #expect(now.counts.allSatisfy { $0.count >= 0 })
            #expect(now.dictionary == expected)
        }
    }

    @Test func aThousandConcurrentOrdersLeaveAConsistentInventory() async throws {
        // Given 100 of every fruit
        let store = try FruitStore(defaultStock: 100)
        let maker = JuiceMaker(store: store)
        // When 1,000 orders for random juices race from many tasks
        let outcomes = try await withThrowingTaskGroup(of: OrderOutcome.self) { group in
            for index in 0..<1_000 {
                group.addTask {
                    try await maker.order(Juice.classics[index % Juice.classics.count])
                }
            }
            var outcomes: [OrderOutcome] = []
            for try await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        let served = outcomes.compactMap { outcome -> Juice? in
            if case .served(let order) = outcome { return order.juice }
            return nil
        }
        let refused = outcomes.compactMap { outcome -> Juice? in
            if case .shortage(let shortage) = outcome { return shortage.juice }
            return nil
        }
        // Then what is left is the start minus exactly the served recipes, never below zero
        let after = await store.snapshot
        for fruit in Fruit.allCases {
            let consumed = served.reduce(0) { $0 + $1.amount(of: fruit) }
            #expect(after[fruit] == 100 - consumed)
            #expect(after[fruit] >= 0)
        }
        // And every refusal was deserved: stock only shrinks, so a juice refused at any moment
        // cannot be made from what is left at the end either
        #expect(!refused.isEmpty)
        for juice in Set(refused) {
            #expect(after.servings(of: juice) == 0, "\(juice.id) was refused but can still be made")
        }
    }
}

/// A small seeded generator, so random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
