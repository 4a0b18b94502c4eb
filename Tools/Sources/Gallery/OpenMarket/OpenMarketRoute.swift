import Foundation
import Hummingbird
import OpenMarketKit

/// Open Market's URLs: the product list (rows or a grid, the next page, refresh), a product's
/// detail (its pictures, Edit, Delete with a confirmation), the edit form (a sheet over the
/// detail), the register form (a sheet over the list, with picture upload), and their forms. A
/// product's `<id>` is kept as the URL gave it: a text that is no product id shows the product's
/// not-found page.
public enum OpenMarketRoute: GalleryRoute {
    /// `GET /open-market`: the list alone.
    case list
    /// `GET /open-market/new`: the register form over the list (opened if need be).
    case new
    /// `GET /open-market/products/<id>`: the product's detail, pushed after the list (a 404 page
    /// for a product the market does not have).
    case product(String)
    /// `GET /open-market/products/<id>/edit`: the edit form over the detail.
    case edit(String)
    /// `GET /open-market/products/<id>/delete`: the delete question over the detail.
    case delete(String)
    /// `GET /open-market/pictures/<id>/<n>`: picture `n` (from 0) of product `<id>`, or its
    /// `thumbnail`, fetched through the kit from the market's own answer; 404 for anything else.
    case picture(String, index: String)
    /// `GET /open-market/new/pictures/<n>`: picture `<n>` added to the session's register form.
    case newPicture(String)
    /// `POST /open-market/layout`: switches between the list and the grid.
    case layout
    /// `POST /open-market/more`: the next page.
    case more
    /// `POST /open-market/refresh`: reads page 1 again.
    case refresh
    /// `POST /open-market/retry`: the retry of what failed.
    case retry
    /// `POST /open-market/add`: the "+" button; 303 to `/open-market/new`.
    case add
    /// `POST /open-market/new/save` (`multipart/form-data`)
    /// `form&name&price&discountedPrice&stock&currency&description&pictures…&action=register|remove-<n>`:
    /// takes the fields and the pictures, then registers (303 to the list, the product at the
    /// top) or removes a picture.
    case register
    /// `POST /open-market/new/retry`: sends the refused registration again.
    case retryRegister
    /// `POST /open-market/new/cancel`: closes the register form.
    case cancelRegister
    /// `POST /open-market/products/<id>/retry`: the detail's retry.
    case retryDetail(String)
    /// `POST /open-market/products/<id>/refresh`: loads the detail again.
    case refreshDetail(String)
    /// `POST /open-market/products/<id>/edit`: opens the edit form.
    case openEdit(String)
    /// `POST /open-market/products/<id>/edit/save` `form&name&price…`: saves the form's fields
    /// (303 to the detail).
    case saveEdit(String)
    /// `POST /open-market/products/<id>/edit/retry`: sends the refused changes again.
    case retryEdit(String)
    /// `POST /open-market/products/<id>/edit/cancel`: closes the edit form.
    case cancelEdit(String)
    /// `POST /open-market/products/<id>/delete`: asks before deleting.
    case askDelete(String)
    /// `POST /open-market/products/<id>/delete/confirm`: deletes (303 to the list).
    case confirmDelete(String)
    /// `POST /open-market/products/<id>/delete/cancel`: keeps the product.
    case cancelDelete(String)
    /// `POST /open-market/products/<id>/delete/retry`: deletes again after a failure.
    case retryDelete(String)

    /// Every route, one per pattern (ids set to any value).
    public static let all: [OpenMarketRoute] = [
        .list, .new, .product("7"), .edit("7"), .delete("7"), .picture("7", index: "thumbnail"),
        .newPicture("1"),
        .layout, .more, .refresh, .retry, .add, .register, .retryRegister, .cancelRegister, .retryDetail("7"),
        .refreshDetail("7"), .openEdit("7"), .saveEdit("7"), .retryEdit("7"), .cancelEdit("7"),
        .askDelete("7"),
        .confirmDelete("7"), .cancelDelete("7"), .retryDelete("7"),
    ]

