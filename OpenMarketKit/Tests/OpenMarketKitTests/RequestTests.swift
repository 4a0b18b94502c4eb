import Foundation
import OpenMarketKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Every operation's request, for both generations")
struct RequestTests {
    private static let detailJSON = StubTransport.Reply.json(
        #"{"id":9,"vendor_id":2,"name":"Tea","currency":"KRW","price":1,"#
            + #""created_at":"2022-01-04T00:00:00","issued_at":"2022-01-04T00:00:00"}"#)

    private func sent(
        _ generation: ServerGeneration, reply: StubTransport.Reply = detailJSON,
        _ operation: (OpenMarketClient) async throws -> Void
    ) async throws -> URLRequest {
        let transport = StubTransport(always: reply)
        try await operation(Sample.client(generation, transport: transport))
        let requests = await transport.requests
        #expect(requests.count == 1)
        return try #require(requests.first)
    }

    @Test(arguments: ServerGeneration.allCases)
    func healthCheckGetsHealthChecker(generation: ServerGeneration) async throws {
        let request = try await sent(generation, reply: .json("\"OK\"")) { try await $0.healthCheck() }

        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "http://127.0.0.1:8080/healthChecker")
        #expect(request.httpBody == nil)
        #expect(request.header("identifier") == nil)
    }

