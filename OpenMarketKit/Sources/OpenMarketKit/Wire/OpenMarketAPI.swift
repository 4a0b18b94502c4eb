import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Builds the seven operations as ``OpenMarketRequest`` values for one server.
///
/// The server description decides every generation difference: page-key style, the
/// description key, search support and the delete flow. ``OpenMarketClient`` uses it for every
/// call; use it directly to inspect or decode a request yourself:
///
/// ```swift
/// let request = try OpenMarketAPI(server: .openMarket).products(page: 2, itemsPerPage: 10)
/// print(request.method, request.path, request.query)
/// ```
public struct OpenMarketAPI: Sendable {
    /// The server the requests are for.
    public var server: ServerDescription

    /// The page sizes a listing may ask for: 1 to 500 products a page (the largest page the
    /// servers serve; a larger one is refused before anything is sent).
    public static let itemsPerPageRange: ClosedRange<Int> = 1...500

    /// The page numbers a listing may ask for: 1 to 1,000,000 (servers refuse a larger one, and
    /// the kit refuses it before sending).
    public static let pageNumberRange: ClosedRange<Int> = 1...1_000_000

    /// The longest search text, in characters (Unicode scalars, as servers count them): 100.
    public static let maximumSearchLength = 100

    /// The longest vendor identifier, in UTF-8 bytes: 200.
    public static let maximumIdentifierBytes = 200

    /// The longest vendor password, in characters (Unicode scalars): 200.
    public static let maximumPasswordLength = 200

    /// The ids a product may have: whole numbers from 1 (the servers number products from 1;
    /// the local server's OpenAPI document says `minimum: 1`). An id outside is refused before
    /// anything is sent; `Int.max` is inside, and a server answers 404 when it has no such product.
    public static let productIDRange: ClosedRange<Int> = 1...Int.max

    /// Why `id` cannot name a product (it is below ``productIDRange``), or `nil` when it can.
    /// ``OpenMarketClient``'s calls that take an id throw this before sending.
    public static func productIDProblem(_ id: Int) -> OpenMarketError? {
        productIDRange.contains(id) ? nil : .invalidRequest(.productIDOutOfRange(id))
    }

    /// Why a listing of page `page` with `itemsPerPage` products and `search` cannot be asked
    /// for (the first limit it breaks), or `nil` when it can. ``products(page:itemsPerPage:search:)``
    /// throws this; a form or a command line can ask first.
    public static func listingProblem(page: Int, itemsPerPage: Int, search: String? = nil) -> OpenMarketError?
    {
        guard pageNumberRange.contains(page) else { return .invalidRequest(.pageOutOfRange(page)) }
        guard itemsPerPageRange.contains(itemsPerPage) else {
            return .invalidRequest(.pageSizeOutOfRange(itemsPerPage))
        }
        if let length = search?.unicodeScalars.count, length > maximumSearchLength {
            return .invalidRequest(.searchTooLong(length))
        }
        return nil
    }

    /// Why `credentials` cannot be sent (an identifier or a password longer than servers take),
    /// or `nil` when they can.
    public static func credentialsProblem(_ credentials: VendorCredentials) -> OpenMarketError? {
        let bytes = credentials.identifier.utf8.count
        if bytes > maximumIdentifierBytes { return .invalidRequest(.identifierTooLong(bytes)) }
        let length = credentials.password.unicodeScalars.count
        if length > maximumPasswordLength { return .invalidRequest(.passwordTooLong(length)) }
        return nil
    }

    /// The header field a create's idempotency key travels in.
    public static let idempotencyKeyHeader = "Idempotency-Key"

    /// The lengths an idempotency key may have, in characters: 1 to 255.
    public static let idempotencyKeyLengths: ClosedRange<Int> = 1...255

