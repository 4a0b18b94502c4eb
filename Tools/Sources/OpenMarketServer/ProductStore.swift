import Foundation
import GRDB
import Hummingbird

/// The catalogue: products, their image files and the vendors' ids, in SQLite
/// (`market.sqlite`, see ``MarketDatabase``) with the image bytes as files in `images/`.
///
/// - Reads run on GRDB's reader connections (WAL: they never wait for a write) and page in SQL.
/// - Changes go through one ``CommitQueue``: applied in order by the one writer, several per
///   transaction, each checked inside its transaction. A create's image files are written and
///   flushed (on ``ImageFiles/pool``) before its row commits, so an answer of success means the
///   product and its images are on disk; a change that fails changes nothing.
/// - No database or file work runs on a thread that answers requests.
package final class ProductStore: Sendable {
    /// A stored product with its detail, made when it was read or stored.
    struct Entry: Sendable {
        /// The product.
        let product: StoredProduct
        /// Its detail, its addresses as paths.
        let detail: ProductDetailBody
    }

    /// What a create answers: a new product, or the first answer to the same create.
    enum CreateOutcome: Sendable {
        /// The product was created now.
        case created(Entry)
        /// The same vendor sent the same create with the same `Idempotency-Key` before: its
        /// first answer.
        case repeated(status: Int, detail: ProductDetailBody)
    }

    /// One page of products, newest first.
    struct PageSlice: Sendable {
        /// The page items, their addresses as paths.
        var items: [ProductItemBody]
        /// How many products the listing holds.
        var totalCount: Int
        /// The number of the last page (at least 1).
        var lastPage: Int
    }

    /// The data directory.
    let files: StoreFiles
    /// The generation whose answers are made.
    let generation: MarketGeneration
    /// The vendors, as `vendors.json` says now.
    let vendors: VendorRegistry
    /// The database.
    let database: DatabasePool
    /// The image files.
    let images: ImageFiles
    private let commits: CommitQueue
    /// Page items made before.
    private let items = ItemCache()
    /// Pages answered since the catalogue last changed, as the JSON answered.
    private let pages = LockedValue(PageCache())
    /// A number that moves on after every change is committed.
    private let catalogueVersion = LockedValue(0)
    /// The `(vendor, key)` pairs of creates being processed now.
    private let keysInFlight = LockedValue(Set<[String]>())
    /// When expired idempotency keys were last removed (milliseconds).
    private let lastKeySweep = LockedValue(Int64(0))
    /// How many sample products the first run loaded (`nil` when none were asked for or the
    /// directory already held a catalogue).
    let seededCount: Int?

    /// Makes answers with the vendors as they are now.
    var renderer: ProductRenderer { ProductRenderer(generation: generation, vendors: vendors.current) }

    init(
        files: StoreFiles, generation: MarketGeneration, vendors: VendorRegistry, database: DatabasePool,
        seededCount: Int?
    ) {
        self.files = files
        self.generation = generation
        self.vendors = vendors
        self.database = database
        self.images = ImageFiles(directory: files.imagesDirectory)
        self.seededCount = seededCount
        commits = CommitQueue(writer: database)
    }

    /// Checkpoints the database into `market.sqlite` (its `-wal` file emptied) and closes it, so
    /// that the database file alone holds the whole catalogue; a clean stop's last step. The
    /// store answers nothing afterwards.
    ///
    /// - Throws: a `DatabaseError` when the checkpoint or the closing fails (the `-wal` file then
    ///   still holds what `market.sqlite` lacks).
    func close() throws {
        _ = try database.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try database.close()
    }

    // MARK: - Reading

    /// The JSON of a page of `size` products, newest first, that `filter` lets through, their
    /// addresses on `base`; `nil` past the last page.
    ///
    /// - Throws: ``APIError`` 500 when the database cannot be read.
    func page(number: Int, size: Int, filter: ProductFilter = .all, base: String) async throws(APIError)
        -> ByteBuffer?
    {
        let vendorsVersion = vendors.snapshot.version
        let key = PageCache.Key(number: number, size: size, search: filter.folded, base: base)
        let version = [catalogueVersion.value, vendorsVersion]
        if let answer = pages.update({ $0.answer(key, version: version) }) { return answer }
        var answer: ByteBuffer?
        if let slice = try await freshPage(number: number, size: size, filter: filter) {
            answer = try generation.json(renderer.page(slice, number: number, size: size, base: base))
        }
        pages.update { $0.keep(answer, for: key, version: version) }
        return answer
    }

    /// ``page(number:size:filter:)`` read from the database.
    private func freshPage(number: Int, size: Int, filter: ProductFilter) async throws(APIError) -> PageSlice?
    {
        let (directory, vendorsVersion) = vendors.snapshot
        let vendorMatches = filter.vendorIdentifiers(in: directory)
        let renderer = ProductRenderer(generation: generation, vendors: directory)
        let cache = items
        return try await read { db -> PageSlice? in
            let total: Int
            let sql: String
            var arguments: [any DatabaseValueConvertible] = []
            if let folded = filter.folded {
                let hits = Self.hitsQuery(folded: folded, vendors: vendorMatches, arguments: &arguments)
                if vendorMatches.isEmpty && filter.usesIndex {
                    total =
                        try Int.fetchOne(
                            db.cachedStatement(sql: ProductRows.nameCountSQL), arguments: [arguments[0]]) ?? 0
                    sql = ProductRows.nameListingSQL
                } else {
                    total =
                        try Int.fetchOne(
                            db, sql: "WITH hits(id) AS (\(hits)) SELECT COUNT(*) FROM hits",
                            arguments: StatementArguments(arguments)) ?? 0
                    sql = """
                        WITH hits(id) AS (\(hits))
                        SELECT p.id, p.revision FROM product p
                        WHERE p.id IN (SELECT id FROM hits ORDER BY id DESC LIMIT ? OFFSET ?)
                        ORDER BY p.id DESC
                        """
                }
            } else {
                total = try ProductRows.count(db)
                sql = ProductRows.listingSQL
            }
            let lastPage = max(1, total / size + (total % size > 0 ? 1 : 0))
            guard number <= lastPage else { return nil }
            let offset = (number - 1) * size
            let listing = try ProductRows.listing(
                try db.cachedStatement(sql: sql), arguments: StatementArguments(arguments + [size, offset]))
            var found: [Int: ProductItemBody] = [:]
            var missing: [Int] = []
            for (id, revision) in listing {
                if let item = cache.item(id: id, revision: revision, vendors: vendorsVersion) {
                    found[id] = item
                } else {
                    missing.append(id)
                }
            }
            for (product, revision) in try ProductRows.items(ids: missing, db) {
                let item = renderer.item(product)
                cache.store(item, id: product.id, revision: revision, vendors: vendorsVersion)
                found[product.id] = item
            }
            return PageSlice(
                items: listing.compactMap { found[$0.id] }, totalCount: total, lastPage: lastPage)
        }
    }

    /// The SQL listing the ids of the products a search finds, its arguments appended to
    /// `arguments`: names through the trigram index (3 characters or more), else by reading the
    /// folded names; and every product of the vendors whose names match.
    private static func hitsQuery(
        folded: String, vendors: [String], arguments: inout [any DatabaseValueConvertible]
    ) -> String {
        var parts: [String] = []
        if folded.unicodeScalars.count >= 3 {
            parts.append("SELECT rowid FROM product_search WHERE product_search MATCH ?")
            arguments.append(MarketDatabase.trigramPattern(folded))
        } else {
            parts.append("SELECT id FROM product WHERE instr(search_name, ?) > 0")
            arguments.append(folded)
        }
        if !vendors.isEmpty {
            parts.append(
                "SELECT id FROM product WHERE vendor IN (\(Array(repeating: "?", count: vendors.count).joined(separator: ", ")))"
            )
            arguments += vendors as [any DatabaseValueConvertible]
        }
        return parts.joined(separator: " UNION ")
    }

    /// The product `id` with its detail.
    ///
    /// - Throws: ``APIError`` 404 when there is none, 500 when the database cannot be read.
    func entry(id: Int) async throws(APIError) -> Entry {
        let renderer = renderer
        guard let product = try await read({ db in try ProductRows.product(id: id, db) }) else {
            throw APIError.productNotFound(id)
        }
        return Entry(product: product, detail: renderer.detail(product))
    }

    /// The stored bytes of the image file `name`, when `name` is a file the server made.
    func image(named name: Substring) async -> (bytes: Data, kind: ImageKind)? {
        guard let kind = ImageKind(storedName: name), let data = await images.read(String(name)) else {
            return nil
        }
        return (data, kind)
    }

    // MARK: - Changing

    /// Creates a product owned by `vendor` with `images` (already checked) and stores it; with
    /// a `key` the vendor used before for the same create, answers that create's first answer.
    ///
    /// - Throws: ``APIError``: 409 while a create with the same key is still being processed,
    ///   422 when the key was used for a different create in the last 24 hours, 500 when it
    ///   cannot be stored (then nothing changed).
    func create(
        _ fields: NewProduct, images incoming: [IncomingImage], vendor: String, key: IdempotencyKey? = nil
    ) async throws(APIError) -> CreateOutcome {
        let now = Timestamp.now
        let fingerprint = key == nil ? "" : IdempotencyKey.fingerprint(of: fields, images: incoming)
        var claim: [String]?
        if let key {
            let pair = [vendor, key.text]
            guard keysInFlight.update({ $0.insert(pair).inserted }) else {
                throw APIError(
                    status: .conflict, code: "IDEMPOTENCY_KEY_IN_USE",
                    message:
                        "A create with this Idempotency-Key is still being processed; send it again with the "
                        + "same key once that one has answered.")
            }
            claim = pair
        }
        defer {
            if let claim { keysInFlight.update { _ = $0.remove(claim) } }
        }
        if let key,
            let earlier = try await earlierAnswer(
                vendor: vendor, key: key, fingerprint: fingerprint, now: now)
        {
            return earlier
        }
        let records = incoming.map {
            StoredProduct.Image(id: 0, file: Self.newFileName($0.kind), issuedAt: now)
        }
        do {
            try await images.save(zip(records, incoming).map { ($0.file, $1.bytes) })
        } catch {
            throw Self.apiError(error)
        }
        let draft = StoredProduct(
            id: 0, vendor: vendor, name: fields.name, description: fields.description,
            currency: fields.currency, price: fields.price, discountedPrice: fields.discountedPrice,
            stock: fields.stock, secret: UUID().uuidString.lowercased(), createdAt: now, issuedAt: now,
            thumbnailID: 0, images: records)
        let renderer = renderer
        let sweepBefore = sweepKeysBefore(now)
        do {
            let entry = try await commits.perform { db -> Entry in
                if let sweepBefore {
                    try db.execute(
                        sql: "DELETE FROM idempotency WHERE created_at < ?", arguments: [sweepBefore])
                }
                let product = try ProductRows.insert(draft, keepingIDs: false, db)
                let entry = Entry(product: product, detail: renderer.detail(product))
                if let key {
                    try db.execute(
                        sql: """
                            INSERT OR REPLACE INTO idempotency
                                (vendor, key, fingerprint, status, body, created_at)
                            VALUES (?, ?, ?, 201, ?, ?)
                            """,
                        arguments: [
                            vendor, key.text, fingerprint, try JSONEncoder().encode(entry.detail),
                            now.milliseconds,
                        ])
                }
                return entry
            }
            catalogueChanged()
            return .created(entry)
        } catch {
            await images.remove(records.map(\.file))
            throw Self.apiError(error)
        }
    }

    /// The first answer to the create `key` names, when the vendor sent it in the last 24 hours
    /// with the same `fingerprint`.
    ///
    /// - Throws: ``APIError`` 422 when the key was used for another create.
    private func earlierAnswer(
        vendor: String, key: IdempotencyKey, fingerprint: String, now: Timestamp
    ) async throws(APIError) -> CreateOutcome? {
        let row = try await read {
            db -> (fingerprint: String, status: Int, body: Data)? in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT fingerprint, status, body FROM idempotency
                        WHERE vendor = ? AND key = ? AND created_at >= ?
                        """, arguments: [vendor, key.text, now.milliseconds - IdempotencyKey.lifetime])
            else { return nil }
            return (row[0], row[1], row[2])
        }
        guard let row else { return nil }
        guard row.fingerprint == fingerprint else {
            throw APIError(
                status: .unprocessableContent, code: "IDEMPOTENCY_KEY_REUSED",
                message:
                    "This Idempotency-Key was used in the last 24 hours for a different product; send a "
                    + "fresh key (a new UUID) for a new product.")
        }
        guard let detail = try? JSONDecoder().decode(ProductDetailBody.self, from: row.body) else {
            throw APIError.storageFailed("the first answer to this Idempotency-Key could not be read")
        }
        return .repeated(status: row.status, detail: detail)
    }

    /// The time before which idempotency keys are removed with the next create, at most once a
    /// minute; `nil` when it is not time yet.
    private func sweepKeysBefore(_ now: Timestamp) -> Int64? {
        lastKeySweep.update { last in
            guard now.milliseconds - last >= 60_000 else { return nil }
            last = now.milliseconds
            return now.milliseconds - IdempotencyKey.lifetime
        }
    }

    /// Applies `edit` to product `id`, which `vendor` must own, and stores it.
    ///
    /// - Throws: ``APIError``: 404 no such product, 403 another vendor's, 400 a discount above
    ///   the resulting price, an amount finer than the resulting currency's unit or a thumbnail
    ///   that is not the product's, 500 when it cannot be stored (then nothing changed).
    func update(id: Int, _ edit: ProductEdit, vendor: String) async throws(APIError) -> Entry {
        let renderer = renderer
        do {
            let entry = try await commits.perform { db -> Entry in
                guard var product = try ProductRows.product(id: id, db) else {
                    throw APIError.productNotFound(id)
                }
                try Self.apply(edit, to: &product, vendor: vendor)
                product.issuedAt = .now
                try ProductRows.update(product, db)
                return Entry(product: product, detail: renderer.detail(product))
            }
            catalogueChanged()
            return entry
        } catch {
            throw Self.apiError(error)
        }
    }

    /// Checks `edit` against `product` and applies it.
    private static func apply(_ edit: ProductEdit, to product: inout StoredProduct, vendor: String)
        throws(APIError)
    {
        try requireOwner(product, vendor)
        let id = product.id
        if let name = edit.name { product.name = name }
        if let description = edit.description { product.description = description }
        if let price = edit.price { product.price = price }
        if let currency = edit.currency { product.currency = currency }
        if let discount = edit.discountedPrice { product.discountedPrice = discount }
        if let stock = edit.stock { product.stock = stock }
        if let thumbnail = edit.thumbnailID {
            guard product.images.contains(where: { $0.id == thumbnail }) else {
                throw APIError.badRequest(
                    "INVALID_THUMBNAIL",
                    "thumbnail_id \(thumbnail) is not an image of product \(id); use the id of one of its images."
                )
            }
            product.thumbnailID = thumbnail
        }
        guard product.discountedPrice <= product.price else {
            throw APIError.badRequest(
                "DISCOUNT_ABOVE_PRICE",
                "The discount (\(product.discountedPrice)) would exceed the price (\(product.price)); "
                    + "lower discounted_price or raise price.")
        }
        if edit.price != nil || edit.discountedPrice != nil || edit.currency != nil {
            try CurrencyAmounts.check(
                price: product.price, discount: product.discountedPrice, currency: product.currency)
        }
    }

    /// The secret of product `id`, which `vendor` must own.
    ///
    /// - Throws: ``APIError`` 404 or 403, 500 when the database cannot be read.
    func secret(of id: Int, vendor: String) async throws(APIError) -> String {
        let product = try await entry(id: id).product
        try Self.requireOwner(product, vendor)
        return product.secret
    }

    /// Deletes product `id`, which `vendor` must own, when `secret` is its secret; its image
    /// files are removed once the deletion is stored.
    ///
    /// - Throws: ``APIError`` 404, 403 (another vendor's, or a wrong secret) or 500.
    func delete(id: Int, secret: String, vendor: String) async throws(APIError) -> Entry {
        let renderer = renderer
        let entry: Entry
        do {
            entry = try await commits.perform { db -> Entry in
                guard let product = try ProductRows.product(id: id, db) else {
                    throw APIError.productNotFound(id)
                }
                try Self.requireOwner(product, vendor)
                guard Secrets.equal(secret, product.secret) else {
                    throw APIError.forbidden(
                        "That is not the secret of product \(id); ask for it again with the vendor's password."
                    )
                }
                try ProductRows.delete(id: id, db)
                return Entry(product: product, detail: renderer.detail(product))
            }
        } catch {
            throw Self.apiError(error)
        }
        catalogueChanged()
        await images.remove(entry.product.images.map(\.file))
        return entry
    }

    // MARK: - Helpers

    /// Marks every page answered so far as stale.
    private func catalogueChanged() {
        catalogueVersion.update { $0 += 1 }
    }

    /// Runs `work` on a reader connection.
    private func read<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws(APIError)
        -> T
    {
        do {
            return try await database.read(work)
        } catch {
            throw Self.apiError(error)
        }
    }

    /// `error` as the API answers it: itself when it is an ``APIError``, 507 for a full disk,
    /// else 500.
    package static func apiError(_ error: any Error) -> APIError {
        if let error = error as? APIError { return error }
        if let error = error as? MarketServerError {
            if error.systemErrorCode == ENOSPC || error.systemErrorCode == EDQUOT {
                return APIError.storageFull()
            }
            return APIError.storageFailed(error.message)
        }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_FULL: return APIError.storageFull()
            case .SQLITE_READONLY: return APIError.storageFailed("the database has become read-only")
            default: return APIError.storageFailed("the database answered: \(error.resultCode)")
            }
        }
        return APIError.storageFailed("the change could not be stored")
    }

    private static func requireOwner(_ product: StoredProduct, _ vendor: String) throws(APIError) {
        guard product.vendor == vendor else {
            throw APIError(
                status: .forbidden, code: "PRODUCT_OF_ANOTHER_VENDOR",
                message:
                    "Product \(product.id) belongs to another vendor; only its vendor may change or delete it."
            )
        }
    }

    /// A new random file name for an image of `kind`: 32 hex digits and the format's extension.
    static func newFileName(_ kind: ImageKind) -> String {
        UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") + "." + kind.fileExtension
    }
}
