import Foundation
import GRDB

/// The SQL of the catalogue: reading rows into products and writing products into rows. Every
/// function runs inside a read or a write the store opened.
enum ProductRows {
    /// The product columns every read takes, in the order ``product(_:images:)`` expects.
    static let columns = """
        p.id, p.vendor, p.name, p.description, p.currency, p.price, p.discounted_price, p.stock, \
        p.secret, p.created_at, p.issued_at, p.thumbnail_id
        """

    /// The ids and revisions of a page of the whole catalogue, newest first.
    static let listingSQL = "SELECT p.id, p.revision FROM product p ORDER BY p.id DESC LIMIT ?1 OFFSET ?2"

    /// The ids and revisions of a page of the products whose folded name holds the FTS5
    /// trigram pattern `?1`, newest first.
    static let nameListingSQL = """
        SELECT p.id, p.revision FROM product p
        WHERE p.id IN (
            SELECT rowid FROM product_search WHERE product_search MATCH ?1
            ORDER BY rowid DESC LIMIT ?2 OFFSET ?3
        )
        ORDER BY p.id DESC
        """

    /// How many products hold the trigram pattern `?1`.
    static let nameCountSQL = "SELECT COUNT(*) FROM product_search WHERE product_search MATCH ?1"

    /// How many products the catalogue holds (kept by triggers, not counted).
    static let countSQL = "SELECT products FROM catalogue_count WHERE only = 1"

    // MARK: - Reading

