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
        if let number = try container.decodeWireIntIfPresent(forKey: .pageNoSnake),
            let size = try container.decodeWireIntIfPresent(forKey: .itemsPerPageSnake)
        {
            snake = Facts(
                pageNumber: number, itemsPerPage: size,
                totalCount: try container.decodeWireIntIfPresent(forKey: .totalCountSnake),
                lastPage: try container.decodeWireIntIfPresent(forKey: .lastPageSnake),
                hasNext: try container.decodeIfPresent(Bool.self, forKey: .hasNextSnake),
                hasPrevious: try container.decodeIfPresent(Bool.self, forKey: .hasPrevSnake))
        } else {
            snake = nil
        }
        if let number = try container.decodeWireIntIfPresent(forKey: .pageNo),
            let size = try container.decodeWireIntIfPresent(forKey: .itemsPerPage)
        {
            camel = Facts(
                pageNumber: number, itemsPerPage: size,
                totalCount: try container.decodeWireIntIfPresent(forKey: .totalCount),
                lastPage: try container.decodeWireIntIfPresent(forKey: .lastPage),
                hasNext: try container.decodeIfPresent(Bool.self, forKey: .hasNext),
                hasPrevious: try container.decodeIfPresent(Bool.self, forKey: .hasPrev))
        } else {
            camel = nil
        }
        if snake == nil, camel == nil {
            // Name the missing key in the spelling the answer uses.
            let camelKeys: [CodingKeys] = [
                .pageNo, .itemsPerPage, .totalCount, .lastPage, .hasNext, .hasPrev,
            ]
            let isCamel = camelKeys.contains { container.contains($0) }
            let pageKey: CodingKeys = isCamel ? .pageNo : .pageNoSnake
            let sizeKey: CodingKeys = isCamel ? .itemsPerPage : .itemsPerPageSnake
            let missing = (try? container.decodeNil(forKey: pageKey)) == false ? sizeKey : pageKey
            throw DecodingError.keyNotFound(
                missing,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Neither page_no/items_per_page nor pageNo/itemsPerPage is present."))
        }
        pages = try container.decode([WireProduct].self, forKey: .pages)
    }

    /// The app-side page, reading the facts in `style` first.
    ///
    /// What the server leaves out is worked out only when that is sound: the last page from the
    /// total count (with arithmetic that cannot overflow, whatever the numbers), whether a page
    /// follows from the last page or, failing that, from whether this page is full.
    func page(style: PageKeyStyle) -> Page<ProductListing> {
        let preferred = style == .snakeCase ? (snake ?? camel) : (camel ?? snake)
        let facts =
            preferred
            ?? Facts(
                pageNumber: 1, itemsPerPage: pages.count, totalCount: nil, lastPage: nil, hasNext: nil,
                hasPrevious: nil)
        let items = pages.map(\.product)
        let size = facts.itemsPerPage
        let last = facts.lastPage ?? facts.totalCount.flatMap { Self.pageCount(total: $0, size: size) }
        let hasNext = facts.hasNext ?? last.map { facts.pageNumber < $0 } ?? (size > 0 && items.count >= size)
        return Page(
            pageNumber: facts.pageNumber, itemsPerPage: size, totalCount: facts.totalCount, lastPage: last,
            hasNext: hasNext, hasPrevious: facts.hasPrevious ?? (facts.pageNumber > 1), items: items)
    }

    /// The number of pages of `size` items that `total` items fill (at least 1); `nil` when
    /// either number is not usable.
    static func pageCount(total: Int, size: Int) -> Int? {
        guard total >= 0, size > 0 else { return nil }
        let (whole, rest) = total.quotientAndRemainder(dividingBy: size)
        guard rest > 0 else { return max(whole, 1) }
        let (count, overflow) = whole.addingReportingOverflow(1)
        return overflow ? nil : count
    }
}
