import Foundation
import OpenMarketKit
import OpenMarketServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What survives a restart, concurrent creates, a crash, and the data directory's problems.
@Suite("open-market server: persistence and start-up")
struct OpenMarketPersistenceTests {
    private func draft(_ name: String) -> ProductDraft {
        ProductDraft(name: name, description: "Made for the persistence tests.", price: 1_000, currency: .krw)
    }

    @Test func productsImagesAndTheIdCounterSurviveARestart() async throws {
        // Given a server with three products, one of them deleted
        let photo = fakeImage(size: 10_000, seed: 9)
        let (directory, kept, edited, gone) = try await withMarket { first in
            let seller = first.client(MarketFixture.alice)
            let kept = try await seller.createProduct(
                draft("Kept one"), images: [try ImageUpload(data: photo)])
            let edited = try await seller.updateProduct(id: kept.id, ProductChanges(stock: 7))
            let gone = try await seller.createProduct(
                draft("Gone one"), images: [try ImageUpload(data: photo)])
            try await seller.deleteProduct(id: gone.id)
            return (first.directory, kept, edited, gone)
        }

        // When a new server opens the same directory
        try await withMarket(directory: directory) { second in

            // Then the product, its edit and its image are there, and ids go on
            let read = try await second.client().product(id: kept.id)
            #expect(read.name == "Kept one")
            #expect(read.stock == 7)
            #expect(read.issuedAt == edited.issuedAt)
            let url = try #require(read.images.first?.url)
            #expect(url.port == second.running.port)
            #expect(try await URLSession.shared.data(from: url).0 == photo)
            let next = try await second.client(MarketFixture.bob).createProduct(
                draft("Next one"), images: [try ImageUpload(data: photo)])
            #expect(next.id == gone.id + 1)
            #expect(next.images.first.map { $0.id > (read.images.first?.id ?? .max) } == true)
            await #expect(throws: OpenMarketError.self) { try await second.client().product(id: gone.id) }
        }
    }

