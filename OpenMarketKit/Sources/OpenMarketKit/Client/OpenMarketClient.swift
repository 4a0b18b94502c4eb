import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client for the Open Market API: list, read, create, edit and delete products.
///
/// ```swift
/// let server = ServerDescription(baseURL: serverURL, generation: .marketTraining)
/// let vendor = VendorCredentials(
///     identifier: "cd706a3e-66db-11ec-9626-796401f2341a", password: "pa55word")
/// let client = OpenMarketClient(server: server, credentials: vendor)
/// let page = try await client.products(page: 1, itemsPerPage: 20)
/// print(page.items.map(\.name))
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
    ///
    /// What it throws reaches callers as an ``OpenMarketError`` (a `URLError` as
    /// ``OpenMarketError/Kind-swift.struct/timedOut`` or
    /// ``OpenMarketError/Kind-swift.struct/transportFailed``), except `CancellationError`, which
    /// passes through as it is (a `URLError` of code `cancelled` becomes one).
    public let transport: any HTTPTransport
    /// The timeout of each request, in seconds.
    public let timeout: TimeInterval
    /// The rules product forms are checked against.
    public let validator: ProductFormValidator

    /// Creates a client of `server`, which every client names: the kit has no default host.
    ///
    /// - Parameters:
    ///   - server: Where the server is and which API generation it speaks.
    ///   - credentials: The vendor acting, for create, update and delete; `nil` to read only.
    ///   - transport: What sends the requests; `URLSession` unless given.
    ///   - timeout: The timeout of each request, in seconds.
    ///   - validator: The rules product forms are checked against before anything is sent.
    public init(
        server: ServerDescription, credentials: VendorCredentials? = nil,
        transport: any HTTPTransport = URLSessionTransport(), timeout: TimeInterval = 30,
        validator: ProductFormValidator = ProductFormValidator()
    ) {
        self.server = server
        self.credentials = credentials
        self.transport = transport
        self.timeout = timeout
        self.validator = validator
    }

    /// Whose `product` is for this client: ``ProductOwnership/anotherVendor`` without credentials
    /// (a client that only reads sells nothing), else what its credentials tell
    /// (``VendorCredentials/ownership(of:)``).
    public func ownership(of product: ProductDetail) -> ProductOwnership {
        credentials?.ownership(of: product) ?? .anotherVendor
    }

    /// The request builder for this client's server.
    public var api: OpenMarketAPI { OpenMarketAPI(server: server) }

    /// Checks that the server answers `OK`.
    ///
    /// - Throws: ``OpenMarketError``: ``OpenMarketError/Kind-swift.struct/unhealthy`` (with
    ///   ``OpenMarketError/healthStatus``) when the server answers something else,
    ///   ``OpenMarketError/Kind-swift.struct/httpStatus`` when it answers an error status, or a
    ///   transport kind when it does not answer.
    public func healthCheck() async throws {
        let status = try await send(api.healthCheck())
        guard status == "OK" else { throw OpenMarketError.unhealthy(status: status) }
    }

    /// One page of the catalogue; past the last page an empty last page, not an error.
    ///
    /// - Throws: ``OpenMarketError``.
    public func products(page: Int = 1, itemsPerPage: Int = 20, search: String? = nil) async throws -> Page<
        ProductListing
    > {
        try await send(try api.products(page: page, itemsPerPage: itemsPerPage, search: search))
    }

    /// A product's detail.
    ///
    /// - Throws: ``OpenMarketError``; an id outside ``OpenMarketAPI/productIDRange`` (0 or
    ///   negative) is ``OpenMarketError/Kind-swift.struct/invalidRequest`` and nothing is sent.
    public func product(id: Int) async throws -> ProductDetail {
        try Self.requireProductID(id)
        return try await send(api.product(id: id), about: id, ifUnanswered: nil)
    }

    /// Registers a product with 1 to 5 images; the form is validated first.
    ///
    /// Every create carries an idempotency key (the `Idempotency-Key` header): `idempotencyKey`
    /// when you pass one, else a fresh one (``OpenMarketAPI/makeIdempotencyKey()``) for this
    /// call. When the create was sent but no answer came (a timeout, a dropped connection), or
    /// an answer that does not tell (a gateway's 502 or 504, the server's own 500, a success
    /// whose body cannot be read), the product may exist; with `retry` set to
    /// ``CreateRetryPolicy/once`` the client sends the
    /// same request once more, with the same key, and a server that honors the key answers with
    /// the product without making a second one. Still no answer, and the error is
    /// ``OpenMarketError/Kind-swift.struct/creationUnconfirmed`` with the key in
    /// ``OpenMarketError/idempotencyKey``: pass that key here again (within 24 hours, with the
    /// same draft and images) to finish the create safely.
    ///
    /// ```swift
    /// do {
    ///     try await client.createProduct(draft, images: [photo], retry: .once)
    /// } catch let error as OpenMarketError where error.kind == .creationUnconfirmed {
    ///     // The same create with the same key: safe to send within 24 hours.
    ///     try await client.createProduct(draft, images: [photo], idempotencyKey: error.idempotencyKey)
    /// }
    /// ```
    ///
    /// The default `retry` is ``CreateRetryPolicy/never``: a server that ignores the header would
    /// create the product twice, so opt in when yours honors it (see ``CreateRetryPolicy``).
    ///
    /// - Parameters:
    ///   - draft: The product's fields.
    ///   - images: 1 to 5 images.
    ///   - idempotencyKey: The key of an earlier create to repeat (1 to 255 visible ASCII
    ///     characters, see ``OpenMarketAPI/isValidIdempotencyKey(_:)``); `nil` for a new create.
    ///   - retry: Whether to send the create once more, with the same key, when no answer came
    ///     or one that does not tell whether the product was made.
    /// - Throws: ``OpenMarketError``; a broken form rule is
    ///   ``OpenMarketError/Kind-swift.struct/invalidProduct`` and an unusable key
    ///   ``OpenMarketError/Kind-swift.struct/invalidRequest``, and nothing is sent. A key already
    ///   used for another create is a 422 (``OpenMarketError/isIdempotencyKeyReused``); a key
    ///   whose first create the server is still working on is a 409
    ///   (``OpenMarketError/isIdempotencyKeyInUse``), or, when it answers the retry,
    ///   ``OpenMarketError/Kind-swift.struct/creationUnconfirmed``.
    @discardableResult
    public func createProduct(
        _ draft: ProductDraft, images: [ImageUpload], idempotencyKey: String? = nil,
        retry: CreateRetryPolicy = .never
    ) async throws -> ProductDetail {
        let vendor = try requireCredentials()
        if let problem = validator.problems(in: draft, images: images).first {
            throw OpenMarketError.invalidProduct(problem)
        }
        let key = idempotencyKey ?? OpenMarketAPI.makeIdempotencyKey()
        let request = try api.createProduct(draft, images: images, credentials: vendor, idempotencyKey: key)
        // Built once, so that a retry sends the very same bytes (the multipart boundary is random).
        let urlRequest = try request.urlRequest(baseURL: server.baseURL, timeout: timeout)
        let unconfirmed = OpenMarketError.creationUnconfirmed(idempotencyKey: key)
        var retries = 0
        while true {
            do {
                return try await send(
                    urlRequest, reading: request, about: nil, idempotencyKey: key, ifUnanswered: unconfirmed)
            } catch let error as OpenMarketError {
                // An answer that does not say whether the product was made counts as none.
                let error = Self.leavesCreateUnknown(error) ? unconfirmed : error
                // After an unanswered attempt, anything short of an answer leaves it unconfirmed.
                if retries > 0, Self.leavesUnconfirmed(error) { throw unconfirmed }
                guard error.kind == .creationUnconfirmed, retries < retry.maximumRetries else { throw error }
            } catch is CancellationError where retries > 0 {
                // Cancelled after an unanswered attempt: the product may still have been made.
                throw unconfirmed
            }
            retries += 1
            await retry.willRetry?(key)
            do {
                try await Task.sleep(for: retry.delay)
            } catch {
                throw unconfirmed
            }
        }
    }

    /// Edits a product; only the fields set in `changes` change. The changes are validated first.
    ///
    /// Pass the currency the product is priced in now, when you know it (an edit form has the
    /// product): a new price or discount is then checked against it before anything is sent, so
    /// `23.5` for a `KRW` product is refused here, not by the server.
    ///
    /// ```swift
    /// let product = try await client.product(id: 16)
    /// let changes = ProductChanges(price: "23.5")
    /// do {
    ///     try await client.updateProduct(id: 16, changes, pricedIn: product.currency)
    /// } catch let error as OpenMarketError where error.kind == .invalidProduct {
    ///     print(error.formError?.message(locale: Locale(identifier: "en")) ?? "")
    ///     // A price in KRW is a whole number: 23.5 has a fraction. Write it without decimals.
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The product to edit.
    ///   - changes: The fields that change.
    ///   - currency: The currency the product is priced in now; `nil` when unknown, and then
    ///     amounts are checked against a currency only when `changes` changes it.
    /// - Throws: ``OpenMarketError``; a broken form rule is
    ///   ``OpenMarketError/Kind-swift.struct/invalidProduct``, an id outside
    ///   ``OpenMarketAPI/productIDRange`` ``OpenMarketError/Kind-swift.struct/invalidRequest``, and
    ///   nothing is sent.
    @discardableResult
    public func updateProduct(id: Int, _ changes: ProductChanges, pricedIn currency: Currency? = nil)
        async throws -> ProductDetail
    {
        try Self.requireProductID(id)
        let vendor = try requireCredentials()
        if let problem = validator.problems(in: changes, pricedIn: currency).first {
            throw OpenMarketError.invalidProduct(problem)
        }
        return try await send(
            try api.updateProduct(id: id, changes, credentials: vendor), about: id, ifUnanswered: nil)
    }

    /// Step 1 of delete: the product's secret (`marketTraining`) or the path to delete
    /// (`openMarket`), proving the password of ``credentials``.
    ///
    /// - Throws: ``OpenMarketError``; an id outside ``OpenMarketAPI/productIDRange`` is
    ///   ``OpenMarketError/Kind-swift.struct/invalidRequest`` and nothing is sent.
    public func productSecret(id: Int) async throws -> String {
        try Self.requireProductID(id)
        let vendor = try requireCredentials()
        return try await send(
            try api.productSecret(id: id, credentials: vendor), about: id, ifUnanswered: nil)
    }

    /// Deletes a product in the two steps its server generation needs, proving the password of
    /// ``credentials``.
    ///
    /// Returns the deleted product's detail, or `nil` when the server answers without a body.
    /// When the second step was sent but no answer came, the product may be gone: the error is
    /// ``OpenMarketError/Kind-swift.struct/deletionUnconfirmed``.
    ///
    /// - Throws: ``OpenMarketError``; an id outside ``OpenMarketAPI/productIDRange`` is
    ///   ``OpenMarketError/Kind-swift.struct/invalidRequest`` and nothing is sent.
    @discardableResult
    public func deleteProduct(id: Int) async throws -> ProductDetail? {
        try Self.requireProductID(id)
        let vendor = try requireCredentials()
        let secret = try await productSecret(id: id)
        return try await send(
            try api.deleteProduct(id: id, secret: secret, credentials: vendor), about: id,
            ifUnanswered: .deletionUnconfirmed(productID: id))
    }

    /// Sends any request and reads its answer.
    ///
    /// - Throws: ``OpenMarketError``, whatever failed: building the request, the transport, an
    ///   error status (with the server's code and message), or reading the answer.
    ///   A cancelled call throws `CancellationError`, as every call of the client does.
    public func send<Response>(_ request: OpenMarketRequest<Response>) async throws -> Response {
        try await send(request, about: nil, ifUnanswered: nil)
    }

    /// Sends a request about product `productID` (named in the error of a refusal); when
    /// `unanswered` is set, a request that was sent but got no answer throws it instead of a
    /// timeout, because the change may have happened.
    private func send<Response>(
        _ request: OpenMarketRequest<Response>, about productID: Int?,
        ifUnanswered unanswered: OpenMarketError?
    ) async throws -> Response {
        if Task.isCancelled { throw CancellationError() }
        let urlRequest = try request.urlRequest(baseURL: server.baseURL, timeout: timeout)
        return try await send(
            urlRequest, reading: request, about: productID, idempotencyKey: nil, ifUnanswered: unanswered)
    }

    /// Sends `urlRequest`, built from `request`, and reads its answer; an error status carries
    /// `productID` and `idempotencyKey` as context.
    private func send<Response>(
        _ urlRequest: URLRequest, reading request: OpenMarketRequest<Response>, about productID: Int?,
        idempotencyKey: String?, ifUnanswered unanswered: OpenMarketError?
    ) async throws -> Response {
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await transport.exchange(urlRequest)
        } catch TransportFailure.status(let status, let answer, let refusal) {
            let body = try? WireCoding.decoder.decode(WireErrorBody.self, from: answer)
            throw OpenMarketError.httpStatus(
                status, code: body?.code, message: body?.message, productID: productID,
                idempotencyKey: idempotencyKey,
                retryAfter: refusal.value(forHTTPHeaderField: "Retry-After"))
        } catch let failure as TransportFailure {
            if let unanswered, Self.mayHaveArrived(failure) { throw unanswered }
            throw Self.error(for: failure)
        }
        return try request.decode(data, response: response)
    }

    /// Throws when `id` cannot name a product (``OpenMarketAPI/productIDProblem(_:)``).
    private static func requireProductID(_ id: Int) throws {
        if let problem = OpenMarketAPI.productIDProblem(id) { throw problem }
    }

    private func requireCredentials() throws -> VendorCredentials {
        guard let credentials else { throw OpenMarketError.missingCredentials }
        if let problem = OpenMarketAPI.credentialsProblem(credentials) { throw problem }
        return credentials
    }

    /// Whether `error`, an answer to a create, leaves unknown whether the product was made, as no
    /// answer at all does:
    ///
    /// - a 502 or a 504 is a gateway's answer (a proxy or a load balancer in front of the
    ///   server): the server behind it may have made the product and its answer was lost, or
    ///   came too late;
    /// - a 500 is the server's own failure, which may come after the product was stored (while
    ///   the answer was written, say): HTTP does not say that nothing was done;
    /// - a 2xx whose body cannot be read (or has none) says the create was taken: the product was
    ///   most likely made, but the client cannot show it.
    ///
    /// Each is then ``OpenMarketError/Kind-swift.struct/creationUnconfirmed``, with the key, and
    /// ``CreateRetryPolicy/once`` sends the same create once more: the same key makes a server
    /// that honors it answer with that product and never make a second one. A 503 is not among
    /// them: a server that is unavailable (overloaded, down for maintenance, or a gateway with no
    /// server to pass the request to) has done nothing, so the plain status error stands and
    /// trying again later is safe. Neither is any 4xx, a refusal of the request itself.
    private static func leavesCreateUnknown(_ error: OpenMarketError) -> Bool {
        switch error.kind {
        case .httpStatus: [500, 502, 504].contains(error.status)
        case .decodingFailed, .emptyBody: true
        default: false
        }
    }

    /// Whether `error`, thrown by a create sent again after an unanswered one, still leaves the
    /// first one's outcome unknown: no answer again (or none that could be had), or a 409 saying
    /// the server is still working on the first.
    private static func leavesUnconfirmed(_ error: OpenMarketError) -> Bool {
        switch error.kind {
        case .creationUnconfirmed, .timedOut, .transportFailed: true
        default: error.isIdempotencyKeyInUse
        }
    }

    /// Whether a transport failure may have come after the server got the request: every one but
    /// those that show it never left (no network, no such host, no connection made, a secure
    /// connection never set up, an address that cannot be sent to). No answer in time, a
    /// connection closed before the whole answer came (FoundationNetworking on Linux calls a
    /// connection closed with no answer a bad server response) or an answer that is not HTTP may
    /// each follow a product made.
    private static func mayHaveArrived(_ failure: TransportFailure) -> Bool {
        switch failure {
        case .unreachable(let reason):
            switch reason {
            case .notConnected, .cannotFindHost, .cannotConnect, .secureConnectionFailed, .badURL: false
            case .timedOut, .connectionLost, .badServerResponse, .tooManyRedirects, .other: true
            }
        case .foreign(let error): (error as? OpenMarketError)?.kind == .timedOut
        case .status: false
        }
    }

    /// The error for a request that got no answer.
    private static func error(for failure: TransportFailure) -> OpenMarketError {
        switch failure {
        case .unreachable(.timedOut): .timedOut
        case .unreachable(let reason): .unreachable(reason)
        case .foreign(let error as OpenMarketError): error
        // A transport of the caller's own: its error is described by its own text.
        case .foreign(let error): .transportFailed(TransportFailure.description(of: error))
        case .status(let status, _, _): .httpStatus(status)
        }
    }
}