    @Test(arguments: ServerGeneration.allCases)
    func productPageSendsSnakeCaseQuery(generation: ServerGeneration) async throws {
        let request = try await sent(generation, reply: .text("", status: 204)) {
            _ = try await $0.products(page: 3, itemsPerPage: 25)
        }

        #expect(request.httpMethod == "GET")
        #expect(
            request.url?.absoluteString == "http://127.0.0.1:8080/api/products?page_no=3&items_per_page=25")
        #expect(request.header("identifier") == nil)
    }

    @Test func openMarketSearchAddsSearchValue() async throws {
        let request = try await sent(.openMarket, reply: .text("", status: 204)) {
            _ = try await $0.products(page: 1, itemsPerPage: 10, search: "tea cup")
        }

        let components = try #require(
            request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) })
        #expect(components.queryItems?.last == URLQueryItem(name: "search_value", value: "tea cup"))
        #expect(components.percentEncodedQuery?.contains("search_value=tea%20cup") == true)
    }

    @Test func aPlusInTheSearchTextIsEscaped() async throws {
        let request = try await sent(.openMarket, reply: .text("", status: 204)) {
            _ = try await $0.products(page: 1, itemsPerPage: 10, search: "c++ & tea")
        }

        #expect(request.url?.query == "page_no=1&items_per_page=10&search_value=c%2B%2B%20%26%20tea")
    }

    @Test func marketTrainingRefusesSearchWithoutSending() async throws {
        let transport = StubTransport(always: .text("", status: 204))
        let client = Sample.client(.marketTraining, transport: transport)

        await #expect(throws: OpenMarketError.unsupported("search")) {
            try await client.products(page: 1, itemsPerPage: 10, search: "tea")
        }
        #expect(await transport.requests.isEmpty)
    }

    @Test(arguments: ServerGeneration.allCases)
    func productDetailGetsById(generation: ServerGeneration) async throws {
        let request = try await sent(generation) { _ = try await $0.product(id: 9) }

        #expect(request.httpMethod == "GET")
        #expect(request.url?.path == "/api/products/9")
        #expect(request.url?.query == nil)
    }

    @Test(arguments: ServerGeneration.allCases)
    func createPostsMultipartWithIdentifier(generation: ServerGeneration) async throws {
        let request = try await sent(generation) {
            _ = try await $0.createProduct(Sample.draft, images: [Sample.image, Sample.image])
        }

        #expect(request.httpMethod == "POST")
        #expect(request.url?.path == "/api/products")
        #expect(request.header("identifier") == Sample.vendor.identifier)
        let contentType = try #require(request.header("Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary="))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        let parts = try MultipartParser.parse(try #require(request.httpBody), boundary: boundary)
        #expect(
            parts.map(\.disposition) == [
                "form-data; name=\"params\"",
                "form-data; name=\"images\"; filename=\"tea.jpeg\"",
                "form-data; name=\"images\"; filename=\"tea.jpeg\"",
            ])
        let key = generation == .marketTraining ? "descriptions" : "description"
        let expected = """
            {"currency":"KRW","\(key)":"A jar of citron preserved in honey, for hot tea.","discounted_price":1000,\
            "name":"Honey citron tea","price":12000,"secret":"pa55word","stock":7}
            """
        #expect(String(decoding: parts[0].body, as: UTF8.self) == expected)
        #expect(parts[0].contentType == "application/json")
        #expect(parts[1].contentType == "image/jpeg")
        #expect(parts[1].body == (try Sample.image).data)
    }

    @Test(arguments: ServerGeneration.allCases)
    func updatePatchesOnlyChangedFieldsAsJSON(generation: ServerGeneration) async throws {
        let changes = ProductChanges(name: "Green tea", thumbnailID: 41, price: "99.5", stock: 3)
        let request = try await sent(generation) { _ = try await $0.updateProduct(id: 301, changes) }

        #expect(request.httpMethod == "PATCH")
        #expect(request.url?.path == "/api/products/301")
        #expect(request.header("identifier") == Sample.vendor.identifier)
        #expect(request.header("Content-Type") == "application/json")
        #expect(
            request.bodyText
                == #"{"name":"Green tea","price":99.5,"secret":"pa55word","stock":3,"thumbnail_id":41}"#)
    }

    @Test(arguments: ServerGeneration.allCases)
    func updateUsesTheGenerationsDescriptionKey(generation: ServerGeneration) async throws {
        let changes = ProductChanges(description: "Now with more leaves.")
        let request = try await sent(generation) { _ = try await $0.updateProduct(id: 1, changes) }

        let key = generation == .marketTraining ? "descriptions" : "description"
        #expect(request.bodyText == #"{"\#(key)":"Now with more leaves.","secret":"pa55word"}"#)
    }

    @Test(arguments: [(ServerGeneration.marketTraining, "secret"), (.openMarket, "archived")])
    func secretLookupPostsTheCredentialsPasswordToTheGenerationsPath(
        generation: ServerGeneration, suffix: String
    ) async throws {
        var answer = ""
        let request = try await sent(generation, reply: .text("e68a07c6-6fd7-11ec-abfa-8fdc4e022780\n")) {
            answer = try await $0.productSecret(id: 16)
        }

        #expect(request.httpMethod == "POST")
        #expect(request.url?.path == "/api/products/16/\(suffix)")
        #expect(request.header("identifier") == Sample.vendor.identifier)
        #expect(request.header("Content-Type") == "application/json")
        #expect(request.bodyText == #"{"secret":"pa55word"}"#)
        #expect(answer == "e68a07c6-6fd7-11ec-abfa-8fdc4e022780")
    }

    @Test(arguments: ServerGeneration.allCases)
    func deleteProvesThePasswordTheCredentialsHold(generation: ServerGeneration) async throws {
        // Given a client whose credentials hold the vendor's password
        let vendor = VendorCredentials(identifier: Sample.vendor.identifier, password: "only-in-credentials")
        let transport = StubTransport(sequence: [
            .text("/api/products/9/archived/abc"), .text("", status: 204),
        ])
        let client = OpenMarketClient(
            server: Sample.server(generation), credentials: vendor, transport: transport)

        // When a product is deleted, without passing the password again
        try await client.deleteProduct(id: 9)

        // Then step 1 proved the credentials' password
        let requests = await transport.requests
        #expect(requests.first?.bodyText == #"{"secret":"only-in-credentials"}"#)
    }

    @Test func marketTrainingDeleteSendsTheSecretInThePath() async throws {
        let transport = StubTransport(sequence: [
            .text("e68a07c6-6fd7-11ec-abfa-8fdc4e022780"), Self.detailJSON,
        ])
        let client = Sample.client(.marketTraining, transport: transport)

        let deleted = try await client.deleteProduct(id: 9)

        let requests = await transport.requests
        #expect(requests.count == 2)
        #expect(requests[0].url?.path == "/api/products/9/secret")
        #expect(requests[1].httpMethod == "DELETE")
        #expect(
            requests[1].url?.absoluteString
                == "http://127.0.0.1:8080/api/products/9/e68a07c6-6fd7-11ec-abfa-8fdc4e022780")
        #expect(requests[1].header("identifier") == Sample.vendor.identifier)
        #expect(requests[1].httpBody == nil)
        #expect(deleted?.id == 9)
    }

    @Test(arguments: [
        "/api/products/9/archived/abc123", "https://elsewhere.example.test/api/products/9/archived/abc123",
    ])
    func openMarketDeleteSendsDeleteToTheReturnedPathOnThisServer(answer: String) async throws {
        let transport = StubTransport(sequence: [.text(answer), .text("", status: 204)])
        let client = Sample.client(.openMarket, transport: transport)

        let deleted = try await client.deleteProduct(id: 9)

        let requests = await transport.requests
        #expect(requests.map(\.httpMethod) == ["POST", "DELETE"])
        #expect(requests[0].url?.path == "/api/products/9/archived")
        #expect(requests[1].url?.absoluteString == "http://127.0.0.1:8080/api/products/9/archived/abc123")
        #expect(deleted == nil)
    }

    @Test func aBaseURLWithAPathPrefixKeepsIt() throws {
        let base = try #require(URL(string: "http://127.0.0.1:9000/market/"))
        let request = try OpenMarketAPI(server: ServerDescription(baseURL: base, generation: .openMarket))
            .product(id: 5).urlRequest(baseURL: base, timeout: 4)

        #expect(request.url?.absoluteString == "http://127.0.0.1:9000/market/api/products/5")
        #expect(request.timeoutInterval == 4)
    }

    @Test func publicServersHaveTheSpecsHostsAndStyles() {
        #expect(ServerDescription.marketTraining.baseURL.host == "market-training.yagom-academy.kr")
        #expect(ServerDescription.openMarket.baseURL.host == "openmarket.yagom-academy.kr")
        #expect(ServerDescription.marketTraining.baseURL.scheme == "https")
        #expect(!ServerDescription.marketTraining.supportsSearch)
        #expect(ServerDescription.openMarket.supportsSearch)
    }

    // MARK: - Exact prices

    private func params(of request: URLRequest) throws -> String {
        let contentType = try #require(request.header("Content-Type"))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        let parts = try MultipartParser.parse(try #require(request.httpBody), boundary: boundary)
        return String(decoding: try #require(parts.first).body, as: UTF8.self)
    }

    @Test(arguments: ServerGeneration.allCases)
    func aDecimalPriceIsSentAsItsExactTextInTheMultipartParams(generation: ServerGeneration) async throws {
        // Given prices a Double cannot hold exactly
        var draft = Sample.draft
        draft.price = "19.99"
        draft.discountedPrice = "0.10"
        draft.currency = .usd

        // When the product is created
        let request = try await sent(generation) {
            _ = try await $0.createProduct(draft, images: [Sample.image])
        }

        // Then the params carry exactly those decimals, no binary artefacts
        let json = try params(of: request)
        #expect(json.contains(#""price":19.99,"#))
        #expect(json.contains(#""discounted_price":0.1,"#))
        #expect(!json.contains("19.98"))
    }

    // The largest is just under the servers' ceiling, with cents.
    @Test(arguments: ["19.99", "0.3", "1234567.89", "999999999999.99", "0.000001"])
    func aDecimalPriceIsSentAsItsExactTextInTheUpdateJSON(text: String) async throws {
        let price = try #require(Price(text))
        let request = try await sent(.marketTraining) {
            _ = try await $0.updateProduct(id: 1, ProductChanges(price: price))
        }

        #expect(request.bodyText == #"{"price":\#(text),"secret":"pa55word"}"#)
    }

    @Test func anUnreadablePriceIsNeverSent() throws {
        var draft = Sample.draft
        draft.price = "19,99"

        #expect(throws: OpenMarketError.invalidRequest("price 19,99")) {
            try OpenMarketAPI(server: .marketTraining).createProduct(
                draft, images: [Sample.image], credentials: Sample.vendor)
        }
    }
}
