import Foundation

/// A page as the server sends it; both key spellings are read, the server's style wins.
struct WirePage: Decodable {
    let snake: Facts?
    let camel: Facts?
    let pages: [WireProduct]

    /// The paging facts under one spelling.
    struct Facts {
        let pageNumber: Int
        let itemsPerPage: Int
        let totalCount: Int?
        let lastPage: Int?
        let hasNext: Bool?
        let hasPrevious: Bool?
    }

    enum CodingKeys: String, CodingKey {
        case pageNoSnake = "page_no"
        case itemsPerPageSnake = "items_per_page"
        case totalCountSnake = "total_count"
        case lastPageSnake = "last_page"
        case hasNextSnake = "has_next"
        case hasPrevSnake = "has_prev"
        case pageNo
        case itemsPerPage
        case totalCount
        case lastPage
        case hasNext
        case hasPrev
        case pages
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try container.decodeIfPresent(Int.self, forKey: .pageNoSnake),
            let size = try container.decodeIfPresent(Int.self, forKey: .itemsPerPageSnake)
        {
            snake = Facts(
                pageNumber: number, itemsPerPage: size,
                totalCount: try container.decodeIfPresent(Int.self, forKey: .totalCountSnake),
                lastPage: try container.decodeIfPresent(Int.self, forKey: .lastPageSnake),
                hasNext: try container.decodeIfPresent(Bool.self, forKey: .hasNextSnake),
                hasPrevious: try container.decodeIfPresent(Bool.self, forKey: .hasPrevSnake))
        } else {
            snake = nil
        }
        if let number = try container.decodeIfPresent(Int.self, forKey: .pageNo),
            let size = try container.decodeIfPresent(Int.self, forKey: .itemsPerPage)
        {
            camel = Facts(
                pageNumber: number, itemsPerPage: size,
                totalCount: try container.decodeIfPresent(Int.self, forKey: .totalCount),
                lastPage: try container.decodeIfPresent(Int.self, forKey: .lastPage),
                hasNext: try container.decodeIfPresent(Bool.self, forKey: .hasNext),
                hasPrevious: try container.decodeIfPresent(Bool.self, forKey: .hasPrev))
        } else {
            camel = nil
        }
        if snake == nil, camel == nil {
            throw DecodingError.keyNotFound(
                CodingKeys.pageNoSnake,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Neither page_no/items_per_page nor pageNo/itemsPerPage is present."))
        }
        pages = try container.decode([WireProduct].self, forKey: .pages)
    }

    /// The app-side page, reading the facts in `style` first.
    func page(style: PageKeyStyle) -> Page<Product> {
        let preferred = style == .snakeCase ? (snake ?? camel) : (camel ?? snake)
        let facts =
            preferred
            ?? Facts(
                pageNumber: 1, itemsPerPage: pages.count, totalCount: nil, lastPage: nil, hasNext: nil,
                hasPrevious: nil)
        let items = pages.map(\.product)
        let total = facts.totalCount ?? items.count
        let size = max(facts.itemsPerPage, 1)
        let last = facts.lastPage ?? max(1, (total + size - 1) / size)
        return Page(
            pageNumber: facts.pageNumber, itemsPerPage: facts.itemsPerPage, totalCount: total, lastPage: last,
            hasNext: facts.hasNext ?? (facts.pageNumber < last),
            hasPrevious: facts.hasPrevious ?? (facts.pageNumber > 1), items: items)
    }
}
