import Foundation

/// One page of a paged listing with the facts needed to page further.
public struct Page<Item: Sendable>: Sendable {
    /// The page's number, starting at 1.
    public var pageNumber: Int
    /// How many items a full page holds.
    public var itemsPerPage: Int
    /// How many items the whole listing holds, when known.
    public var totalCount: Int
    /// The number of the last page, when known.
    public var lastPage: Int
    /// Whether a page follows this one.
    public var hasNext: Bool
    /// Whether a page precedes this one.
    public var hasPrevious: Bool
    /// The items on this page.
    public var items: [Item]

    /// Creates a page from its parts.
    public init(
        pageNumber: Int, itemsPerPage: Int, totalCount: Int, lastPage: Int, hasNext: Bool, hasPrevious: Bool,
        items: [Item]
    ) {
        self.pageNumber = pageNumber
        self.itemsPerPage = itemsPerPage
        self.totalCount = totalCount
        self.lastPage = lastPage
        self.hasNext = hasNext
        self.hasPrevious = hasPrevious
        self.items = items
    }

    /// An empty page that ends the listing; what a request past the last page yields.
    public static func emptyLast(pageNumber: Int, itemsPerPage: Int) -> Page {
        Page(
            pageNumber: pageNumber, itemsPerPage: itemsPerPage, totalCount: 0, lastPage: pageNumber,
            hasNext: false, hasPrevious: pageNumber > 1, items: [])
    }
}

extension Page: Equatable where Item: Equatable {}

extension Page: Hashable where Item: Hashable {}
