import Foundation
import OpenMarketKit
import OpenMarketServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `open-market` driven as a user would, against a local server on a free port.
@Suite("open-market: every command, as a user types it")
struct OpenMarketCLITests {
    /// A CLI set up to sell as `vendor` on `market`.
    private func cli(_ market: MarketFixture, as vendor: VendorAccount? = MarketFixture.alice) -> CLI {
        var environment = [
            "OPEN_MARKET_SERVER": market.baseURL.absoluteString,
            "OPEN_MARKET_GENERATION": market.generation.rawValue,
        ]
        if let vendor {
            environment["OPEN_MARKET_VENDOR"] = vendor.identifier
            environment["OPEN_MARKET_PASSWORD"] = vendor.password
        }
        return CLI(name: "open-market", environment: environment)
    }

    private func imageFile(_ directory: URL, _ name: String = "photo.png", size: Int = 3_000) throws -> String
    {
        let url = directory.appendingPathComponent(name)
        try fakeImage(size: size, seed: UInt8(truncatingIfNeeded: name.count)).write(to: url)
        return url.path
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("health, list and show", arguments: [MarketGeneration.marketTraining, .openMarket])
    func reading(generation: MarketGeneration) async throws {
        let market = try await SharedMarkets.shared.sample(generation)
        let cli = cli(market, as: nil)

        let health = try await cli("health")
        #expect(health.status == 0, "\(health.stderr)")
        #expect(health.stdout.contains("OK"), "\(health.stderr)")

        let list = try await cli("list", "--per-page", "5")
        #expect(list.status == 0, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines.first?.contains("Price") == true)
        #expect(lines.first?.contains("Stock") == true)
        #expect(list.stdout.contains("Seasonal fruit box"))
        #expect(list.stdout.contains("₩39,000"))
        #expect(list.stdout.contains("₩4,000"))
        #expect(list.stdout.contains("₩35,000"))
        #expect(lines.last == "Page 1 of 3 · 12 products")

        let korean = try await cli("list", "--page", "3", "--per-page", "5", "--lang", "ko")
        #expect(korean.stdout.contains("가격"))
        #expect(korean.stdout.contains("3페이지 중 3페이지"))

        let json = try await cli("list", "--json", "--per-page", "2")
        let page = try self.json(json.stdout)
        let products = try #require(page["items"] as? [[String: Any]])
        #expect(products.map { $0["id"] as? Int } == [12, 11])
        #expect(page["totalCount"] as? Int == 12)

        let show = try await cli("show", "3")
        #expect(show.status == 0, "\(show.stderr)")
        for text in [
            "Ceramic pour-over dripper", "$28.50", "$3.50", "$25.00", "7 in stock", "Images", "/images/",
        ] {
            #expect(show.stdout.contains(text), "show lacks \(text): \(show.stdout)")
        }
        let showJSON = try self.json(try await cli("show", "3", "--json").stdout)
        #expect(showJSON["id"] as? Int == 3)
        #expect((showJSON["images"] as? [Any])?.count == 3)
    }

    @Test("create, update and delete", arguments: [MarketGeneration.marketTraining, .openMarket])
    func selling(generation: MarketGeneration) async throws {
        try await withMarket(generation: generation) { market in
            let cli = cli(market)
            let directory = try temporaryDirectory("open-market-cli")
            let notes = directory.appendingPathComponent("notes.txt")
            try Data("Hand-thrown stoneware, glazed in ash green.\n".utf8).write(to: notes)

            let created = try await cli(
                "create", "--name", "Ash green mug", "--price", "18.50", "--currency", "USD", "--discount",
                "2.5",
                "--stock", "6", "--description-file", notes.path, "--image",
                try imageFile(directory, "a.png"),
                try imageFile(directory, "b.png"))
            #expect(created.status == 0, "\(created.stderr)")
            for text in ["Ash green mug", "$18.50", "$2.50", "$16.00", "6 in stock", "Hand-thrown stoneware"]
            {
                #expect(created.stdout.contains(text), "create lacks \(text)")
            }
            let id = try #require(
                try await market.client().products(page: 1, itemsPerPage: 1).items.first?.id)
            #expect(try await market.client().product(id: id).images.count == 2)

            let updated = try await cli("update", String(id), "--price", "20", "--stock", "0", "--json")
            #expect(updated.status == 0, "\(updated.stderr)")
            let object = try json(updated.stdout)
            #expect(object["id"] as? Int == id)
            #expect(object["price"] as? Int == 20)
            #expect(object["stock"] as? Int == 0)
            #expect(object["discountedPrice"] as? Double == 2.5)

            var piped = cli
            piped.environment["OPEN_MARKET_PASSWORD"] = nil
            piped.input = Data("\(MarketFixture.alice.password)\n".utf8)
            let deleted = try await piped("delete", String(id), "--password-stdin")
            #expect(
                deleted.status == 0,
                "\(deleted.stderr)")
            #expect(
                deleted.stdout == "Deleted product \(id) (Ash green mug).\n",
                "\(deleted.stderr)")
            #expect(try await cli("show", String(id)).status == 1)
        }
    }

    @Test func aVendorNumberThatIsNoneIsAUsageErrorAndNothingIsSent() async throws {
        let market = try await SharedMarkets.shared.sample(.marketTraining)
        var cli = cli(market)
        cli.environment["OPEN_MARKET_VENDOR_NUMBER"] = "two"
        let product = try #require(try await market.client().products(page: 1, itemsPerPage: 1).items.first)
        let run = try await cli("update", String(product.id), "--stock", "\(product.stock + 1)")
        #expect(run.status == 64)
        #expect(run.stderr.contains("OPEN_MARKET_VENDOR_NUMBER is 'two'; set it to the vendor's number"))
        #expect(try await market.client().product(id: product.id).stock == product.stock)
    }

    @Test func createWithJSONPrintsTheProductWithItsID() async throws {
        try await withMarket { market in
            let directory = try temporaryDirectory("open-market-cli")
            let run = try await cli(market)(
                "--json", "create", "--name", "Rice cakes", "--price", "3000", "--description",
                "Soft rice cakes with honey.",
                "--image", try imageFile(directory))
            let object = try json(run.stdout)
            #expect(run.status == 0)
            #expect(object["id"] is Int)
            #expect(object["name"] as? String == "Rice cakes")
            #expect(object["currency"] as? String == "KRW")
        }
    }

    @Test func serveListensPrintsTheAddressFirstAndStopsOnSIGTERM() async throws {
        let directory = try temporaryDirectory("open-market-serve")
        try await withServerProcess([
            "--port", "0", "--data-dir", directory.path, "--sample", "--log-requests",
        ]) {
            server in
            #expect(server.stdout.hasPrefix("Listening on http://127.0.0.1:\(server.port)\n"))
            let cli = CLI(name: "open-market", environment: ["OPEN_MARKET_SERVER": server.address])

            let list = try await cli("list", "--per-page", "3")
            #expect(list.status == 0, "\(list.stderr)")
            #expect(list.stdout.contains("Seasonal fruit box"), "\(list.stderr)")
            #expect(await server.printed("Created the demo vendor"), "\(server.stdout)")
            #expect(await server.printed("Loaded 12 sample products"), "\(server.stdout)")

            #expect(await server.stop(signal: SIGTERM) == 0)
            #expect(await server.printed("GET /api/products 200", toErrors: true), "\(server.stderr)")
            let vendors = try Data(contentsOf: directory.appendingPathComponent("vendors.json"))
            #expect(
                !server.stderr.contains(
                    try #require(try JSONDecoder().decode([VendorAccount].self, from: vendors).first).password
                ))
            let after = try await cli("health")
            #expect(after.status == 69, "\(after.stderr)")
            #expect(after.errorLines.count == 1, "\(after.stderr)")
        }
    }

    @Test func serveStopsOnSIGINTAndKeepsItsData() async throws {
        let directory = try temporaryDirectory("open-market-serve")
        let cli = try await withServerProcess([
            "--port", "0", "--data-dir", directory.path, "--generation", "openMarket",
        ]) { first in
            let vendors = try JSONDecoder().decode(
                [VendorAccount].self, from: Data(contentsOf: directory.appendingPathComponent("vendors.json"))
            )
            let vendor = try #require(vendors.first)
            let images = try temporaryDirectory("open-market-serve-images")
            let cli = CLI(
                name: "open-market",
                environment: [
                    "OPEN_MARKET_SERVER": first.address, "OPEN_MARKET_GENERATION": "openMarket",
                    "OPEN_MARKET_VENDOR": vendor.identifier, "OPEN_MARKET_PASSWORD": vendor.password,
                ])
            let created = try await cli(
                "create", "--name", "Kept kettle", "--price", "100", "--description",
                "A kettle that survives restarts.",
                "--image", try imageFile(images))
            #expect(created.status == 0, "\(created.stderr)")
            #expect(await first.stop(signal: SIGINT) == 0)
            return cli
        }

        try await withServerProcess([
            "--port", "0", "--data-dir", directory.path, "--generation", "openMarket",
        ]) { second in
            var again = cli
            again.environment["OPEN_MARKET_SERVER"] = second.address
            let show = try await again("show", "1")
            #expect(show.status == 0, "\(show.stderr)")
            #expect(show.stdout.contains("Kept kettle"), "\(show.stderr)")
            #expect(!second.stdout.contains("Created the demo vendor"))
            #expect(await second.stop() == 0)
        }
    }

    @Test func serveStartUpErrorsHaveTheirExitCodes() async throws {
        let cli = CLI(name: "open-market")
        let directory = try temporaryDirectory("open-market-serve")
        try Data("[{\"identifier\": 1}]".utf8).write(to: directory.appendingPathComponent("vendors.json"))
        let malformed = try await cli("serve", "--port", "0", "--data-dir", directory.path)
        #expect(malformed.status == 65, "\(malformed.stderr)")
        #expect(malformed.errorLines.count == 1, "\(malformed.stderr)")
        #expect(malformed.stderr.contains("vendors.json"))
        #expect(malformed.stdout.isEmpty)

        let file = directory.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        let notADirectory = try await cli("serve", "--port", "0", "--data-dir", file.path)
        #expect(notADirectory.status == 74, "\(notADirectory.stderr)")
        #expect(notADirectory.errorLines.count == 1, "\(notADirectory.stderr)")

        try await withMarket { market in
            let busy = try await cli(
                "serve", "--port", String(market.running.port), "--data-dir",
                try temporaryDirectory("busy").path)
            #expect(busy.status == 69, "\(busy.stderr)")
            #expect(busy.errorLines.count == 1, "\(busy.stderr)")
            let badPort = try await cli("serve", "--port", "70000")
            #expect(badPort.status == 64)
        }
    }

    @Test func aKillDuringCreatesLosesAtMostTheRequestInFlight() async throws {
        let directory = try temporaryDirectory("open-market-crash")
        try JSONEncoder().encode([MarketFixture.alice]).write(
            to: directory.appendingPathComponent("vendors.json"))
        let image = try ImageUpload(data: fakeImage(size: 20_000))
        let acknowledged = try await withServerProcess(["--port", "0", "--data-dir", directory.path]) {
            server in
            let base = try #require(URL(string: server.address))
            let client = MarketFixture.client(base, vendor: MarketFixture.alice)

            // Creates keep coming from several tasks; the server is killed once a few have been
            // acknowledged, with more in flight.
            let tally = Tally()
            return await withTaskGroup(of: [Int].self) { group in
                for task in 0..<4 {
                    group.addTask {
                        var ids: [Int] = []
                        for index in 0..<400 {
                            guard
                                let created = try? await client.createProduct(
                                    MarketFixture.draft("Crash \(task)-\(index)"), images: [image])
                            else { break }
                            ids.append(created.id)
                            await tally.add()
                        }
                        return ids
                    }
                }
                group.addTask {
                    let deadline = ContinuousClock.now + .seconds(60)
                    while await tally.count < 8 && ContinuousClock.now < deadline {
                        try? await Task.sleep(for: .milliseconds(10))
                    }
                    _ = await server.stop(signal: SIGKILL, timeout: 5)
                    return []
                }
                return await group.reduce(into: [Int]()) { $0 += $1 }
            }
        }

        // A new server opens the directory; every acknowledged product is there, whole.
        try await withMarket(directory: directory) { market in
            let page = try await market.client().products(page: 1, itemsPerPage: 500)
            let stored = Set(page.items.map(\.id))
            #expect(!acknowledged.isEmpty)
            #expect(Set(acknowledged).isSubset(of: stored))
            #expect(stored.count <= acknowledged.count + 4)
            for id in stored {
                let detail = try await market.client().product(id: id)
                let url = try #require(detail.images.first?.url)
                #expect(try await URLSession.shared.data(from: url).0 == image.data)
            }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.contains(".tmp-")
            }
            #expect(leftovers.isEmpty)
        }
    }
}

/// Counts acknowledged requests across tasks.
private actor Tally {
    private(set) var count = 0

    func add() {
        count += 1
    }
}
