import Foundation
import Testing

/// `juice-maker` in Korean: help, argument and domain messages, with Korean names and particles
/// chosen for the word.
@Suite("juice-maker in Korean")
struct JuiceMakerKoreanTests {
    /// A CLI pointed at a fresh data directory, with `environment` added.
    private func freshCLI(_ environment: [String: String] = [:]) throws -> (CLI, URL) {
        let directory = try temporaryDirectory("juice-maker-ko")
        let cli = CLI(
            name: "juice-maker",
            environment: environment.merging(["JUICE_MAKER_DATA_DIR": directory.path]) { $1 })
        return (cli, directory)
    }

    private func hasHangul(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// The particle markers no Korean message may show.
    private static let markers = ["을(를)", "를(을)", "이(가)", "가(이)", "은(는)", "는(은)", "(으)로", "(이)라"]

    @Test(
        "Every help is Korean under LANG=ko_KR.UTF-8: abstract, discussion, arguments and options",
        arguments: [
            [], ["menu"], ["order"], ["stock"], ["stock", "show"], ["stock", "set"], ["stock", "add"],
            ["stock", "remove"], ["reset"],
        ])
    func helpIsKorean(command: [String]) async throws {
        let (cli, _) = try freshCLI(["LANG": "ko_KR.UTF-8"])
        let run = try await cli.run(command + ["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("개요: "), "\(run.stdout)")
        // Every line of prose is Korean: no run of three English words outside the usage line
        // and the help hint, and every described argument or option has Hangul in its text.
        for line in run.stdout.split(separator: "\n") {
            if line.hasPrefix("사용법:") || line.contains("juice-maker help") { continue }
            #expect(line.firstMatch(of: /\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b/) == nil, "English in: \(line)")
            if line.hasPrefix("  -") || line.hasPrefix("  <") {
                #expect(hasHangul(line), "not Korean: \(line)")
            }
        }
    }

    @Test(
        "The seed's own juice names are orders: a space before 주스 or 쥬스, full names",
        arguments: [
            ("딸기바나나 주스", ["strawberry": 6, "banana": 9]), ("키위망고 주스", ["mango": 8, "kiwi": 9]),
            ("딸기 주스", ["strawberry": 0]), ("딸기 쥬스", ["strawberry": 0]),
        ])
    func theSeedsJuiceNamesAreOrdered(name: String, changed: [String: Int]) async throws {
        let (cli, _) = try freshCLI()
        // 딸기 주스 takes 16 strawberries and the stock starts at 10: top it up to 16 first.
        #expect(try await cli("stock", "add", "strawberry", "6").status == 0)
        let order = try await cli("--lang", "ko", "order", name)
        #expect(order.status == 0, "\(order.stderr)")
        let stock = try await cli("stock", "--json")
        let counts = try JSONDecoder().decode([String: Int].self, from: Data(stock.stdout.utf8))
        let before = ["strawberry": 16, "banana": 10, "pineapple": 10, "kiwi": 10, "mango": 10]
        #expect(counts == before.merging(changed) { $1 })
    }

    @Test func aCountOfZeroIsRefusedInKorean() async throws {
        let (cli, directory) = try freshCLI()
        let run = try await cli("--lang", "ko", "order", "kiwi", "--count", "0")
        #expect(run.status == 64)
        #expect(run.stderr == "juice-maker: 0은 쓸 수 없는 수량이에요. 1 이상의 정수를 입력하세요.\n")
        #expect(
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("inventory.json").path))
        let environment = try await CLI(
            name: "juice-maker",
            environment: ["LANG": "ko_KR.UTF-8", "JUICE_MAKER_DATA_DIR": directory.path]
        )("stock", "add", "kiwi", "0")
        #expect(environment.status == 64)
        #expect(environment.stderr.contains("1 이상의 정수"), "\(environment.stderr)")
    }

    @Test func anUnknownJuiceOffersTheMenuByKoreanName() async throws {
        let (cli, _) = try freshCLI()
        let run = try await cli("--lang", "ko", "order", "lemon")
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "juice-maker: 메뉴에 “lemon”이라는 쥬스가 없어요. 다음 중에서 고르세요: 딸기쥬스, 바나나쥬스, 키위쥬스, 파인애플쥬스, 딸바쥬스, 망고쥬스, 망키쥬스.\n"
        )
    }

    @Test func anUnknownFruitOffersTheFruitsByKoreanName() async throws {
        let (cli, _) = try freshCLI()
        let run = try await cli("stock", "set", "durian", "3", "--lang", "ko")
        #expect(run.status == 1)
        #expect(run.stderr == "juice-maker: “durian”이라는 과일은 없어요. 다음 중에서 고르세요: 딸기, 바나나, 파인애플, 키위, 망고.\n")
    }

    @Test func aMenuFileNamingAFruitTwiceNamesItInKoreanWithItsParticle() async throws {
        let (cli, directory) = try freshCLI()
        let menu = directory.appendingPathComponent("twice.json")
        try Data(#"{"juices": [{"id": "x", "recipe": {"kiwi": 1, "KIWI": 50}}]}"#.utf8).write(to: menu)
        let run = try await cli("--lang", "ko", "menu", "--menu", menu.path)
        #expect(run.status == 65)
        #expect(run.stderr.contains("레시피에 키위가 여러 번 있어요"), "\(run.stderr)")
        #expect(!run.stderr.contains("kiwi이"), "\(run.stderr)")
    }

    @Test(
        "No Korean message shows a particle marker",
        arguments: [
            ["order", "lemon"], ["order", "kiwi", "--count", "0"], ["stock", "set", "durian", "1"],
            ["stock", "set", "kiwi", "101"], ["stock", "remove", "kiwi", "11"],
            ["reset", "--default-stock", "101"],
            ["ordr", "kiwi"], ["order"], ["stock", "set", "kiwi", "five"], ["order", "STORED"],
            ["order", "--menu", "TWICE", "x"], ["order", "--menu", "UNKNOWN", "x"],
        ])
    func noParticleMarkers(arguments: [String]) async throws {
        let (cli, directory) = try freshCLI()
        let twice = directory.appendingPathComponent("twice.json")
        try Data(#"{"juices": [{"id": "x", "recipe": {"kiwi": 1, "KIWI": 50}}]}"#.utf8).write(to: twice)
        let unknown = directory.appendingPathComponent("unknown.json")
        try Data(#"{"juices": [{"id": "x", "recipe": {"durian": 1}}]}"#.utf8).write(to: unknown)
        if arguments.contains("STORED") {
            try Data(
                #"{"format": 1, "stock": {"strawberry": 10, "banana": 101, "pineapple": 10, "kiwi": 10, "mango": 10}}"#
                    .utf8
            ).write(to: directory.appendingPathComponent("inventory.json"))
        }
        let arguments = arguments.map {
            switch $0 {
            case "TWICE": twice.path
            case "UNKNOWN": unknown.path
            case "STORED": "banana"
            default: $0
            }
        }
        let run = try await cli.run(["--lang", "ko"] + arguments)
        #expect(run.status != 0)
        #expect(hasHangul(run.stderr), "\(run.stderr)")
        for marker in Self.markers {
            #expect(!run.stderr.contains(marker), "\(arguments): \(run.stderr)")
        }
    }
}
