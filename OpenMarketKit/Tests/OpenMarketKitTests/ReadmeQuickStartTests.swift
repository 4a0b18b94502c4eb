import Foundation
import OpenMarketKit
import Testing

/// The README's quick start, verbatim (``DocSampleTests`` checks it), so it is proven to compile
/// and to work.
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
        let id = try await tour(
            baseURL: Sample.baseURL, photo: Sample.jpeg(count: 1_024), transport: transport)

        #expect(id == 16)
        let requests = await transport.requests
        #expect(requests.compactMap(\.httpMethod) == ["GET", "POST", "PATCH", "POST", "DELETE"])
        #expect(requests[2].bodyText == #"{"price":1800,"secret":"pa55word"}"#)
        #expect(requests[3].bodyText == #"{"secret":"pa55word"}"#)
    }
}

// The README's quick start, verbatim: a reader's file of its own (with its imports, above).

/// Lists the first page of products, then sells, edits and deletes one, on the server at
/// `baseURL`; answers the new product's id.
func tour(baseURL: URL, photo jpegData: Data, transport: any HTTPTransport = URLSessionTransport())
    async throws -> Int
{
    let vendor = VendorCredentials(
        identifier: "cd706a3e-66db-11ec-9626-796401f2341a", password: "pa55word")
    let client = OpenMarketClient(
        server: ServerDescription(baseURL: baseURL, generation: .marketTraining),
        credentials: vendor, transport: transport)

    let page = try await client.products(page: 1, itemsPerPage: 20)
    for product in page.items { print(ProductPresentation(product: product).priceText, product.name) }

    let draft = ProductDraft(
        name: "Red bean shaved ice", description: "Finely shaved ice under sweet red beans.",
        price: "2000", currency: .krw, stock: 10)
    let created = try await client.createProduct(draft, images: [try ImageUpload(data: jpegData)])
    try await client.updateProduct(id: created.id, ProductChanges(price: "1800"))
    try await client.deleteProduct(id: created.id)
    return created.id
}
