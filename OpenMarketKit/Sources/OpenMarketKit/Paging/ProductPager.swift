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
    public typealias Loader = @Sendable (_ page: Int, _ itemsPerPage: Int) async throws -> Page<Product>

    private let loader: Loader
    /// How many products each page asks for.
    public nonisolated let itemsPerPage: Int
    /// Every product loaded since the start or the last refresh, in order.
    public private(set) var items: [Product] = []
    /// Whether another page may follow; `false` once the last page arrived.
    public private(set) var hasMorePages = true
    /// The number of the page the next load asks for.
    public private(set) var nextPageNumber = 1
    /// What the pager is doing now; ``State/idle`` once a load ends, whether it succeeded or not.
    public private(set) var state: State = .idle
    private var generation = 0
    private var inFlight: (generation: Int, task: Task<Page<Product>, any Error>)?

    /// Creates a pager over any page loader (a client, or a stub in tests).
    public init(itemsPerPage: Int = 20, loader: @escaping Loader) {
        self.itemsPerPage = itemsPerPage
        self.loader = loader
    }

    /// Creates a pager over a client's product list, optionally filtered by a search text.
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
    /// - Throws: what the loader throws (``OpenMarketError`` for a client's pager), or
    ///   `CancellationError` when a refresh or reset overtook the load.
    public func loadNextPage() async throws -> Page<Product>? {
        if let inFlight, inFlight.generation == generation {
            return try await inFlight.task.value
        }
        guard hasMorePages else { return nil }
        let number = nextPageNumber
        let size = itemsPerPage
        let loader = loader
        let started = generation
        let task = Task { try await loader(number, size) }
        inFlight = (started, task)
        if state == .idle { state = .loadingNextPage }
        let result: Result<Page<Product>, any Error> = await task.result
        guard started == generation else { throw CancellationError() }
        inFlight = nil
        state = .idle
        let page = try result.get()
        items += page.items
        // The next page follows the one asked for, whatever number the server wrote back; at
        // Int.max there is no next page to ask for.
        let (next, overflow) = number.addingReportingOverflow(1)
        nextPageNumber = overflow ? number : next
        hasMorePages = page.hasNext && !page.items.isEmpty && !overflow
        return page
    }

    /// Forgets everything loaded and loads page 1 again.
    ///
    /// - Throws: what ``loadNextPage()`` throws.
    @discardableResult
    public func refresh() async throws -> Page<Product>? {
        reset()
        state = .refreshing
        return try await loadNextPage()
    }

    /// Forgets everything loaded; the next load asks for page 1.
    public func reset() {
        generation += 1
        inFlight?.task.cancel()
        inFlight = nil
        state = .idle
        items = []
        hasMorePages = true
        nextPageNumber = 1
    }

    /// The pages from the current position to the end, loaded as the sequence is iterated.
    public nonisolated func pages() -> ProductPageSequence {
        ProductPageSequence(pager: self)
    }
}
