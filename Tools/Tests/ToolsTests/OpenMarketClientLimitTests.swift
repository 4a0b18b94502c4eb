import Foundation
import OpenMarketKit
import OpenMarketServer
import Testing

/// Every limit the server enforces (``MarketLimits``) is checked by `open-market` before anything
/// is sent, and the message names that limit, in English and in Korean. The commands run against
/// an address where nothing listens: a command that sent anything would end with 69.
@Suite("open-market: the server's limits are checked before sending")
struct OpenMarketClientLimitTests {
    /// One command line that breaks one limit.
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let arguments: [String]
        let status: Int32
        /// The limit, as the English and the Korean line write it.
        let limit: String
        var environment: [String: String] = [:]
        var input: Data?

        var testDescription: String { label }
    }

    private static let limits = MarketLimits()
    private static let description = ["--description", "Ten or more characters of description."]
    private static func create(_ extra: [String], image: String = "IMAGE") -> [String] {
        ["create", "--name", "Kettle", "--price", "1000"] + description + extra + ["--image", image]
    }

    static let cases: [Case] = [
        Case(
            label: "a page far past the last", arguments: ["list", "--page", String(Int.max)], status: 64,
            limit: "1,000,000"),
        Case(
            label: "the page after the server's last",
            arguments: ["list", "--page", String(limits.pageNumber.upperBound + 1)], status: 64,
            limit: "1,000,000"),
        Case(
            label: "a page size past the largest",
            arguments: ["list", "--per-page", String(limits.itemsPerPage.upperBound + 1)], status: 64,
            limit: "500"),
        Case(
            label: "a search text past the longest",
            arguments: ["list", "--search", String(repeating: "차", count: limits.maximumSearchLength + 1)],
            status: 64, limit: "100"),
        Case(
            label: "a stock far past the highest", arguments: create(["--stock", String(Int.max)]),
            status: 65,
            limit: "1,000,000,000"),
        Case(
            label: "a stock one past the highest",
            arguments: create(["--stock", String(limits.maximumStock + 1)]), status: 65,
            limit: "1,000,000,000"),
        Case(
            label: "a price past the highest",
            arguments: ["create", "--name", "Kettle", "--price", String(limits.maximumPrice + 1)]
                + description
                + ["--image", "IMAGE"],
            status: 65, limit: "1,000,000,000,000"),
        Case(
            label: "a discount past the highest",
            arguments: ["update", "1", "--discount", String(limits.maximumPrice) + ".01"], status: 65,
            limit: "1,000,000,000,000"),
        Case(label: "a 20 MB image", arguments: create([], image: "HUGE"), status: 65, limit: "300 KB"),
        Case(
            label: "an image one byte over the limit", arguments: create([], image: "OVER"), status: 65,
            limit: "300 KB"),
        Case(
            label: "an image over the limit on standard input", arguments: create([], image: "-"), status: 65,
            limit: "300 KB", input: fakeImage(size: 400 * 1_024)),
        Case(
            label: "a description file far over the longest description",
            arguments: ["update", "1", "--description-file", "HUGE"], status: 65, limit: "1,000"),
        Case(
            label: "a name longer on the wire than the server takes",
            arguments: ["update", "1", "--name", String(repeating: "🇰🇷", count: 51)], status: 65, limit: "100"),
        Case(
            label: "a vendor identifier past the longest", arguments: ["delete", "1"], status: 65,
            limit: "200",
            environment: [
                "OPEN_MARKET_VENDOR": String(repeating: "v", count: limits.maximumIdentifierLength + 1)
            ]),
        Case(
            label: "a password past the longest", arguments: ["delete", "1"], status: 65, limit: "200",
            environment: [
                "OPEN_MARKET_PASSWORD": String(repeating: "p", count: limits.maximumSecretLength + 1)
            ]),
    ]

    /// The images the cases name, made once per run.
    private struct Files: Sendable {
        let directory: URL
        var image: String { directory.appendingPathComponent("ok.png").path }
        var over: String { directory.appendingPathComponent("over.png").path }
        var huge: String { directory.appendingPathComponent("big.png").path }

        init() throws {
            directory = try temporaryDirectory("open-market-limits")
            let maximum = MarketLimits().maximumImageBytes
            try fakeImage(size: 2_000).write(to: URL(fileURLWithPath: image))
            try fakeImage(size: maximum + 1).write(to: URL(fileURLWithPath: over))
            // 20 MB: a real image's first bytes, then a sparse tail.
            try fakeImage(size: 2_000).write(to: URL(fileURLWithPath: huge))
            guard truncate(huge, 20 << 20) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
    }

    private static let files = Task { try Files() }

    @Test(arguments: cases)
    func aLimitIsCheckedBeforeSendingAndNamed(_ limited: Case) async throws {
        let files = try await Self.files.value
        let closed = try await SharedMarkets.shared.closedAddress()
        let arguments = limited.arguments.map { argument in
            switch argument {
            case "IMAGE": files.image
            case "OVER": files.over
            case "HUGE": files.huge
            default: argument
            }
        }
        for language in ["en", "ko"] {
            var environment = [
                "OPEN_MARKET_SERVER": closed,
                "OPEN_MARKET_VENDOR": MarketFixture.alice.identifier,
                "OPEN_MARKET_PASSWORD": MarketFixture.alice.password,
            ]
            environment.merge(limited.environment) { $1 }
            let cli = CLI(name: "open-market", environment: environment, input: limited.input)
            let run = try await cli.run(arguments + ["--lang", language])

            let label = "\(limited.label) (\(language))"
            #expect(run.status == limited.status, "\(label): \(run.status) \(run.stderr)")
            #expect(run.errorLines.count == 1, "\(label): \(run.stderr)")
            #expect(run.stderr.contains(limited.limit), "\(label): \(run.stderr)")
            #expect(!run.stderr.contains("16 MB") && !run.stderr.contains("16MB"), "\(label): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(label): \(run.stdout)")
            if language == "ko" {
                #expect(
                    run.stderr.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(label)")
            }
        }
    }

    @Test func theCasesCoverEveryLimitOfTheServer() {
        // One case per limit the server enforces on what a client sends (the request-size
        // limits follow from these: five images of 300 KB and the longest texts fit in 2 MB).
        let labels = Set(Self.cases.map(\.label))
        #expect(labels.count == Self.cases.count)
        #expect(Self.cases.count >= 12)
        let limits = MarketLimits()
        let largest =
            limits.imageCount.upperBound * limits.maximumImageBytes + 4 * limits.descriptionLength.upperBound
            + 4 * limits.nameLength.upperBound + 4_096
        #expect(largest < limits.maximumMultipartBytes)
    }

    @Test func aForbiddenAnswerInKoreanKeepsTheServersEnglishSentenceOut() async throws {
        let market = try await SharedMarkets.shared.sample()
        let cli = CLI(
            name: "open-market",
            environment: [
                "OPEN_MARKET_SERVER": market.baseURL.absoluteString,
                "OPEN_MARKET_VENDOR": MarketFixture.alice.identifier,
                "OPEN_MARKET_PASSWORD": "not-the-password",
            ])
        let korean = try await cli("delete", "1", "--lang", "ko")
        #expect(korean.status == 1, "\(korean.stderr)")
        #expect(korean.errorLines.count == 1, "\(korean.stderr)")
        #expect(korean.stderr.contains("403"), "\(korean.stderr)")
        let letters = korean.stderr.unicodeScalars.filter { ("a"..."z").contains($0) }
        // Only codes and option names may be in Latin letters: no English sentence.
        #expect(!korean.stderr.contains(" the "), "\(korean.stderr)")
        #expect(letters.count < 40, "\(korean.stderr)")

        let english = try await cli("delete", "1", "--lang", "en")
        #expect(english.status == 1)
        #expect(english.stderr.contains("403"), "\(english.stderr)")
    }
}
