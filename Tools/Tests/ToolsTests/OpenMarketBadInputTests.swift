import Foundation
import OpenMarketKit
import OpenMarketServer
import Testing

/// Bad input, the way people type it: each ends with a non-zero exit and one clear line on
/// stderr, and the server's catalogue is unchanged.
@Suite("open-market: bad input changes nothing")
struct OpenMarketBadInputTests {
    /// One bad command line.
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let arguments: [String]
        let status: Int32
        /// What the one stderr line must contain.
        let says: String
        var environment: [String: String] = [:]
        var input: String?

        var testDescription: String { label }
    }

    /// Files the cases name, made once per run.
    private struct Files: Sendable {
        let directory: URL
        var image: String { directory.appendingPathComponent("ok.png").path }
        var huge: String { directory.appendingPathComponent("huge.png").path }
        var text: String { directory.appendingPathComponent("notes.txt").path }
        var missing: String { directory.appendingPathComponent("missing.png").path }

        init() throws {
            directory = try temporaryDirectory("open-market-bad-input")
            try fakeImage(size: 2_000).write(to: URL(fileURLWithPath: image))
            try fakeImage(size: 2_000_000).write(to: URL(fileURLWithPath: huge))
            try Data("Just some words, not a picture.".utf8).write(to: URL(fileURLWithPath: text))
        }
    }

    private static let description = ["--description", "Ten or more characters of description."]

    static let cases: [Case] = [
        Case(
            label: "missing vendor",
            arguments: ["create", "--name", "Kettle", "--price", "1000"] + description + [
                "--image", "IMAGE",
            ],
            status: 64, says: "OPEN_MARKET_VENDOR", environment: ["OPEN_MARKET_VENDOR": ""]),
        Case(
            label: "missing password",
            arguments: ["create", "--name", "Kettle", "--price", "1000"] + description + [
                "--image", "IMAGE",
            ],
            status: 64, says: "OPEN_MARKET_PASSWORD", environment: ["OPEN_MARKET_PASSWORD": ""]),
        Case(
            label: "wrong password",
            arguments: ["create", "--name", "Kettle", "--price", "1000"] + description + [
                "--image", "IMAGE",
            ],
            status: 1, says: "403", environment: ["OPEN_MARKET_PASSWORD": "not-it"]),
        Case(
            label: "unknown vendor",
            arguments: ["create", "--name", "Kettle", "--price", "1000"] + description + [
                "--image", "IMAGE",
            ],
            status: 1, says: "401", environment: ["OPEN_MARKET_VENDOR": "no-such-vendor"]),
        Case(
            label: "non-numeric price",
            arguments: ["create", "--name", "Kettle", "--price", "cheap"] + description + [
                "--image", "IMAGE",
            ],
            status: 65, says: "cheap"),
        Case(
            label: "discount above price",
            arguments: ["create", "--name", "Kettle", "--price", "1000", "--discount", "1500"] + description
                + ["--image", "IMAGE"],
            status: 65, says: "discount"),
        Case(
            label: "negative stock",
            arguments: ["create", "--name", "Kettle", "--price", "1000", "--stock", "-1"] + description + [
                "--image", "IMAGE",
            ],
            status: 65, says: "stock"),
        Case(
            label: "name too short",
            arguments: ["create", "--name", "Ke", "--price", "1000"] + description + ["--image", "IMAGE"],
            status: 65, says: "name"),
        Case(
            label: "description too short",
            arguments: [
                "create", "--name", "Kettle", "--price", "1000", "--description", "Short", "--image", "IMAGE",
            ],
            status: 65, says: "description"),
        Case(
            label: "unknown currency",
            arguments: ["create", "--name", "Kettle", "--price", "1000", "--currency", "EUR"] + description
                + ["--image", "IMAGE"],
            status: 65, says: "EUR"),
        Case(
            label: "six images",
            arguments: ["create", "--name", "Kettle", "--price", "1000"] + description + ["--image"]
                + Array(repeating: "IMAGE", count: 6),
            status: 65, says: "6"),
        Case(
            label: "a 2 MB image",
            arguments: ["create", "--name", "Kettle", "--price", "1000"] + description + ["--image", "HUGE"],
            status: 65, says: "KB"),
        Case(
            label: "missing image file",
            arguments: ["create", "--name", "Kettle", "--price", "1000"] + description + [
                "--image", "MISSING",
            ],
            status: 74, says: "missing.png"),
        Case(
            label: "a text file as image",
            arguments: ["create", "--name", "Kettle", "--price", "1000"] + description + ["--image", "TEXT"],
            status: 65, says: "notes.txt"),
        Case(
            label: "description twice",
            arguments: ["create", "--name", "Kettle", "--price", "1000", "--description-file", "TEXT"]
                + description + ["--image", "IMAGE"],
            status: 64, says: "--description"),
        Case(
            label: "missing description file",
            arguments: [
                "create", "--name", "Kettle", "--price", "1000", "--description-file", "MISSING", "--image",
                "IMAGE",
            ],
            status: 74, says: "missing.png"),
        Case(
            label: "no image", arguments: ["create", "--name", "Kettle", "--price", "1000"] + description,
            status: 64, says: "--image"),
        Case(label: "unknown id", arguments: ["show", "999"], status: 1, says: "999"),
        Case(label: "id that is not a number", arguments: ["show", "abc"], status: 64, says: "abc"),
        Case(label: "id zero", arguments: ["delete", "0"], status: 64, says: "1 or more"),
        Case(
            label: "update of an unknown id", arguments: ["update", "999", "--stock", "3"], status: 1,
            says: "404"),
        Case(
            label: "update with nothing to change", arguments: ["update", "1"], status: 64,
            says: "Nothing to change"),
        Case(
            label: "delete another vendor's product", arguments: ["delete", "1"], status: 1, says: "403",
            environment: [
                "OPEN_MARKET_VENDOR": MarketFixture.bob.identifier,
                "OPEN_MARKET_PASSWORD": MarketFixture.bob.password,
            ]),
        Case(
            label: "wrong password on standard input", arguments: ["delete", "1", "--password-stdin"],
            status: 1, says: "403",
            environment: ["OPEN_MARKET_PASSWORD": ""], input: "guess\n"),
        Case(
            label: "page zero", arguments: ["list", "--page", "0"], status: 64,
            says: "Page 0 is out of range: pages go from 1 to 1,000,000"),
        Case(
            label: "a page larger than the server serves", arguments: ["list", "--per-page", "501"],
            status: 64,
            says: "A page of 501 products is out of range: a page holds 1 to 500"),
        Case(
            label: "a fraction of a won",
            arguments: ["create", "--name", "Kettle", "--price", "19.99", "--currency", "KRW"] + description
                + ["--image", "IMAGE"],
            status: 65, says: "A price in KRW is a whole number: 19.99 has a fraction"),
        Case(
            label: "a fraction of a won by default",
            arguments: ["create", "--name", "Kettle", "--price", "19.99"] + description + [
                "--image", "IMAGE",
            ],
            status: 65, says: "KRW"),
        Case(
            label: "a fraction of a won in an update",
            arguments: ["update", "1", "--price", "12000.5"], status: 65,
            says: "A price in KRW is a whole number: 12000.5 has a fraction. Write it without decimals."),
        Case(
            label: "a fraction of a cent in an update",
            arguments: ["update", "3", "--discount", "1.505"], status: 65,
            says: "A discount in USD has at most 2 decimal places: 1.505 has more. Round it."),
        Case(
            label: "a currency change alone", arguments: ["update", "2", "--currency", "KRW"], status: 65,
            says: "needs the price and the discount in KRW too"),
        Case(
            label: "a folder as image",
            arguments: ["create", "--name", "Kettle", "--price", "1000"] + description + [
                "--image", "FOLDER",
            ],
            status: 74, says: "is a folder, not a file"),
        Case(
            label: "a negative id", arguments: ["show", "-1"], status: 64,
            says: "The product id must be 1 or more, not -1."),
        Case(
            label: "a timeout of zero", arguments: ["list", "--timeout", "0"], status: 64, says: "--timeout"),
        Case(
            label: "search on marketTraining", arguments: ["list", "--search", "tea"], status: 64,
            says: "openMarket"),
        Case(
            label: "server that is not http", arguments: ["list", "--server", "ftp://example.test"],
            status: 64, says: "http"),
        Case(
            label: "server port out of range", arguments: ["health", "--server", "http://127.0.0.1:99999"],
            status: 64, says: "names a port outside 1 to 65535"),
        Case(
            label: "unknown generation", arguments: ["list", "--generation", "third"], status: 64,
            says: "generation"),
        Case(
            label: "server not running", arguments: ["list", "--server", "CLOSED"], status: 69, says: "reach"),
    ]

    @Test(arguments: cases)
    func badInputChangesNothing(_ bad: Case) async throws {
        let market = try await SharedMarkets.shared.sample()
        let files = try await Self.files.value
        let closed = try await SharedMarkets.shared.closedAddress()
        let arguments = bad.arguments.map { argument in
            switch argument {
            case "IMAGE": files.image
            case "HUGE": files.huge
            case "TEXT": files.text
            case "MISSING": files.missing
            case "FOLDER": files.directory.path
            case "CLOSED": closed
            default: argument
            }
        }
        var environment = [
            "OPEN_MARKET_SERVER": market.baseURL.absoluteString,
            "OPEN_MARKET_VENDOR": MarketFixture.alice.identifier,
            "OPEN_MARKET_PASSWORD": MarketFixture.alice.password,
        ]
        environment.merge(bad.environment) { $1 }
        let cli = CLI(name: "open-market", environment: environment, input: bad.input.map { Data($0.utf8) })
        let before = try await market.catalogue()

        let run = try await cli.run(arguments)

        #expect(run.status == bad.status, "\(bad.label): \(run.status) \(run.stderr)")
        #expect(run.errorLines.count == 1, "\(bad.label): \(run.stderr)")
        #expect(run.stderr.hasPrefix("open-market: "), "\(bad.label): \(run.stderr)")
        #expect(run.stderr.localizedCaseInsensitiveContains(bad.says), "\(bad.label): \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(bad.label): \(run.stdout)")
        #expect(try await market.catalogue() == before, "\(bad.label) changed the catalogue")
        for leak in ["NSCocoaErrorDomain", "errno", "bind(", "Error Domain", "Missing expected argument"] {
            #expect(!run.stderr.contains(leak), "\(bad.label): \(run.stderr)")
        }
    }

    @Test func theTableCoversAtLeastFifteenMistakes() {
        #expect(Self.cases.count >= 15)
        #expect(Set(Self.cases.map(\.status)) == [1, 64, 65, 69, 74])
    }

    /// The files, made once.
    private static let files = Task { try Files() }
}
