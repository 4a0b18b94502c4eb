import Foundation
import JuiceMakerKit
import Testing

@Suite("FruitStore: counts, bounds, observation")
struct FruitStoreTests {
    @Test func everyFruitStartsAtTenByDefault() async throws {
        let store = try FruitStore()
        #expect(await store.snapshot == Inventory(uniformStock: 10))
        for fruit in Fruit.allCases { #expect(await store.stock(of: fruit) == 10) }
    }

    @Test func defaultStockIsChangeableAtCreationAndByReset() async throws {
        let store = try FruitStore(defaultStock: 25)
        #expect(await store.snapshot == Inventory(uniformStock: 25))
        try await store.setStock(3, of: .kiwi)
        try await store.reset()
        #expect(await store.snapshot == Inventory(uniformStock: 25))
        try await store.reset(to: 7)
        #expect(await store.snapshot == Inventory(uniformStock: 7))
    }

    @Test func setAddAndRemoveChangeOneFruit() async throws {
        let store = try FruitStore()
        try await store.setStock(42, of: .mango)
        try await store.add(8, of: .mango)
        try await store.remove(5, of: .banana)
        #expect(
            await store.snapshot
                == Inventory([.strawberry: 10, .banana: 5, .pineapple: 10, .kiwi: 10, .mango: 50]))
    }

    /// One change to a store, as a value a parameterized test can carry.
    enum Change: Sendable, CustomTestStringConvertible {
        case set(Int)
        case add(Int)
        case remove(Int)
        case reset(Int)

        /// Applies the change to the kiwis of `store` (all fruits for a reset).
        func apply(to store: FruitStore) async throws {
            switch self {
            case .set(let count): try await store.setStock(count, of: .kiwi)
            case .add(let amount): try await store.add(amount, of: .kiwi)
            case .remove(let amount): try await store.remove(amount, of: .kiwi)
            case .reset(let count): try await store.reset(to: count)
            }
        }

        var testDescription: String {
            switch self {
            case .set(let count): "set kiwi to \(count)"
            case .add(let amount): "add \(amount) kiwi"
            case .remove(let amount): "remove \(amount) kiwi"
            case .reset(let count): "reset to \(count)"
            }
        }
    }

    @Test func anAdditionPastTheLargestCountSaysSoWithoutContradictingItself() async throws {
        let store = try FruitStore(defaultStock: 10, bounds: 0...Int.max)
        let error = await #expect(throws: StockError.self) { try await store.add(Int.max, of: .kiwi) }
        #expect(error == .outOfBounds(fruit: .kiwi, pastLargestCountWithin: 0...Int.max))
        #expect(error?.kind == .outOfBounds)
        #expect(error?.value == Int.max)
        #expect(error?.bounds == 0...Int.max)
        #expect(await store.stock(of: .kiwi) == 10)
        #expect(
            error?.message(locale: Locale(identifier: "en"))
                == "Kiwi can't go past 9,223,372,036,854,775,807, the largest count there is: stock stays "
                + "between 0 and 9,223,372,036,854,775,807. Add less.")
        let korean = error?.message(locale: Locale(identifier: "ko")) ?? ""
        #expect(korean.contains("가장 큰 수") && !korean.hasPrefix("error."))
    }

    @Test(
        "Changes that would leave the bounds are refused and change nothing",
        arguments: [
            (Change.set(101), StockError.outOfBounds(fruit: .kiwi, count: 101, bounds: 0...100)),
            (.set(-1), .outOfBounds(fruit: .kiwi, count: -1, bounds: 0...100)),
            (.add(91), .outOfBounds(fruit: .kiwi, count: 101, bounds: 0...100)),
            (.remove(11), .outOfBounds(fruit: .kiwi, count: -1, bounds: 0...100)),
            (.add(0), .invalidQuantity(0)),
            (.remove(-3), .invalidQuantity(-3)),
            (.add(Int.max), .outOfBounds(fruit: .kiwi, pastLargestCountWithin: 0...100)),
            (.remove(Int.max), .outOfBounds(fruit: .kiwi, count: 10 - Int.max, bounds: 0...100)),
            (.reset(101), .defaultOutOfBounds(count: 101, bounds: 0...100)),
        ])
    func boundsAreKept(change: Change, error: StockError) async throws {
        let store = try FruitStore()
        let before = await store.snapshot
        await #expect(throws: error) { try await change.apply(to: store) }
        #expect(await store.snapshot == before)
    }

    @Test("Changes within the bounds happen", arguments: [Change.set(100), .add(90), .remove(10), .reset(0)])
    func changesWithinTheBoundsHappen(change: Change) async throws {
        let store = try FruitStore()
        try await change.apply(to: store)
        #expect(await store.snapshot != Inventory(uniformStock: 10))
    }

    @Test func boundsAreConfigurable() async throws {
        let store = try FruitStore(defaultStock: 500, bounds: 0...1_000)
        try await store.add(500, of: .banana)
        #expect(await store.stock(of: .banana) == 1_000)
        #expect(throws: StockError.defaultOutOfBounds(count: 10, bounds: 20...30)) {
            try FruitStore(bounds: 20...30)
        }
        #expect(throws: StockError.invalidBounds(-5...5)) { try FruitStore(defaultStock: 0, bounds: -5...5) }
        #expect(throws: StockError.outOfBounds(fruit: .mango, count: 200, bounds: 0...100)) {
            try FruitStore(inventory: Inventory([.mango: 200]))
        }
    }

    @Test func observationEmitsTheCurrentSnapshotThenOneForEveryChange() async throws {
        let store = try FruitStore()
        let updates = await store.updates()
        try await store.setStock(20, of: .kiwi)
        try await store.add(1, of: .mango)
        _ = try await store.consume(.banana)
        try? await store.setStock(500, of: .kiwi)  // refused: no emission
        try await store.setStock(20, of: .kiwi)  // no difference: no emission
        try await store.reset()

        var seen: [Inventory] = []
        for await snapshot in updates {
            seen.append(snapshot)
            if seen.count == 5 { break }
        }
        #expect(seen.map { $0[.kiwi] } == [10, 20, 20, 20, 10])
        #expect(seen.map { $0[.mango] } == [10, 10, 11, 11, 10])
        #expect(seen.map { $0[.banana] } == [10, 10, 10, 8, 10])
    }

    @Test func everyObserverSeesEveryChange() async throws {
        let store = try FruitStore()
        let first = await store.updates()
        let second = await store.updates()
        for count in 1...3 { try await store.setStock(count, of: .strawberry) }
        for stream in [first, second] {
            var counts: [Int] = []
            for await snapshot in stream {
                counts.append(snapshot[.strawberry])
                if counts.count == 4 { break }
            }
            #expect(counts == [10, 1, 2, 3])
        }
    }

    @Test func inventoryValuesCanBeSentAcrossTasks() async throws {
        let store = try FruitStore()
        let snapshot = await store.snapshot
        let total = await Task.detached { snapshot.counts.reduce(0) { $0 + $1.count } }.value
        #expect(total == 50)
    }
}
