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
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("🍓 Strawberry  10"))
        #expect(run.stdout.contains("🥭 Mango       10"))
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

    @Test func aShortOrderExitsOneSaysTheShortageOnStandardErrorAndChangesNothing() async throws {
        let (cli, _) = try freshCLI()
        // The refusal is one line on stderr, naming the shortage and the fix; nothing on stdout
        let run = try await cli("order", "strawberry")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("juice-maker: Not enough fruit for"), "\(run.stderr)")
        #expect(run.stderr.contains("🍓 Strawberry: need 16, have 10 (6 short)"), "\(run.stderr)")
        #expect(run.stderr.contains("juice-maker stock add"), "\(run.stderr)")
        let huge = try await cli("order", "kiwi", "--count", "1000000")
        #expect(huge.status == 1)
        #expect(huge.stdout.isEmpty, "\(huge.stdout)")
        #expect(huge.errorLines.count == 1, "\(huge.stderr)")
        let korean = try await cli("order", "kiwi", "--count", "1000000", "--lang", "ko")
        #expect(korean.status == 1)
        #expect(korean.stdout.isEmpty)
        #expect(korean.errorLines.count == 1, "\(korean.stderr)")
        #expect(korean.stderr.contains("키위쥬스에 쓸 과일이 모자라요: 🥝 키위:"), "\(korean.stderr)")
        #expect(!korean.stderr.contains("(를)") && !korean.stderr.contains("(으)"), "\(korean.stderr)")
        // With --json the data stays on stdout, and the line is still on stderr
        let json = try await cli("order", "딸기쥬스", "--json")
        #expect(json.status == 1)
        let answer = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(answer?["served"] as? Bool == false)
        #expect((answer?["shortfalls"] as? [[String: Any]])?.first?["missing"] as? Int == 6)
        #expect(json.errorLines.count == 1, "\(json.stderr)")
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
        #expect(reset.status == 0)
        #expect(reset.stdout.contains("🍍 Pineapple   25"))
    }

    @Test func koreanOutputWithLang() async throws {
        let (cli, _) = try freshCLI()
        let order = try await cli("order", "망고쥬스", "--lang", "ko")
        #expect(order.stdout.hasPrefix("망고쥬스 준비됐어요! 맛있게 즐기세요!"))
        let menu = try await cli("menu", "--lang", "ko")
        #expect(menu.stdout.contains("딸바쥬스"))
        #expect(menu.stdout.contains("가능 수량"))
        let error = try await cli("order", "레모네이드", "--lang", "ko")
        #expect(error.status == 1)
        #expect(error.stderr.contains("메뉴에 “레모네이드”라는 쥬스가 없어요"))
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
        #expect(list.stdout.hasPrefix("Corner Bar"))
        #expect(list.stdout.contains("sunrise"))
        let order = try await cli("order", "Sunrise", "--menu", menu.path, "--count", "3")
        #expect(order.status == 0)
        #expect(try await cli("stock", "--json").stdout.contains("\"mango\" : 7"))
    }

    @Test func aMenuIsReadFromAPipeAsFromStandardInput() async throws {
        let (cli, directory) = try freshCLI()
        let pipe = directory.appendingPathComponent("menu.fifo").path
        #expect(mkfifo(pipe, 0o600) == 0)
        // The writer, as a shell's `<(cat menu.json)` would be: it waits for the reader.
        Thread.detachNewThread {
            let descriptor = open(pipe, O_WRONLY)
            let menu = Array(
                #"{"name": "Pipe Bar", "juices": [{"id": "sunrise", "recipe": {"mango": 1}}]}"#.utf8)
            _ = menu.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        let run = try await cli("menu", "--menu", pipe)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Pipe Bar"))
    }

    @Test func aControlCharacterInAMenuFileIsItsBadDataAndInATypedNameAUsageError() async throws {
        let (cli, directory) = try freshCLI()
        let menu = directory.appendingPathComponent("bidi.json")
        try Data(#"{"juices": [{"id": "sun\u202Erise", "recipe": {"mango": 1}}]}"#.utf8).write(to: menu)
        let file = try await cli("menu", "--menu", menu.path)
        #expect(file.status == 65, "\(file.stderr)")
        #expect(file.stderr.contains("The name or id “sun\\u{202E}rise” contains control characters"))
        let typed = try await cli("order", "man\u{202E}go")
        #expect(typed.status == 64, "\(typed.stderr)")
    }

    @Test(
        "Help and version go to stdout with exit 0 and describe the command asked about",
        arguments: [
            (["--help"], ["USAGE: juice-maker", "menu", "stock", "order", "reset", "Exit codes"]),
            (["order", "--help"], ["USAGE: juice-maker order <juice>", "--count", "--menu"]),
            (["stock", "set", "--help"], ["USAGE: juice-maker stock set <fruit> <count>", "0 to 100"]),
            (["stock", "--help"], ["SUBCOMMANDS:", "show", "set", "add", "remove"]),
            (["--version"], ["0.1.0"]),
        ])
    func helpAndVersionExitZero(arguments: [String], mentions: [String]) async throws {
        let (cli, _) = try freshCLI()
        let run = try await cli.run(arguments)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        for text in mentions {
            #expect(run.stdout.contains(text), "\(arguments) should mention \(text): \(run.stdout)")
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
        (["order", "mango", "--count", "0"], 64, "1 or more"),
        (["order", "mango", "--count", "-3"], 64, "-3"),
        (
            ["order", "mango", "--count", "99999999999999999999999"], 64,
            "--count <n>': the number is too large"
        ),
        (["stock", "set", "kiwi", "99999999999999999999"], 64, "the number is too large"),
        (["stock", "set", "kiwi", "-99999999999999999999"], 64, "the number is too small"),
        (["order", "mango", "--count", "two"], 64, "two"),
        (["order"], 64, "juice"),
        (["stock", "set", "durian", "5"], 1, "durian"),
        (["stock", "set", "kiwi", "101"], 1, "101"),
        // A negative count is a count out of bounds, refused like 101, not a parser's option
        (["stock", "set", "kiwi", "-5"], 1, "-5"),
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
        (["order", "mango", "--menu", "TWICE"], 65, "KIWI"),
        (["order", "mango", "--menu", "HUGE"], 65, "whole number from 1"),
        (["menu", "--menu", "DIRECTORY"], 74, "directory"),
        (["stock", "--data-dir", ""], 64, "--data-dir"),
        (["blend", "mango"], 64, "blend"),
        (["blend\u{1B}[2J\nmango"], 64, "blend"),
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
        let twice = directory.appendingPathComponent("twice.json")
        try Data(#"{"juices": [{"id": "x", "recipe": {"kiwi": 1, "KIWI": 50}}]}"#.utf8).write(to: twice)
        let huge = directory.appendingPathComponent("huge.json")
        try Data(#"{"juices": [{"id": "x", "recipe": {"kiwi": 1e30}}]}"#.utf8).write(to: huge)
        let inventory = directory.appendingPathComponent("inventory.json")
        let before = try Data(contentsOf: inventory)
        let arguments = arguments.map {
            switch $0 {
            case "MALFORMED": malformed.path
            case "UNKNOWN-FRUIT": unknownFruit.path
            case "TWICE": twice.path
            case "HUGE": huge.path
            case "DIRECTORY": directory.path
            default: $0
            }
        }

        // When the bad command runs
        let run = try await cli.run(arguments)

        // Then it fails with one clear line and the file is untouched
        #expect(run.status == status)
        #expect(run.errorLines.count == 1, "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}"), "stderr: \(run.stderr)")
        #expect(run.stderr.hasPrefix("juice-maker: "), "stderr: \(run.stderr)")
        #expect(run.stderr.contains(mentions), "stderr: \(run.stderr)")
        #expect(try Data(contentsOf: inventory) == before)
    }

    @Test func aCorruptInventoryFileIsReportedAndLeftUntouchedUntilReset() async throws {
        let (cli, directory) = try freshCLI()
        let inventory = directory.appendingPathComponent("inventory.json")
        let garbage = Data("{\"format\": 1, \"stock\": {\"banana\": \"lots\"}}".utf8)
        try garbage.write(to: inventory)
        for arguments in [
            ["stock"], ["order", "banana"], ["stock", "add", "kiwi", "1"], ["stock", "set", "kiwi", "1"],
            ["menu"],
        ] {
            let run = try await cli.run(arguments)
            #expect(run.status == 65)
            #expect(run.errorLines.count == 1, "stderr: \(run.stderr)")
            #expect(run.stderr.contains("damaged"), "stderr: \(run.stderr)")
            // The way out is named, and what it does to the file
            #expect(
                run.stderr.hasSuffix(" Or run 'juice-maker reset' to replace it with the default stock.\n"),
                "stderr: \(run.stderr)")
            #expect(try Data(contentsOf: inventory) == garbage)
        }
        let korean = try await cli("stock", "--lang", "ko")
        #expect(korean.stderr.hasSuffix(" 기본 재고로 바꾸려면 'juice-maker reset'을 실행하세요.\n"), "\(korean.stderr)")
        // reset always recovers
        let reset = try await cli("reset", "--json")
        #expect(reset.status == 0, "stderr: \(reset.stderr)")
        #expect(try await cli("stock", "--json").stdout.contains("\"banana\" : 10"))
    }

    @Test func anOutOfRangeStoredCountNamesTheFruitTheRangeAndTheFix() async throws {
        // Given an inventory file a person edited by hand: banana 101
        let (cli, directory) = try freshCLI()
        let inventory = directory.appendingPathComponent("inventory.json")
        let edited = Data(
            #"{"format": 1, "stock": {"strawberry": 10, "banana": 101, "pineapple": 10, "kiwi": 10, "mango": 10}}"#
                .utf8)
        try edited.write(to: inventory)
        // When a command reads it, it fails with bad data, naming the fruit, value, range and the fix
        for arguments in [["stock"], ["order", "banana"], ["stock", "add", "kiwi", "1"]] {
            let run = try await cli.run(arguments)
            #expect(run.status == 65, "\(arguments): \(run.stderr)")
            for text in ["Banana", "101", "0–100", "stock set banana"] {
                #expect(run.stderr.contains(text), "\(arguments) should name \(text): \(run.stderr)")
            }
            #expect(!run.stderr.contains("reset"), "a reset would lose the other counts: \(run.stderr)")
            #expect(try Data(contentsOf: inventory) == edited)
        }
        // Then `stock set` of that fruit repairs it, and so does `reset`
        #expect(try await cli("stock", "set", "banana", "50").status == 0)
        #expect(try await cli("stock", "--json").stdout.contains("\"banana\" : 50"))
        try edited.write(to: inventory)
        #expect(try await cli("reset").status == 0)
        #expect(try await cli("stock", "--json").stdout.contains("\"banana\" : 10"))
    }

    @Test func twoOutOfRangeCountsAreRepairedOneStockSetAtATime() async throws {
        // Given an inventory file with two counts out of range
        let (cli, directory) = try freshCLI()
        try Data(
            #"{"format": 1, "stock": {"kiwi": 500, "banana": -3, "mango": 5, "strawberry": 5, "pineapple": 5}}"#
                .utf8
        ).write(to: directory.appendingPathComponent("inventory.json"))
        // When each message's command is run in turn (the Korean one names the fruit in Korean)
        let korean = try await cli("--lang", "ko", "stock")
        #expect(korean.status == 65)
        #expect(korean.stderr.contains("'juice-maker stock set 바나나 <수량>'으로 바꿀 수 있어요."), "\(korean.stderr)")
        let first = try await cli("stock", "set", "banana", "3")
        #expect(first.status == 0, "\(first.stderr)")
        let next = try await cli("stock")
        #expect(next.status == 65)
        #expect(next.stderr.contains("Run 'juice-maker stock set kiwi <count>' to do so."), "\(next.stderr)")
        #expect(try await cli("stock", "set", "kiwi", "50").status == 0)
        // Then the stock is whole, with the other fruits as they were
        let stock = try await cli("stock", "--json").stdout
        for part in [#""kiwi" : 50"#, #""banana" : 3"#, #""mango" : 5"#] {
            #expect(stock.contains(part), "\(stock)")
        }
    }

    @Test func anOrderWaitingForAnotherProcessesLockSaysSoThenOrders() async throws {
        // Given another process holding the inventory's lock for a second
        let (cli, directory) = try freshCLI()
        #expect(try await cli("stock", "set", "kiwi", "10").status == 0)
        let lock = directory.appendingPathComponent("inventory.json.lock").path
        // When an order comes meanwhile
        let run = try await cli.shell(#"flock "$1" sleep 1 & sleep 0.3; "$0" order kiwi; wait"#, lock)
        // Then it says it waits (one line), and orders once the lock is free
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(
            run.stderr.hasPrefix("juice-maker: waiting for another program to finish with "), "\(run.stderr)")
        #expect(try await cli("stock", "--json").stdout.contains(#""kiwi" : 7"#))
    }

    @Test func aMenuFromAClosedStandardInputIsAUsageErrorThatSaysSo() async throws {
        let (cli, _) = try freshCLI()
        for (language, message) in [
            ("en", "juice-maker: Standard input is closed, so there is nothing to read;"),
            ("ko", "juice-maker: 표준 입력이 닫혀 있어서 읽을 것이 없어요."),
        ] {
            let run = try await cli.shell(#""$0" menu --menu - --lang "$1" <&-"#, language)
            #expect(run.status == 64, "\(run.stderr)")
            #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
            #expect(!run.stderr.contains("disk"), "\(run.stderr)")
        }
    }

    @Test func aDataDirectoryUnderAFileIsAnIOError() async throws {
        let (cli, directory) = try freshCLI()
        let blocker = directory.appendingPathComponent("plain-file")
        try Data("not a folder".utf8).write(to: blocker)
        let run = try await cli(
            "stock", "add", "kiwi", "1", "--data-dir", blocker.appendingPathComponent("data").path)
        #expect(run.status == 74)
        #expect(run.errorLines.count == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("not a directory"), "stderr: \(run.stderr)")
        #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
    }

    @Test func aSymlinkedInventoryIsWrittenThroughAndStaysALink() async throws {
        let (cli, directory) = try freshCLI()
        let elsewhere = try temporaryDirectory("juice-maker-target")
        let target = elsewhere.appendingPathComponent("shared-inventory.json")
        try Data(
            #"{"format": 1, "stock": {"strawberry": 10, "banana": 10, "pineapple": 10, "kiwi": 4, "mango": 10}}"#
                .utf8
        ).write(to: target)
        let link = directory.appendingPathComponent("inventory.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        #expect(try await cli("stock", "set", "kiwi", "9").status == 0)

        let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self).contains("\"kiwi\" : 9"))
    }

    @Test func aReadOnlyInventoryIsRefusedAndLeftAlone() async throws {
        let (cli, directory) = try freshCLI()
        #expect(try await cli("stock", "set", "kiwi", "4").status == 0)
        let inventory = directory.appendingPathComponent("inventory.json")
        let before = try Data(contentsOf: inventory)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: inventory.path)

        let run = try await cli("stock", "set", "kiwi", "9")

        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("read-only"), "\(run.stderr)")
        #expect(try Data(contentsOf: inventory) == before)
        #expect(try await cli("stock").status == 0)
    }

    @Test func aSymlinkAtTheLockPathIsNotFollowed() async throws {
        let (cli, directory) = try freshCLI()
        let lock = directory.appendingPathComponent("inventory.json.lock")
        let victim = directory.appendingPathComponent("victim")
        try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: victim)

        let run = try await cli("stock", "set", "kiwi", "9")

        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: victim.path))
    }

    @Test func unknownKeysInTheInventoryFileAreKept() async throws {
        let (cli, directory) = try freshCLI()
        let inventory = directory.appendingPathComponent("inventory.json")
        try Data(
            #"{"format": 1, "stock": {"strawberry": 10, "banana": 10, "pineapple": 10, "kiwi": 4, "mango": 10}, "note": "counted on Monday"}"#
                .utf8
        ).write(
            to: inventory)
        #expect(try await cli("stock", "set", "kiwi", "6").status == 0)
        let text = String(decoding: try Data(contentsOf: inventory), as: UTF8.self)
        #expect(text.contains("counted on Monday"))
        #expect(text.contains("\"kiwi\" : 6"))
    }

    /// Names with invisible characters, and names with control characters, with the exit status each gets.
    static let oddNames: [(arguments: [String], status: Int32)] = [
        (["order", "man\u{200B}go"], 0), (["order", "\u{FEFF}mango\u{00A0}"], 0),
        (["stock", "set", "kiwi\u{00A0}", "5"], 0), (["stock", "set", "\u{2060}키위", "5"], 0),
        (["stock", "set", "kiwi\u{1B}[2J", "5"], 64), (["order", "mango\u{7}"], 64),
    ]

    @Test(
        "Invisible characters around names are ignored; control characters are refused", arguments: oddNames)
    func namesAreNormalized(arguments: [String], status: Int32) async throws {
        let (cli, _) = try freshCLI()
        let run = try await cli.run(arguments)
        #expect(run.status == status, "\(arguments): \(run.stderr)")
        if status != 0 {
            #expect(run.errorLines.count == 1)
            #expect(!run.stderr.contains("\u{1B}"))
        }
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