    @Test func fiftyConcurrentCreatesMakeFiftyDistinctProducts() async throws {
        try await withMarket { market in
            let vendors = [MarketFixture.alice, MarketFixture.bob]

            let ids = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<50 {
                    group.addTask {
                        let seller = market.client(vendors[index % 2])
                        let image = try ImageUpload(data: fakeImage(size: 1_000 + index, seed: UInt8(index)))
                        return try await seller.createProduct(self.draft("Product \(index)"), images: [image])
                            .id
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }

            #expect(Set(ids).count == 50)
            let page = try await market.client().products(page: 1, itemsPerPage: 100)
            #expect(page.totalCount == 50)
            #expect(Set(page.items.map(\.id)) == Set(ids))
            let names = Set(page.items.map(\.name))
            #expect(names == Set((0..<50).map { "Product \($0)" }))
        }
    }

    @Test func theSampleIsLoadedOnlyOnTheFirstRun() async throws {
        let directory = try await withMarket(sample: true) { first in
            #expect(first.running.loadedSampleCount == 12)
            return first.directory
        }
        try await withMarket(sample: true, directory: directory) { second throws in
            #expect(second.running.loadedSampleCount == nil)
            #expect(try await second.client().products(page: 1, itemsPerPage: 50).totalCount == 12)
        }
    }

    @Test func aMissingVendorsFileIsCreatedWithOneDemoVendor() async throws {
        try await withMarket(writeVendors: false) { market in
            let vendor = try #require(market.running.createdVendor)
            let file = try Data(contentsOf: market.directory.appendingPathComponent("vendors.json"))
            let accounts = try JSONDecoder().decode([VendorAccount].self, from: file)
            #expect(accounts == [vendor])
            let attributes = try FileManager.default.attributesOfItem(
                atPath: market.directory.appendingPathComponent("vendors.json").path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            let seller = market.client(vendor)
            _ = try await seller.createProduct(
                draft("Demo product"), images: [try ImageUpload(data: fakeImage())])
        }
    }

    @Test func theCatalogueAndItsFoldersAreTheOwnersAlone() async throws {
        // Given a data directory that does not exist yet, under a umask that lets others read
        let directory = try temporaryDirectory("open-market-modes").appendingPathComponent("new/market")
        let mask = umask(0o022)
        defer { umask(mask) }
        try await withMarket(sample: true, directory: directory, writeVendors: false) { market in
            // Then what holds each product's deletion secret may be read by its owner only
            let manager = FileManager.default
            for (path, mode) in [
                (directory.path, 0o700), (directory.appendingPathComponent("images").path, 0o700),
                (directory.deletingLastPathComponent().path, 0o700),
                (directory.appendingPathComponent("market.sqlite").path, 0o600),
                (directory.appendingPathComponent("market.sqlite-wal").path, 0o600),
                (directory.appendingPathComponent("vendors.json").path, 0o600),
            ] {
                let attributes = try manager.attributesOfItem(atPath: path)
                #expect((attributes[.posixPermissions] as? Int) == mode, "\(path)")
            }
            #expect(try await market.client().products(page: 1, itemsPerPage: 50).totalCount == 12)
        }
    }

    @Test func aCatalogueLeftReadableByOthersIsMadeTheOwnersAlone() async throws {
        // Given a catalogue an earlier version left readable by everyone (0644)
        let directory = try await withMarket(sample: true) { $0.directory }
        let database = directory.appendingPathComponent("market.sqlite").path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: database)
        // When the server starts on it again
        try await withMarket(directory: directory) { market in
            // Then it is its owner's alone, with every product kept
            let attributes = try FileManager.default.attributesOfItem(atPath: database)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            #expect(try await market.client().products(page: 1, itemsPerPage: 50).totalCount == 12)
        }
    }

    @Test(
        "A malformed vendors file is a clear start-up error",
        arguments: [
            "", "{", "{}", "[]", "[1]", #"[{"identifier":"a","name":"A"}]"#,
            #"[{"identifier":"","name":"A","password":"p"}]"#,
            #"[{"identifier":"a","name":"A","password":"p"},{"identifier":"a","name":"B","password":"q"}]"#,
            #"[{"identifier":"a","name":"A","password":7}]"#,
        ])
    func malformedVendorsFile(contents: String) async throws {
        let directory = try temporaryDirectory("open-market-vendors")
        try Data(contents.utf8).write(to: directory.appendingPathComponent("vendors.json"))
        do throws(MarketServerError) {
            try await startAndStop(MarketServerConfiguration(dataDirectory: directory, port: 0))
            Issue.record("\(contents) was accepted")
        } catch {
            #expect(error.kind == .invalidData)
            #expect(error.message.contains("vendors.json"), "\(error.message)")
        }
    }

    @Test func aMalformedCatalogueIsAClearStartupErrorAndIsLeftAlone() async throws {
        let directory = try temporaryDirectory("open-market-catalogue")
        try JSONEncoder().encode([MarketFixture.alice]).write(
            to: directory.appendingPathComponent("vendors.json"))
        let products = directory.appendingPathComponent("products.json")
        try Data(#"{"format":1,"products":"#.utf8).write(to: products)
        await #expect(throws: MarketServerError.self) {
            try await startAndStop(MarketServerConfiguration(dataDirectory: directory, port: 0))
        }
        #expect(try Data(contentsOf: products) == Data(#"{"format":1,"products":"#.utf8))
    }

    @Test func aDataDirectoryThatIsAFileOrInUseIsRefused() async throws {
        let file = try temporaryDirectory("open-market-file").appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        do throws(MarketServerError) {
            try await startAndStop(MarketServerConfiguration(dataDirectory: file, port: 0))
            Issue.record("a file was accepted as the data directory")
        } catch {
            #expect(error.kind == .fileSystem)
        }

        let directory = try await withMarket { market in
            do throws(MarketServerError) {
                try await startAndStop(MarketServerConfiguration(dataDirectory: market.directory, port: 0))
                Issue.record("two servers shared one directory")
            } catch {
                #expect(error.kind == .dataDirectoryInUse)
            }
            return market.directory
        }
        // Once stopped, the directory can be used again.
        try await withMarket(directory: directory) { _ in }
    }

    @Test func aPortInUseIsAClearError() async throws {
        try await withMarket { market in
            let directory = try temporaryDirectory("open-market-port")
            let server = MarketServer(
                configuration: MarketServerConfiguration(dataDirectory: directory, port: market.running.port))
            do throws(MarketServerError) {
                let running = try await server.start()
                await running.stop()
                Issue.record("two servers listened on one port")
            } catch {
                #expect(error.kind == .cannotListen)
            }
        }
    }
}
