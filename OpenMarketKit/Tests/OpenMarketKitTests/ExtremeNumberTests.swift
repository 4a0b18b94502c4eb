import Foundation
import OpenMarketKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Feeds the page and product decoders extreme and ill-typed numbers in every numeric field of
/// both generations. Each answer must decode or fail with a decoding error naming the field;
/// whatever decodes must also go through the presentation values and the pager. A trap would
/// end the test run.
@Suite("Extreme numbers from the wire")
struct ExtremeNumberTests {
    /// The values every numeric field receives, as JSON text.
    static let values = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-1", "0", "1", "-0",
        "1e308", "-1e308", "1e-308", "1.5", "2000.0", "99999999999999999999999999999999999999999999",
        "-99999999999999999999999999999999999999999999", "0.00000000000000000000000000000000000000000001",
        String(repeating: "9", count: 400), "\"12\"", "null", "true", "[]", "{}",
    ]

    /// One field of an answer: where it sits and its good value.
    struct Field: CustomStringConvertible, Sendable {
        /// The answer's shape.
        enum Answer: String, Sendable {
            case marketTrainingPage, openMarketPage, marketTrainingDetail, openMarketDetail
        }

        let answer: Answer
        /// The key, qualified by the object it is in (`item.price`, `image.id`).
        let key: String

        var description: String { "\(answer.rawValue) \(key)" }
        var name: String { String(key.split(separator: ".").last ?? "") }
    }

    private static let productKeys = [
        "id", "vendor_id", "price", "bargain_price", "discounted_price", "stock",
    ]

    static let fields: [Field] =
        ["page_no", "items_per_page", "total_count", "offset", "limit", "last_page"].map {
            Field(answer: .marketTrainingPage, key: $0)
        }
        + ["pageNo", "itemsPerPage", "totalCount", "offset", "limit", "lastPage"].map {
            Field(answer: .openMarketPage, key: $0)
        }
        + productKeys.map { Field(answer: .marketTrainingPage, key: "item." + $0) }
        + productKeys.map { Field(answer: .openMarketPage, key: "item." + $0) }
        + (productKeys + ["image.id", "vendor.id"]).map { Field(answer: .marketTrainingDetail, key: $0) }
        + (productKeys + ["image.id", "vendor.id"]).map { Field(answer: .openMarketDetail, key: $0) }

    /// A JSON object from ordered key and raw-JSON value pairs.
    private static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// `pairs` with `key`'s value replaced by `value` when `key` is one of them.
    private static func replacing(_ pairs: [(String, String)], _ key: String?, with value: String) -> [(
        String, String
    )] {
        pairs.map { $0.0 == key ? ($0.0, value) : $0 }
    }

    /// The answer for `field` with its value set to `value`.
    static func json(_ field: Field, value: String) -> String {
        let parts = field.key.split(separator: ".").map(String.init)
        let scope = parts.count == 2 ? parts[0] : "top"
        let key = parts.last
        var product: [(String, String)] = [
            ("id", "16"), ("vendor_id", "2"), ("name", "\"Tea\""),
            ("thumbnail", "\"https://example.test/t.png\""),
            ("currency", "\"KRW\""), ("price", "2000"), ("bargain_price", "1800"),
            ("discounted_price", "200"),
            ("stock", "3"), ("created_at", "\"2022-01-03T00:00:00.00\""),
            ("issued_at", "\"2022-01-03T00:00:00.00\""),
        ]
        switch field.answer {
        case .marketTrainingPage, .openMarketPage:
            if field.answer == .openMarketPage {
                product += [("vendorName", "\"moonlight\""), ("description", "\"Green tea.\"")]
            }
            if scope == "item" { product = replacing(product, key, with: value) }
            let snake = field.answer == .marketTrainingPage
            var top: [(String, String)] = [
                (snake ? "page_no" : "pageNo", "1"), (snake ? "items_per_page" : "itemsPerPage", "2"),
                (snake ? "total_count" : "totalCount", "3"), ("offset", "0"), ("limit", "2"),
                (snake ? "last_page" : "lastPage", "2"), (snake ? "has_next" : "hasNext", "true"),
                (snake ? "has_prev" : "hasPrev", "false"),
            ]
            if scope == "top" { top = replacing(top, key, with: value) }
            return object(top + [("pages", "[" + object(product) + "]")])
        case .marketTrainingDetail, .openMarketDetail:
            if scope == "top" { product = replacing(product, key, with: value) }
            var image: [(String, String)] = [
                ("id", "7"), ("url", "\"https://example.test/o.png\""),
                ("thumbnail_url", "\"https://example.test/t.png\""),
                ("issued_at", "\"2022-01-03T00:00:00.00\""),
            ]
            var vendor: [(String, String)] = [("name", "\"dacodaco\""), ("id", "2")]
            if field.answer == .marketTrainingDetail {
                image.append(("succeed", "true"))
                vendor += [
                    ("created_at", "\"2021-12-26T00:00:00.00\""), ("issued_at", "\"2021-12-26T00:00:00.00\""),
                ]
            } else {
                product.append(("description", "\"Green tea.\""))
            }
            if scope == "image" { image = replacing(image, key, with: value) }
            if scope == "vendor" { vendor = replacing(vendor, key, with: value) }
            return object(product + [("images", "[" + object(image) + "]"), ("vendors", object(vendor))])
        }
    }

    /// Everything the kit derives from a page: presentation values in both languages and a pager.
    private func exercise(_ page: Page<ProductListing>) async throws {
        for product in page.items {
            for identifier in ["en_US", "ko_KR"] {
                let summary = ProductPresentation(product: product, locale: Locale(identifier: identifier))
                #expect(!summary.priceText.isEmpty)
                #expect(!summary.stockText.isEmpty)
            }
            #expect(product.bargainPrice.isFinite)
        }
        // A pager refuses a size the client would refuse: it asks for one the client accepts.
        let size = min(
            max(OpenMarketAPI.itemsPerPageRange.lowerBound, page.itemsPerPage),
            OpenMarketAPI.itemsPerPageRange.upperBound)
        let pager = ProductPager(itemsPerPage: size) { _, _ in page }
        _ = try await pager.loadNextPage()
        _ = try await pager.loadNextPage()
    }

    @Test(arguments: fields)
    func everyExtremeValueDecodesOrFailsNamingTheField(field: Field) async throws {
        let response = try Sample.response()
        for value in Self.values {
            let data = Data(Self.json(field, value: value).utf8)
            do {
                switch field.answer {
                case .marketTrainingPage:
                    let page = try OpenMarketAPI(server: .marketTraining).products(page: 1, itemsPerPage: 2)
                        .decode(data, response: response)
                    try await exercise(page)
                case .openMarketPage:
                    let page = try OpenMarketAPI(server: .openMarket).products(page: 1, itemsPerPage: 2)
                        .decode(data, response: response)
                    try await exercise(page)
                case .marketTrainingDetail, .openMarketDetail:
                    let server: ServerDescription =
                        field.answer == .marketTrainingDetail ? .marketTraining : .openMarket
                    let detail = try OpenMarketAPI(server: server).product(id: 16).decode(
                        data, response: response)
                    _ = ProductPresentation(detail: detail, locale: Locale(identifier: "ko_KR"))
                    #expect(detail.images.count == 1)
                }
            } catch let error as OpenMarketError {
                #expect(error.kind == .decodingFailed, "\(field) = \(value): \(error)")
                let message = error.message(locale: Locale(identifier: "en"))
                #expect(
                    message.contains(field.name) || message.contains("page_no"),
                    "\(field) = \(value): \(message)")
                #expect(!message.contains("not valid JSON"), "\(field) = \(value): \(message)")
            }
        }
    }

    @Test func everyFieldOfTheGoodAnswersDecodes() throws {
        let response = try Sample.response()
        for field in Self.fields {
            let data = Data(Self.json(field, value: field.key.hasSuffix("price") ? "100" : "2").utf8)
            switch field.answer {
            case .marketTrainingPage:
                _ = try OpenMarketAPI(server: .marketTraining).products(page: 1, itemsPerPage: 2)
                    .decode(data, response: response)
            case .openMarketPage:
                _ = try OpenMarketAPI(server: .openMarket).products(page: 1, itemsPerPage: 2)
                    .decode(data, response: response)
            case .marketTrainingDetail, .openMarketDetail:
                _ = try OpenMarketAPI(server: .marketTraining).product(id: 16).decode(
                    data, response: response)
            }
        }
    }

    @Test func aPagerGivenTheLargestPageNumberByTheServerDoesNotOverflow() async throws {
        // Given a server that answers page 1 as page Int.max, with a next page
        let pager = ProductPager(itemsPerPage: 1) { _, size in
            Page(
                pageNumber: Int.max, itemsPerPage: size, totalCount: nil, lastPage: nil, hasNext: true,
                hasPrevious: true,
                items: [
                    ProductListing(
                        id: 1, vendorID: 1, name: "Tea", thumbnail: nil, currency: .krw, price: 1,
                        createdAt: Date(timeIntervalSince1970: 0), issuedAt: Date(timeIntervalSince1970: 0))
                ])
        }

        // When the first page is loaded
        let page = try await pager.loadNextPage()

        // Then the pager counts from the page it asked for, without overflow
        #expect(page?.pageNumber == Int.max)
        #expect(await pager.nextPageNumber == 2)
        #expect(await pager.hasMorePages)
    }

    @Test func extremeAmountsFormatWithoutTrapping() throws {
        let amounts = [
            Decimal.greatestFiniteMagnitude, -Decimal.greatestFiniteMagnitude, Decimal.leastNonzeroMagnitude,
            Decimal(Int.max), Decimal(Int.min),
            try #require(Decimal(string: "99999999999999999999999999999999999999")),
        ]
        for amount in amounts {
            for currency in [Currency.krw, .usd, .other("POINTS"), .other("")] {
                #expect(
                    !ProductPresentation.money(
                        amount, currency: currency, locale: Locale(identifier: "ko_KR")
                    )
                    .isEmpty)
            }
        }
    }
}
