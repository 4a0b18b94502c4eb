import Foundation

/// Writes products and pages as the running generation's JSON.
struct ProductRenderer: Sendable {
    /// The generation whose key styles and fields are written.
    let generation: MarketGeneration
    /// The vendors, for `vendor_id` and the vendor's name.
    let vendors: VendorDirectory

    /// A product's detail: what detail, create, update and delete answer.
    func detail(_ product: StoredProduct, baseURL: String) -> JSONWriter {
        var writer = JSONWriter(capacity: 1_024)
        writer.object { object in
            let vendor = vendors.vendor(identifier: product.vendor)
            fields(of: product, vendor: vendor, baseURL: baseURL, inPage: false, into: &object)
            object.key("images")
            object.array { list in
                for image in product.images {
                    list.object { item in
                        item.field("id", image.id)
                        item.field("url", baseURL + "/images/" + image.file)
                        item.field("thumbnail_url", baseURL + "/thumbnails/" + image.file)
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
        return writer
    }

    /// A page of products with its paging facts, in the generation's key style.
    func page(_ slice: ProductStore.PageSlice, number: Int, size: Int, baseURL: String) -> JSONWriter {
        let snake = generation == .marketTraining
        var writer = JSONWriter(capacity: 512 + slice.items.count * 480)
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
                for product in slice.items {
                    list.object { item in
                        let vendor = vendors.vendor(identifier: product.vendor)
                        fields(of: product, vendor: vendor, baseURL: baseURL, inPage: true, into: &item)
                    }
                }
            }
        }
        return writer
    }

    /// The fields a page item and a detail share, in the API's order.
    private func fields(
        of product: StoredProduct, vendor: VendorDirectory.Vendor?, baseURL: String, inPage: Bool,
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
        object.field("thumbnail", product.thumbnail.map { baseURL + "/thumbnails/" + $0.file })
        object.field("currency", product.currency)
        object.field("price", product.price)
        object.field("bargain_price", product.bargainPrice)
        object.field("discounted_price", product.discountedPrice)
        object.field("stock", product.stock)
        object.field("created_at", product.createdAt.text(for: generation))
        object.field("issued_at", product.issuedAt.text(for: generation))
    }
}
