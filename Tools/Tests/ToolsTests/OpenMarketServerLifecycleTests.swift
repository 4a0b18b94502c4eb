import Foundation
import GRDB
import OpenMarketKit
import OpenMarketServer
import Testing

/// How `open-market serve` starts and stops: nothing in the data folder until it has its port,
/// every demo vendor it makes announced, a database file that stands alone after a clean stop,
/// and a request log only when asked for.
@Suite("open-market serve starts and stops cleanly")
struct OpenMarketServerLifecycleTests {
    // MARK: - Starting

    @Test func aStartRefusedForItsPortCreatesNothingInTheDataFolder() async throws {
        try await withMarket { market in
            let cli = CLI(name: "open-market")
            let parent = try temporaryDirectory("open-market-taken-port")
            let missing = parent.appendingPathComponent("om2")
            let empty = try temporaryDirectory("open-market-taken-port-empty")
            let port = String(market.running.port)

            for folder in [missing, empty] {
                let run = try await cli("serve", "--port", port, "--data-dir", folder.path, "--sample")
                #expect(run.status == 69, "\(run.stderr)")
                #expect(run.errorLines.count == 1, "\(run.stderr)")
                #expect(run.stdout.isEmpty)
            }
            #expect(!FileManager.default.fileExists(atPath: missing.path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)

            // The same refusal from the library, for a server started in a process.
            let server = MarketServer(
                configuration: MarketServerConfiguration(dataDirectory: missing, port: market.running.port))
            await #expect(throws: MarketServerError.self) { try await server.start() }
            #expect(!FileManager.default.fileExists(atPath: missing.path))
        }
    }

