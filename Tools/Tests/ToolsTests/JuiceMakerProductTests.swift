import Foundation
import Testing

/// `juice-maker` as one product with the other CLIs: data in `--json`, the README's examples,
/// a closed pipe, the nearest subcommand, and a file a newer version wrote.
@Suite("juice-maker: JSON data, README examples, pipes, newer files")
struct JuiceMakerProductTests {
    /// A CLI pointed at a fresh data directory.
    private func freshCLI() throws -> (CLI, URL) {
        let directory = try temporaryDirectory("juice-maker-product")
        return (CLI(name: "juice-maker", environment: ["JUICE_MAKER_DATA_DIR": directory.path]), directory)
    }

    /// `text` parsed as a JSON object.
    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: The README

    /// Every `juice-maker …` example of the root README, in the order it shows them.
    static let readmeExamples: [String] = {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = (try? String(contentsOf: readme, encoding: .utf8)) ?? ""
        return text.matches(of: /`(juice-maker [^`]+)`/).map { String($0.1) }
    }()

    @Test func everyReadmeExampleRunsAsWrittenOnAFreshInstall() async throws {
        let (cli, _) = try freshCLI()
        #expect(Self.readmeExamples.count >= 3, "\(Self.readmeExamples)")
        #expect(Self.readmeExamples.contains { $0.contains("--count") })
        for example in Self.readmeExamples {
            let words = example.split(separator: " ").dropFirst().map(String.init)
            let run = try await cli.run(words)
            #expect(run.status == 0, "`\(example)` failed: \(run.stdout)\(run.stderr)")
        }
    }

    // MARK: Pipes and suggestions

    @Test func aReaderThatClosesEarlyEndsTheRunQuietly() async throws {
        let (cli, directory) = try freshCLI()
        let head = try await cli.shell(
            #"{ "$0" menu --data-dir "$1"; echo "status $?" >&2; } | head -1"#, directory.path)
        #expect(head.stdout.hasPrefix("Juice"))
        #expect(head.stdout.split(separator: "\n").count == 1)
        #expect(head.stderr == "status 0\n")
        // A reader that is gone before the first line is written.
        let gone = try await cli.shell(
            #"{ sleep 0.2; "$0" menu --data-dir "$1"; echo "status $?" >&2; } | true"#, directory.path)
        #expect(gone.stderr == "status 0\n")
    }

    @Test func aMistypedSubcommandSuggestsTheNearestOne() async throws {
        let (cli, _) = try freshCLI()
        let run = try await cli("ordr", "kiwi")
        #expect(run.status == 64)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.contains("did you mean 'order'?"), "\(run.stderr)")
        let korean = try await cli("ordr", "kiwi", "--lang", "ko")
        #expect(korean.stderr.contains("'order'를 쓰려던 건가요?"), "\(korean.stderr)")
    }

    // MARK: A newer inventory file

    /// What a newer juice-maker might write.
    private let newer = Data(
        #"{"format": 2, "stock": {"strawberry": 1, "banana": 2, "pineapple": 3, "kiwi": 4, "mango": 5, "lime": 6}}"#
            .utf8)

    @Test func anInventoryOfANewerFormatSaysToUpdateAndIsNeverReplaced() async throws {
        let (cli, directory) = try freshCLI()
        let inventory = directory.appendingPathComponent("inventory.json")
        try newer.write(to: inventory)
        for arguments in [
            ["stock"], ["order", "banana"], ["stock", "set", "kiwi", "1"], ["menu"], ["reset"],
        ] {
            let run = try await cli.run(arguments)
            #expect(run.status == 65, "\(arguments): \(run.stderr)")
            #expect(run.errorLines.count == 1)
            #expect(run.stderr.contains("written by a newer version"), "\(run.stderr)")
            #expect(run.stderr.contains("Update juice-maker."), "\(run.stderr)")
            #expect(!run.stderr.contains("damaged"), "\(run.stderr)")
            #expect(!run.stderr.contains("reset"), "\(run.stderr)")
            #expect(try Data(contentsOf: inventory) == newer)
        }
        let korean = try await cli("stock", "--lang", "ko")
        #expect(korean.stderr.contains("더 새로운 버전이 쓴 파일이에요"), "\(korean.stderr)")
        #expect(korean.stderr.contains("juice-maker를 업데이트하세요."))
        #expect(!korean.stderr.contains("손상"))
    }

    // MARK: --json is data

    @Test func theMenuAsDataHasIdsNamesInBothLanguagesRecipesAndServings() async throws {
        let (cli, _) = try freshCLI()
        let run = try await cli("menu", "--json", "--lang", "ko")
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(items.count == 7)
        let strawberryBanana = try #require(items.first { $0["id"] as? String == "strawberry-banana" })
        #expect(strawberryBanana["name"] as? String == "딸바쥬스")
        #expect(
            strawberryBanana["names"] as? [String: String] == ["en": "strawberry-banana juice", "ko": "딸바쥬스"])
        #expect(strawberryBanana["recipe"] as? [String: Int] == ["strawberry": 10, "banana": 1])
        #expect(strawberryBanana["servings"] as? Int == 1)
    }

    @Test func anOrderAsDataHasIdsAndNumbers() async throws {
        let (cli, _) = try freshCLI()
        let served = try object(try await cli("order", "망키쥬스", "--count", "2", "--json").stdout)
        #expect(served["served"] as? Bool == true)
        #expect(served["juice"] as? String == "mango-kiwi")
        #expect(served["count"] as? Int == 2)
        #expect((served["stock"] as? [String: Int])?["mango"] == 6)
        #expect((served["stock"] as? [String: Int])?["kiwi"] == 8)
        #expect((served["shortfalls"] as? [Any])?.isEmpty == true)

        let short = try await cli("order", "strawberry", "--count", "3", "--json")
        #expect(short.status == 1)
        let answer = try object(short.stdout)
        #expect(answer["served"] as? Bool == false)
        let shortfalls = try #require(answer["shortfalls"] as? [[String: Any]])
        #expect(shortfalls.count == 1)
        #expect(shortfalls.first?["fruit"] as? String == "strawberry")
        #expect(shortfalls.first?["needed"] as? Int == 48)
        #expect(shortfalls.first?["available"] as? Int == 10)
        #expect(shortfalls.first?["missing"] as? Int == 38)
        // The kit's message beside the data names the short fruit and by how many
        #expect(
            answer["message"] as? String
                == "For 3 × strawberry juice, strawberry is short by 38. Shall we edit the stock?")
    }

    @Test(
        "Every stock answer is fruit id → count",
        arguments: [
            ["stock"], ["stock", "show"], ["stock", "add", "kiwi", "1"], ["reset"],
            ["stock", "set", "키위", "3"],
        ])
    func stockAsData(arguments: [String]) async throws {
        let (cli, _) = try freshCLI()
        let run = try await cli.run(arguments + ["--json", "--lang", "ko"])
        #expect(run.status == 0, "\(run.stderr)")
        let stock = try JSONDecoder().decode([String: Int].self, from: Data(run.stdout.utf8))
        #expect(Set(stock.keys) == ["strawberry", "banana", "pineapple", "kiwi", "mango"])
    }

    @Test func aMenuFileCanComeFromStandardInput() async throws {
        let (base, _) = try freshCLI()
        var cli = base
        cli.input = Data(#"{"juices": [{"id": "sunrise", "recipe": {"mango": 1, "pineapple": 2}}]}"#.utf8)
        let run = try await cli("order", "sunrise", "--menu", "-", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try object(run.stdout)["juice"] as? String == "sunrise")
    }
}
