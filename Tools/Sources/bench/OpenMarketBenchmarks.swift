import Foundation
import OpenMarketKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// OpenMarketKit's figures: page decoding, multipart encoding and image-cache hits, each
/// against the plainest honest way of doing the same work.
enum OpenMarketBenchmarks {
    /// Runs every OpenMarketKit benchmark and prints its ratio.
    static func run() async throws {
        Harness.section("OpenMarketKit")
        try decodePage()
        try encodeMultipart()
        cacheHit()
    }

    /// The multipart figure alone (`bench openmarket-multipart`).
    static func runMultipart() throws {
        Harness.section("OpenMarketKit")
        try encodeMultipart()
    }

    // MARK: - Decoding a page

    /// The plain baseline: synthesized `Codable`, amounts as exact `Decimal` (as the kit keeps
    /// them since prices became exact), dates left as text.
    private struct PlainPage: Codable {
        let pageNo: Int
        let itemsPerPage: Int
        let totalCount: Int
        let offset: Int
        let limit: Int
        let lastPage: Int
        let hasNext: Bool
        let hasPrev: Bool
        let pages: [PlainItem]

        enum CodingKeys: String, CodingKey {
            case pageNo = "page_no"
            case itemsPerPage = "items_per_page"
            case totalCount = "total_count"
            case offset
            case limit
            case lastPage = "last_page"
            case hasNext = "has_next"
            case hasPrev = "has_prev"
            case pages
        }
    }

    /// One item of the plain baseline.
    private struct PlainItem: Codable {
        let id: Int
        let vendorID: Int
        let name: String
        let thumbnail: String
        let currency: String
        let price: Decimal
        let bargainPrice: Decimal
        let discountedPrice: Decimal
        let stock: Int
        let createdAt: String
        let issuedAt: String

        enum CodingKeys: String, CodingKey {
            case id
            case vendorID = "vendor_id"
            case name
            case thumbnail
            case currency
            case price
            case bargainPrice = "bargain_price"
            case discountedPrice = "discounted_price"
            case stock
            case createdAt = "created_at"
            case issuedAt = "issued_at"
        }
    }

    /// A `marketTraining` page of `count` products, with integer and float money and all
    /// three date shapes.
    static func pageJSON(count: Int) -> Data {
        let dates = ["2022-01-04T00:00:00.00", "2022-11-15T00:00:00", "2021-12-27 15:37:58.072"]
        var items: [String] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            let price = index % 2 == 0 ? "\(1_000 + index * 10)" : "\(1_000 + index * 10).5"
            let discount = index % 3 == 0 ? "0" : "100.0"
            let date = dates[index % dates.count]
            items.append(
                """
                {"id":\(index + 1),"vendor_id":\(index % 40 + 1),"name":"Bench item \(index)",\
                "thumbnail":"https://example.test/thumbs/\(index).png","currency":"\(index % 5 == 0 ? "USD" : "KRW")",\
                "price":\(price),"bargain_price":\(price),"discounted_price":\(discount),"stock":\(index % 17),\
                "created_at":"\(date)","issued_at":"\(date)"}
                """)
        }
        let text = """
            {"page_no":1,"items_per_page":\(count),"total_count":\(count),"offset":0,"limit":\(count),\
            "last_page":1,"has_next":false,"has_prev":false,"pages":[\(items.joined(separator: ","))]}
            """
        return Data(text.utf8)
    }

    private static func decodePage() throws {
        let data = pageJSON(count: 500)
        let decoder = JSONDecoder()
        let request = try OpenMarketAPI(server: .marketTraining).products(page: 1, itemsPerPage: 500)
        guard
            let url = URL(string: "http://127.0.0.1/api/products"),
            let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
        else { return }
        var checksum = 0
        try Harness.compare(
            "decode 500-product page (the largest)", iterations: 40, bar: 1.3,
            baseline: { checksum &+= try decoder.decode(PlainPage.self, from: data).pages.count },
            kit: { checksum &+= try request.decode(data, response: response).items.count })
        if checksum == 42 { print(checksum) }
    }

    // MARK: - Multipart

    /// The kit builds the whole create request: the `params` JSON with exact
    /// prices, one typed part per image and a boundary checked against every byte, against
    /// plain concatenation of the same bytes put into a `URLRequest` the same way (on Linux
    /// setting and reading `httpBody` copies the body, for both sides alike).
    private static func encodeMultipart() throws {
        var generator = SplitMix(seed: 7)
        let images = try (0..<5).map { _ in
            // A JPEG signature, then bytes that look like compressed image data.
            var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
            bytes += (4..<(300 * 1_024)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            return try ImageUpload(data: Data(bytes), filename: "image.jpeg")
        }
        let params = Data(
            #"{"currency":"KRW","descriptions":"A bench product.","name":"Bench","price":1000}"#.utf8)
        let draft = ProductDraft(
            name: "Bench", description: "A bench product.", price: "1000", currency: .krw)
        let vendor = VendorCredentials(identifier: "cd706a3e-66db-11ec-9626-796401f2341a", password: "bench")
        let request = try OpenMarketAPI(server: .marketTraining).createProduct(
            draft, images: images, credentials: vendor)
        guard let baseURL = URL(string: "http://127.0.0.1:8080") else { return }
        var checksum = 0
        try Harness.compare(
            "multipart 5 × 300 KB images", iterations: 50, bar: 3,
            baseline: {
                var body = Data()
                body.append(params)
                for image in images { body.append(image.data) }
                var plain = URLRequest(url: baseURL)
                plain.httpMethod = "POST"
                plain.httpBody = body
                checksum &+= plain.httpBody?.count ?? 0
            },
            kit: { checksum &+= try request.urlRequest(baseURL: baseURL).httpBody?.count ?? 0 })
        if checksum == 42 { print(checksum) }
    }

    // MARK: - Image cache

    private static func cacheHit() {
        let urls = (0..<256).compactMap { URL(string: "https://example.test/images/\($0).png") }
        let cache = ImageCache(costLimit: 64 * 1_024 * 1_024) { _ in Data() }
        var dictionary: [URL: Data] = [:]
        for (index, url) in urls.enumerated() {
            let bytes = Data(repeating: UInt8(truncatingIfNeeded: index), count: 1_024)
            cache.insert(bytes, for: url)
            dictionary[url] = bytes
        }
        let lock = NSLock()
        var checksum = 0
        var position = 0
        Harness.compare(
            "image cache hit", iterations: 100_000, bar: 2,
            baseline: {
                position = (position &+ 1) & 255
                lock.lock()
                let bytes = dictionary[urls[position]]
                lock.unlock()
                checksum &+= bytes?.count ?? 0
            },
            kit: {
                position = (position &+ 1) & 255
                checksum &+= cache.cachedData(for: urls[position])?.count ?? 0
            })
        if checksum == 42 { print(checksum) }
    }

    /// A small deterministic generator so image bytes look random but runs are repeatable.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
