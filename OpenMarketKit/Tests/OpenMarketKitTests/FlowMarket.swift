import Foundation
import OpenMarketKit
import OpenMarketKitTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A small `marketTraining` server kept in memory, for the flow tests: it lists the newest
/// product first, reads, registers, edits and deletes, and answers the pictures' addresses.
///
/// Product `n` starts as the ``StubCatalogue`` has it: `Product n`, ₩(1,000 + 100 n), ₩100 off
/// when `n` is a multiple of 3, sold out when a multiple of 4, two pictures.
actor FlowMarket {
    private struct Stored {
        var id: Int
        var name: String
        var description: String
        var price: Int
        var discount: Int
        var stock: Int
        var pictureCount: Int
    }

    private var products: [Int: Stored] = [:]
    private var nextID: Int
    private var failingDeletions = 0
    /// How many `DELETE` requests arrived.
    private(set) var deletions = 0

    /// A market of products 1 to `productCount`.
    init(productCount: Int) {
        for id in 1...max(1, productCount) where productCount > 0 {
            products[id] = Stored(
                id: id, name: "Product \(id)", description: "The description of product \(id).",
                price: 1_000 + id * 100, discount: id % 3 == 0 ? 100 : 0, stock: id % 4 == 0 ? 0 : id,
                pictureCount: 2)
        }
        nextID = productCount + 1
    }

    /// A transport over this market.
    nonisolated func transport() -> ScriptedTransport {
        ScriptedTransport { request in await self.reply(to: request) }
    }

    /// The next `count` deletions answer 500 (the server failed) and delete nothing.
    func failDeletions(_ count: Int) {
        failingDeletions = count
    }

    /// Forgets product `id` behind the app's back (another device deleted it).
    func remove(_ id: Int) {
        products[id] = nil
    }

    /// Whether product `id` exists.
    func has(_ id: Int) -> Bool { products[id] != nil }

    /// Changes product `id`'s name and stock behind the app's back (another device saved them).
    func change(_ id: Int, name: String? = nil, stock: Int? = nil) {
        if let name { products[id]?.name = name }
        if let stock { products[id]?.stock = stock }
    }

    /// Product `id`'s name and stock as the market has them.
    func nameAndStock(_ id: Int) -> (name: String, stock: Int)? {
        products[id].map { ($0.name, $0.stock) }
    }

    func reply(to request: URLRequest) -> ScriptedTransport.Reply {
        guard let url = request.url else { return notFound }
        if url.host == StubCatalogue.imageHost {
            return ScriptedTransport.Reply(body: StubCatalogue.picture(url.path))
        }
        let parts = url.path.split(separator: "/").map(String.init)
        guard parts.count >= 2, parts[0] == "api", parts[1] == "products" else { return notFound }
        let id = parts.count >= 3 ? Int(parts[2]) : nil
        switch (request.httpMethod ?? "GET", parts.count) {
        case ("GET", 2):
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let number = query.first { $0.name == "page_no" }?.value.flatMap { Int($0) } ?? 1
            let size = query.first { $0.name == "items_per_page" }?.value.flatMap { Int($0) } ?? 20
            return .json(page(number: max(1, number), size: max(1, size)))
        case ("GET", 3):
            guard let id, let product = products[id] else { return notFound }
            return .json(detail(product))
        case ("POST", 2):
            return create(request)
        case ("PATCH", 3):
            guard let id, products[id] != nil else { return notFound }
            return update(id, request)
        case ("POST", 4) where parts[3] == "secret":
            guard let id, products[id] != nil else { return notFound }
            return .text("secret-\(id)")
        case ("DELETE", 4):
            deletions += 1
            guard let id, let product = products[id] else { return notFound }
            guard parts[3] == "secret-\(id)" else {
                return .json(#"{"code":403,"message":"Wrong secret."}"#, status: 403)
            }
            if failingDeletions > 0 {
                failingDeletions -= 1
                return .json(#"{"code":500,"message":"The server failed."}"#, status: 500)
            }
            products[id] = nil
            return .json(detail(product))
        default:
            return notFound
        }
    }

    private var notFound: ScriptedTransport.Reply {
        .json(#"{"code":404,"message":"Not found."}"#, status: 404)
    }

    private func create(_ request: URLRequest) -> ScriptedTransport.Reply {
        let boundary =
            request.value(forHTTPHeaderField: "Content-Type")?
            .components(separatedBy: "boundary=").last ?? ""
        guard let parts = try? MultipartParser.parse(request.httpBody ?? Data(), boundary: boundary),
            let params = parts.first(where: { $0.disposition.contains(#"name="params""#) }),
            let fields = try? JSONSerialization.jsonObject(with: params.body) as? [String: Any]
        else { return .json(#"{"code":400,"message":"Bad body."}"#, status: 400) }
        let id = nextID
        nextID += 1
        let product = Stored(
            id: id, name: fields["name"] as? String ?? "",
            description: fields["descriptions"] as? String ?? "",
            price: Self.number(fields["price"]) ?? 0, discount: Self.number(fields["discounted_price"]) ?? 0,
            stock: Self.number(fields["stock"]) ?? 0,
            pictureCount: parts.filter { $0.disposition.contains(#"name="images""#) }.count)
        products[id] = product
        return .json(detail(product), status: 201)
    }

    private func update(_ id: Int, _ request: URLRequest) -> ScriptedTransport.Reply {
        guard var product = products[id],
            let fields = try? JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: Any]
        else { return .json(#"{"code":400,"message":"Bad body."}"#, status: 400) }
        if let name = fields["name"] as? String { product.name = name }
        if let description = fields["descriptions"] as? String { product.description = description }
        if let price = Self.number(fields["price"]) { product.price = price }
        if let discount = Self.number(fields["discounted_price"]) { product.discount = discount }
        if let stock = Self.number(fields["stock"]) { product.stock = stock }
        products[id] = product
        return .json(detail(product), status: 202)
    }

    private static func number(_ value: Any?) -> Int? {
        (value as? NSNumber)?.intValue ?? (value as? String).flatMap { Int($0) }
    }

    private func page(number: Int, size: Int) -> String {
        let ids = products.keys.sorted(by: >)
        let start = min((number - 1) * size, ids.count)
        let end = min(start + size, ids.count)
        let last = max(1, (ids.count + size - 1) / size)
        let items = ids[start..<end].compactMap { products[$0] }.map { json(of: $0) }
        return """
            {"page_no":\(number),"items_per_page":\(size),"total_count":\(ids.count),"offset":\(start),\
            "limit":\(size),"last_page":\(last),"has_next":\(number < last),"has_prev":\(number > 1),\
            "pages":[\(items.joined(separator: ","))]}
            """
    }

    private func json(of product: Stored) -> String {
        let name = String(decoding: (try? JSONEncoder().encode(product.name)) ?? Data(), as: UTF8.self)
        let description = String(
            decoding: (try? JSONEncoder().encode(product.description)) ?? Data(), as: UTF8.self)
        let thumbnail = StubCatalogue.thumbnailURL(id: product.id)?.absoluteString ?? ""
        return """
            {"id":\(product.id),"vendor_id":1,"name":\(name),"description":\(description),\
            "thumbnail":"\(thumbnail)","currency":"KRW","price":\(product.price),\
            "bargain_price":\(product.price - product.discount),"discounted_price":\(product.discount),\
            "stock":\(product.stock),"created_at":"2022-01-04T00:00:00","issued_at":"2022-01-04T00:00:00"}
            """
    }

    private func detail(_ product: Stored) -> String {
        let images = (0..<product.pictureCount).map { offset in
            let address = StubCatalogue.pictureURL(id: product.id, index: offset + 1)?.absoluteString ?? ""
            return
                #"{"id":\#(product.id * 10 + offset + 1),"url":"\#(address)","thumbnail_url":"\#(address)"}"#
        }
        return json(of: product).dropLast()
            + #","images":[\#(images.joined(separator: ","))],"vendors":{"name":"Stub vendor","id":1}}"#
    }
}