    /// Whether `key` can be sent as an idempotency key: 1 to 255 visible ASCII characters, `!`
    /// to `~` (no space, no control character, nothing outside ASCII). Servers refuse other keys
    /// with a 400, so the kit refuses them before sending.
    public static func isValidIdempotencyKey(_ key: String) -> Bool {
        idempotencyKeyLengths.contains(key.utf8.count) && key.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// A fresh idempotency key: the text of a random UUID (36 characters), different for every
    /// call.
    public static func makeIdempotencyKey() -> String {
        UUID().uuidString
    }

    /// Creates a request builder for a server.
    public init(server: ServerDescription) {
        self.server = server
    }

    /// `GET /healthChecker`; answers the server's status text (`OK`).
    public func healthCheck() -> OpenMarketRequest<String> {
        OpenMarketRequest(method: .get, path: "/healthChecker") { data, _ in
            try WireCoding.plainText(from: data)
        }
    }

    /// `GET /api/products?page_no=…&items_per_page=…[&search_value=…]`.
    ///
    /// A `204` (or an empty body) is read as an empty last page.
    ///
    /// - Throws: ``OpenMarketError``: ``OpenMarketError/Kind-swift.struct/invalidRequest`` for a
    ///   page outside ``pageNumberRange``, a size outside ``itemsPerPageRange`` or a search longer
    ///   than ``maximumSearchLength`` (see ``listingProblem(page:itemsPerPage:search:)``),
    ///   ``OpenMarketError/Kind-swift.struct/unsupported`` for a search on the `marketTraining`
    ///   generation (only `openMarket` searches).
    public func products(
        page: Int, itemsPerPage: Int, search: String? = nil
    ) throws -> OpenMarketRequest<Page<ProductListing>> {
        if let problem = Self.listingProblem(page: page, itemsPerPage: itemsPerPage, search: search) {
            throw problem
        }
        var query = [
            URLQueryItem(name: "page_no", value: String(page)),
            URLQueryItem(name: "items_per_page", value: String(itemsPerPage)),
        ]
        if let search, !search.isEmpty {
            guard server.supportsSearch else { throw OpenMarketError.unsupported("search") }
            query.append(URLQueryItem(name: "search_value", value: search))
        }
        let style = server.pageKeyStyle
        return OpenMarketRequest(method: .get, path: "/api/products", query: query) { data, response in
            if response.statusCode == 204 || data.isEmpty {
                return .emptyLast(pageNumber: page, itemsPerPage: itemsPerPage)
            }
            return try WireCoding.decoder.decode(WirePage.self, from: data).page(style: style)
        }
    }

    /// `GET /api/products/{id}`.
    public func product(id: Int) -> OpenMarketRequest<ProductDetail> {
        OpenMarketRequest(method: .get, path: "/api/products/\(id)", decode: Self.detail)
    }

    /// `POST /api/products` with a multipart body: `params` JSON and one `images` part per image.
    ///
    /// The prices are written as the exact decimal text of their ``Price`` values. With an
    /// `idempotencyKey` the request carries it in the ``idempotencyKeyHeader`` header, so that
    /// sending it again (with the same key, vendor and content) makes the product at most once on
    /// a server that honors the header; without one it carries none.
    ///
    /// - Throws: ``OpenMarketError`` of kind ``OpenMarketError/Kind-swift.struct/invalidRequest``
    ///   when a price is unreadable (``ProductFormValidator`` reports that first in the client), or
    ///   when the key is not one ``isValidIdempotencyKey(_:)`` accepts.
    public func createProduct(
        _ draft: ProductDraft, images: [ImageUpload], credentials: VendorCredentials,
        idempotencyKey: String? = nil
    ) throws -> OpenMarketRequest<ProductDetail> {
        var headers = ["identifier": credentials.identifier]
        if let idempotencyKey {
            guard Self.isValidIdempotencyKey(idempotencyKey) else {
                throw OpenMarketError.invalidRequest(
                    "\(Self.idempotencyKeyHeader) of \(idempotencyKey.utf8.count) bytes: "
                        + "1 to 255 visible ASCII characters are allowed")
            }
            headers[Self.idempotencyKeyHeader] = idempotencyKey
        }
        let params = WireProductParams(
            name: draft.name, description: draft.description, descriptionKey: server.descriptionKey,
            price: try Self.amount(draft.price, "price"), currency: draft.currency.code,
            discountedPrice: try Self.amount(draft.discountedPrice, "discounted_price"), stock: draft.stock,
            secret: credentials.password)
        var parts = [
            MultipartFormData.Part(name: "params", contentType: "application/json", data: try params.json())
        ]
        for image in images {
            parts.append(
                MultipartFormData.Part(
                    name: "images", filename: image.filename, contentType: image.mimeType, data: image.data))
        }
        return OpenMarketRequest(
            method: .post, path: "/api/products", headers: headers,
            body: .multipart(MultipartFormData(parts: parts)), decode: Self.detail)
    }

    /// `PATCH /api/products/{id}` with a JSON body of the changed fields and the password.
    ///
    /// - Throws: ``OpenMarketError`` of kind ``OpenMarketError/Kind-swift.struct/invalidRequest``
    ///   when a price is unreadable.
    public func updateProduct(
        id: Int, _ changes: ProductChanges, credentials: VendorCredentials
    ) throws -> OpenMarketRequest<ProductDetail> {
        let params = WireProductParams(
            name: changes.name, description: changes.description, descriptionKey: server.descriptionKey,
            thumbnailID: changes.thumbnailID, price: try changes.price.map { try Self.amount($0, "price") },
            currency: changes.currency?.code,
            discountedPrice: try changes.discountedPrice.map { try Self.amount($0, "discounted_price") },
            stock: changes.stock, secret: credentials.password)
        return OpenMarketRequest(
            method: .patch, path: "/api/products/\(id)", headers: ["identifier": credentials.identifier],
            body: .json(try params.json()), decode: Self.detail)
    }

    /// Step 1 of delete: `POST /api/products/{id}/secret` (`marketTraining`) or
    /// `/archived` (`openMarket`) with `{"secret": password}`; answers plain text (the
    /// product's secret, or the path to delete). The password is the one in `credentials`.
    ///
    /// - Throws: ``OpenMarketError`` of kind ``OpenMarketError/Kind-swift.struct/invalidRequest``
    ///   when the body cannot be encoded.
    public func productSecret(
        id: Int, credentials: VendorCredentials
    ) throws -> OpenMarketRequest<String> {
        let suffix = server.deleteFlow == .secretInPath ? "secret" : "archived"
        let body: Data
        do {
            body = try JSONEncoder().encode(["secret": credentials.password])
        } catch {
            throw OpenMarketError.invalidRequest("\(error)")
        }
        return OpenMarketRequest(
            method: .post, path: "/api/products/\(id)/\(suffix)",
            headers: ["identifier": credentials.identifier],
            body: .json(body)
        ) { data, _ in
            try WireCoding.plainText(from: data)
        }
    }

    /// Step 2 of delete: `DELETE /api/products/{id}/{secret}` (`marketTraining`) or `DELETE`
    /// to the path step 1 answered (`openMarket`).
    ///
    /// The answer is the deleted product's detail, or `nil` when the server sends no body.
    /// A full URL from step 1 is reduced to its path and sent to this server, never elsewhere.
    ///
    /// - Throws: ``OpenMarketError`` of kind ``OpenMarketError/Kind-swift.struct/invalidRequest``
    ///   when the secret or path cannot be used.
    public func deleteProduct(
        id: Int, secret: String, credentials: VendorCredentials
    ) throws -> OpenMarketRequest<ProductDetail?> {
        let path: String
        switch server.deleteFlow {
        case .secretInPath:
            var allowed = CharacterSet.urlPathAllowed
            allowed.remove(charactersIn: "/")
            guard let escaped = secret.addingPercentEncoding(withAllowedCharacters: allowed), !escaped.isEmpty
            else { throw OpenMarketError.invalidRequest("secret") }
            path = "/api/products/\(id)/\(escaped)"
        case .archivedPath:
            path = try Self.path(fromArchived: secret)
        }
        return OpenMarketRequest(
            method: .delete, path: path, headers: ["identifier": credentials.identifier]
        ) { data, _ in
            data.isEmpty ? nil : try WireCoding.decode(WireProduct.self, from: data).detail
        }
    }

    private static func path(fromArchived text: String) throws -> String {
        if let url = URL(string: text), url.scheme != nil,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        {
            let path = components.percentEncodedPath
            guard path.hasPrefix("/"), path.count > 1 else { throw OpenMarketError.invalidRequest(text) }
            return path
        }
        let path = text.hasPrefix("/") ? text : "/" + text
        guard let components = URLComponents(string: path), components.percentEncodedPath == path else {
            throw OpenMarketError.invalidRequest(text)
        }
        return path
    }

    /// The exact amount of `price`, or an error naming the field when it is unreadable.
    private static func amount(_ price: Price, _ field: String) throws -> Decimal {
        guard let amount = price.decimal else {
            throw OpenMarketError.invalidRequest("\(field) \(price)")
        }
        return amount
    }

    @Sendable private static func detail(_ data: Data, _ response: HTTPURLResponse) throws -> ProductDetail {
        try WireCoding.decode(WireProduct.self, from: data).detail
    }
}
