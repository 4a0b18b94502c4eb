import Foundation
import Hummingbird

/// The seven operations of the Open Market API, plus the image files and the OpenAPI document,
/// as Hummingbird handlers over one ``ProductStore``.
struct MarketAPI: Sendable {
    /// The generation spoken.
    let generation: MarketGeneration
    /// The catalogue.
    let store: ProductStore
    /// The limits enforced.
    let limits: MarketLimits
    /// The OpenAPI document, encoded once.
    let openAPIDocument: ByteBuffer

    private var reader: RequestReader { RequestReader(limits: limits, vendors: store.vendors.current) }
    private var params: ParamsReader { ParamsReader(generation: generation, limits: limits) }

    // MARK: - Operations

    /// `GET /healthChecker`: `"OK"`.
    func healthCheck(_ request: Request, _ context: MarketRequestContext) -> Response {
        Self.json(.ok, ByteBuffer(string: #""OK""#))
    }

    /// `GET /api/products`: a page, newest first; 204 past the last page.
    func products(_ request: Request, _ context: MarketRequestContext) async throws -> Response {
        let query = try reader.pageQuery(request, generation: generation)
        let filter = query.search.map { ProductFilter(search: $0) } ?? .all
        guard
            let page = try await store.page(
                number: query.number, size: query.size, filter: filter, base: context.baseURL)
        else {
            return Response(status: .noContent)
        }
        return Self.json(.ok, page)
    }

    /// `GET /api/products/{id}`: a product's detail.
    func product(_ request: Request, _ context: MarketRequestContext) async throws -> Response {
        let id = try reader.productID(context)
        let entry = try await store.entry(id: id)
        return try detail(.ok, entry.detail, context)
    }

    /// `POST /api/products`: creates a product from a multipart body; 201 and its detail.
    func createProduct(_ request: Request, _ context: MarketRequestContext) async throws -> Response {
        let reader = reader
        let vendor = try reader.vendor(of: request)
        let key = try IdempotencyKey.of(request)
        let boundary = try reader.multipartBoundary(request)
        let body = try await reader.body(of: request, upTo: limits.maximumMultipartBytes)
        let form = try MultipartForm(body, boundary: boundary)
        let paramsParts = form.parts(named: "params")
        guard paramsParts.count == 1, let paramsPart = paramsParts.first else {
            throw APIError.badRequest(
                paramsParts.isEmpty ? "MISSING_PART" : "DUPLICATE_PART",
                "The body needs exactly one params part (JSON); it has \(paramsParts.count).")
        }
        if let stray = form.parts.first(where: { $0.name != "params" && $0.name != "images" }) {
            throw APIError.badRequest(
                "UNEXPECTED_PART",
                "The body has a part named \(RequestReader.quoted(stray.name)); send only params and images.")
        }
        let fields = try params.newProduct(paramsPart.bytes)
        try Self.requirePassword(fields.password, of: vendor)
        let images = try checkedImages(form.parts(named: "images"))
        switch try await store.create(fields, images: images, vendor: vendor.account.identifier, key: key) {
        case .created(let entry):
            return try detail(.created, entry.detail, context)
        case .repeated(let status, let body):
            return try detail(HTTPResponse.Status(code: status), body, context)
        }
    }

    /// `PATCH /api/products/{id}`: changes the fields the JSON body gives; 202 and the detail.
    func updateProduct(_ request: Request, _ context: MarketRequestContext) async throws -> Response {
        let reader = reader
        let vendor = try reader.vendor(of: request)
        let id = try reader.productID(context)
        try reader.requireJSON(request)
        let body = try await reader.body(of: request, upTo: limits.maximumJSONBytes)
        let edit = try params.edit(body.readableBytesView)
        try Self.requirePassword(edit.password, of: vendor)
        let entry = try await store.update(id: id, edit, vendor: vendor.account.identifier)
        return try detail(.accepted, entry.detail, context)
    }

    /// `POST /api/products/{id}/secret` (`marketTraining`): the product's secret as plain text;
    /// `POST /api/products/{id}/archived` (`openMarket`): the path to delete, as plain text.
    func productSecret(_ request: Request, _ context: MarketRequestContext) async throws -> Response {
        let reader = reader
        let vendor = try reader.vendor(of: request)
        let id = try reader.productID(context)
        try reader.requireJSON(request)
        let body = try await reader.body(of: request, upTo: limits.maximumJSONBytes)
        try Self.requirePassword(params.password(body.readableBytesView), of: vendor)
        let secret = try await store.secret(of: id, vendor: vendor.account.identifier)
        let text = generation == .marketTraining ? secret : "/api/products/\(id)/\(secret)"
        return Response(
            status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// `DELETE /api/products/{id}/{product_secret}`: deletes the product; its last detail.
    func deleteProduct(_ request: Request, _ context: MarketRequestContext) async throws -> Response {
        let reader = reader
        let vendor = try reader.vendor(of: request)
        let id = try reader.productID(context)
        let secret = context.parameters.get("product_secret") ?? ""
        guard !secret.isEmpty, secret.unicodeScalars.count <= limits.maximumSecretLength else {
            throw APIError.badRequest(
                "INVALID_SECRET",
                "The product secret in the path must have 1 to \(limits.maximumSecretLength) characters.")
        }
        let entry = try await store.delete(id: id, secret: secret, vendor: vendor.account.identifier)
        return try detail(.ok, entry.detail, context)
    }

    // MARK: - Local extras

    /// `GET /openapi.json`: this server's OpenAPI document.
    func openAPI(_ request: Request, _ context: MarketRequestContext) -> Response {
        Self.json(.ok, openAPIDocument)
    }

    /// `GET /images/{name}` and `GET /thumbnails/{name}`: a stored image's bytes. The local server
    /// does not resize, so a thumbnail is the image itself.
    func image(_ request: Request, _ context: MarketRequestContext) async throws -> Response {
        let name = context.parameters.get("name") ?? ""
        guard let image = await store.image(named: name[...]) else {
            throw APIError(
                status: .notFound, code: "IMAGE_NOT_FOUND",
                message:
                    "There is no image \(RequestReader.quoted(name)); use an address from a product's detail."
            )
        }
        return Response(
            status: .ok,
            headers: [.contentType: image.kind.mimeType, .cacheControl: "public, max-age=86400, immutable"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes)))
    }

    // MARK: - Helpers

    /// The uploaded images, checked: 1 to 5, each PNG, JPEG, GIF or WebP of at most 300 KB.
    private func checkedImages(_ parts: [MultipartForm.Part]) throws(APIError) -> [IncomingImage] {
        guard parts.count >= limits.imageCount.lowerBound else {
            throw APIError.badRequest(
                "NO_IMAGES",
                "A product needs at least \(limits.imageCount.lowerBound) image; add an images part.")
        }
        guard parts.count <= limits.imageCount.upperBound else {
            throw APIError.badRequest(
                "TOO_MANY_IMAGES",
                "A product may have at most \(limits.imageCount.upperBound) images; \(parts.count) were sent."
            )
        }
        var images: [IncomingImage] = []
        for (index, part) in parts.enumerated() {
            guard part.bytes.count <= limits.maximumImageBytes else {
                throw APIError.tooLarge(
                    "IMAGE_TOO_LARGE",
                    "Image \(index + 1) has \(part.bytes.count) bytes; the limit is \(limits.maximumImageBytes) "
                        + "(300 KB). Compress or crop it.")
            }
            guard let kind = ImageKind(sniffing: part.bytes) else {
                throw APIError.badRequest(
                    "INVALID_IMAGE",
                    "Image \(index + 1) is not a PNG, JPEG, GIF or WebP file; send one of those.")
            }
            images.append(IncomingImage(kind: kind, bytes: part.bytes))
        }
        return images
    }

    /// Checks `password` against the vendor's, in constant time.
    ///
    /// - Throws: ``APIError`` 403 when it is wrong.
    private static func requirePassword(_ password: String, of vendor: VendorDirectory.Vendor)
        throws(APIError)
    {
        guard Secrets.equal(password, vendor.account.password) else {
            throw APIError.forbidden("The secret is not this vendor's password; send the right password.")
        }
    }

    /// A product's detail as the answer, its addresses on the server the client reached.
    private func detail(
        _ status: HTTPResponse.Status, _ body: ProductDetailBody, _ context: MarketRequestContext
    ) throws(APIError) -> Response {
        Self.json(status, try generation.json(body.addressed(from: context.baseURL)))
    }

    /// A JSON answer.
    static func json(_ status: HTTPResponse.Status, _ body: ByteBuffer) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: body))
    }
}
