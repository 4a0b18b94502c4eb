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
            "decode 500-product page (the largest)", iterations: 40, bar: 1.2,
            baseline: { checksum &+= try decoder.decode(PlainPage.self, from: data).pages.count },
            kit: { checksum &+= try request.decode(data, response: response).items.count })
        if checksum == 42 { print(checksum) }
    }

    // MARK: - Multipart

    /// The kit builds the whole create request (its address, headers, a random boundary, one
    /// typed part per image), against the same request written the plain way: a boundary from a
    /// `UUID`, the delimiters and part headers appended to a `Data` with the parts, put into a
    /// `URLRequest` with its address and headers (on Linux setting and reading `httpBody` copies
    /// the body, for both sides alike).
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
            "multipart 5 × 300 KB images", iterations: 50, bar: 1.2,
            baseline: {
                let boundary = "Boundary-\(UUID().uuidString)"
                var body = Data()
                body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"params\"\r\n".utf8))
                body.append(Data("Content-Type: application/json\r\n\r\n".utf8))
                body.append(params)
                for image in images {
                    body.append(
                        Data("\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"images\"".utf8))
                    body.append(Data("; filename=\"image.jpeg\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8))
                    body.append(image.data)
                }
                body.append(Data("\r\n--\(boundary)--\r\n".utf8))
                var plain = URLRequest(url: baseURL.appendingPathComponent("api/products"))
                plain.httpMethod = "POST"
                plain.setValue(
                    "multipart/form-data; boundary=\(boundary)", forHTTPHeaderField: "Content-Type")
                plain.setValue(vendor.identifier, forHTTPHeaderField: "identifier")
                plain.httpBody = body
                checksum &+= plain.httpBody?.count ?? 0
            },
            kit: { checksum &+= try request.urlRequest(baseURL: baseURL).httpBody?.count ?? 0 })
        if checksum == 42 { print(checksum) }
    }

    // MARK: - Image cache

    /// A hit in the kit's cache (a byte-bounded, least-recently-used store) against a hit in
    /// Foundation's `NSCache` bounded the same way, the library's cache of the same kind.
    private static func cacheHit() {
        let urls = (0..<256).compactMap { URL(string: "https://example.test/images/\($0).png") }
        let cache = ImageCache(costLimit: 64 * 1_024 * 1_024) { _ in Data() }
        let library = NSCache<NSURL, NSData>()
        library.totalCostLimit = 64 * 1_024 * 1_024
        for (index, url) in urls.enumerated() {
            let bytes = Data(repeating: UInt8(truncatingIfNeeded: index), count: 1_024)
            cache.insert(bytes, for: url)
            library.setObject(bytes as NSData, forKey: url as NSURL, cost: bytes.count)
        }
        var checksum = 0
        var position = 0
        Harness.compare(
            "image cache hit vs NSCache", iterations: 100_000, bar: 1.2,
            baseline: {
                position = (position &+ 1) & 255
                checksum &+= library.object(forKey: urls[position] as NSURL)?.length ?? 0
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
