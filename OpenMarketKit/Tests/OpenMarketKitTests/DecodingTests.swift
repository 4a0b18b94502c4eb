import Foundation
import Testing

@testable import OpenMarketKit

@Suite("Decoding real-shaped answers")
struct DecodingTests {
    private func utc(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Double = 0
    )
        throws -> Date
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return try #require(calendar.date(from: components)).addingTimeInterval(second)
    }

    @Test func marketTrainingPageReadsSnakeCaseKeys() throws {
        // Given a marketTraining page
        let data = try Fixture.data("page-marketTraining")
        let request = try OpenMarketAPI(server: .marketTraining).products(page: 1, itemsPerPage: 3)

        // When it is decoded
        let page = try request.decode(data, response: try Sample.response())

        // Then the paging facts and items come through
        #expect(page.pageNumber == 1)
        #expect(page.itemsPerPage == 3)
        #expect(page.totalCount == 7)
        #expect(page.lastPage == 3)
        #expect(page.hasNext)
        #expect(!page.hasPrevious)
        #expect(page.items.map(\.id) == [16, 17, 18])
        #expect(page.items[0].thumbnailURL?.absoluteString == "https://images.example.test/2/thumb/a1.png")
    }

    @Test func openMarketPageReadsCamelCaseKeysAndVendorName() throws {
        let data = try Fixture.data("page-openMarket")
        let request = try OpenMarketAPI(server: .openMarket).products(page: 2, itemsPerPage: 2)

        let page = try request.decode(data, response: try Sample.response())

        #expect(page.pageNumber == 2)
        #expect(page.itemsPerPage == 2)
        #expect(page.totalCount == 4)
        #expect(page.lastPage == 2)
        #expect(!page.hasNext)
        #expect(page.hasPrevious)
        #expect(page.items.first?.vendorName == "moonlight")
        #expect(page.items.first?.description == "Sturdy bag for market days.")
    }

    @Test func integerAndFloatMoneyDecodeToTheSameExactDecimal() throws {
        let page = try OpenMarketAPI(server: .marketTraining).products(page: 1, itemsPerPage: 3)
            .decode(try Fixture.data("page-marketTraining"), response: try Sample.response())

        #expect(page.items[0].price == 2_000)
        #expect(page.items[2].price == 2_000)
        #expect(page.items[1].price == Decimal(string: "12.5"))
        #expect(page.items[1].discountedPrice == Decimal(string: "1.5"))
        #expect(page.items[2].bargainPrice == 1_800)
    }

    @Test func unknownCurrencyIsKeptInsteadOfFailing() throws {
        let page = try OpenMarketAPI(server: .marketTraining).products(page: 1, itemsPerPage: 3)
            .decode(try Fixture.data("page-marketTraining"), response: try Sample.response())

        #expect(page.items[0].currency == .krw)
        #expect(page.items[1].currency == .usd)
        #expect(page.items[2].currency == .other("JPY"))
        #expect(!page.items[2].currency.isKnown)
    }

    @Test func everyDateShapeIsReadAsUTC() throws {
        let page = try OpenMarketAPI(server: .marketTraining).products(page: 1, itemsPerPage: 3)
            .decode(try Fixture.data("page-marketTraining"), response: try Sample.response())

        #expect(page.items[0].createdAt == (try utc(2022, 1, 3)))
        #expect(page.items[1].createdAt == (try utc(2022, 11, 15)))
        #expect(
            abs(page.items[1].issuedAt.timeIntervalSince(try utc(2021, 12, 27, 15, 37, 58.072))) < 0.000_5)
        #expect(page.items[2].createdAt == (try utc(2022, 1, 4, 9, 30, 15.5)))
    }

    @Test(arguments: [
        ("2022-01-04T00:00:00.00", 1_641_254_400.0),
        ("2022-11-15T00:00:00", 1_668_470_400.0),
        ("2021-12-27 15:37:58.072", 1_640_619_478.072),
        ("2024-02-29T23:59:59Z", 1_709_251_199.0),
        ("2022-01-04", 1_641_254_400.0),
    ])
    func wireDatesParseToTheRightInstant(text: String, seconds: Double) throws {
        let date = try #require(WireDate.parse(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_5)
    }

    @Test(arguments: [
        "", "2022-1-04", "2022-13-01T00:00:00", "2023-02-29", "2022-01-04T24:00:00",
        "2022-01-04X00:00:00", "2022-01-04T00:00:00.", "2022-01-04T00:00:00+09:00", "yesterday",
    ])
    func malformedWireDatesAreRejected(text: String) {
        #expect(WireDate.parse(text) == nil)
    }

    @Test func marketTrainingDetailHasImagesAndVendor() throws {
        let detail = try OpenMarketAPI(server: .marketTraining).product(id: 16)
            .decode(try Fixture.data("detail-marketTraining"), response: try Sample.response())

        #expect(detail.id == 16)
        #expect(detail.name == "Shaved ice with red beans")
        #expect(detail.images.count == 1)
        #expect(detail.images.first?.succeeded == true)
        #expect(detail.vendor?.name == "dacodaco")
        #expect(detail.vendor?.createdAt == (try utc(2021, 12, 26)))
    }

    @Test func openMarketDetailWithoutDescriptionOrSucceedDecodes() throws {
        let detail = try OpenMarketAPI(server: .openMarket).product(id: 301)
            .decode(try Fixture.data("detail-openMarket"), response: try Sample.response())

        #expect(detail.description == nil)
        #expect(detail.images.map(\.id) == [41, 42])
        #expect(detail.images.allSatisfy { $0.succeeded == nil })
        #expect(detail.vendor == Vendor(id: 12, name: "moonlight"))
        #expect(detail.bargainPrice == 14_000)
    }

    @Test func missingOptionalMoneyAndStockFallBackToZeroAndComputedBargain() throws {
        let json = """
            {"id":1,"vendor_id":3,"name":"Plain","currency":"KRW","price":500,
             "created_at":"2022-01-04T00:00:00","issued_at":"2022-01-04T00:00:00"}
            """
        let detail = try OpenMarketAPI(server: .marketTraining).product(id: 1)
            .decode(Data(json.utf8), response: try Sample.response())

        #expect(detail.discountedPrice == 0)
        #expect(detail.bargainPrice == 500)
        #expect(detail.stock == 0)
        #expect(detail.thumbnailURL == nil)
        #expect(detail.images.isEmpty)
        #expect(detail.vendor == nil)
    }

    @Test(arguments: [
        "",
        "{",
        "{\"page_no\":1,\"items_per_page\":3,\"pages\":[{\"id\":1",
        "{\"page_no\":1,\"items_per_page\":3}",
        "[1,2,3]",
        "null",
        "{\"pageNo\":\"one\",\"itemsPerPage\":3,\"pages\":[]}",
    ])
    func malformedOrTruncatedPagesThrowInsteadOfCrashing(json: String) async throws {
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .json(json)))
        if json.isEmpty {
            // An empty 200 answer to a page request is read like a 204: the end of the list.
            let page = try await client.products(page: 4, itemsPerPage: 3)
            #expect(page.items.isEmpty)
            #expect(!page.hasNext)
        } else {
            await #expect(throws: OpenMarketError.self) {
                try await client.products(page: 1, itemsPerPage: 3)
            }
        }
    }

    @Test func aBadFieldDeepInAPageReportsItsCodingPathProductAndWhatWasFound() async throws {
        let json = """
            {"page_no":1,"items_per_page":2,"pages":[
             {"id":1,"vendor_id":3,"name":"Fine","currency":"KRW","price":500,
              "created_at":"2022-01-04T00:00:00","issued_at":"2022-01-04T00:00:00"},
             {"id":2,"vendor_id":3,"name":"Broken","currency":"KRW","price":"lots",
              "created_at":"2022-01-04T00:00:00","issued_at":"2022-01-04T00:00:00"}]}
            """
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .json(json)))

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.products(page: 1, itemsPerPage: 2)
        }

        #expect(error?.kind == .decodingFailed)
        #expect(error?.codingPath == "pages[1].price")
        #expect(error?.productID == 2)
        #expect(
            error?.message(locale: Locale(identifier: "en"))
                == "The market server's answer about product 2 could not be read: pages[1].price should be "
                + "a number but is text. Update the app or report the problem.")
        let korean = error?.message(locale: Locale(identifier: "ko")) ?? ""
        #expect(korean.contains("pages[1].price"))
        #expect(korean.contains("숫자"))
        #expect(korean.contains("문자열"))
    }

    @Test func aBadDateReportsItsKeyAndTheTextFound() async throws {
        let json = """
            {"id":1,"vendor_id":3,"name":"Late","currency":"KRW","price":500,
             "created_at":"soon","issued_at":"2022-01-04T00:00:00"}
            """
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .json(json)))

        let error = await #expect(throws: OpenMarketError.self) { try await client.product(id: 1) }

        #expect(error?.codingPath == "created_at")
        #expect(error?.productID == 1)
        let message = error?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(message.contains("created_at should be a date like 2022-01-04T00:00:00 but is “soon”"))
    }

    @Test(arguments: [
        (#""id":1.5"#, "pages[0].id", "should be a whole number", "1.5"),
        (#""id":1e308"#, "pages[0].id", "should be a whole number", "but is 1e308"),
        (
            #""stock":99999999999999999999"#, "pages[0].stock", "should be a whole number",
            "99999999999999999999"
        ),
        (
            #""vendor_id":-9223372036854775809"#, "pages[0].vendor_id", "should be a whole number",
            "-9223372036854775809"
        ),
        (#""price":1e308"#, "pages[0].price", "should be an amount", "but is 1e308"),
        (#""name":42"#, "pages[0].name", "should be text but is a number", ""),
        (#""price":{"amount":1}"#, "pages[0].price", "should be a number but is an object", ""),
        (#""stock":[1]"#, "pages[0].stock", "should be a number but is a list", ""),
        (#""name":null"#, "pages[0].name", "should be text but has no value", ""),
    ])
    func typeMismatchesAndOutOfRangeNumbersNameTheFieldTheExpectationAndTheValue(
        field: String, path: String, expectation: String, found: String
    ) throws {
        // Given a page whose one product has a bad field (replacing the good one)
        let good = [
            "\"id\":1", "\"vendor_id\":3", "\"name\":\"Tea\"", "\"currency\":\"KRW\"", "\"price\":500",
            "\"stock\":1", "\"created_at\":\"2022-01-04\"", "\"issued_at\":\"2022-01-04\"",
        ]
        let key = String(field.prefix { $0 != ":" })
        let fields = good.filter { !$0.hasPrefix(key + ":") } + [field]
        let json = #"{"page_no":1,"items_per_page":1,"pages":[{"# + fields.joined(separator: ",") + "}]}"

        // When it is read
        let request = try OpenMarketAPI(server: .marketTraining).products(page: 1, itemsPerPage: 1)
        let error = #expect(throws: OpenMarketError.self) {
            try request.decode(Data(json.utf8), response: try Sample.response())
        }

        // Then the message names the field, what was expected and what was found
        #expect(error?.codingPath == path)
        let message = error?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(message.contains("\(path) \(expectation)"), "\(message)")
        #expect(found.isEmpty || message.contains(found), "\(message)")
        #expect(!message.contains("CodingKeys"))
        #expect(!message.contains("()"))
    }

    @Test func aMissingKeyNamesTheKeyNotItsCodingKeysDescription() throws {
        let json =
            #"{"id":7,"vendor_id":3,"currency":"KRW","price":5,"created_at":"2022-01-04","issued_at":"2022-01-04"}"#
        let request = OpenMarketAPI(server: .openMarket).product(id: 7)

        let error = #expect(throws: OpenMarketError.self) {
            try request.decode(Data(json.utf8), response: try Sample.response())
        }

        let message = error?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(message.contains("product 7"))
        #expect(message.contains("the key “name” is missing at the top level"))
        #expect(!message.contains("CodingKeys"))
    }

    @Test func notJSONAtAllIsSaidSo() throws {
        let request = OpenMarketAPI(server: .openMarket).product(id: 7)

        let error = #expect(throws: OpenMarketError.self) {
            try request.decode(Data("<html>".utf8), response: try Sample.response())
        }

        #expect(error?.codingPath == "")
        #expect(error?.productID == nil)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("not valid JSON") == true)
    }

    // MARK: - Images with unusable addresses

    @Test func anImageWithAnInvalidAddressIsKeptWithoutAURL() throws {
        // Given a detail whose second image has an address that is not a web address
        let json = """
            {"id":5,"vendor_id":3,"name":"Tea","currency":"KRW","price":500,
             "created_at":"2022-01-04","issued_at":"2022-01-04",
             "images":[{"id":1,"url":"https://images.example.test/1.png","thumbnail_url":"https://images.example.test/t1.png"},
                       {"id":2,"url":"not a url at all","thumbnail_url":""},
                       {"id":3,"url":"ftp://images.example.test/3.png"}]}
            """

        // When it is read
        let detail = try OpenMarketAPI(server: .openMarket).product(id: 5)
            .decode(Data(json.utf8), response: try Sample.response())

        // Then the product and all three images are there; the bad ones have no URL
        #expect(detail.images.map(\.id) == [1, 2, 3])
        #expect(detail.images[0].url?.absoluteString == "https://images.example.test/1.png")
        #expect(detail.images[0].thumbnailURL?.absoluteString == "https://images.example.test/t1.png")
        #expect(detail.images[0].hasValidURL)
        #expect(detail.images[1].url == nil)
        #expect(detail.images[1].address == "not a url at all")
        #expect(detail.images[1].thumbnailURL == nil)
        #expect(!detail.images[1].hasValidURL)
        #expect(detail.images[2].url == nil)
        #expect(detail.images[2].address == "ftp://images.example.test/3.png")
    }

    // MARK: - Paging facts

    @Test func aPageWithoutLastPageAndAHugeTotalCountDecodes() throws {
        // Given the page that used to trap: no last_page, total_count = Int.max
        let json = #"{"page_no":1,"items_per_page":20,"total_count":9223372036854775807,"pages":[]}"#

        // When it is read
        let page = try OpenMarketAPI(server: .marketTraining).products(page: 1, itemsPerPage: 20)
            .decode(Data(json.utf8), response: try Sample.response())

        // Then the last page is worked out without overflow
        #expect(page.totalCount == Int.max)
        #expect(page.lastPage == Int.max / 20 + 1)
        #expect(page.hasNext)
    }

    @Test func aPageWithoutTotalOrLastPageLeavesThemUnknown() throws {
        let json = #"{"pageNo":3,"itemsPerPage":2,"pages":[]}"#

        let page = try OpenMarketAPI(server: .openMarket).products(page: 3, itemsPerPage: 2)
            .decode(Data(json.utf8), response: try Sample.response())

        #expect(page.totalCount == nil)
        #expect(page.lastPage == nil)
        #expect(!page.hasNext)
        #expect(page.hasPrevious)
    }

    @Test(arguments: [
        (Int.max, 1, Int.max), (Int.max, 2, Int.max / 2 + 1), (0, 20, 1), (1, 20, 1), (40, 20, 2),
        (41, 20, 3),
    ])
    func theLastPageIsWorkedOutWithoutOverflow(total: Int, size: Int, last: Int) {
        #expect(WirePage.pageCount(total: total, size: size) == last)
    }

    @Test(arguments: [(-1, 20), (Int.min, 20), (10, 0), (10, -1), (10, Int.min)])
    func unusablePagingNumbersLeaveTheLastPageUnknown(total: Int, size: Int) {
        #expect(WirePage.pageCount(total: total, size: size) == nil)
    }

    @Test(arguments: [
        (ServerGeneration.marketTraining, #"{"page_no":1,"pages":[]}"#, "items_per_page"),
        (.marketTraining, #"{"items_per_page":1,"pages":[]}"#, "page_no"),
        (.openMarket, #"{"pageNo":1,"pages":[]}"#, "itemsPerPage"),
        (.openMarket, #"{"itemsPerPage":1,"totalCount":3,"pages":[]}"#, "pageNo"),
    ])
    func aPageMissingAPagingKeyNamesItInTheAnswersSpelling(
        generation: ServerGeneration, json: String, key: String
    ) throws {
        let request = try OpenMarketAPI(
            server: ServerDescription(baseURL: Sample.baseURL, generation: generation)
        )
        .products(page: 1, itemsPerPage: 1)

        let error = #expect(throws: OpenMarketError.self) {
            try request.decode(Data(json.utf8), response: try Sample.response())
        }

        #expect(
            error?.message(locale: Locale(identifier: "en")).contains("the key “\(key)” is missing") == true)
    }
}