    /// What the register form's upload reads: the body up to 40 MB (five pictures as a phone
    /// takes them), each picture up to the kit's limit (300 KB; one larger is counted, never kept).
    static let uploadLimits = UploadLimits(
        body: 40 * 1_024 * 1_024, file: ProductFormValidator().maximumImageBytes)

    /// What a request to the route does.
    public var method: RouteMethod {
        switch self {
        case .list, .new, .product, .edit, .delete: .screen
        case .picture, .newPicture: .file
        case .register: .upload(Self.uploadLimits)
        default: .intent()
        }
    }

    /// The route's path, each id written by `write`.
    public func path(writing write: (String, String) -> String) -> String {
        func product(_ id: String, _ rest: String) -> String {
            "/open-market/products/" + write("id", id) + rest
        }
        return switch self {
        case .list: "/open-market"
        case .new: "/open-market/new"
        case .product(let id): product(id, "")
        case .edit(let id), .openEdit(let id): product(id, "/edit")
        case .delete(let id), .askDelete(let id): product(id, "/delete")
        case .picture(let id, let index): "/open-market/pictures/\(write("id", id))/\(write("index", index))"
        case .newPicture(let id): "/open-market/new/pictures/" + write("id", id)
        case .layout: "/open-market/layout"
        case .more: "/open-market/more"
        case .refresh: "/open-market/refresh"
        case .retry: "/open-market/retry"
        case .add: "/open-market/add"
        case .register: "/open-market/new/save"
        case .retryRegister: "/open-market/new/retry"
        case .cancelRegister: "/open-market/new/cancel"
        case .retryDetail(let id): product(id, "/retry")
        case .refreshDetail(let id): product(id, "/refresh")
        case .saveEdit(let id): product(id, "/edit/save")
        case .retryEdit(let id): product(id, "/edit/retry")
        case .cancelEdit(let id): product(id, "/edit/cancel")
        case .confirmDelete(let id): product(id, "/delete/confirm")
        case .cancelDelete(let id): product(id, "/delete/cancel")
        case .retryDelete(let id): product(id, "/delete/retry")
        }
    }

    /// The route with the ids of `parameters`; `nil` when one is not of its type.
    public func reading(_ parameters: Parameters) -> OpenMarketRoute? {
        guard let id = parameters.text("id") else { return productID == nil ? self : nil }
        return switch self {
        case .product: .product(id)
        case .edit: .edit(id)
        case .delete: .delete(id)
        case .picture: parameters.text("index").map { .picture(id, index: $0) }
        case .newPicture: .newPicture(id)
        case .retryDetail: .retryDetail(id)
        case .refreshDetail: .refreshDetail(id)
        case .openEdit: .openEdit(id)
        case .saveEdit: .saveEdit(id)
        case .retryEdit: .retryEdit(id)
        case .cancelEdit: .cancelEdit(id)
        case .askDelete: .askDelete(id)
        case .confirmDelete: .confirmDelete(id)
        case .cancelDelete: .cancelDelete(id)
        case .retryDelete: .retryDelete(id)
        default: self
        }
    }

    /// The product's id as the URL gave it, for a route about one product.
    var productID: String? {
        switch self {
        case .product(let id), .edit(let id), .delete(let id), .picture(let id, _), .newPicture(let id),
            .retryDetail(let id), .refreshDetail(let id), .openEdit(let id), .saveEdit(let id),
            .retryEdit(let id),
            .cancelEdit(let id), .askDelete(let id), .confirmDelete(let id), .cancelDelete(let id),
            .retryDelete(let id):
            id
        default: nil
        }
    }

    /// A number of one to nine ASCII digits; `nil` for any other text (`-1`, `+2`, `..`).
    static func number(_ text: String) -> Int? {
        guard (1...9).contains(text.count), text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
        else { return nil }
        return Int(text)
    }

    /// A product id in a URL: a ``number(_:)`` from 1 (the market gives no product 0).
    static func productNumber(_ text: String) -> Int? {
        number(text).flatMap { $0 > 0 ? $0 : nil }
    }
}