    @Test func theNextStartAfterARefusedOneCreatesAndPrintsTheDemoVendor() async throws {
        let directory = try temporaryDirectory("open-market-next-start").appendingPathComponent("om2")
        try await withMarket { market in
            let taken = try await CLI(name: "open-market")(
                "serve", "--port", String(market.running.port), "--data-dir", directory.path)
            #expect(taken.status == 69, "\(taken.stderr)")
        }
        try await withServerProcess(["--port", "0", "--data-dir", directory.path]) { server in
            let vendor = try #require(try Self.vendors(in: directory).first)
            #expect(
                await server.printed("Created the demo vendor \(vendor.identifier);"), "\(server.stdout)")
        }
    }

    @Test func aStartRefusedForItsDataLeavesNoUnannouncedDemoVendor() async throws {
        // Given a data folder without vendors.json whose products.json is broken
        let directory = try temporaryDirectory("open-market-refused-data")
        let legacy = directory.appendingPathComponent("products.json")
        try Data("{".utf8).write(to: legacy)

        // When a server starts there, it is refused, and the vendor it made goes with it
        let refused = try await CLI(name: "open-market")("serve", "--port", "0", "--data-dir", directory.path)
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        #expect(
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("vendors.json").path))

        // Then the start that succeeds makes the demo vendor and prints its identifier, in Korean too
        try FileManager.default.removeItem(at: legacy)
        try await withServerProcess(["--port", "0", "--data-dir", directory.path, "--lang", "ko"]) { server in
            let vendors = try Self.vendors(in: directory)
            #expect(vendors.count == 1)
            let vendor = try #require(vendors.first)
            #expect(await server.printed("데모 판매자 \(vendor.identifier)"), "\(server.stdout)")
        }
    }

    @Test(arguments: [#"[{"identifier": 5}]"#, "[]", "{", #"{"identifier": "a"}"#])
    func aStartRefusedForItsVendorsFileLeavesTheFolderAsItWas(vendors: String) async throws {
        // Given a data folder whose only file is a vendors.json the server cannot use
        let directory = try temporaryDirectory("open-market-bad-vendors")
        let file = directory.appendingPathComponent("vendors.json")
        try Data(vendors.utf8).write(to: file)

        // When a server starts there, it is refused as malformed data
        let refused = try await CLI(name: "open-market")("serve", "--port", "0", "--data-dir", directory.path)
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(refused.errorLines.count == 1, "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains(file.path), "\(refused.stderr)")

        // In Korean, the whole line is Korean (the path aside)
        let korean = try await CLI(name: "open-market")(
            "serve", "--lang", "ko", "--port", "0", "--data-dir", directory.path)
        #expect(korean.status == 65, "\(korean.stderr)")
        #expect(korean.errorLines.count == 1, "\(korean.stderr)")
        let words = korean.stderr.replacingOccurrences(of: file.path, with: "")
        #expect(words.contains("판매자"), "\(korean.stderr)")
        #expect(!words.contains(" is ") && !words.contains("vendor "), "\(korean.stderr)")

        // Then it made nothing: no market.sqlite, no images/, no lock; vendors.json untouched
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["vendors.json"])
        #expect(try Data(contentsOf: file) == Data(vendors.utf8))
    }

    /// A start refused once the server has its port and has begun to open the data folder makes
    /// nothing there: no `images/`, no `.lock`, no `market.sqlite` of its own, no `vendors.json`;
    /// what was there stays as it was.
    @Test(arguments: [
        "a market.sqlite that is not one", "a products.json that is not one", "a read-only images/",
        "a folder no one may write", "a path through a file",
    ])
    func aStartRefusedForItsDataCreatesNothingInTheFolder(folder: String) async throws {
        // Given a data folder holding only what makes the start fail
        let directory = try temporaryDirectory("open-market-refused-start")
        var files: [String: Data] = [:]
        var status: Int32 = 65
        var user = ""
        var dataDirectory = directory.path
        var said = ""
        switch folder {
        case "a folder no one may write":
            // Its permission bits let no one write it: refused also for root, whom the system
            // lets write anything.
            status = 74
            said = "is read-only"
        case "a path through a file":
            files["afile"] = Data("a file\n".utf8)
            dataDirectory = directory.path + "/afile/market"
            status = 74
            said = "afile is a file, not a folder, so the data directory can't be there"
        case "a market.sqlite that is not one":
            files["market.sqlite"] = Data("not sqlite\n".utf8)
        case "a products.json that is not one":
            files["vendors.json"] = try JSONEncoder().encode([MarketFixture.alice])
            files["products.json"] = Data("{".utf8)
        default:
            // Writable by the user who runs the server (nobody, when the tests run as root), but
            // for images/.
            let images = directory.appendingPathComponent("images")
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: false)
            if getuid() == 0 {
                _ = chown(directory.path, 65534, 65534)
                _ = chown(images.path, 65534, 65534)
                user = "setpriv --reuid=65534 --regid=65534 --clear-groups "
            }
            _ = chmod(images.path, 0o555)
            status = 74
        }
        for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
        if folder == "a folder no one may write" { _ = chmod(directory.path, 0o555) }
        defer { _ = chmod(directory.path, 0o755) }
        let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()

        // When a server starts there, it is refused in one line
        let run = try await CLI(name: "open-market").shell(
            "timeout 20 \(user)\"$0\" serve --port 0 --data-dir \"$1\"", dataDirectory)
        #expect(run.status == status, "\(run.stdout) \(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(said.isEmpty || run.stderr.contains(said), "\(run.stderr)")
        #expect(run.stdout.isEmpty)

        // Then the folder holds what it held, unchanged, and nothing more
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == before)
        for (name, data) in files {
            #expect(try Data(contentsOf: directory.appendingPathComponent(name)) == data, "\(name)")
        }
        if folder == "a read-only images/" {
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/images").isEmpty)
        }
    }

    // MARK: - Stopping

    @Test(arguments: [SIGTERM, SIGINT])
    func aCleanStopLeavesTheWholeCatalogueInMarketSQLiteAlone(signal: Int32) async throws {
        let directory = try temporaryDirectory("open-market-checkpoint")
        try await withServerProcess(["--port", "0", "--data-dir", directory.path, "--sample"]) { server in
            #expect(await server.printed("Loaded 12 sample products"), "\(server.stdout)")
            #expect(await server.stop(signal: signal) == 0)
        }
        #expect(try Self.productsInACopyOfTheDatabaseFileAlone(directory) == 12)
        let wal = directory.appendingPathComponent("market.sqlite-wal").path
        let walSize = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        #expect(walSize == 0)
    }

    @Test func aServerStoppedInItsProcessLeavesTheWholeCatalogueInMarketSQLiteAlone() async throws {
        let directory = try await withMarket(sample: true) { market in
            let created = try await market.client(MarketFixture.alice).createProduct(
                MarketFixture.draft("Checkpointed kettle"), images: [try ImageUpload(data: fakeImage())])
            #expect(created.name == "Checkpointed kettle")
            return market.directory
        }
        #expect(try Self.productsInACopyOfTheDatabaseFileAlone(directory) == 13)
    }

    // MARK: - The request log

    @Test func theRequestLogIsWrittenOnlyWhenAskedFor() async throws {
        for asked in [false, true] {
            let directory = try temporaryDirectory("open-market-log")
            let arguments =
                ["--port", "0", "--data-dir", directory.path, "--sample"] + (asked ? ["--log-requests"] : [])
            try await withServerProcess(arguments) { server in
                let cli = CLI(name: "open-market", environment: ["OPEN_MARKET_SERVER": server.address])
                let list = try await cli("list", "--per-page", "2")
                #expect(list.status == 0, "\(list.stderr)")
                #expect(await server.stop() == 0)
                if asked {
                    #expect(await server.printed("GET /api/products 200", toErrors: true), "\(server.stderr)")
                } else {
                    #expect(server.stderr.isEmpty, "\(server.stderr)")
                }
            }
        }
        let help = try await CLI(name: "open-market")("serve", "--help")
        #expect(help.stdout.contains("--log-requests"))
    }

    // MARK: - Helpers

    private static func vendors(in directory: URL) throws -> [VendorAccount] {
        try JSONDecoder().decode(
            [VendorAccount].self, from: Data(contentsOf: directory.appendingPathComponent("vendors.json")))
    }

    /// The number of products in a copy of `market.sqlite` made without its `-wal` and `-shm`
    /// files (what a person backs up).
    private static func productsInACopyOfTheDatabaseFileAlone(_ directory: URL) throws -> Int {
        let copy = try temporaryDirectory("open-market-backup").appendingPathComponent("market.sqlite")
        try FileManager.default.copyItem(at: directory.appendingPathComponent("market.sqlite"), to: copy)
        let database = try DatabaseQueue(path: copy.path)
        defer { try? database.close() }
        return try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product") ?? -1 }
    }
}
