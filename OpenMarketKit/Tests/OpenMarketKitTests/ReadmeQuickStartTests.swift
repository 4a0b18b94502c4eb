import Foundation
import OpenMarketKit
import Testing

/// The README's quick start, kept here so it is proven to compile and to work.
@Suite("README quick start")
struct ReadmeQuickStartTests {
    @Test func theQuickStartListsCreatesEditsAndDeletes() async throws {
        let detail = try Fixture.data("detail-marketTraining")
        let transport = StubTransport { request in
            switch (request.httpMethod ?? "", request.url?.path ?? "") {
            case ("GET", "/api/products"): return try .fixture("page-marketTraining")
            case ("POST", "/api/products/16/secret"): return .text("e68a07c6-6fd7-11ec-abfa-8fdc4e022780")
            default: return StubTransport.Reply(status: 200, body: detail)
            }
        }
        let jpegData = Data([0xFF, 0xD8, 0xFF])
        let baseURL = Sample.baseURL

        // --- README quick start (same code) ---
        let client = OpenMarketClient(
            server: ServerDescription(baseURL: baseURL, generation: .marketTraining),
            credentials: VendorCredentials(
                identifier: "cd706a3e-66db-11ec-9626-796401f2341a", password: "pa55word"),
            transport: transport)

        let page = try await client.products(page: 1, itemsPerPage: 20)
        for product in page.items { print(product.name, product.bargainPrice, product.currency.code) }

        let draft = ProductDraft(
            name: "Red bean shaved ice", description: "Finely shaved ice under sweet red beans.",
            price: 2_000,
            currency: .krw, stock: 10)
        let created = try await client.createProduct(draft, images: [ImageUpload(data: jpegData)])
        try await client.updateProduct(id: created.id, ProductChanges(price: 1_800))
        try await client.deleteProduct(id: created.id, password: "pa55word")
        // --- end ---

        #expect(page.items.count == 3)
        #expect(created.id == 16)
        let methods = await transport.requests.compactMap(\.httpMethod)
        #expect(methods == ["GET", "POST", "PATCH", "POST", "DELETE"])
    }
}
