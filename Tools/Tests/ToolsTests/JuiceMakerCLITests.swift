import Foundation
import Testing

@Suite("juice-maker, run as a user runs it")
struct JuiceMakerCLITests {
    /// A CLI pointed at a fresh data directory.
    private func freshCLI() throws -> (CLI, URL) {
        let directory = try temporaryDirectory("juice-maker")
        return (CLI(name: "juice-maker", environment: ["JUICE_MAKER_DATA_DIR": directory.path]), directory)
    }

    @Test func stockStartsAtTenOfEveryFruit() async throws {
        let (cli, directory) = try freshCLI()
        let run = try await cli("stock")
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout.contains("🍓 Strawberry  10") && run.stdout.contains("🥭 Mango       10"))
        #expect(
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("inventory.json").path))
    }

    @Test func anOrderUsesTheRecipeAndIsRemembered() async throws {
        let (cli, _) = try freshCLI()
        let order = try await cli("order", "strawberry", "banana", "--count", "1")
        #expect(order.status == 0)
        #expect(order.stdout.hasPrefix("Your strawberry-banana juice is ready."))
        let stock = try await cli("stock", "--json")
        let counts = try JSONDecoder().decode([String: Int].self, from: Data(stock.stdout.utf8))
        #expect(counts == ["strawberry": 0, "banana": 9, "pineapple": 10, "kiwi": 10, "mango": 10])
    }

    @Test func aShortOrderExitsOneShowsTheShortageAndChangesNothing() async throws {
        let (cli, _) = try freshCLI()
        let run = try await cli("order", "strawberry")
        #expect(run.status == 1)
        #expect(
            run.stdout.contains("Not enough fruit")
                && run.stdout.contains("🍓 Strawberry: need 16, have 10 (6 short)"))
        let json = try await cli("order", "딸기쥬스", "--json")
        #expect(json.status == 1)
        let answer = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(answer?["served"] as? Bool == false)
        #expect((answer?["shortfalls"] as? [[String: Any]])?.first?["missing"] as? Int == 6)
        #expect(try await cli("stock", "--json").stdout.contains("\"strawberry\" : 10"))
    }

    @Test func stockCanBeSetAddedRemovedAndReset() async throws {
        let (cli, _) = try freshCLI()
        #expect(try await cli("stock", "set", "키위", "42").status == 0)
        #expect(try await cli("stock", "add", "MANGO", "5").status == 0)
        #expect(try await cli("stock", "remove", "🍌", "10").status == 0)
        let stock = try await cli("stock", "--json")
        let counts = try JSONDecoder().decode([String: Int].self, from: Data(stock.stdout.utf8))
        #expect(counts == ["strawberry": 10, "banana": 0, "pineapple": 10, "kiwi": 42, "mango": 15])
        let reset = try await cli("reset", "--default-stock", "25")
        #expect(reset.status == 0 && reset.stdout.contains("🍍 Pineapple   25"))
    }

    @Test func koreanOutputWithLang() async throws {
        let (cli, _) = try freshCLI()
        let order = try await cli("order", "망고쥬스", "--lang", "ko")
        #expect(order.stdout.hasPrefix("망고쥬스 준비됐어요! 맛있게 즐기세요!"))
        let menu = try await cli("menu", "--lang", "ko")
        #expect(menu.stdout.contains("딸바쥬스") && menu.stdout.contains("가능 수량"))
        let error = try await cli("order", "레모네이드", "--lang", "ko")
        #expect(error.status == 1 && error.stderr.contains("메뉴에 “레모네이드”라는 쥬스가 없어요"))
    }

    @Test func menuListsJuicesWithWhatTheStockCanMake() async throws {
        let (cli, _) = try freshCLI()
        let menu = try await cli("menu", "--json")
        let items = try JSONSerialization.jsonObject(with: Data(menu.stdout.utf8)) as? [[String: Any]]
        #expect(
            items?.map { $0["id"] as? String } == [
                "strawberry", "banana", "kiwi", "pineapple", "strawberry-banana", "mango", "mango-kiwi",
            ])
        #expect(items?.map { $0["servings"] as? Int } == [0, 5, 3, 5, 1, 3, 5])
    }

    @Test func aCustomMenuFileIsUsed() async throws {
        let (cli, directory) = try freshCLI()
        let menu = directory.appendingPathComponent("bar.json")
        try Data(
            #"{"name": "Corner Bar", "juices": [{"id": "sunrise", "recipe": {"mango": 1, "pineapple": 2}}]}"#
                .utf8
        )
        .write(to: menu)
        let list = try await cli("menu", "--menu", menu.path)
        #expect(list.stdout.hasPrefix("Corner Bar") && list.stdout.contains("sunrise"))
        let order = try await cli("order", "Sunrise", "--menu", menu.path, "--count", "3")
        #expect(order.status == 0)
        #expect(try await cli("stock", "--json").stdout.contains("\"mango\" : 7"))
    }

    @Test func helpAndVersionExitZero() async throws {
        let (cli, _) = try freshCLI()
        for arguments in [["--help"], ["order", "--help"], ["stock", "set", "--help"], ["--version"]] {
            let run = try await cli.run(arguments)
            #expect(run.status == 0 && run.stderr.isEmpty && !run.stdout.isEmpty)
        }
    }

    @Test func dataDirFlagBeatsTheEnvironment() async throws {
        let (cli, _) = try freshCLI()
        let other = try temporaryDirectory("juice-maker-flag")
        #expect(try await cli("stock", "set", "kiwi", "1", "--data-dir", other.path).status == 0)
        #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent("inventory.json").path))
        #expect(try await cli("stock", "--json").stdout.contains("\"kiwi\" : 10"))
    }

    /// Bad inputs: each must exit with `status`, print one line on stderr, and leave the inventory as it was.
    static let badInputs: [(arguments: [String], status: Int32, mentions: String)] = [
        (["order", "lemonade"], 1, "lemonade"),
        (["order", "mango", "--count", "0"], 64, "--count"),
        (["order", "mango", "--count", "-3"], 64, "-3"),
        (["order", "mango", "--count", "1001"], 64, "1000"),
        (["order", "mango", "--count", "99999999999999999999999"], 64, "--count"),
        (["order", "mango", "--count", "two"], 64, "two"),
        (["order"], 64, "juice"),
        (["stock", "set", "durian", "5"], 1, "durian"),
        (["stock", "set", "kiwi", "101"], 1, "101"),
        (["stock", "set", "kiwi", "-5"], 64, "-5"),
        (["stock", "set", "kiwi", "five"], 64, "five"),
        (["stock", "add", "kiwi", "98"], 1, "101"),
        (["stock", "add", "kiwi", "0"], 64, "1 or more"),
        (["stock", "remove", "kiwi", "4"], 1, "-1"),
        (["reset", "--default-stock", "101"], 1, "101"),
        (["reset", "--default-stock", "lots"], 64, "lots"),
        (["stock", "--lang", "fr"], 64, "fr"),
        (["order", "mango", "--menu", "/nonexistent/menu.json"], 74, "/nonexistent/menu.json"),
        (["order", "mango", "--menu", "MALFORMED"], 65, "JSON"),
        (["order", "mango", "--menu", "UNKNOWN-FRUIT"], 65, "durian"),
        (["blend", "mango"], 64, "blend"),
    ]

    @Test(
        "Bad input exits non-zero with one line on stderr and leaves the inventory byte-for-byte",
        arguments: badInputs)
    func badInputChangesNothing(arguments: [String], status: Int32, mentions: String) async throws {
        // Given an inventory with kiwi at 3, and two broken menu files
        let (cli, directory) = try freshCLI()
        #expect(try await cli("stock", "set", "kiwi", "3").status == 0)
        let malformed = directory.appendingPathComponent("malformed.json")
        try Data(#"{"juices": [ {"id": "x""#.utf8).write(to: malformed)
        let unknownFruit = directory.appendingPathComponent("unknown.json")
        try Data(#"{"juices": [{"id": "x", "recipe": {"durian": 1}}]}"#.utf8).write(to: unknownFruit)
        let inventory = directory.appendingPathComponent("inventory.json")
        let before = try Data(contentsOf: inventory)
        let arguments = arguments.map {
            $0 == "MALFORMED" ? malformed.path : $0 == "UNKNOWN-FRUIT" ? unknownFruit.path : $0
        }

        // When the bad command runs
        let run = try await cli.run(arguments)

        // Then it fails with one clear line and the file is untouched
        #expect(run.status == status)
        #expect(run.errorLines.count == 1, "stderr: \(run.stderr)")
        #expect(
            run.stderr.hasPrefix("juice-maker: ") && run.stderr.contains(mentions), "stderr: \(run.stderr)")
        #expect(try Data(contentsOf: inventory) == before)
    }

    @Test func aCorruptInventoryFileIsReportedAndLeftUntouched() async throws {
        let (cli, directory) = try freshCLI()
        let inventory = directory.appendingPathComponent("inventory.json")
        let garbage = Data("{\"format\": 1, \"stock\": {\"banana\": \"lots\"}}".utf8)
        try garbage.write(to: inventory)
        for arguments in [
            ["stock"], ["order", "banana"], ["stock", "add", "kiwi", "1"], ["reset"], ["menu"],
        ] {
            let run = try await cli.run(arguments)
            #expect(run.status == 65)
            #expect(run.errorLines.count == 1 && run.stderr.contains("damaged"), "stderr: \(run.stderr)")
            #expect(try Data(contentsOf: inventory) == garbage)
        }
    }

    @Test func anUnwritableDataDirectoryIsAnIOError() async throws {
        let (cli, directory) = try freshCLI()
        let blocker = directory.appendingPathComponent("plain-file")
        try Data("not a folder".utf8).write(to: blocker)
        let run = try await cli(
            "stock", "add", "kiwi", "1", "--data-dir", blocker.appendingPathComponent("data").path)
        #expect(run.status == 74)
        #expect(
            run.errorLines.count == 1 && run.stderr.contains("writable data directory"),
            "stderr: \(run.stderr)")
        #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
    }

    @Test func twoProcessesOrderingAtOnceNeverLoseAnUpdate() async throws {
        // Given 100 bananas (50 banana juices' worth)
        let (cli, _) = try freshCLI()
        #expect(try await cli("reset", "--default-stock", "100").status == 0)
        // When two shells each order a banana juice 100 times, in parallel
        let served = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    var served = 0
                    for _ in 0..<100 {
                        let run = try await cli("order", "banana")
                        #expect(run.status == 0 || run.status == 1, "stderr: \(run.stderr)")
                        if run.status == 0 { served += 1 }
                    }
                    return served
                }
            }
            return try await group.reduce(0, +)
        }
        // Then the stock is the start minus exactly what the served orders used
        let stock = try await cli("stock", "--json")
        let counts = try JSONDecoder().decode([String: Int].self, from: Data(stock.stdout.utf8))
        #expect(counts["banana"] == 100 - 2 * served)
        #expect(served == 50)
        #expect(counts["mango"] == 100)
    }
}
