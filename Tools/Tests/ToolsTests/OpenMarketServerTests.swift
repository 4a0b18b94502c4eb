import Foundation
import OpenMarketKit
import OpenMarketServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The local server through the real client, over real HTTP on 127.0.0.1, for both generations.
@Suite("open-market server: every operation through OpenMarketClient")
struct OpenMarketServerTests {
    static let generations: [MarketGeneration] = [.marketTraining, .openMarket]

    private func draft(_ name: String = "Barley tea, roasted") -> ProductDraft {
        ProductDraft(
            name: name, description: "Whole barley roasted until nutty and sweet.", price: "4500.50",
            currency: .usd, discountedPrice: "500", stock: 12)
    }

    @Test("Health check answers OK", arguments: generations)
    func healthCheck(generation: MarketGeneration) async throws {
        try await withMarket(generation: generation) { market in

            try await market.client().healthCheck()
            let raw = try await market.send("GET", "/healthChecker")
            #expect(raw.status == 200)
            #expect(String(decoding: raw.body, as: UTF8.self) == #""OK""#)
        }
    }

    @Test("The sample catalogue pages newest first, 204 past the end", arguments: generations)
    func samplePages(generation: MarketGeneration) async throws {
        try await withMarket(generation: generation, sample: true) { market in
            let client = market.client()

            let first = try await client.products(page: 1, itemsPerPage: 5)
            let third = try await client.products(page: 3, itemsPerPage: 5)
            let past = try await client.products(page: 4, itemsPerPage: 5)

            #expect(first.items.map(\.id) == [12, 11, 10, 9, 8])
            #expect(first.totalCount == 12)
            #expect(first.lastPage == 3)
            #expect(first.hasNext)
            #expect(!first.hasPrevious)
            #expect(third.items.map(\.id) == [2, 1])
            #expect(!third.hasNext)
            #expect(third.hasPrevious)
            #expect(past.items.isEmpty)
            #expect(!past.hasNext)
            let raw = try await market.send("GET", "/api/products?page_no=4&items_per_page=5")
            #expect(raw.status == 204)
            #expect(raw.body.isEmpty)
            let keys = try #require(try await market.send("GET", "/api/products").object).keys
            let expected = generation == .marketTraining ? "page_no" : "pageNo"
            #expect(keys.contains(expected))
            #expect(keys.contains("pages"))
            for product in first.items {
                #expect(product.bargainPrice == product.price - product.discountedPrice)
                #expect(product.thumbnailURL?.host == "127.0.0.1")
                if generation == .openMarket {
                    #expect(product.vendorName == MarketFixture.alice.name)
                    #expect(product.description != nil)
                }
            }
        }
    }

    @Test("Create, read, edit and delete a product", arguments: generations)
    func lifeOfAProduct(generation: MarketGeneration) async throws {
        try await withMarket(generation: generation) { market in
            let seller = market.client(MarketFixture.alice)
            let photo = fakeImage(size: 4_000)

            // Create
            let created = try await seller.createProduct(draft(), images: [try ImageUpload(data: photo)])
            #expect(created.price == Decimal(string: "4500.5"))
            #expect(created.discountedPrice == 500)
            #expect(created.bargainPrice == Decimal(string: "4000.5"))
            #expect(created.stock == 12)
            #expect(created.currency == .usd)
            #expect(created.vendor?.name == MarketFixture.alice.name)
            #expect(created.description == "Whole barley roasted until nutty and sweet.")

            // Read
            let read = try await market.client().product(id: created.id)
            #expect(read == created)

            // Edit: only the fields given change
            let edited = try await seller.updateProduct(
                id: created.id, ProductChanges(name: "Barley tea, dark roast", price: "5000", stock: 3))
            #expect(edited.name == "Barley tea, dark roast")
            #expect(edited.price == 5_000)
            #expect(edited.stock == 3)
            #expect(edited.discountedPrice == 500)
            #expect(edited.bargainPrice == 4_500)
            #expect(edited.description == created.description)
            #expect(edited.issuedAt >= created.issuedAt)

            // The secret step answers plain text; delete uses it
            let secret = try await seller.productSecret(id: created.id)
            #expect(!secret.isEmpty)
            let deleted = try await seller.deleteProduct(id: created.id)
            #expect(deleted?.id == created.id)
            await #expect(throws: OpenMarketError.self) { try await market.client().product(id: created.id) }
            let gone = try await market.send("GET", "/api/products/\(created.id)")
            #expect(gone.status == 404)
            #expect(gone.code == "PRODUCT_NOT_FOUND")
        }
    }

