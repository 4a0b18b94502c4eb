import Foundation

/// Writes products and pages as the running generation's JSON.
///
/// A product's page item and detail are rendered once, when it is stored (see
/// ``RenderedJSON``); a page is assembled per request from its items.
struct ProductRenderer: Sendable {
    /// The generation whose key styles and fields are written.
    let generation: MarketGeneration
    /// The vendors, for `vendor_id` and the vendor's name.
    let vendors: VendorDirectory

    /// A product's detail: what detail, create, update and delete answer.
    func detail(_ product: StoredProduct) -> RenderedJSON {
        var writer = JSONWriter(capacity: 1_024)
        writer.object { object in
            let vendor = vendors.vendor(identifier: product.vendor)
            fields(of: product, vendor: vendor, inPage: false, into: &object)
            object.key("images")
            object.array { list in
                for image in product.images {
                    list.object { item in
                        item.field("id", image.id)
                        item.key("url")
                        item.value(addressPath: "/images/" + image.file)
                        item.key("thumbnail_url")
                        item.value(addressPath: "/thumbnails/" + image.file)
                        if generation == .marketTraining { item.field("succeed", true) }
                        item.field("issued_at", image.issuedAt.text(for: generation))
                    }
                }
            }
            object.key("vendors")
            object.object { item in
                switch generation {
                case .marketTraining:
                    item.field("name", vendor?.account.name ?? "")
                    item.field("id", vendor?.id ?? 0)
                    let since = (vendor?.since ?? product.createdAt).text(for: generation)
                    item.field("created_at", since)
                    item.field("issued_at", since)
                case .openMarket:
                    item.field("id", vendor?.id ?? 0)
                    item.field("name", vendor?.account.name ?? "")
                }
            }
        }
        return writer.rendered
    }

    /// A product as a page item.
    func item(_ product: StoredProduct) -> RenderedJSON {
        var writer = JSONWriter(capacity: 512)
        writer.object { object in
            fields(
                of: product, vendor: vendors.vendor(identifier: product.vendor), inPage: true, into: &object)
        }
        return writer.rendered
    }

    /// A page with its paging facts, in the generation's key style, its items' addresses on
    /// `base`.
    func page(_ slice: ProductStore.PageSlice, number: Int, size: Int, base: [UInt8]) -> JSONWriter {
        let snake = generation == .marketTraining
        let capacity = slice.items.reduce(256) { $0 + $1.count(base: base) + 1 }
        var writer = JSONWriter(capacity: capacity)
        writer.object { object in
            object.field(snake ? "page_no" : "pageNo", number)
            object.field(snake ? "items_per_page" : "itemsPerPage", size)
            object.field(snake ? "total_count" : "totalCount", slice.totalCount)
            object.field("offset", (number - 1) * size)
            object.field("limit", size)
            object.field(snake ? "last_page" : "lastPage", slice.lastPage)
            object.field(snake ? "has_next" : "hasNext", number < slice.lastPage)
            object.field(snake ? "has_prev" : "hasPrev", number > 1)
            object.key("pages")
            object.array { list in
                for item in slice.items { list.value(item, base: base) }
            }
        }
        return writer
    }

    /// The fields a page item and a detail share, in the API's order.
    private func fields(
        of product: StoredProduct, vendor: VendorDirectory.Vendor?, inPage: Bool,
        into object: inout JSONWriter
    ) {
        object.field("id", product.id)
        object.field("vendor_id", vendor?.id ?? 0)
        if inPage && generation == .openMarket {
            object.field("vendorName", vendor?.account.name ?? "")
        }
        object.field("name", product.name)
        if !inPage || generation == .openMarket {
            object.field("description", product.description)
        }
        object.key("thumbnail")
        if let thumbnail = product.thumbnail {
            object.value(addressPath: "/thumbnails/" + thumbnail.file)
        } else {
            object.null()
        }
        object.field("currency", product.currency)
        object.field("price", product.price)
        object.field("bargain_price", product.bargainPrice)
        object.field("discounted_price", product.discountedPrice)
        object.field("stock", product.stock)
        object.field("created_at", product.createdAt.text(for: generation))
        object.field("issued_at", product.issuedAt.text(for: generation))
    }
}
