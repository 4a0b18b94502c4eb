import Foundation
import OpenMarketKit
import Testing

@Suite("Products as JSON data")
struct EncodingTests {
    private static let created = Date(timeIntervalSince1970: 1_641_254_400)  // 2022-01-04T00:00:00Z

    private func encode(_ value: some Encodable) throws -> [String: Any] {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func product() throws -> ProductListing {
        ProductListing(
            id: 16, vendorID: 2, name: "팥빙수", thumbnail: nil, currency: .usd,
            price: try #require(Decimal(string: "19.99")),
            discountedPrice: try #require(Decimal(string: "1.5")),
            stock: 3, createdAt: Self.created, issuedAt: Self.created)
    }

    @Test func aProductKeepsItsIdsExactAmountsCurrencyCodeAndDates() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let text = String(decoding: try encoder.encode(try product()), as: UTF8.self)
        #expect(text.contains(#""price":19.99"#))
        #expect(text.contains(#""bargainPrice":18.49"#))
        let object = try encode(try product())
        #expect(object["id"] as? Int == 16)
        #expect(object["vendorId"] as? Int == 2)
        #expect(object["currency"] as? String == "USD")
        #expect(object["createdAt"] as? String == "2022-01-04T00:00:00Z")
        #expect(object["description"] is NSNull)
    }

    @Test func aDetailAddsItsImagesAndVendor() throws {
        let detail = ProductDetail(
            product: try product(),
            images: [ProductImage(id: 7, address: "https://example.test/7.png", succeeded: true)],
            vendor: Vendor(id: 2, name: "dacodaco"))
        let object = try encode(detail)
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.first?["url"] as? String == "https://example.test/7.png")
        #expect((object["vendor"] as? [String: Any])?["name"] as? String == "dacodaco")
        #expect(object["vendorName"] as? String == "dacodaco")
    }

    @Test func aPageSaysWhereItIs() throws {
        let page = Page(
            pageNumber: 2, itemsPerPage: 1, totalCount: nil, lastPage: nil, hasNext: false, hasPrevious: true,
            items: [try product()])
        let object = try encode(page)
        #expect(object["pageNumber"] as? Int == 2)
        #expect(object["totalCount"] is NSNull)
        #expect((object["items"] as? [Any])?.count == 1)
    }
}
