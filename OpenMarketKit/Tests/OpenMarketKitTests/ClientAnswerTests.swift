import Foundation
import OpenMarketKit
import OpenMarketKitReports
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("What the client says about refusals, silences and pages")
struct ClientAnswerTests {
    private let english = Locale(identifier: "en_US")
    private let korean = Locale(identifier: "ko_KR")

    @Test func aCreateThatTimesOutMayHaveHappened() async throws {
        // Given a server that never answers the create in time
        let client = Sample.client(
            .marketTraining, transport: StubTransport { _ in throw URLError(.timedOut) })

        // When a product is created
        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(Sample.draft, images: [try Sample.image])
        }

        // Then the error says the product may exist, and never to simply try again
        #expect(error?.kind == .creationUnconfirmed)
        let message = error?.message(locale: english) ?? ""
        #expect(message.contains("may or may not have been created"))
        #expect(!message.localizedCaseInsensitiveContains("try again"))
    }

    @Test func aDeleteWhoseSecondStepTimesOutMayHaveHappened() async throws {
        // Given a server that answers the secret, then never answers the delete
        let transport = StubTransport { request in
            if request.httpMethod == "DELETE" { throw URLError(.timedOut) }
            return .text("e68a07c6-6fd7-11ec-abfa-8fdc4e022780")
        }
        let client = Sample.client(.marketTraining, transport: transport)

        // When product 7 is deleted
        let error = await #expect(throws: OpenMarketError.self) { try await client.deleteProduct(id: 7) }

        // Then the error names the product that may be gone
        #expect(error?.kind == .deletionUnconfirmed)
        #expect(error?.productID == 7)
        #expect(
            error?.message(locale: english).contains("product 7 may or may not have been deleted") == true)
    }

    @Test func aDeleteWhoseFirstStepTimesOutChangedNothing() async throws {
        let client = Sample.client(
            .marketTraining, transport: StubTransport { _ in throw URLError(.timedOut) })
        await #expect(throws: OpenMarketError.timedOut) { try await client.deleteProduct(id: 7) }
    }

    @Test func aReadThatTimesOutCanBeTriedAgain() async throws {
        let client = Sample.client(
            .marketTraining, transport: StubTransport { _ in throw URLError(.timedOut) })
        await #expect(throws: OpenMarketError.timedOut) { try await client.product(id: 7) }
    }

    @Test func anotherVendorsProductIsNamedAsSuch() async throws {
        // Given a server that answers 403 with the code for another vendor's product
        let body =
            #"{"code": "PRODUCT_OF_ANOTHER_VENDOR", "message": "Product 7 belongs to another vendor."}"#
        let client = Sample.client(
            .marketTraining, transport: StubTransport(always: .json(body, status: 403)))

        // When product 7 is changed
        let error = await #expect(throws: OpenMarketError.self) {
            try await client.updateProduct(id: 7, ProductChanges(stock: 1))
        }

        // Then the message says whose it is, not "fix what it names"
        #expect(error?.isOtherVendorsProduct == true)
        let message = error?.message(locale: english) ?? ""
        #expect(message.contains("Product 7 belongs to another vendor"))
        #expect(!message.contains("Fix what it names"))
        #expect(error?.message(locale: korean).contains("다른 판매자의 상품") == true)
    }

    @Test func aForbiddenAnswerNeverSaysFixWhatItNames() {
        for error in [
            OpenMarketError.httpStatus(403), .httpStatus(403, code: "FORBIDDEN", message: "Wrong password."),
        ] {
            #expect(!error.message(locale: english).contains("Fix what it names"))
            #expect(error.message(locale: english).contains("403"))
        }
    }

    @Test func anUnknownProductIsNamedInKorean() async throws {
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .text("", status: 404)))
        let error = await #expect(throws: OpenMarketError.self) { try await client.product(id: 999) }
        #expect(error == .httpStatus(404))
        #expect(error?.productID == 999)
        #expect(error?.message(locale: korean) == "상품 999가 없어요 (상태 코드 404). 상품 목록에서 있는 번호를 찾으세요.")
    }

    @Test func aPageLargerThanTheServersServeIsRefusedBeforeSending() async throws {
        let transport = StubTransport(always: .json("{}"))
        let client = Sample.client(.marketTraining, transport: transport)
        #expect(OpenMarketAPI.itemsPerPageRange == 1...500)
        let refusal = try #require(OpenMarketAPI.listingProblem(page: 1, itemsPerPage: 501))
        #expect(refusal.kind == .invalidRequest)
        await #expect(throws: refusal) {
            try await client.products(page: 1, itemsPerPage: 501)
        }
        #expect(await transport.requests.isEmpty)
    }

    @Test(arguments: [
        (1, "Page 1 of 1 · 1 product"), (2, "Page 1 of 1 · 2 products"), (0, "Page 1 of 1 · 0 products"),
    ])
    func thePageLineCountsInTheRightNumber(total: Int, line: String) {
        let page = Page<ProductListing>(
            pageNumber: 1, itemsPerPage: 20, totalCount: total, lastPage: 1, hasNext: false,
            hasPrevious: false,
            items: [])
        #expect(OpenMarketText(locale: english).pageLine(page) == line)
        #expect(OpenMarketText(locale: korean).pageLine(page) == "1페이지 중 1페이지 · 상품 \(total)개")
    }
}
