import Foundation
import GRDB
import OpenMarketKit
import OpenMarketServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The server's SQLite store: the folder format of earlier versions imported, vendors read
/// again when their file changes, safe retries with `Idempotency-Key`, searches through the
/// index, and health checks that keep answering while writes wait.
@Suite("open-market server: the SQLite store")
struct OpenMarketStoreTests {
    private static let params =
        #"{"name":"Pour-over kettle","descriptions":"A gooseneck kettle for slow pours.","price":30000,"currency":"KRW","discounted_price":1000,"stock":2,"secret":"alice-pass-1"}"#

    private func create(
        _ market: MarketFixture, params: String = params, image: Data = fakeImage(),
        vendor: VendorAccount = MarketFixture.alice, key: String? = nil
    ) async throws -> RawAnswer {
        var form = HandMadeMultipart()
        form.params(params.replacingOccurrences(of: "alice-pass-1", with: vendor.password))
        form.image(image)
        var headers = ["Content-Type": form.contentType, "identifier": vendor.identifier]
        if let key { headers["Idempotency-Key"] = key }
        return try await market.send("POST", "/api/products", headers: headers, body: form.closed)
    }

    private func total(_ market: MarketFixture) async throws -> Int {
        try await market.client().products(page: 1, itemsPerPage: 1).totalCount ?? -1
    }

    // MARK: - The folder of earlier versions

    @Test func aProductsJSONFolderIsImportedOnceWithNothingLost() async throws {
        // Given a data folder as the JSON-file version left it: two products, three images
        let directory = try temporaryDirectory("open-market-legacy")
        try JSONEncoder().encode([MarketFixture.alice, MarketFixture.bob]).write(
            to: directory.appendingPathComponent("vendors.json"))
        let images = directory.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let photos = (1...3).map { fakeImage(size: 3_000 + $0, seed: UInt8($0)) }
        let names = (1...3).map { String(repeating: "\($0)", count: 32) + ".png" }
        for (photo, name) in zip(photos, names) {
            try photo.write(to: images.appendingPathComponent(name))
        }
        let legacy = """
            {"format":1,"next_product_id":8,"next_image_id":12,"products":[
            {"id":3,"vendor":"\(MarketFixture.alice.identifier)","name":"Old teapot","description":"Kept from before.",
             "currency":"KRW","price":"12000","discounted_price":"500","stock":4,"secret":"s-3",
             "created_at":1700000000000,"issued_at":1700000100000,"thumbnail_id":10,
             "images":[{"id":9,"file":"\(names[0])","issued_at":1700000000000},
                       {"id":10,"file":"\(names[1])","issued_at":1700000000000}]},
            {"id":7,"vendor":"\(MarketFixture.bob.identifier)","name":"Old lamp","description":"Also kept.",
             "currency":"USD","price":"19.99","discounted_price":"0","stock":0,"secret":"s-7",
             "created_at":1700000200000,"issued_at":1700000200000,"thumbnail_id":11,
             "images":[{"id":11,"file":"\(names[2])","issued_at":1700000200000}]}]}
            """
        let productsFile = directory.appendingPathComponent("products.json")
        try Data(legacy.utf8).write(to: productsFile)

        // When the SQLite version starts on it
        try await withMarket(directory: directory) { market in
            // Then every product, image and id is there, and the file is kept beside
            let client = market.client()
            let teapot = try await client.product(id: 3)
            #expect(teapot.name == "Old teapot")
            #expect(teapot.price == 12_000)
            #expect(teapot.images.map(\.id) == [9, 10])
            #expect(teapot.thumbnailURL?.lastPathComponent == names[1])
            let lamp = try await client.product(id: 7)
            #expect(lamp.price == Decimal(string: "19.99"))
            #expect(lamp.vendorID == 2)
            for (image, photo) in zip(teapot.images, photos) {
                let url = try #require(image.url)
                #expect(try await URLSession.shared.data(from: url).0 == photo)
            }
            #expect(try await total(market) == 2)
            let next = try await market.client(MarketFixture.alice).createProduct(
                MarketFixture.draft("After the import"), images: [try ImageUpload(data: fakeImage())])
            #expect(next.id == 8)
            #expect(next.images.first?.id == 12)
        }
        #expect(!FileManager.default.fileExists(atPath: productsFile.path))
        #expect(
            try Data(contentsOf: directory.appendingPathComponent("products.json.bak")) == Data(legacy.utf8))

