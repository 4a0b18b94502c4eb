import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client for the Open Market API: list, read, create, edit and delete products.
///
/// ```swift
/// let client = OpenMarketClient(
///     server: .marketTraining,
///     credentials: VendorCredentials(identifier: "cd706a3e-…", password: "…"))
/// let page = try await client.products(page: 1, itemsPerPage: 20)
/// ```
///
/// Every method throws ``OpenMarketError`` only. Product forms are validated with
/// ``ProductFormValidator`` before anything is sent.
public struct OpenMarketClient: Sendable {
    /// The server and its generation.
    public let server: ServerDescription
    /// The vendor acting, needed by create, update and delete.
    public let credentials: VendorCredentials?
    /// The transport requests go through.
    public let transport: any HTTPTransport
    /// The timeout of each request, in seconds.
    public let timeout: TimeInterval
    /// The rules product forms are checked against.
    public let validator: ProductFormValidator

    /// Creates a client.
    public init(
        server: ServerDescription = .marketTraining, credentials: VendorCredentials? = nil,
        transport: any HTTPTransport = URLSessionTransport(), timeout: TimeInterval = 30,
        validator: ProductFormValidator = ProductFormValidator()
    ) {
        self.server = server
        self.credentials = credentials
        self.transport = transport
        self.timeout = timeout
        self.validator = validator
    }

    /// The request builder for this client's server.
    public var api: OpenMarketAPI { OpenMarketAPI(server: server) }

    /// Checks that the server answers; throws when it does not answer `OK`.
    public func healthCheck() async throws {
        let status = try await send(api.healthCheck())
        guard status == "OK" else {
            throw OpenMarketError.decodingFailed(codingPath: "", reason: "Unexpected status \"\(status)\".")
        }
    }

    /// One page of the catalogue; past the last page an empty last page, not an error.
    public func products(page: Int = 1, itemsPerPage: Int = 20, search: String? = nil) async throws -> Page<
        Product
    > {
        try await send(try api.products(page: page, itemsPerPage: itemsPerPage, search: search))
    }

    /// A product's detail.
    public func product(id: Int) async throws -> ProductDetail {
        try await send(api.product(id: id))
    }

    /// Registers a product with 1 to 5 images; the form is validated first.
    @discardableResult
    public func createProduct(_ draft: ProductDraft, images: [ImageUpload]) async throws -> ProductDetail {
        let vendor = try requireCredentials()
        if let problem = validator.problems(in: draft, images: images).first {
            throw OpenMarketError.invalidProduct(problem)
        }
        return try await send(try api.createProduct(draft, images: images, credentials: vendor))
    }

    /// Edits a product; only the fields set in `changes` change. The changes are validated first.
    @discardableResult
    public func updateProduct(id: Int, _ changes: ProductChanges) async throws -> ProductDetail {
        let vendor = try requireCredentials()
        if let problem = validator.problems(in: changes).first {
            throw OpenMarketError.invalidProduct(problem)
        }
        return try await send(try api.updateProduct(id: id, changes, credentials: vendor))
    }

    /// Step 1 of delete: the product's secret (`marketTraining`) or the path to delete
    /// (`openMarket`), proving `password`.
    public func productSecret(id: Int, password: String) async throws -> String {
        var vendor = try requireCredentials()
        vendor.password = password
        return try await send(try api.productSecret(id: id, credentials: vendor))
    }

    /// Deletes a product in the two steps its server generation needs.
    ///
    /// Returns the deleted product's detail, or `nil` when the server answers without a body.
    @discardableResult
    public func deleteProduct(id: Int, password: String) async throws -> ProductDetail? {
        let vendor = try requireCredentials()
        let secret = try await productSecret(id: id, password: password)
        return try await send(try api.deleteProduct(id: id, secret: secret, credentials: vendor))
    }

    /// Sends any request and reads its answer, mapping every failure to ``OpenMarketError``.
    public func send<Response>(_ request: OpenMarketRequest<Response>) async throws -> Response {
        if Task.isCancelled { throw OpenMarketError.cancelled }
        let urlRequest = try request.urlRequest(baseURL: server.baseURL, timeout: timeout)
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await transport.send(urlRequest)
        } catch {
            throw Self.map(transportError: error)
        }
        if Task.isCancelled { throw OpenMarketError.cancelled }
        guard (200...299).contains(response.statusCode) else {
            let body = try? WireCoding.decoder.decode(WireErrorBody.self, from: data)
            throw OpenMarketError.httpStatus(response.statusCode, code: body?.code, message: body?.message)
        }
        do {
            return try request.decode(data, response: response)
        } catch let error as OpenMarketError {
            throw error
        } catch let error as DecodingError {
            throw Self.map(decodingError: error)
        } catch {
            throw OpenMarketError.decodingFailed(codingPath: "", reason: "\(error)")
        }
    }

    private func requireCredentials() throws(OpenMarketError) -> VendorCredentials {
        guard let credentials else { throw .missingCredentials }
        return credentials
    }

    static func map(transportError error: any Error) -> OpenMarketError {
        if let error = error as? OpenMarketError { return error }
        if error is CancellationError { return .cancelled }
        if let error = error as? URLError {
            switch error.code {
            case .timedOut: return .timedOut
            case .cancelled: return .cancelled
            default: return .transportFailed(error.localizedDescription)
            }
        }
        return .transportFailed("\(error)")
    }

    static func map(decodingError error: DecodingError) -> OpenMarketError {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let reason =
                (context.underlyingError as? NSError)?.localizedDescription ?? context.debugDescription
            return .decodingFailed(codingPath: WireCoding.describe(context.codingPath), reason: reason)
        case .keyNotFound(let key, let context):
            return .decodingFailed(
                codingPath: WireCoding.describe(context.codingPath + [key]), reason: context.debugDescription)
        @unknown default:
            return .decodingFailed(codingPath: "", reason: "\(error)")
        }
    }
}
