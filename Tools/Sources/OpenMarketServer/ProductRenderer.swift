import Foundation

/// Makes the bodies of products and pages in the running generation's shape.
///
/// A product's page item and detail are made when it is read or stored, with their addresses as
/// paths; an answer puts the server's address before them and encodes the body with the
/// generation's `JSONEncoder` (see ``MarketGeneration/encoder``).
struct ProductRenderer: Sendable {
    /// The generation whose fields are written.
    let generation: MarketGeneration
    /// The vendors, for `vendor_id` and the vendor's name.
    let vendors: VendorDirectory

    /// A product's detail: what detail, create, update and delete answer.
    func detail(_ product: StoredProduct) -> ProductDetailBody {
        let vendor = vendors.vendor(identifier: product.vendor)
        var fields = item(product, vendor: vendor)
        fields.vendorName = nil
        fields.description = product.description
        let images = product.images.map { image in
            ProductDetailBody.Image(
                id: image.id, url: "/images/" + image.file, thumbnailURL: "/thumbnails/" + image.file,
                succeed: generation == .marketTraining ? true : nil,
                issuedAt: image.issuedAt.text(for: generation))
        }
        let name = vendor?.account.name ?? ""
        let id = vendor?.id ?? 0
        let owner: ProductDetailBody.Vendor
        switch generation {
        case .marketTraining:
            let since = (vendor?.since ?? product.createdAt).text(for: generation)
            owner = ProductDetailBody.Vendor(name: name, id: id, createdAt: since, issuedAt: since)
        case .openMarket:
            owner = ProductDetailBody.Vendor(name: name, id: id)
        }
        return ProductDetailBody(product: fields, images: images, vendors: owner)
    }

    /// A product as a page item.
    func item(_ product: StoredProduct) -> ProductItemBody {
        item(product, vendor: vendors.vendor(identifier: product.vendor))
    }

    /// A product as a page item, owned by `vendor`.
    private func item(_ product: StoredProduct, vendor: VendorDirectory.Vendor?) -> ProductItemBody {
        let openMarket = generation == .openMarket
        return ProductItemBody(
            id: product.id, vendorID: vendor?.id ?? 0,
            vendorName: openMarket ? vendor?.account.name ?? "" : nil, name: product.name,
            description: openMarket ? product.description : nil,
            thumbnail: product.thumbnail.map { "/thumbnails/" + $0.file }, currency: product.currency,
            price: product.price, bargainPrice: product.bargainPrice,
            discountedPrice: product.discountedPrice,
            stock: product.stock, createdAt: product.createdAt.text(for: generation),
            issuedAt: product.issuedAt.text(for: generation))
    }

    /// Page `number` of pages of `size`, its items' addresses on `base`.
    func page(_ slice: ProductStore.PageSlice, number: Int, size: Int, base: String) -> ProductPageBody {
        ProductPageBody(
            number: number, size: size, totalCount: slice.totalCount, lastPage: slice.lastPage,
            items: slice.items.map { $0.addressed(from: base) })
    }
}