        // And a second start imports nothing again
        let count = try await withMarket(directory: directory) { market in try await total(market) }
        #expect(count == 3)
    }

    @Test func aStartRefusedForABadProductsJSONIsNotTheFirstRun() async throws {
        // Given a first start refused because products.json is broken
        let directory = try temporaryDirectory("open-market-first-run")
        try JSONEncoder().encode([MarketFixture.alice]).write(
            to: directory.appendingPathComponent("vendors.json"))
        let legacy = directory.appendingPathComponent("products.json")
        try Data("{".utf8).write(to: legacy)
        await #expect(throws: MarketServerError.self) {
            try await startAndStop(
                MarketServerConfiguration(dataDirectory: directory, port: 0, loadSample: true))
        }

        // When the file is moved away and the server starts again with the sample
        try FileManager.default.removeItem(at: legacy)
        func start() async throws -> Int? {
            try await startAndStop(
                MarketServerConfiguration(dataDirectory: directory, port: 0, loadSample: true)
            )
            .loadedSampleCount
        }

        // Then this is the first run: the sample is loaded, once
        #expect(try await start() == 12)
        #expect(try await start() == nil)
    }

    // MARK: - Vendors

    @Test func vendorsJSONIsReadAgainWhenItChangesAndIdsStay() async throws {
        try await withMarket { market in
            let carol = VendorAccount(
                identifier: "carol-0001", name: "Carol Crafts", password: "carol-pass-3")
            let before = try await create(market)
            #expect(before.status == 201)
            let aliceID = try #require((before.object?["vendors"] as? [String: Any])?["id"] as? Int)

            // When carol is added before alice in the file, without a restart
            try JSONEncoder().encode([carol, MarketFixture.bob, MarketFixture.alice]).write(
                to: market.directory.appendingPathComponent("vendors.json"))

            // Then carol may sell within a few seconds, and alice keeps her id
            var answer = try await create(market, vendor: carol)
            for _ in 0..<40 where answer.status == 401 {
                try await Task.sleep(for: .milliseconds(100))
                answer = try await create(market, vendor: carol)
            }
            #expect(answer.status == 201, "\(answer.object ?? [:])")
            #expect((answer.object?["vendors"] as? [String: Any])?["name"] as? String == "Carol Crafts")
            let again = try await create(market)
            #expect((again.object?["vendors"] as? [String: Any])?["id"] as? Int == aliceID)

            // And a broken edit keeps the vendors read last
            try Data("[".utf8).write(to: market.directory.appendingPathComponent("vendors.json"))
            try await Task.sleep(for: .milliseconds(1_500))
            #expect(try await create(market, vendor: carol).status == 201)
        }
    }

    // MARK: - Idempotency-Key

    @Test func theSameKeyAnswersTheFirstCreateAgainWithoutCreating() async throws {
        try await withMarket { market in
            let key = UUID().uuidString
            let first = try await create(market, key: key)
            let second = try await create(market, key: key)

            #expect(first.status == 201)
            #expect(second.status == 201)
            #expect(second.body == first.body)
            #expect(try await total(market) == 1)

            // Another vendor's same key is another create
            let bobs = try await create(market, vendor: MarketFixture.bob, key: key)
            #expect(bobs.status == 201)
            #expect(bobs.object?["id"] as? Int != first.object?["id"] as? Int)
            #expect(try await total(market) == 2)
        }
    }

    @Test func aFirstAnswerKeptByAnEarlierVersionIsAnsweredAgain() async throws {
        // Given a create answered and kept, in a database as the first version of the schema left
        // it: the answer's JSON in another key order, and the offsets where the address went
        let key = UUID().uuidString
        let directory = try temporaryDirectory("open-market-idempotency")
        let (first, firstBase) = try await withMarket(directory: directory) { market in
            (try await create(market, key: key), market.baseURL.absoluteString)
        }
        let database = try DatabaseQueue(
            path: directory.appendingPathComponent("market.sqlite").path)
        try await database.write { db in
            let body = try #require(try Data.fetchOne(db, sql: "SELECT body FROM idempotency"))
            let object = try JSONSerialization.jsonObject(with: body)
            let reordered = try JSONSerialization.data(
                withJSONObject: object, options: [.withoutEscapingSlashes])
            try db.execute(
                sql: """
                    ALTER TABLE idempotency ADD COLUMN insertions TEXT NOT NULL DEFAULT '87,153';
                    UPDATE idempotency SET body = ?;
                    DELETE FROM grdb_migrations WHERE identifier = 'v2';
                    """, arguments: [reordered])
        }
        try database.close()

        // When the same create is sent again to the server of this version
        try await withMarket(directory: directory) { market in
            let again = try await create(market, key: key)

            // Then the database is migrated, and the first answer comes back as it was, its
            // addresses on this server
            #expect(again.status == 201)
            let expected = String(decoding: first.body, as: UTF8.self)
                .replacingOccurrences(of: firstBase, with: market.baseURL.absoluteString)
            #expect(String(decoding: again.body, as: UTF8.self) == expected)
            #expect(try await total(market) == 1)
        }
    }

    @Test func theSameKeyWithAnotherProductIs422AndCreatesNothing() async throws {
        try await withMarket { market in
            let key = "retry-\(UUID().uuidString)"
            #expect(try await create(market, key: key).status == 201)

            let otherName = try await create(
                market,
                params: Self.params.replacingOccurrences(of: "Pour-over kettle", with: "Milk frother"),
                key: key)
            let otherImage = try await create(market, image: fakeImage(seed: 77), key: key)

            for answer in [otherName, otherImage] {
                #expect(answer.status == 422)
                #expect(answer.code == "IDEMPOTENCY_KEY_REUSED")
                #expect(answer.message?.contains("fresh key") == true)
            }
            #expect(try await total(market) == 1)
        }
    }

    @Test func theSameKeyWhileTheFirstIsStillBeingProcessedIs409() async throws {
        try await withMarket { market in
            // Given a first create that waits for the database's write lock
            let database = try Self.lockingQueue(market)
            try await database.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
            let key = UUID().uuidString
            let first = Task { try await self.create(market, key: key) }
            try await Task.sleep(for: .milliseconds(500))

            // When the same create is sent again meanwhile
            let second = try await create(market, key: key)
            try await database.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }

            // Then it is 409, and the first one creates the product
            #expect(second.status == 409)
            #expect(second.code == "IDEMPOTENCY_KEY_IN_USE")
            #expect(try await first.value.status == 201)
            #expect(try await total(market) == 1)
        }
    }

    /// A connection to the market's database that may hold a transaction open between accesses.
    private static func lockingQueue(_ market: MarketFixture) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        return try DatabaseQueue(
            path: market.directory.appendingPathComponent("market.sqlite").path, configuration: configuration)
    }

    @Test(arguments: ["", String(repeating: "k", count: 256), "two words", "ключ"])
    func aMalformedKeyIs400AndCreatesNothing(key: String) async throws {
        try await withMarket { market in
            let answer = try await create(market, key: key)
            #expect(answer.status == 400)
            #expect(answer.code == "INVALID_IDEMPOTENCY_KEY")
            #expect(try await total(market) == 0)
        }
    }

    @Test func aKeyStaysAnsweredAfterARestart() async throws {
        let key = UUID().uuidString
        let (directory, first) = try await withMarket { market in
            (market.directory, try await create(market, key: key))
        }
        try await withMarket(directory: directory) { market in
            let again = try await create(market, key: key)
            #expect(again.status == 201)
            #expect(again.object?["id"] as? Int == first.object?["id"] as? Int)
            #expect(try await total(market) == 1)
        }
    }

    // MARK: - Search and paging

    @Test func searchFindsShortAndLongTextsIgnoringCaseAndAccents() async throws {
        try await withMarket(generation: .openMarket) { market in
            let seller = market.client(MarketFixture.bob)
            for name in ["Café crème cups", "녹차 세트", "Green tea set", "CAFE table"] {
                try await seller.createProduct(
                    MarketFixture.draft(name), images: [try ImageUpload(data: fakeImage())])
            }
            let client = market.client()
            let cafe = try await client.products(page: 1, itemsPerPage: 10, search: "cafe")
            let tea = try await client.products(page: 1, itemsPerPage: 10, search: "녹차")
            let short = try await client.products(page: 1, itemsPerPage: 10, search: "Me")
            let paged = try await client.products(page: 2, itemsPerPage: 1, search: "cafe")

            #expect(cafe.items.map(\.name) == ["CAFE table", "Café crème cups"])
            #expect(tea.items.map(\.name) == ["녹차 세트"])
            #expect(short.items.map(\.name) == ["Café crème cups"])
            #expect(paged.items.map(\.name) == ["Café crème cups"])
            #expect(paged.totalCount == 2)
        }
    }

    // MARK: - Slow writes

    @Test func healthChecksKeepAnsweringWhileWritesWait() async throws {
        try await withMarket { market in
            // Given another connection holding the database's write lock
            let database = try Self.lockingQueue(market)
            try await database.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
            let finished = LockedCount()

            // When eight creates are sent, and the first has written its image and waits for the
            // lock to commit its row
            let creates = Task {
                try await withThrowingTaskGroup(of: RawAnswer.self) { group in
                    for index in 0..<8 {
                        group.addTask {
                            let answer = try await self.create(
                                market,
                                params: Self.params.replacingOccurrences(
                                    of: "Pour-over kettle", with: "Kettle \(index)"))
                            finished.add()
                            return answer
                        }
                    }
                    return try await group.reduce(into: [RawAnswer]()) { $0.append($1) }
                }
            }
            let images = market.directory.appendingPathComponent("images").path
            var polls = 0
            while try FileManager.default.contentsOfDirectory(atPath: images).isEmpty, finished.value == 0,
                polls < 3_000
            {
                try await Task.sleep(for: .milliseconds(20))
                polls += 1
            }
            #expect(try !FileManager.default.contentsOfDirectory(atPath: images).isEmpty)

            // Then health checks are answered meanwhile, before any create could finish (two, and
            // the lock goes at once: a create waits at most the store's 15-second busy timeout,
            // which a busy machine's slow requests must not use up)
            let client = market.client()
            for _ in 0..<2 {
                try await client.healthCheck()
            }
            #expect(finished.value == 0)

            // And the creates all succeed once the lock is released
            try await database.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
            let answers = try await creates.value
            // (On failure, the refusals' messages and the server's log, with each request's time,
            // say why.)
            #expect(
                answers.map(\.status) == Array(repeating: 201, count: 8),
                "\(answers.map { "\($0.status) \($0.message ?? "")" })\n\(market.log.text)")
            #expect(try await total(market) == 8)
        }
    }

    // MARK: - Start-up

    @Test func aDatabaseThatIsNotOneIsAClearStartupErrorAndIsLeftAlone() async throws {
        let directory = try temporaryDirectory("open-market-notadb")
        try JSONEncoder().encode([MarketFixture.alice]).write(
            to: directory.appendingPathComponent("vendors.json"))
        let database = directory.appendingPathComponent("market.sqlite")
        let garbage = Data(repeating: 0x41, count: 8_192)
        try garbage.write(to: database)
        do throws(MarketServerError) {
            try await startAndStop(MarketServerConfiguration(dataDirectory: directory, port: 0))
            Issue.record("a file that is not a database was accepted")
        } catch {
            #expect(error.kind == .invalidData)
            #expect(error.message.contains("market.sqlite"), "\(error.message)")
        }
        #expect(try Data(contentsOf: database) == garbage)
    }

    @Test func aDatabaseTheServerCannotWriteIsRefusedAtStart() async throws {
        // Given a data directory whose folders may be written but whose database may not, for
        // the user who runs the next server (nobody, when the tests run as root)
        let directory = try temporaryDirectory("open-market-read-only-database")
        try await withMarket(directory: directory) { _ in }
        let asRoot = getuid() == 0
        let owner = asRoot ? "chown -R 65534:65534 \"$1\" && " : ""
        let user = asRoot ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let script =
            owner + "chmod 444 \"$1/market.sqlite\" && "
            + "timeout 20 \(user)\"$0\" serve --port 0 --data-dir \"$1\"; status=$?; "
            + "chmod 644 \"$1/market.sqlite\"; exit $status"

        // When a server starts on it
        let run = try await CLI(name: "open-market").shell(script, directory.path)

        // Then it refuses with one line, and the database is left as it was
        #expect(run.status == 74, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("is read-only"), "\(run.stderr)")
        let count = try await withMarket(directory: directory) { market in try await total(market) }
        #expect(count == 0)
    }
}

/// A count several tasks add to. `@unchecked Sendable`: the count is only touched under `lock`.
private final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }

    /// A full disk is answered 507 `STORAGE_FULL`, which says for sure that nothing was made
    /// (a client need not take a create as unconfirmed, as after a 500), and names the cause.
    @Test func aFullDiskIsAnsweredAsInsufficientStorage() {
        let full = ProductStore.apiError(DatabaseError(resultCode: .SQLITE_FULL))
        #expect(full.status.code == 507)
        #expect(full.code == "STORAGE_FULL")
        #expect(full.message.contains("disk is full"))
        let other = ProductStore.apiError(DatabaseError(resultCode: .SQLITE_IOERR))
        #expect(other.status.code == 500)
        #expect(other.code == "STORAGE_FAILED")
    }
}
