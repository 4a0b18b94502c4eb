import Foundation

/// Products, read from Starbucks' site.
struct LiveProductRepository: ProductRepository {
    private let client: APIClient

    /// A repository reading through `transport` from `servers`.
    init(transport: any HTTPTransport, servers: StarbucksServers = .production) {
        client = APIClient(transport: transport, servers: servers)
    }

    /// `POST …/menu/productViewAjax.do` with `product_cd=<code>`.
    ///
    /// - Throws: ``StarbucksAPIError`` (``StarbucksAPIError/Kind-swift.struct/productNotFound``
    ///   when the answer has no product); `CancellationError` when cancelled.
    func details(of code: ProductCode) async throws -> MenuProduct {
        let answer = try await client.send(StarbucksAPI.productInfo(code, client.servers))
        guard let product = answer.view?.product(code) else { throw StarbucksAPIError.productNotFound(code) }
        return product
    }

    /// `POST …/menu/productFileAjax.do` with `PRODUCT_CD=<code>`: the first file's address.
    ///
    /// - Throws: ``StarbucksAPIError``; `CancellationError` when cancelled.
    func imageURL(of code: ProductCode) async throws -> URL? {
        try await client.send(StarbucksAPI.productImage(code, client.servers)).imageURL
    }
}
