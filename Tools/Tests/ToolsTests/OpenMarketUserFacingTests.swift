import Foundation
import OpenMarketKit
import OpenMarketServer
import Testing

/// `open-market` as one product with the other CLIs: amounts that fit their currency, messages
/// in sentences and in Korean, `--json` as data, and server start-up errors a person can act on.
@Suite("open-market: policy from the kit, sentences, Korean, data")
struct OpenMarketUserFacingTests {
    /// A CLI selling as `vendor` on `market`.
    private func cli(_ market: MarketFixture, as vendor: VendorAccount = MarketFixture.alice) -> CLI {
        CLI(
            name: "open-market",
            environment: [
                "OPEN_MARKET_SERVER": market.baseURL.absoluteString,
                "OPEN_MARKET_VENDOR": vendor.identifier, "OPEN_MARKET_PASSWORD": vendor.password,
            ])
    }

    private func imageFile() throws -> String {
        let url = try temporaryDirectory("open-market-image").appendingPathComponent("photo.png")
        try fakeImage(size: 2_000).write(to: url)
        return url.path
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Creates a $17.50 product with $2.50 off as Alice; its id.
    private func createDollarProduct(_ market: MarketFixture) async throws -> Int {
        let draft = ProductDraft(
            name: "Ash green mug", description: "Hand-thrown stoneware, glazed in ash green.", price: "17.50",
            currency: .usd, discountedPrice: "2.50", stock: 3)
        let image = try ImageUpload(data: fakeImage())
        return try await market.client(MarketFixture.alice).createProduct(draft, images: [image]).id
    }

    // MARK: - Whole won, and currency changes

    @Test func aCurrencyChangeAloneIsRefusedAndNothingShowsWonForDollars() async throws {
        try await withMarket { market in
            // Given a $17.50 product with $2.50 off
            let id = try await createDollarProduct(market)
            let cli = cli(market)

            // When only its currency is changed to KRW
            let run = try await cli("update", String(id), "--currency", "KRW")

            // Then the kit refuses, saying what to give, and the product keeps its dollars
            #expect(run.status == 65, "\(run.stderr)")
            #expect(run.stderr.contains("needs the price and the discount in KRW too"), "\(run.stderr)")
            let show = try await cli("show", String(id))
            for text in ["$17.50", "$2.50", "$15.00"] {
                #expect(show.stdout.contains(text), "\(show.stdout)")
            }
            for text in ["₩18", "₩2", "₩15"] { #expect(!show.stdout.contains(text), "\(show.stdout)") }

            // And with the amounts restated in won, the change is made
            let restated = try await cli(
                "update", String(id), "--currency", "KRW", "--price", "20000", "--discount", "2000")
            #expect(restated.status == 0, "\(restated.stderr)")
            for text in ["₩20,000", "₩2,000", "₩18,000"] { #expect(restated.stdout.contains(text)) }
        }
    }

    @Test func theServerRefusesAFractionOfAWon() async throws {
        try await withMarket { market in
            // Given a create whose KRW price has a fraction
            var form = HandMadeMultipart()
            form.params(
                #"{"name":"Kettle","descriptions":"A kettle for slow pours.","price":19.99,"currency":"KRW","secret":"alice-pass-1"}"#
            )
            form.image(fakeImage())
            let before = try await market.catalogue()

            // When it is sent past the kit
            let answer = try await market.send(
                "POST", "/api/products",
                headers: ["Content-Type": form.contentType, "identifier": MarketFixture.alice.identifier],
                body: form.closed)

            // Then the server refuses it with its validation status and an error body
            #expect(answer.status == 400)
            #expect(answer.code == "FRACTIONAL_AMOUNT")
            #expect(answer.message?.contains("whole won") == true)
            #expect(try await market.catalogue() == before)
        }
    }

    @Test func theServerRefusesACurrencyChangeThatLeavesCentsInWon() async throws {
        try await withMarket { market in
            let id = try await createDollarProduct(market)
            let before = try await market.catalogue()

            let answer = try await market.send(
                "PATCH", "/api/products/\(id)",
                headers: ["Content-Type": "application/json", "identifier": MarketFixture.alice.identifier],
                body: Data(#"{"currency":"KRW","secret":"alice-pass-1"}"#.utf8))

            #expect(answer.status == 400)
            #expect(answer.code == "FRACTIONAL_AMOUNT")
            #expect(try await market.catalogue() == before)
        }
    }

    @Test func theOpenAPIDocumentStatesTheUnitRuleAndTheCodes() {
        let document = String(decoding: MarketServer.openAPIDocument(for: .marketTraining), as: UTF8.self)
        #expect(document.contains("FRACTIONAL_AMOUNT"))
        #expect(document.contains("Whole won for KRW"))
        #expect(document.contains("PRODUCT_OF_ANOTHER_VENDOR"))
    }

    // MARK: - Counts, Korean, one message

    @Test func oneProductIsCountedInTheSingular() async throws {
        try await withMarket { market in
            _ = try await createDollarProduct(market)
            let run = try await cli(market)("list")
            #expect(run.stdout.split(separator: "\n").last == "Page 1 of 1 · 1 product", "\(run.stdout)")
            let korean = try await cli(market)("list", "--lang", "ko")
            #expect(korean.stdout.split(separator: "\n").last == "1페이지 중 1페이지 · 상품 1개")
        }
    }

    @Test(
        "Every command's help is Korean under LANG=ko_KR.UTF-8",
        arguments: [[], ["health"], ["list"], ["show"], ["create"], ["update"], ["delete"], ["serve"]])
    func helpIsKorean(command: [String]) async throws {
        let run = try await CLI(name: "open-market", environment: ["LANG": "ko_KR.UTF-8"]).run(
            command + ["--help"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let overview = try #require(lines.first)
        #expect(overview.hasPrefix("개요: "), "\(overview)")
        #expect(hasHangul(String(overview.dropFirst(4))), "\(overview)")
        // Every option line that has a description describes it in Korean.
        for line in lines where line.hasPrefix("  --") && line.count > 30 {
            #expect(hasHangul(line), "\(command): \(line)")
        }
        for marker in ["을(를)", "이(가)", "은(는)", "(으)로"] { #expect(!run.stdout.contains(marker)) }
    }

    @Test func messagesAreKoreanToo() async throws {
        try await withMarket(sample: true) { market in
            let cli = cli(market)
            let image = try imageFile()
            for arguments in [
                [
                    "create", "--name", "Kettle", "--price", "19.99", "--description", "A kettle for tea.",
                    "--image", image,
                ],
                ["update", "3", "--currency", "KRW"], ["show", "999"], ["list", "--per-page", "501"],
                ["show", "-1"],
            ] {
                let run = try await cli.run(arguments + ["--lang", "ko"])
                #expect(run.status != 0)
                #expect(run.errorLines.count == 1, "\(arguments): \(run.stderr)")
                #expect(hasHangul(run.stderr), "\(arguments): \(run.stderr)")
                for marker in ["을(를)", "이(가)", "은(는)", "(으)로"] { #expect(!run.stderr.contains(marker)) }
            }
        }
    }

    @Test func aNegativeIdIsOneMessage() async throws {
        let run = try await CLI(name: "open-market")("show", "-1")
        #expect(run.status == 64)
        #expect(run.errorLines.count == 1)
        #expect(
            run.stderr.hasPrefix("open-market: The product id must be 1 or more, not -1."),
            "\(run.stderr)")
        #expect(!run.stderr.contains("Missing"))
        #expect(!run.stderr.contains("counts and amounts"))
    }

    @Test func anotherVendorsProductIsSaidToBelongToAnotherVendor() async throws {
        try await withMarket(sample: true) { market in
            let bob = cli(market, as: MarketFixture.bob)
            let run = try await bob("delete", "1")
            #expect(run.status == 1)
            #expect(run.stderr.contains("Product 1 belongs to another vendor"), "\(run.stderr)")
            #expect(!run.stderr.contains("Fix what it names"))
            let korean = try await bob("update", "1", "--stock", "2", "--lang", "ko")
            #expect(korean.stderr.contains("상품 1은 다른 판매자의 상품이에요"), "\(korean.stderr)")
        }
    }

    @Test func aCreateWithoutAnAnswerSaysItMayHaveHappenedAndHowToCheck() async throws {
        // Given a server that takes the request and never answers
        let silent = try SilentListener()
        defer { silent.close() }
        let cli = CLI(
            name: "open-market",
            environment: ["OPEN_MARKET_VENDOR": "someone", "OPEN_MARKET_PASSWORD": "secret"])

        // When a product is created, waiting one second
        let run = try await cli(
            "create", "--server", silent.address, "--timeout", "1", "--name", "Kettle", "--price", "1000",
            "--description", "A kettle for slow pours.", "--image", try imageFile())

        // Then, after one line saying it sends the create once more with the same key, the
        // message says the product may exist, how to check, and never to try again
        #expect(run.status == 69)
        #expect(run.errorLines.count == 2, "\(run.stderr)")
        #expect(run.errorLines.first?.contains("same idempotency key") == true, "\(run.stderr)")
        #expect(run.stderr.contains("may or may not have been created"), "\(run.stderr)")
        #expect(run.stderr.contains("'open-market list'"))
        #expect(!run.stderr.localizedCaseInsensitiveContains("try again"))
    }

    // MARK: - Server start-up errors

    @Test func aBusyPortIsASentence() async throws {
        try await withMarket { market in
            let port = market.running.port
            let run = try await CLI(name: "open-market")(
                "serve", "--port", String(port), "--data-dir", try temporaryDirectory("busy").path)
            #expect(run.status == 69)
            #expect(
                run.stderr
                    == "open-market: port \(port) is already in use: choose another with --port, or 0 for any free port.\n"
            )
            let korean = try await CLI(name: "open-market")(
                "serve", "--port", String(port), "--data-dir", try temporaryDirectory("busy").path, "--lang",
                "ko")
            #expect(korean.stderr.contains("이미 쓰이고 있어요"), "\(korean.stderr)")
        }
    }

    @Test func aSecondServerOnOneDataDirectoryNamesTheFirstProcess() async throws {
        try await withMarket { market in
            let run = try await CLI(name: "open-market")(
                "serve", "--port", "0", "--data-dir", market.directory.path)
            let pid = ProcessInfo.processInfo.processIdentifier
            #expect(run.status == 74)
            #expect(run.errorLines.count == 1)
            #expect(
                run.stderr.contains("another server (process \(pid)) is using the data directory"),
                "\(run.stderr)")
            #expect(!run.stderr.contains(".lock"))
        }
    }

    @Test func aReadOnlyDataDirectoryIsRefusedAtStart() async throws {
        // Given a data directory a server filled, then made read-only for the user who runs the next
        let directory = try temporaryDirectory("open-market-read-only")
        try await withMarket(directory: directory) { _ in }
        let asRoot = getuid() == 0
        let owner = asRoot ? "chown -R 65534:65534 \"$1\" && " : ""
        let user = asRoot ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let script =
            owner + "chmod 555 \"$1\" \"$1/images\" && "
            + "timeout 20 \(user)\"$0\" serve --port 0 --data-dir \"$1\"; status=$?; chmod 755 \"$1\" \"$1/images\"; exit $status"

        // When a server starts on it
        let run = try await CLI(name: "open-market").shell(script, directory.path)

        // Then it refuses with one line instead of answering 500 to every write
        #expect(run.status == 74, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.contains("is read-only"), "\(run.stderr)")
    }

    // MARK: - --json is data

    @Test func jsonCarriesIdsExactAmountsCodesAndUTCTimestamps() async throws {
        try await withMarket { market in
            let cli = cli(market)
            let created = try await cli(
                "create", "--json", "--name", "Honey citron tea", "--price", "19.99", "--currency", "USD",
                "--discount", "1.50", "--description", "A jar of citron preserved in honey.", "--image",
                try imageFile())
            #expect(created.status == 0, "\(created.stderr)")
            #expect(created.stdout.contains(#""price" : 19.99"#), "\(created.stdout)")
            #expect(created.stdout.contains(#""bargainPrice" : 18.49"#))
            let product = try json(created.stdout)
            let id = try #require(product["id"] as? Int)
            #expect(product["currency"] as? String == "USD")
            #expect(product["vendorId"] is Int)
            let timestamp = try #require(product["createdAt"] as? String)
            #expect(timestamp.hasSuffix("Z"))
            #expect(ISO8601DateFormatter.timestamp(timestamp) != nil, "\(timestamp)")

            let page = try json(try await cli("list", "--json").stdout)
            #expect(page["pageNumber"] as? Int == 1)
            #expect((page["items"] as? [[String: Any]])?.first?["id"] as? Int == id)

            let health = try json(try await cli("health", "--json").stdout)
            #expect(health["status"] as? String == "OK")
            #expect(health["generation"] as? String == "marketTraining")

            let deleted = try json(try await cli("delete", String(id), "--json").stdout)
            #expect(deleted["id"] as? Int == id)
            #expect(deleted["deleted"] as? Bool == true)
            #expect((deleted["product"] as? [String: Any])?["name"] as? String == "Honey citron tea")
        }
    }

    @Test(arguments: [["list"], ["show"], ["create"], ["update"], ["delete"], ["health"]])
    func everyCommandsHelpDocumentsItsJSON(command: [String]) async throws {
        let help = try await CLI(name: "open-market").run(command + ["--help"])
        #expect(help.stdout.contains("--json: "), "\(command)")
    }

    // MARK: - The README

    @Test func theReadmesOpenMarketExampleRunsAsWritten() async throws {
        // Given the README's shell block that sells on a local server
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```sh\n").dropFirst().map {
            $0.components(separatedBy: "\n```").first ?? ""
        }
        let block = try #require(blocks.first { $0.contains("open-market create") })
        let binaries = try CLI.binaryDirectory(containing: "open-market").path
        let temporary = try temporaryDirectory("open-market-readme")

        // When it runs from the repository's root, on a fresh install
        let cli = CLI(
            name: "open-market",
            environment: [
                "PATH": "\(binaries):/usr/bin:/bin", "TMPDIR": temporary.path, "HOME": temporary.path,
            ])
        let run = try await cli.shell(
            #"cd "$1" && exec timeout 120 sh -ec "trap 'kill \$! 2>/dev/null || true' EXIT; $2""#, root.path,
            block)
        var leftovers = Self.serversStillRunning(under: temporary)
        for _ in 0..<100 where !leftovers.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            leftovers = Self.serversStillRunning(under: temporary)
        }
        for pid in leftovers { kill(pid, SIGKILL) }

        // Then every command succeeds, and the server it started is stopped
        #expect(leftovers.isEmpty)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("Honey citron tea"))
        #expect(run.stdout.contains("₩26,000"))
        #expect(run.stdout.contains(#""deleted" : true"#))
    }

    @Test func theReadmesTableExamplesRunAsWritten() async throws {
        // Given the README's row for open-market, on a fresh install (its default data folder
        // under a new HOME, its default port)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| `open-market` |") })
        let commands = row.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(
            \.element
        )
        .filter { $0.hasPrefix("open-market ") }
        #expect(
            commands == [
                "open-market serve --sample &", "open-market list --lang ko", "open-market show 3 --json",
            ])
        let home = try temporaryDirectory("open-market-readme-home")
        let binaries = try CLI.binaryDirectory(containing: "open-market").path
        let script = """
            \(commands[0])
            server=$!
            trap 'kill $server 2>/dev/null; wait $server' EXIT
            for _ in $(seq 1 300); do
                open-market health >/dev/null 2>&1 && break
                kill -0 $server 2>/dev/null || { wait $server; [ $? -eq 69 ] && echo SKIPPED && exit 0; exit 1; }
                sleep 0.1
            done
            \(commands[1])
            \(commands[2])
            """

        // When they run one after the other
        let run = try await CLI(
            name: "open-market", environment: ["PATH": "\(binaries):/usr/bin:/bin", "HOME": home.path]
        ).shell(script)

        // Then each succeeds (unless something else holds port 8080 here)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        if !run.stdout.contains("SKIPPED") {
            #expect(run.stdout.contains("가격"))
            #expect(run.stdout.contains(#""id" : 3"#))
        }
    }

    /// The servers whose data directories (with their lock files naming them) lie under `folder`
    /// and that still run.
    private static func serversStillRunning(under folder: URL) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { name in
            let lock = folder.appendingPathComponent(name).appendingPathComponent(".lock")
            guard let text = try? String(contentsOf: lock, encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0,
                kill(pid, 0) == 0
            else { return nil }
            return pid
        }
    }
}

extension ISO8601DateFormatter {
    /// The date of `2026-11-24T08:30:00Z` or `2026-11-24T08:30:00.123Z` (a timestamp on a whole
    /// second has no fraction), or `nil` for anything else.
    fileprivate static func timestamp(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}

/// A TCP listener on 127.0.0.1 that takes connections and never answers.
final class SilentListener: Sendable {
    private let descriptor: Int32
    /// `http://127.0.0.1:<port>`.
    let address: String

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            Foundation.close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        self.address = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
    }

    /// Stops listening.
    func close() {
        Foundation.close(descriptor)
    }
}
