import Foundation

/// The catalogue: products, their images on disk and the id counters, kept in memory and
/// written to `products.json` on every change.
///
/// One actor owns all of it, so two creates at once get distinct ids and a change is checked
/// and applied as one step. A change is written to disk (atomically) before it is applied in
/// memory, so an answer of success means the change is stored, and a failed write changes
/// nothing. The actor runs on its own queue, so waiting for the disk never holds up a thread
/// the server answers on.
actor ProductStore {
    /// A stored product with its answers, rendered when it was stored.
    struct Entry: Sendable {
        /// The product.
        let product: StoredProduct
        /// Its page item.
        let item: RenderedJSON
        /// Its detail.
        let detail: RenderedJSON
    }

    /// One page of products, newest first.
    struct PageSlice: Sendable {
        /// The page items.
        var items: [RenderedJSON]
        /// How many products the listing holds.
        var totalCount: Int
        /// The number of the last page (at least 1).
        var lastPage: Int
    }

    /// What readers see, replaced whole after every change: reads never wait for a write.
    struct Catalogue: Sendable {
        /// Every product, newest first.
        var newestFirst: [Entry] = []
        /// Every product, by id.
        var byID: [Int: Entry] = [:]
    }

    /// The data directory.
    let files: StoreFiles
    /// Renders the answers of each product stored.
    let renderer: ProductRenderer
    private let executor: FileExecutor
    /// What `products.json` holds, oldest first.
    private var snapshot: StoreSnapshot
    /// The catalogue readers see.
    private let published: CatalogueBox
    /// How many sample products the first run loaded (`nil` when none were asked for or the
    /// directory already held products).
    nonisolated let seededCount: Int?

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Opens the catalogue in `files`; on a first run (no `products.json`), starts it empty or,
    /// with `sample`, with `sample`'s products, owned by `owner`.
    ///
    /// - Throws: ``MarketServerError``: `invalidData` when `products.json` is not a valid
    ///   catalogue, `fileSystem` when it cannot be read or written.
    init(
        files: StoreFiles, renderer: ProductRenderer, sample: [SampleProduct]?, owner: VendorAccount
    ) throws(MarketServerError) {
        self.files = files
        self.renderer = renderer
        executor = FileExecutor(name: "open-market.store")
        StoreFiles.removeLeftovers(in: files.directory)
        StoreFiles.removeLeftovers(in: files.imagesDirectory)
        let path = files.productsFile.path
        let loaded: StoreSnapshot
        if FileManager.default.fileExists(atPath: path) {
            loaded = try Self.read(files.productsFile)
            seededCount = nil
        } else {
            var fresh = StoreSnapshot()
            if let sample {
                try Self.seed(&fresh, with: sample, owner: owner, files: files)
            }
            try Self.write(fresh, to: files.productsFile)
            loaded = fresh
            seededCount = sample?.count
        }
        snapshot = loaded
        var catalogue = Catalogue()
        for product in loaded.products.reversed() {
            let entry = Entry(
                product: product, item: renderer.item(product), detail: renderer.detail(product))
            catalogue.newestFirst.append(entry)
            catalogue.byID[product.id] = entry
        }
        published = CatalogueBox(catalogue)
        Self.removeOrphanImages(loaded, files: files)
    }

    deinit {
        executor.shutdown()
    }

    // MARK: - Reading (from the published catalogue, without waiting for the actor)

    /// A page of `size` products, newest first, that `filter` lets through; `nil` past the
    /// last page.
    nonisolated func page(number: Int, size: Int, filter: ProductFilter = .all) -> PageSlice? {
        let catalogue = published.value
        let (start, startOverflow) = (number - 1).multipliedReportingOverflow(by: size)
        let (end, endOverflow) = start.addingReportingOverflow(size)
        var items: [RenderedJSON] = []
        let total: Int
        if filter.isEverything {
            total = catalogue.newestFirst.count
            if !startOverflow && start < total {
                let upper = endOverflow ? total : min(end, total)
                items = catalogue.newestFirst[start..<upper].map(\.item)
            }
        } else {
            var count = 0
            for entry in catalogue.newestFirst where filter.admits(entry.product) {
                if !startOverflow && count >= start && (endOverflow || count < end) {
                    items.append(entry.item)
                }
                count += 1
            }
            total = count
        }
        let lastPage = max(1, total / size + (total % size > 0 ? 1 : 0))
        guard number <= lastPage else { return nil }
        return PageSlice(items: items, totalCount: total, lastPage: lastPage)
    }

    /// The product `id` with its answers.
    ///
    /// - Throws: ``APIError`` 404 when there is none.
    nonisolated func entry(id: Int) throws(APIError) -> Entry {
        guard let entry = published.value.byID[id] else { throw APIError.productNotFound(id) }
        return entry
    }

    /// The stored bytes of the image file `name`, when `name` is a file the server made.
    nonisolated func image(named name: Substring) -> (bytes: Data, kind: ImageKind)? {
        guard let kind = ImageKind(storedName: name),
            let data = try? Data(contentsOf: files.imageFile(named: String(name)))
        else { return nil }
        return (data, kind)
    }

    // MARK: - Changing

    /// Creates a product owned by `vendor` with `images` (already checked), and stores it.
    ///
    /// - Throws: ``APIError`` 500 when it cannot be stored; then nothing changed.
    func create(_ fields: NewProduct, images: [IncomingImage], vendor: String) throws(APIError) -> Entry {
        var next = snapshot
        let now = Timestamp.now
        let id = next.nextProductID
        var stored: [StoredProduct.Image] = []
        for image in images {
            stored.append(
                StoredProduct.Image(
                    id: next.nextImageID, file: Self.newFileName(image.kind), issuedAt: now))
            next.nextImageID = try Self.increment(next.nextImageID)
        }
        next.nextProductID = try Self.increment(id)
        let product = StoredProduct(
            id: id, vendor: vendor, name: fields.name, description: fields.description,
            currency: fields.currency, price: fields.price, discountedPrice: fields.discountedPrice,
            stock: fields.stock, secret: UUID().uuidString.lowercased(), createdAt: now, issuedAt: now,
            thumbnailID: stored.first?.id ?? 0, images: stored)
        next.products.append(product)
        var written: [URL] = []
        do throws(MarketServerError) {
            for (image, record) in zip(images, stored) {
                let url = files.imageFile(named: record.file)
                try StoreFiles.writeAtomically(Data(image.bytes), to: url)
                written.append(url)
            }
            try Self.write(next, to: files.productsFile)
        } catch {
            written.forEach(StoreFiles.remove)
            throw APIError.storageFailed(error.message)
        }
        let entry = entry(for: product)
        publish(next, changed: entry)
        return entry
    }

    /// Applies `edit` to product `id`, which `vendor` must own, and stores it.
    ///
    /// - Throws: ``APIError``: 404 no such product, 403 another vendor's, 400 a discount above
    ///   the resulting price, an amount finer than the resulting currency's unit (a currency
    ///   changed to KRW over a price with cents) or a thumbnail that is not the product's, 500
    ///   when it cannot be
    ///   stored (then nothing changed).
    func update(id: Int, _ edit: ProductEdit, vendor: String) throws(APIError) -> Entry {
        guard let position = snapshot.products.firstIndex(where: { $0.id == id }) else {
            throw APIError.productNotFound(id)
        }
        var product = snapshot.products[position]
        try Self.requireOwner(product, vendor)
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
        product.issuedAt = .now
        var next = snapshot
        next.products[position] = product
        do throws(MarketServerError) {
            try Self.write(next, to: files.productsFile)
        } catch {
            throw APIError.storageFailed(error.message)
        }
        let entry = entry(for: product)
        publish(next, changed: entry)
        return entry
    }

    /// The secret of product `id`, which `vendor` must own.
    ///
    /// - Throws: ``APIError`` 404 or 403.
    func secret(of id: Int, vendor: String) throws(APIError) -> String {
        let product = try entry(id: id).product
        try Self.requireOwner(product, vendor)
        return product.secret
    }

    /// Deletes product `id`, which `vendor` must own, when `secret` is its secret; its image
    /// files are removed once the catalogue without it is stored.
    ///
    /// - Throws: ``APIError`` 404, 403 (another vendor's, or a wrong secret) or 500.
    func delete(id: Int, secret: String, vendor: String) throws(APIError) -> Entry {
        guard let position = snapshot.products.firstIndex(where: { $0.id == id }) else {
            throw APIError.productNotFound(id)
        }
        let product = snapshot.products[position]
        try Self.requireOwner(product, vendor)
        guard Secrets.equal(secret, product.secret) else {
            throw APIError.forbidden(
                "That is not the secret of product \(id); ask for it again with the vendor's password.")
        }
        var next = snapshot
        next.products.remove(at: position)
        do throws(MarketServerError) {
            try Self.write(next, to: files.productsFile)
        } catch {
            throw APIError.storageFailed(error.message)
        }
        let deleted = published.value.byID[id] ?? entry(for: product)
        publish(next)
        for image in product.images {
            StoreFiles.remove(files.imageFile(named: image.file))
        }
        return deleted
    }

    /// Makes `next` (already written to disk) the state, and publishes the catalogue readers
    /// see, with `changed` as the new entry of its product.
    private func publish(_ next: StoreSnapshot, changed: Entry? = nil) {
        snapshot = next
        let previous = published.value.byID
        var catalogue = Catalogue()
        catalogue.newestFirst.reserveCapacity(next.products.count)
        for product in next.products.reversed() {
            let entry = product.id == changed?.product.id ? changed : previous[product.id]
            guard let entry else { continue }
            catalogue.newestFirst.append(entry)
            catalogue.byID[product.id] = entry
        }
        published.value = catalogue
    }

    /// `product` with its answers rendered.
    private func entry(for product: StoredProduct) -> Entry {
        Entry(product: product, item: renderer.item(product), detail: renderer.detail(product))
    }

    // MARK: - Helpers

    private static func requireOwner(_ product: StoredProduct, _ vendor: String) throws(APIError) {
        guard product.vendor == vendor else {
            throw APIError(
                status: .forbidden, code: "PRODUCT_OF_ANOTHER_VENDOR",
                message:
                    "Product \(product.id) belongs to another vendor; only its vendor may change or delete it."
            )
        }
    }

    private static func increment(_ value: Int) throws(APIError) -> Int {
        let (next, overflow) = value.addingReportingOverflow(1)
        guard !overflow else { throw APIError.storageFailed("the ids are used up") }
        return next
    }

    /// A new random file name for an image of `kind`: 32 hex digits and the format's extension.
    static func newFileName(_ kind: ImageKind) -> String {
        UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") + "." + kind.fileExtension
    }

    private static func write(_ snapshot: StoreSnapshot, to url: URL) throws(MarketServerError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(snapshot)
        } catch {
            throw MarketServerError(.fileSystem, "Can't encode the catalogue; report this as a bug.")
        }
        try StoreFiles.writeAtomically(data, to: url)
    }

    /// Reads and checks `products.json`.
    private static func read(_ url: URL) throws(MarketServerError) -> StoreSnapshot {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MarketServerError.fileSystem(
                StoreFiles.errnoCode(of: error) ?? EIO, path: url.path, writing: false)
        }
        let fix = "restore it from a backup, or move it away to start an empty catalogue"
        let snapshot: StoreSnapshot
        do {
            snapshot = try JSONDecoder().decode(StoreSnapshot.self, from: data)
        } catch {
            throw MarketServerError(.invalidData, "\(url.path) is not a valid catalogue; \(fix).")
        }
        var productIDs: Set<Int> = []
        var imageIDs: Set<Int> = []
        for product in snapshot.products {
            guard product.id > 0, product.id < snapshot.nextProductID, productIDs.insert(product.id).inserted,
                product.stock >= 0, product.discountedPrice <= product.price
            else {
                throw MarketServerError(
                    .invalidData, "\(url.path) has a bad or repeated product \(product.id); \(fix).")
            }
            for image in product.images {
                guard image.id > 0, image.id < snapshot.nextImageID, imageIDs.insert(image.id).inserted,
                    ImageKind(storedName: image.file[...]) != nil
                else {
                    throw MarketServerError(
                        .invalidData, "\(url.path) has a bad image record in product \(product.id); \(fix).")
                }
            }
        }
        guard snapshot.format == 1 else {
            throw MarketServerError(
                .invalidData, "\(url.path) is in format \(snapshot.format), which this server does not read.")
        }
        return snapshot
    }

    /// Deletes image files no product refers to (left by a crash between writing an image and
    /// storing its product).
    private static func removeOrphanImages(_ snapshot: StoreSnapshot, files: StoreFiles) {
        let known = Set(snapshot.products.flatMap { $0.images.map(\.file) })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: files.imagesDirectory.path)) ?? []
        for name in names where !known.contains(name) && ImageKind(storedName: name[...]) != nil {
            StoreFiles.remove(files.imageFile(named: name))
        }
    }

    /// Adds the sample products to a fresh catalogue, their images written to disk.
    private static func seed(
        _ snapshot: inout StoreSnapshot, with sample: [SampleProduct], owner: VendorAccount, files: StoreFiles
    ) throws(MarketServerError) {
        let start = Timestamp.now.milliseconds - Int64(sample.count) * 3_600_000
        for (offset, item) in sample.enumerated() {
            let created = Timestamp(milliseconds: start + Int64(offset) * 3_600_000)
            var images: [StoredProduct.Image] = []
            for png in item.images {
                let record = StoredProduct.Image(
                    id: snapshot.nextImageID, file: newFileName(.png), issuedAt: created)
                try StoreFiles.writeAtomically(Data(png), to: files.imageFile(named: record.file))
                images.append(record)
                snapshot.nextImageID += 1
            }
            snapshot.products.append(
                StoredProduct(
                    id: snapshot.nextProductID, vendor: owner.identifier, name: item.name,
                    description: item.description, currency: item.currency, price: item.price,
                    discountedPrice: item.discountedPrice, stock: item.stock,
                    secret: UUID().uuidString.lowercased(), createdAt: created, issuedAt: created,
                    thumbnailID: images.first?.id ?? 0, images: images))
            snapshot.nextProductID += 1
        }
    }
}

/// The published catalogue. `@unchecked Sendable`: `catalogue` is only touched under `lock`.
final class CatalogueBox: @unchecked Sendable {
    private let lock = NSLock()
    private var catalogue: ProductStore.Catalogue

    init(_ catalogue: ProductStore.Catalogue) {
        self.catalogue = catalogue
    }

    /// The current catalogue.
    var value: ProductStore.Catalogue {
        get { lock.withLock { catalogue } }
        set { lock.withLock { catalogue = newValue } }
    }
}
