import Foundation
import OpenMarketKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A made-up catalogue that answers like a `marketTraining` server: product pages, product
/// details and their pictures, computed from the request alone.
///
/// Product `n` (from 1) is named `Product n`, costs ₩(1,000 + 100 n), has ₩100 off when `n` is a
/// multiple of 3, is sold out when `n` is a multiple of 4, and has two pictures. Pages list the
/// products by id; a page past the last one is empty.
///
/// ```swift
/// let catalogue = StubCatalogue(productCount: 45)
/// let transport = ScriptedTransport(catalogue: catalogue)
/// ```
public struct StubCatalogue: Sendable, Hashable {
    /// How many products there are.
    public var productCount: Int
    /// Whether products have a thumbnail address (their pictures are answered in any case).
    public var thumbnails: Bool

    /// The host the pictures' addresses name.
    public static let imageHost = "images.example.test"

    /// A catalogue of `productCount` products.
    public init(productCount: Int, thumbnails: Bool = true) {
        self.productCount = max(0, productCount)
        self.thumbnails = thumbnails
    }

    /// The answer to `request`: a page for `GET /api/products`, a detail for
    /// `GET /api/products/<id>`, picture bytes for an address on ``imageHost``, a 404 otherwise.
    public func reply(to request: URLRequest) -> ScriptedTransport.Reply {
        guard let url = request.url else { return notFound }
        if url.host == Self.imageHost { return ScriptedTransport.Reply(body: Self.picture(url.path)) }
        let parts = url.path.split(separator: "/")
        guard request.httpMethod ?? "GET" == "GET", parts.count >= 2, parts[0] == "api",
            parts[1] == "products"
        else { return notFound }
        if parts.count == 2 {
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let number = query.first { $0.name == "page_no" }?.value.flatMap { Int($0) } ?? 1
            let size = query.first { $0.name == "items_per_page" }?.value.flatMap { Int($0) } ?? 20
            return .json(pageJSON(number: max(1, number), size: max(1, size)))
        }
        guard parts.count == 3, let id = Int(parts[2]), (1...max(1, productCount)).contains(id),
            productCount > 0
        else { return notFound }
        return .json(detailJSON(id: id))
    }

    /// The address of picture `index` (1 or 2) of product `id`.
    public static func pictureURL(id: Int, index: Int) -> URL? {
        URL(string: "https://\(imageHost)/images/\(id)-\(index).png")
    }

    /// The address of product `id`'s thumbnail.
    public static func thumbnailURL(id: Int) -> URL? {
        URL(string: "https://\(imageHost)/thumbs/\(id).png")
    }

    /// The bytes answered for the picture at `path`: a PNG signature, then the path.
    public static func picture(_ path: String) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(path.utf8)
    }

    private var notFound: ScriptedTransport.Reply {
        .json(#"{"code":404,"message":"Not found."}"#, status: 404)
    }

    private func pageJSON(number: Int, size: Int) -> String {
        let (skipped, overflow) = (number - 1).multipliedReportingOverflow(by: size)
        let start = overflow ? productCount : min(skipped, productCount)
        let end = min(start + size, productCount)
        let last = max(1, (productCount + size - 1) / size)
        let items = (start..<end).map { productJSON(id: $0 + 1) }
        return """
            {"page_no":\(number),"items_per_page":\(size),"total_count":\(productCount),"offset":\(start),\
            "limit":\(size),"last_page":\(last),"has_next":\(number < last),"has_prev":\(number > 1),\
            "pages":[\(items.joined(separator: ","))]}
            """
    }

    private func productJSON(id: Int) -> String {
        let price = 1_000 + id * 100
        let discount = id % 3 == 0 ? 100 : 0
        let stock = id % 4 == 0 ? 0 : id
        let thumbnail = thumbnails ? "\"\(Self.thumbnailURL(id: id)?.absoluteString ?? "")\"" : "null"
        return """
            {"id":\(id),"vendor_id":1,"name":"Product \(id)","description":"The description of product \(id).",\
            "thumbnail":\(thumbnail),"currency":"KRW","price":\(price),"bargain_price":\(price - discount),\
            "discounted_price":\(discount),"stock":\(stock),"created_at":"2022-01-04T00:00:00",\
            "issued_at":"2022-01-04T00:00:00"}
            """
    }

    private func detailJSON(id: Int) -> String {
        let images = (1...2).map { index in
            let address = Self.pictureURL(id: id, index: index)?.absoluteString ?? ""
            return
                #"{"id":\#(id * 10 + index),"url":"\#(address)","thumbnail_url":"\#(address)","succeed":true}"#
        }
        let product = productJSON(id: id).dropLast()
        return product
            + #","images":[\#(images.joined(separator: ","))],"vendors":{"name":"Stub vendor","id":1}}"#
    }
}
