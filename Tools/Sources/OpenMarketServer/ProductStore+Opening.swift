import Foundation
import GRDB
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProductStore {
    /// Opens the catalogue in `files`: checks an existing `market.sqlite` read-only first (one
    /// written by a newer version, or an SQLite database that is not a catalogue, is refused as
    /// it is: see ``MarketDatabase/checkBeforeWriting(path:)``), opens (or creates) it and
    /// brings it to the current schema; reads the vendors; on the first start over a folder written by an
    /// earlier version, imports `products.json` (kept beside as `products.json.bak`); on a first
    /// run with `sample`, loads the sample products, owned by the first vendor; removes image
    /// files no product refers to and files a crash left half-written.
    ///
    /// - Throws: ``MarketServerError``: `invalidData` for a malformed `products.json`,
    ///   `vendors.json` or database, a database written by a newer version or not a catalogue, `dataDirectoryReadOnly` when the database cannot be
    ///   written, `fileSystem` when a file cannot be read or written.
    static func open(
        files: StoreFiles, generation: MarketGeneration, sample: [SampleProduct]?, logger: Logger
    ) throws(MarketServerError) -> ProductStore {
        let path = files.databaseFile.path
        // Before anything is written: a file the server must not change is refused as it is.
        try MarketDatabase.checkBeforeWriting(path: path)
        // The catalogue holds each product's deletion secret: a new one is its owner's alone, and
        // one an earlier version left readable by others (0644) is made so too.
        if let code = OwnerOnlyFile.create(path: path) {
            throw MarketServerError.fileSystem(code, path: path, writing: true)
        }
        for suffix in ["", "-wal", "-shm"] { OwnerOnlyFile.restrict(path: path + suffix) }
        StoreFiles.removeLeftovers(in: files.directory)
        StoreFiles.removeLeftovers(in: files.imagesDirectory)
        let database: DatabasePool
        do {
            database = try DatabasePool(path: path, configuration: MarketDatabase.configuration())
            try MarketDatabase.migrator.migrate(database)
            try database.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO setting (name, value) VALUES ('opened_at', ?)",
                    arguments: [String(Timestamp.now.milliseconds)])
            }
        } catch let error as DatabaseError {
            throw databaseFailure(error, path: path)
        } catch {
            throw MarketServerError(.fileSystem, "Can't open \(path): \(error).")
        }
        let vendors = try VendorRegistry(file: files.vendorsFile, database: database, logger: logger)
        guard let owner = vendors.current.vendors.first?.account else {
            throw VendorDirectory.noVendor(path: files.vendorsFile.path)
        }
        var seeded: Int?
        do {
            let imported = try importCatalogueIfNeeded(files: files, into: database)
            // The first start that gets this far: a start refused before (a malformed
            // products.json, say) does not count.
            let isFirst = try database.read { db in
                try String.fetchOne(db, sql: "SELECT value FROM setting WHERE name = 'first_started_at'")
                    == nil
            }
            // Before the sample is stored: once it is, nothing may fail, so a start refused
            // here leaves no product owned by a demo vendor it then removes.
            try removeOrphanImages(files: files, database: database)
            if isFirst {
                let products = !imported ? sample ?? [] : []
                try seed(products, owner: owner, files: files, into: database)
                seeded = !imported ? sample?.count : nil
            }
        } catch let error as MarketServerError {
            throw error
        } catch let error as DatabaseError {
            throw databaseFailure(error, path: path)
        } catch {
            throw MarketServerError(
                .fileSystem, "Can't prepare the catalogue in \(files.directory.path): \(error).")
        }
        return ProductStore(
            files: files, generation: generation, vendors: vendors, database: database, seededCount: seeded)
    }

    /// The start-up error for a database error on `path`.
    static func databaseFailure(_ error: DatabaseError, path: String) -> MarketServerError {
        switch error.resultCode {
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH:
            return MarketServerError.readOnly(path, code: EACCES)
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return MarketServerError.invalidData(
                .damagedCatalogue, path: path,
                "\(path) is not a valid catalogue database; restore it from a backup, or move it away to "
                    + "start an empty catalogue.")
        case .SQLITE_FULL:
            return MarketServerError.fileSystem(ENOSPC, path: path, writing: true)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return MarketServerError(
                .dataDirectoryInUse,
                "\(path) is in use by another program; stop it, then start the server again.")
        default:
            return MarketServerError(
                .fileSystem, "Can't use \(path): \(error.message ?? "\(error.resultCode)").")
        }
    }

    // MARK: - products.json from earlier versions

    /// Imports `products.json` when the database has not imported it yet, then renames it to
    /// `products.json.bak`; whether it imported one.
    private static func importCatalogueIfNeeded(files: StoreFiles, into database: DatabasePool) throws -> Bool
    {
        let legacy = files.productsFile
        guard FileManager.default.fileExists(atPath: legacy.path) else { return false }
        let done = try database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE name = 'imported_products_json'")
        }
        if done == nil {
            let snapshot = try readLegacy(legacy)
            try database.write { db in
                for product in snapshot.products {
                    _ = try ProductRows.insert(Self.repairedThumbnail(product), keepingIDs: true, db)
                }
                try ProductRows.reserveIDs(below: snapshot.nextProductID, in: "product", db)
                try ProductRows.reserveIDs(below: snapshot.nextImageID, in: "image", db)
                try db.execute(
                    sql: "INSERT INTO setting (name, value) VALUES ('imported_products_json', ?)",
                    arguments: [String(snapshot.products.count)])
            }
        }
        try files.keepAside(legacy)
        return done == nil
    }

    /// `product` with a thumbnail that is one of its images.
    private static func repairedThumbnail(_ product: StoredProduct) -> StoredProduct {
        var product = product
        if !product.images.contains(where: { $0.id == product.thumbnailID }) {
            product.thumbnailID = product.images.first?.id ?? 0
        }
        return product
    }

    /// Reads and checks a `products.json` of earlier versions.
    static func readLegacy(_ url: URL) throws(MarketServerError) -> StoreSnapshot {
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
            throw MarketServerError.invalidData(
                .damagedCatalogue, path: url.path, "\(url.path) is not a valid catalogue; \(fix).")
        }
        var productIDs: Set<Int> = []
        var imageIDs: Set<Int> = []
        var files: Set<String> = []
        for product in snapshot.products {
            guard product.id > 0, product.id < snapshot.nextProductID, productIDs.insert(product.id).inserted,
                product.stock >= 0, product.discountedPrice <= product.price
            else {
                throw MarketServerError.invalidData(
                    .damagedCatalogue, path: url.path,
                    "\(url.path) has a bad or repeated product \(product.id); \(fix).")
            }
            for image in product.images {
                guard image.id > 0, image.id < snapshot.nextImageID, imageIDs.insert(image.id).inserted,
                    files.insert(image.file).inserted, ImageKind(storedName: image.file[...]) != nil
                else {
                    throw MarketServerError.invalidData(
                        .damagedCatalogue, path: url.path,
                        "\(url.path) has a bad image record in product \(product.id); \(fix).")
                }
            }
        }
        guard snapshot.format == 1 else {
            throw MarketServerError.invalidData(
                .unknownCatalogueFormat("\(snapshot.format)"), path: url.path,
                "\(url.path) is in format \(snapshot.format), which this server does not read.")
        }
        return snapshot
    }

    // MARK: - First run and clean-up

    /// Stores the sample products (their images written to disk first) and marks the first start
    /// done, in one transaction.
    private static func seed(
        _ sample: [SampleProduct], owner: VendorAccount, files: StoreFiles, into database: DatabasePool
    ) throws {
        let start = Timestamp.now.milliseconds - Int64(sample.count) * 3_600_000
        var products: [StoredProduct] = []
        var written: [URL] = []
        do {
            for (offset, item) in sample.enumerated() {
                let created = Timestamp(milliseconds: start + Int64(offset) * 3_600_000)
                var images: [StoredProduct.Image] = []
                for png in item.images {
                    let image = StoredProduct.Image(id: 0, file: newFileName(.png), issuedAt: created)
                    let file = files.imageFile(named: image.file)
                    try ImageFiles.writeNew(png, to: file.path)
                    written.append(file)
                    images.append(image)
                }
                products.append(
                    StoredProduct(
                        id: 0, vendor: owner.identifier, name: item.name, description: item.description,
                        currency: item.currency, price: item.price, discountedPrice: item.discountedPrice,
                        stock: item.stock, secret: UUID().uuidString.lowercased(), createdAt: created,
                        issuedAt: created, thumbnailID: 0, images: images))
            }
            StoreFiles.syncDirectory(files.imagesDirectory.path)
            let ready = products
            try database.write { db in
                for product in ready {
                    _ = try ProductRows.insert(product, keepingIDs: false, db)
                }
                try db.execute(
                    sql: "INSERT INTO setting (name, value) VALUES ('first_started_at', ?)",
                    arguments: [String(Timestamp.now.milliseconds)])
            }
        } catch {
            // A refused start leaves none of the sample's pictures behind.
            for file in written { StoreFiles.remove(file) }
            throw error
        }
    }

    /// Deletes image files no product refers to (left by a crash between writing an image and
    /// storing its product, or by a failed create).
    private static func removeOrphanImages(files: StoreFiles, database: DatabasePool) throws {
        let known = try database.read { db in Set(try String.fetchAll(db, sql: "SELECT file FROM image")) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: files.imagesDirectory.path)) ?? []
        for name in names where !known.contains(name) && ImageKind(storedName: name[...]) != nil {
            StoreFiles.remove(files.imageFile(named: name))
        }
    }
}
