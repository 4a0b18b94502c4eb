import Foundation

/// Loads the catalogue page by page, on demand.
///
/// ```swift
/// let pager = ProductPager(client: client, itemsPerPage: 20)
/// for try await page in pager.pages() {
///     print(page.items.map(\.name))
/// }
/// ```
///
/// Calls that ask for the next page while it is loading share that one load, so the same
/// page is never requested twice at once. ``refresh()`` starts over from page 1; a load
/// started before the refresh ends with `CancellationError` and is not recorded.
/// ``state`` says what the pager is doing: a screen shows a spinner while it refreshes, and does
/// not ask for the next page while one is loading.
///
/// The server numbers its pages from the newest product, so deleting or registering a product
/// moves every later one. A screen that deletes a product it shows tells the pager with
/// ``remove(productID:)``: the products that moved into the pages already read are then read
/// again with the next page (one more request, only after a removal) rather than skipped. A
/// screen that shows a registered product at the top tells it with ``insert(_:)``; the product
/// it pushes back into the next page is not returned twice. A page never returns a product the
/// pager already returned since the start or the last refresh.
public actor ProductPager {
    /// What a pager is doing.
    public enum State: Sendable, Hashable {
        /// Nothing is loading.
        case idle
        /// The next page is loading.
        case loadingNextPage
        /// Everything was forgotten and page 1 is loading again (``ProductPager/refresh()``).
        case refreshing
    }

    /// Loads one page: page number (from 1) and items per page.
    public typealias Loader =
        @Sendable (_ page: Int, _ itemsPerPage: Int) async throws -> Page<ProductListing>

    private let loader: Loader
    /// How many products each page asks for.
    public nonisolated let itemsPerPage: Int
    /// Every product loaded since the start or the last refresh, in order.
    public private(set) var items: [ProductListing] = []
    /// Whether another page may follow; `false` once the last page arrived.
    public private(set) var hasMorePages = true
    /// The number of the page the next load asks for.
    public private(set) var nextPageNumber = 1
    /// What the pager is doing now; ``State/idle`` once a load ends, whether it succeeded or not.
    public private(set) var state: State = .idle
    private var generation = 0
    private var inFlight: (generation: Int, load: Load)?
    /// Every product returned, inserted or removed since the start or the last refresh.
    private var seenIDs: Set<Int> = []
    /// The products ``insert(_:)`` added, which no page read holds.
    private var insertedIDs: Set<Int> = []
    /// Products read from the server and removed since, and the first page not read when the
    /// earliest of them was removed: the later products moved back by as many places.
    private var removals: (count: Int, beforePage: Int)?
    /// Products inserted at the top since the last page read: they pushed as many products of
    /// the pages read into the next one.
    private var insertions = 0
    /// Counts every ``remove(productID:)`` that moved products, so a load knows which came
    /// while it was loading.
    private var removalStamp = 0

    /// Creates a pager over any page loader (a client, or a stub in tests).
    ///
    /// `itemsPerPage` must lie in ``OpenMarketAPI/itemsPerPageRange``, as for
    /// ``OpenMarketClient/products(page:itemsPerPage:search:)``: outside it, every load throws
    /// the client's error for that size and the loader is never called.
    public init(itemsPerPage: Int = 20, loader: @escaping Loader) {
        self.itemsPerPage = itemsPerPage
        self.loader = loader
    }

    /// Creates a pager over a client's product list, optionally filtered by a search text.
    ///
    /// `itemsPerPage` must lie in ``OpenMarketAPI/itemsPerPageRange``; outside it, every load
    /// throws ``OpenMarketError/Kind/invalidRequest`` without a request.
    public init(client: OpenMarketClient, itemsPerPage: Int = 20, search: String? = nil) {
        self.init(itemsPerPage: itemsPerPage) { page, size in
            try await client.products(page: page, itemsPerPage: size, search: search)
        }
    }

    /// Whether a page is loading, the next one or, during a refresh, page 1.
    public var isLoading: Bool { state != .idle }

    /// Whether a refresh is loading page 1 again.
    public var isRefreshing: Bool { state == .refreshing }

    /// Loads the next page; `nil` when there are no more pages.
    ///
    /// The page holds only products not returned before since the start or the last refresh,
    /// in the server's order. After a ``remove(productID:)``, it starts with the products that
    /// moved into the pages already read (the pager reads those pages again first), and its
    /// ``Page/pageNumber`` is the last page read. Its ``Page/hasNext`` says whether the pager
    /// has more pages (``hasMorePages``), even when every product of the page was returned before.
    ///
    /// - Throws: ``OpenMarketError`` of kind ``OpenMarketError/Kind/invalidRequest`` when
    ///   ``itemsPerPage`` lies outside ``OpenMarketAPI/itemsPerPageRange`` (the loader is not
    ///   called, as a client sends nothing for such a size); what the loader throws
    ///   (``OpenMarketError`` for a client's pager); or `CancellationError` when a refresh or reset
    ///   overtook the load.
    public func loadNextPage() async throws -> Page<ProductListing>? {
        guard OpenMarketAPI.itemsPerPageRange.contains(itemsPerPage) else {
            state = .idle
            throw OpenMarketError.invalidRequest(.pageSizeOutOfRange(itemsPerPage))
        }
        if let inFlight, inFlight.generation == generation {
            let load = inFlight.load
            let result = await load.task.result
            guard inFlight.generation == generation else { throw CancellationError() }
            return try outcome(of: load, result)
        }
        guard hasMorePages else { return nil }
        let number = nextPageNumber
        let size = itemsPerPage
        let loader = loader
        let started = generation
        let plan = readPlan(next: number, size: size)
        let task: Task<[Page<ProductListing>], any Error>
        if plan.first == number, plan.extraForward == 0 {
            // The usual next page: one request, as before any change.
            task = Task { [try await loader(number, size)] }
        } else {
            let seen = plan.extraForward > 0 ? seenIDs : []
            task = Task { try await Self.read(plan, next: number, size: size, seen: seen, loader: loader) }
        }
        let load = Load(firstRead: plan.first, removalStamp: removalStamp, task: task)
        inFlight = (started, load)
        if state == .idle { state = .loadingNextPage }
        let result: Result<[Page<ProductListing>], any Error> = await task.result
        guard started == generation else { throw CancellationError() }
        return try outcome(of: load, result)
    }

    /// One load, shared by the callers that ask while it runs: the first page it reads, the count
    /// of removals when it started, and the page it returned once recorded.
    private final class Load {
        let firstRead: Int
        let removalStamp: Int
        let task: Task<[Page<ProductListing>], any Error>
        var outcome: Page<ProductListing>??

        init(firstRead: Int, removalStamp: Int, task: Task<[Page<ProductListing>], any Error>) {
            self.firstRead = firstRead
            self.removalStamp = removalStamp
            self.task = task
        }
    }

    /// What a load returns to each caller sharing it: the first to get here records the pages.
    private func outcome(of load: Load, _ result: Result<[Page<ProductListing>], any Error>) throws -> Page<
        ProductListing
    >? {
        if let outcome = load.outcome { return outcome }
        if inFlight?.load === load {
            inFlight = nil
            state = .idle
        }
        let pages = try result.get()
        let page = record(pages, firstRead: load.firstRead, stamp: load.removalStamp)
        load.outcome = .some(page)
        return page
    }

    /// Drops product `productID` from ``items``: a screen deleted it. When the pager had read it
    /// from the server, the next ``loadNextPage()`` also reads again the products that moved
    /// into the pages already read. A page loaded later never returns it.
    ///
    /// - Returns: Whether ``items`` held the product.
    @discardableResult
    public func remove(productID: Int) -> Bool {
        seenIDs.insert(productID)
        guard let index = items.firstIndex(where: { $0.id == productID }) else { return false }
        items.remove(at: index)
        if insertedIDs.remove(productID) != nil {
            // It never was in a page read: the server's pages are where they were before it came.
            insertions = max(0, insertions - 1)
            return true
        }
        guard hasMorePages else { return true }
        removalStamp += 1
        if let removals {
            self.removals = (removals.count + 1, min(removals.beforePage, nextPageNumber))
        } else {
            removals = (1, nextPageNumber)
        }
        return true
    }

    /// Puts `product` first in ``items``: a screen registered it and shows it at the top, where
    /// the server lists the newest. A page loaded later does not return it again.
    ///
    /// - Returns: Whether the product was new to the pager; `false` leaves ``items`` as it was.
    @discardableResult
    public func insert(_ product: ProductListing) -> Bool {
        guard seenIDs.insert(product.id).inserted else { return false }
        items.insert(product, at: 0)
        insertedIDs.insert(product.id)
        insertions += 1
        return true
    }

    /// The pages the next load reads: from `first` through `next` (stopping early at the end of
    /// the listing), then up to `extraForward` more while they hold only products returned.
    private struct ReadPlan: Sendable {
        var first: Int
        var extraForward: Int
    }

    private func readPlan(next: Int, size requested: Int) -> ReadPlan {
        let size = max(1, requested)
        var first = next
        if let removals {
            // The products moved back by `count` places from the start of `beforePage`: the
            // first of them now lies `ceil(count / size)` pages before it.
            let back = removals.count / size + (removals.count % size == 0 ? 0 : 1)
            first = min(next, max(1, removals.beforePage - back))
        }
        return ReadPlan(first: first, extraForward: insertions / size)
    }

    private static func read(
        _ plan: ReadPlan, next: Int, size: Int, seen: Set<Int>, loader: Loader
    ) async throws -> [Page<ProductListing>] {
        var pages: [Page<ProductListing>] = []
        var number = plan.first
        while true {
            let page = try await loader(number, size)
            pages.append(page)
            guard page.hasNext, !page.items.isEmpty, number < Int.max else { break }
            if number < next {
                number += 1
                continue
            }
            let past = number - next
            guard past < plan.extraForward, page.items.allSatisfy({ seen.contains($0.id) }) else { break }
            number += 1
        }
        return pages
    }

    /// Keeps the products of `pages` not returned before and moves on past the last page read.
    private func record(_ pages: [Page<ProductListing>], firstRead: Int, stamp: Int) -> Page<ProductListing>?
    {
        guard let last = pages.last else { return nil }
        var fresh: [ProductListing] = []
        fresh.reserveCapacity(last.items.count)
        for page in pages {
            for product in page.items where seenIDs.insert(product.id).inserted {
                fresh.append(product)
            }
        }
        items += fresh
        let number = firstRead + pages.count - 1
        // The next page follows the last one asked for, whatever number the server wrote back;
        // at Int.max there is no next page to ask for.
        let (next, overflow) = number.addingReportingOverflow(1)
        nextPageNumber = overflow ? number : next
        hasMorePages = last.hasNext && !last.items.isEmpty && !overflow
        insertions = 0
        // Removals while the pages loaded may or may not have reached the server first: read
        // again from the first page of this load next time.
        let during = removalStamp - stamp
        removals = during > 0 ? (during, firstRead) : nil
        var page = last
        page.items = fresh
        page.hasNext = hasMorePages
        return page
    }

    /// Forgets everything loaded and loads page 1 again.
    ///
    /// - Throws: what ``loadNextPage()`` throws.
    @discardableResult
    public func refresh() async throws -> Page<ProductListing>? {
        reset()
        state = .refreshing
        return try await loadNextPage()
    }

    /// Forgets everything loaded; the next load asks for page 1.
    public func reset() {
        generation += 1
        inFlight?.load.task.cancel()
        inFlight = nil
        state = .idle
        items = []
        hasMorePages = true
        nextPageNumber = 1
        seenIDs = []
        insertedIDs = []
        removals = nil
        insertions = 0
    }

    /// The pages from the current position to the end, loaded as the sequence is iterated.
    public nonisolated func pages() -> ProductPageSequence {
        ProductPageSequence(pager: self)
    }
}