    /// How many products there are.
    static func count(_ db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: countSQL)) ?? 0
    }

    /// The `(id, revision)` rows of a listing statement, in order.
    static func listing(_ statement: Statement, arguments: StatementArguments) throws -> [(
        id: Int, revision: Int64
    )] {
        statement.setUncheckedArguments(arguments)
        var listing: [(id: Int, revision: Int64)] = []
        let rows = try Row.fetchCursor(statement)
        while let row = try rows.next() {
            listing.append((try row.decode(Int.self, atIndex: 0), try row.decode(Int64.self, atIndex: 1)))
        }
        return listing
    }

    /// The products `ids` as page items (each with its thumbnail only), with their revisions.
    static func items(ids: [Int], _ db: Database) throws -> [(product: StoredProduct, revision: Int64)] {
        guard !ids.isEmpty else { return [] }
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(columns), t.id, t.file, t.issued_at, p.revision FROM product p
                LEFT JOIN image t ON t.id = p.thumbnail_id
                WHERE p.id IN (SELECT value FROM json_each(?))
                """)
        statement.setUncheckedArguments(["[" + ids.map(String.init).joined(separator: ",") + "]"])
        var products: [(product: StoredProduct, revision: Int64)] = []
        let rows = try Row.fetchCursor(statement)
        while let row = try rows.next() {
            var images: [StoredProduct.Image] = []
            if let id = try row.decode(Int?.self, atIndex: 12),
                let file = try row.decode(String?.self, atIndex: 13)
            {
                images.append(
                    StoredProduct.Image(
                        id: id, file: file,
                        issuedAt: Timestamp(milliseconds: try row.decode(Int64.self, atIndex: 14))))
            }
            products.append((try product(row, images: images), try row.decode(Int64.self, atIndex: 15)))
        }
        return products
    }

    /// The product `id` with all its images, or `nil`.
    static func product(id: Int, _ db: Database) throws -> StoredProduct? {
        let statement = try db.cachedStatement(sql: "SELECT \(columns) FROM product p WHERE p.id = ?")
        statement.setUncheckedArguments([id])
        guard let row = try Row.fetchOne(statement) else { return nil }
        return try product(row, images: try images(of: id, db))
    }

    /// The images of product `id`, in order.
    static func images(of id: Int, _ db: Database) throws -> [StoredProduct.Image] {
        let statement = try db.cachedStatement(
            sql: "SELECT id, file, issued_at FROM image WHERE product_id = ? ORDER BY position")
        statement.setUncheckedArguments([id])
        var images: [StoredProduct.Image] = []
        let rows = try Row.fetchCursor(statement)
        while let row = try rows.next() {
            images.append(
                StoredProduct.Image(
                    id: try row.decode(Int.self, atIndex: 0), file: try row.decode(String.self, atIndex: 1),
                    issuedAt: Timestamp(milliseconds: try row.decode(Int64.self, atIndex: 2))))
        }
        return images
    }

    /// The product a row of ``columns`` describes, with `images`.
    static func product(_ row: Row, images: [StoredProduct.Image]) throws -> StoredProduct {
        StoredProduct(
            id: try row.decode(Int.self, atIndex: 0), vendor: try row.decode(String.self, atIndex: 1),
            name: try row.decode(String.self, atIndex: 2),
            description: try row.decode(String.self, atIndex: 3),
            currency: try row.decode(String.self, atIndex: 4),
            price: try amount(try row.decode(String.self, atIndex: 5)),
            discountedPrice: try amount(try row.decode(String.self, atIndex: 6)),
            stock: try row.decode(Int.self, atIndex: 7), secret: try row.decode(String.self, atIndex: 8),
            createdAt: Timestamp(milliseconds: try row.decode(Int64.self, atIndex: 9)),
            issuedAt: Timestamp(milliseconds: try row.decode(Int64.self, atIndex: 10)),
            thumbnailID: try row.decode(Int.self, atIndex: 11), images: images)
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    /// An amount stored as decimal text.
    private static func amount(_ text: String) throws -> Decimal {
        guard let value = Decimal(string: text, locale: posix), value.isFinite
        else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "\(text) is not a stored amount")
        }
        return value
    }

    // MARK: - Writing

    /// Inserts `product` and its images. With `keepingIDs`, the product's and images' ids are
    /// stored as given (an import); otherwise the database gives them, and the returned product
    /// has them, its thumbnail being its first image.
    static func insert(_ product: StoredProduct, keepingIDs: Bool, _ db: Database) throws -> StoredProduct {
        var stored = product
        let insert = try db.cachedStatement(
            sql: """
                INSERT INTO product (id, vendor, name, search_name, description, currency, price,
                    discounted_price, stock, secret, created_at, issued_at, thumbnail_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        insert.setUncheckedArguments([
            keepingIDs ? product.id : nil, product.vendor, product.name, MarketDatabase.folded(product.name),
            product.description, product.currency, product.price.description,
            product.discountedPrice.description, product.stock, product.secret,
            product.createdAt.milliseconds,
            product.issuedAt.milliseconds, product.thumbnailID,
        ])
        try insert.execute()
        stored.id = Int(db.lastInsertedRowID)
        let insertImage = try db.cachedStatement(
            sql: "INSERT INTO image (id, product_id, position, file, issued_at) VALUES (?, ?, ?, ?, ?)")
        for (position, image) in product.images.enumerated() {
            insertImage.setUncheckedArguments([
                keepingIDs ? image.id : nil, stored.id, position, image.file, image.issuedAt.milliseconds,
            ])
            try insertImage.execute()
            stored.images[position].id = Int(db.lastInsertedRowID)
        }
        if !keepingIDs {
            stored.thumbnailID = stored.images.first?.id ?? 0
            try db.cachedStatement(sql: "UPDATE product SET thumbnail_id = ? WHERE id = ?")
                .execute(arguments: [stored.thumbnailID, stored.id])
        }
        return stored
    }

    /// Writes the editable fields of `product` over its row.
    static func update(_ product: StoredProduct, _ db: Database) throws {
        try db.cachedStatement(
            sql: """
                UPDATE product SET name = ?, search_name = ?, description = ?, currency = ?, price = ?,
                    discounted_price = ?, stock = ?, issued_at = ?, thumbnail_id = ?, revision = revision + 1
                WHERE id = ?
                """
        ).execute(arguments: [
            product.name, MarketDatabase.folded(product.name), product.description, product.currency,
            product.price.description, product.discountedPrice.description, product.stock,
            product.issuedAt.milliseconds, product.thumbnailID, product.id,
        ])
    }

    /// Deletes product `id` and its image rows.
    static func delete(id: Int, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM product WHERE id = ?").execute(arguments: [id])
    }

    /// Makes the next id SQLite gives in `table` at least `next`.
    static func reserveIDs(below next: Int, in table: String, _ db: Database) throws {
        let current = try Int.fetchOne(
            db, sql: "SELECT seq FROM sqlite_sequence WHERE name = ?", arguments: [table])
        guard next - 1 > (current ?? 0) else { return }
        try db.execute(sql: "DELETE FROM sqlite_sequence WHERE name = ?", arguments: [table])
        try db.execute(
            sql: "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", arguments: [table, next - 1])
    }
}