    @Test("Images come back byte for byte by URL, with one and with five", arguments: [1, 5])
    func imagesComeBackIdentical(count: Int) async throws {
        try await withMarket { market in
            let formats = ["png", "jpeg", "gif", "webp", "png"]
            let photos = (0..<count).map {
                fakeImage(formats[$0], size: 300 * 1_024 - $0, seed: UInt8($0 + 3))
            }

            let created = try await market.client(MarketFixture.bob).createProduct(
                draft(), images: try photos.map { try ImageUpload(data: $0) })

            #expect(created.images.count == count)
            for (image, photo) in zip(created.images, photos) {
                let url = try #require(image.url)
                let thumbnail = try #require(image.thumbnailURL)
                let (bytes, response) = try await URLSession.shared.data(from: url)
                let (thumbnailBytes, _) = try await URLSession.shared.data(from: thumbnail)
                #expect(bytes == photo)
                #expect(thumbnailBytes == photo)
                let type = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")
                #expect(type?.hasPrefix("image/") == true)
            }
            #expect(created.thumbnailURL == created.images.first?.thumbnailURL)
        }
    }

    @Test func theThumbnailCanBeAnyOfTheProductsImages() async throws {
        try await withMarket { market in
            let seller = market.client(MarketFixture.alice)
            let created = try await seller.createProduct(
                draft(),
                images: [
                    try ImageUpload(data: fakeImage(seed: 1)), try ImageUpload(data: fakeImage(seed: 2)),
                ])
            let second = try #require(created.images.last)

            let edited = try await seller.updateProduct(
                id: created.id, ProductChanges(thumbnailID: second.id))

            #expect(edited.thumbnailURL == second.thumbnailURL)
            let other = try await seller.createProduct(
                draft(), images: [try ImageUpload(data: fakeImage(seed: 3))])
            await #expect(throws: OpenMarketError.self) {
                try await seller.updateProduct(
                    id: created.id, ProductChanges(thumbnailID: other.images[0].id))
            }
        }
    }

    @Test func openMarketSearchesNamesAndVendorsIgnoringCase() async throws {
        try await withMarket(generation: .openMarket, sample: true) { market in
            let client = market.client()

            let tea = try await client.products(page: 1, itemsPerPage: 20, search: "TEA")
            let vendor = try await client.products(page: 1, itemsPerPage: 20, search: "alice")
            let nothing = try await client.products(page: 1, itemsPerPage: 20, search: "zzz-no-such")

            #expect(
                Set(tea.items.map(\.name)) == [
                    "Citron honey tea", "Linen tea towel set", "Roasted barley tea", "Bamboo steamer basket",
                ])
            #expect(vendor.items.count == 12)
            #expect(nothing.items.isEmpty)
            #expect(nothing.totalCount == 0)
        }
    }

    @Test func marketTrainingDeletesWithTheSecretAndOpenMarketWithThePath() async throws {
        for generation in Self.generations {
            try await withMarket(generation: generation) { market in
                let seller = market.client(MarketFixture.alice)
                let created = try await seller.createProduct(
                    draft(), images: [try ImageUpload(data: fakeImage())])

                let answer = try await seller.productSecret(id: created.id)

                switch generation {
                case .marketTraining:
                    #expect(UUID(uuidString: answer) != nil, "\(answer)")
                case .openMarket:
                    #expect(answer.hasPrefix("/api/products/\(created.id)/"), "\(answer)")
                }
                try await seller.deleteProduct(id: created.id)
            }
        }
    }

    @Test func pricesTravelDigitForDigit() async throws {
        try await withMarket { market in
            var product = draft()
            product.price = "123456789.99"
            product.discountedPrice = "0.01"
            product.currency = .usd

            let created = try await market.client(MarketFixture.alice).createProduct(
                product, images: [try ImageUpload(data: fakeImage())])

            #expect(created.price.description == "123456789.99")
            #expect(created.bargainPrice.description == "123456789.98")
            let raw = try await market.send("GET", "/api/products/\(created.id)")
            #expect(String(decoding: raw.body, as: UTF8.self).contains(#""price":123456789.99"#))
        }
    }

    @Test func passwordsAndSecretsNeverReachTheLog() async throws {
        try await withMarket { market in
            let seller = market.client(MarketFixture.alice)
            let created = try await seller.createProduct(
                draft(), images: [try ImageUpload(data: fakeImage())])
            let secret = try await seller.productSecret(id: created.id)
            try await seller.deleteProduct(id: created.id)
            _ = try await market.send(
                "DELETE", "/api/products/\(created.id)/\(secret)", headers: ["identifier": "x"])

            let log = market.log.text
            #expect(log.contains("POST /api/products 201"))
            #expect(log.contains("DELETE /api/products/\(created.id)/*** 200"))
            #expect(log.contains(" ms"))
            for secretText in [MarketFixture.alice.password, secret, MarketFixture.alice.identifier] {
                #expect(!log.contains(secretText), "the log shows \(secretText)")
            }
        }
    }
}
