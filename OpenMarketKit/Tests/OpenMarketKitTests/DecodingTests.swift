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

    @Test func aBadFieldDeepInAPageReportsItsCodingPath() async throws {
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

        guard case .decodingFailed(let path, _) = error else {
            Issue.record("expected a decoding failure, got \(String(describing: error))")
            return
        }
        #expect(path == "pages[1].price")
    }

    @Test func aBadDateReportsItsKey() async throws {
        let json = """
            {"id":1,"vendor_id":3,"name":"Late","currency":"KRW","price":500,
             "created_at":"soon","issued_at":"2022-01-04T00:00:00"}
            """
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .json(json)))

        let error = await #expect(throws: OpenMarketError.self) { try await client.product(id: 1) }

        guard case .decodingFailed(let path, _) = error else {
            Issue.record("expected a decoding failure, got \(String(describing: error))")
            return
        }
        #expect(path == "created_at")
    }
}
