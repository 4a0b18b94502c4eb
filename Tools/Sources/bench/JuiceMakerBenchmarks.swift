import Foundation
import JuiceMakerKit
import Subprocess

/// JuiceMakerKit's figures: order cost on one task and on four, and the CLI's start-up.
enum JuiceMakerBenchmarks {
    /// The baseline: the same check-and-subtract on a `[Fruit: Int]` behind a lock.
    final class LockedInventory: @unchecked Sendable {
        // @unchecked Sendable: `stock` is only touched under `lock`.
        private let lock = NSLock()
        private var stock: [Fruit: Int]

        init(stock: Int) {
            self.stock = Dictionary(uniqueKeysWithValues: Fruit.allCases.map { ($0, stock) })
        }

        /// Takes `recipe` if every fruit suffices.
        func order(_ recipe: [Fruit: Int]) -> Bool {
            lock.withLock {
                for (fruit, amount) in recipe where stock[fruit, default: 0] < amount { return false }
                for (fruit, amount) in recipe { stock[fruit, default: 0] -= amount }
                return true
            }
        }

        func count(of fruit: Fruit) -> Int { lock.withLock { stock[fruit, default: 0] } }
    }

    static func run() async throws {
        Harness.section("JuiceMakerKit")
        let plenty = 1_000_000_000_000
        let juice = Juice.strawberryBanana
        let recipe = Dictionary(uniqueKeysWithValues: juice.recipe.map { ($0.fruit, $0.amount) })

        // Single task: one order at a time.
        let baseline = LockedInventory(stock: plenty)
        let maker = JuiceMaker(store: try FruitStore(defaultStock: plenty, bounds: 0...Int.max))
        try await Harness.compare(
            "order, one task (per order)", iterations: 100_000, bar: 1.2,
            baseline: { _ = baseline.order(recipe) },
            kit: { _ = try await maker.order(juice) })

        // Four tasks at once, and a check that no order was lost.
        let perTask = 25_000
        var bestBaseline = Harness.Best(minimum: 5)
        var bestKit = Harness.Best(minimum: 5)
        // Enough fruit for every order of the most samples, so that none is refused.
        let start = bestKit.maximum * 4 * perTask * (juice.recipe.map(\.amount).max() ?? 1)
        let sharedBaseline = LockedInventory(stock: start)
        let sharedStore = try FruitStore(defaultStock: start, bounds: 0...Int.max)
        let sharedMaker = JuiceMaker(store: sharedStore)
        var servedByKit = 0
        while !(bestKit.settled && bestBaseline.settled) {
            let baselineStart = ContinuousClock.now
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask { for _ in 0..<perTask { _ = sharedBaseline.order(recipe) } }
                }
            }
            bestBaseline.add(Harness.nanoseconds(since: baselineStart) / Double(4 * perTask))
            let kitStart = ContinuousClock.now
            servedByKit += try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        var served = 0
                        for _ in 0..<perTask where try await sharedMaker.order(juice).isServed { served += 1 }
                        return served
                    }
                }
                return try await group.reduce(0, +)
            }
            bestKit.add(Harness.nanoseconds(since: kitStart) / Double(4 * perTask))
        }
        Harness.report(
            "orders, four tasks at once (per order)", kit: bestKit, baseline: bestBaseline, bar: nil)
        let left = await sharedStore.snapshot
        let lost = Fruit.allCases.filter { left[$0] != start - servedByKit * juice.amount(of: $0) }
        Harness.fact(
            "  orders served / lost", "\(servedByKit) / \(lost.isEmpty ? 0 : servedByKit)",
            ok: lost.isEmpty && servedByKit == bestKit.count * 4 * perTask)

        try await cliStartup()
    }

    /// `juice-maker stock` against `parser-baseline stock`, the same command written the plain
    /// way (the same command tree parsed by swift-argument-parser, the stock file read with
    /// JSONDecoder, its words looked up through `Bundle.module`): our overhead over the libraries
    /// doing the same work. For reference, both against an executable that only imports Foundation
    /// and prints a line, and `parser-baseline menu` (parsing alone) against it: the floors.
    static func cliStartup() async throws {
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let cli = binaries.appendingPathComponent("juice-maker")
        let hello = binaries.appendingPathComponent("hello-baseline")
        let parser = binaries.appendingPathComponent("parser-baseline")
        guard [cli, hello, parser].allSatisfy({ FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            Harness.fact(
                "juice-maker stock wall time",
                "skipped: build juice-maker, hello-baseline and parser-baseline",
                ok: false)
            return
        }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent(
            "juice-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        try await run(cli, ["reset", "--data-dir", data.path])
        var bestCLI = Harness.Best(minimum: 40)
        var bestHello = Harness.Best(minimum: 40)
        var bestPlain = Harness.Best(minimum: 40)
        var bestParsing = Harness.Best(minimum: 40)
        while !(bestCLI.settled && bestHello.settled && bestPlain.settled && bestParsing.settled) {
            bestHello.add(try await timed { try await run(hello, []) })
            bestParsing.add(try await timed { try await run(parser, ["menu", "--data-dir", data.path]) })
            bestPlain.add(try await timed { try await run(parser, ["stock", "--data-dir", data.path]) })
            bestCLI.add(try await timed { try await run(cli, ["stock", "--data-dir", data.path]) })
        }
        Harness.report(
            "`juice-maker stock` vs the plain way", kit: bestCLI, baseline: bestPlain, bar: 1.2)
        Harness.report("  `juice-maker stock` start-up vs hello", kit: bestCLI, baseline: bestHello, bar: nil)
        Harness.report("  the plain way vs hello", kit: bestPlain, baseline: bestHello, bar: nil)
        Harness.report("  floor: parsing alone vs hello", kit: bestParsing, baseline: bestHello, bar: nil)
        try await dashValue(cli, data: data)
    }

    /// What ToolSupport's `DashValues` costs a run: `juice-maker order -dragonfruit` (an argument
    /// beginning with '-', which `DashValues` moves after a `--`, reading the command tree from
    /// swift-argument-parser's description of it) against `order dragonfruit`, which the parser
    /// reads as it is. Both end the same way: no such juice.
    static func dashValue(_ cli: URL, data: URL) async throws {
        var dashed = Harness.Best(minimum: 40)
        var plain = Harness.Best(minimum: 40)
        while !(dashed.settled && plain.settled) {
            plain.add(
                try await timed { try await run(cli, ["order", "dragonfruit", "--data-dir", data.path]) })
            dashed.add(
                try await timed { try await run(cli, ["order", "-dragonfruit", "--data-dir", data.path]) })
        }
        Harness.report(
            "`order -dragonfruit` vs `order dragonfruit`", kit: dashed, baseline: plain, bar: 1.2)
    }

    /// Nanoseconds `body` takes.
    static func timed(_ body: () async throws -> Void) async rethrows -> Double {
        let start = ContinuousClock.now
        try await body()
        return Harness.nanoseconds(since: start)
    }

    /// Runs an executable to its end, output discarded (with swift-subprocess: Foundation's
    /// `Process` can crash while it launches on Linux).
    static func run(_ executable: URL, _ arguments: [String]) async throws {
        _ = try await Subprocess.run(
            .path(.init(executable.path)), arguments: Arguments(arguments), output: .discarded,
            error: .discarded)
    }
}
