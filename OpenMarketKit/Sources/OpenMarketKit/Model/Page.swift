import Foundation

/// One page of a paged listing with the facts needed to page further.
///
/// The server does not always send every fact: ``totalCount`` and ``lastPage`` are `nil` when
/// it did not say and they cannot be worked out from what it did send.
public struct Page<Item: Sendable>: Sendable {
    /// The page's number, starting at 1.
    public var pageNumber: Int
    /// How many items a full page holds.
    public var itemsPerPage: Int
    /// How many items the whole listing holds; `nil` when the server did not say.
    public var totalCount: Int?
    /// The number of the last page; `nil` when the server did not say and it cannot be worked
    /// out from ``totalCount`` and ``itemsPerPage``.
    public var lastPage: Int?
    /// Whether a page follows this one.
    public var hasNext: Bool
    /// Whether a page precedes this one.
    public var hasPrevious: Bool
    /// The items on this page.
    public var items: [Item]

    /// Creates a page from its parts.
    public init(
        pageNumber: Int, itemsPerPage: Int, totalCount: Int?, lastPage: Int?, hasNext: Bool,
        hasPrevious: Bool,
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
    ///
    /// The server says nothing else in that answer, so ``totalCount`` and ``lastPage`` are `nil`.
    public static func emptyLast(pageNumber: Int, itemsPerPage: Int) -> Page {
        Page(
            pageNumber: pageNumber, itemsPerPage: itemsPerPage, totalCount: nil, lastPage: nil,
            hasNext: false, hasPrevious: pageNumber > 1, items: [])
    }
}

extension Page: Equatable where Item: Equatable {}

extension Page: Hashable where Item: Hashable {}
