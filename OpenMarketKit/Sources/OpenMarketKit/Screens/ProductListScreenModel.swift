import Foundation
import Observation

/// The product list screen: rows or tiles of products, a spinner on the first load only, the
/// next page when a row near the end appears, pull to refresh, failures with a retry, each row's
/// picture through an ``ImageCache``.
///
/// ```swift
/// let model = ProductListScreenModel(client: client, itemsPerPage: 20)
/// await model.load()
/// for row in model.rows {
///     print(row.summary.name, row.summary.priceText)
/// }
/// ```
///
/// The model pages with a ``ProductPager``: ``itemAppeared(_:)`` asks it for the next page when
/// the row is among the last ``prefetchDistance`` rows, never twice at once. A first load that
/// fails puts the screen in ``ScreenPhase/failed(_:)`` (nothing to show but the message); a next
/// page or a refresh that fails keeps the rows and sets ``pagingFailure``. ``retry()`` repeats
/// whichever failed.
@available(iOS 17.0, macOS 14.0, *)
@Observable @MainActor
public final class ProductListScreenModel {
    /// Where the screen stands: a spinner for ``ScreenPhase/loading`` (the first load only), the
    /// rows for ``ScreenPhase/loaded`` and ``ScreenPhase/refreshing``.
    public private(set) var phase: ScreenPhase = .idle
    /// The products loaded so far, in the server's order, each once.
    public private(set) var rows: [ProductListRow] = []
    /// One product per line, or tiles; kept across loads and refreshes.
    public private(set) var layout: ProductListLayout
    /// A next page or a refresh that failed while the rows stay on screen; ``retry()`` repeats it.
    public private(set) var pagingFailure: ScreenFailure?
    /// Whether the next page is loading (the seed shows no spinner for it).
    public private(set) var isLoadingNextPage = false
    /// Whether a page may follow the rows shown.
    public private(set) var hasMorePages = true

    /// How many rows from the end a row must be for its appearance to load the next page.
    public let prefetchDistance: Int
    /// The screen's title: "Products".
    public let title: String

    private let pager: ProductPager
    private let images: ImageCache
    private let locale: Locale
    private let text: ScreenText
    @ObservationIgnored private var indexByID: [Int: Int] = [:]
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var failedStep: Step?

    /// What ``retry()`` repeats.
    private enum Step {
        case firstLoad, nextPage, refresh
    }

    /// A list over `pager`, with pictures from `images`, in `locale`'s language.
    ///
    /// - Parameters:
    ///   - pager: The pager the rows come from; a fresh one (the first load asks it for a page).
    ///   - images: The cache the rows' pictures come through.
    ///   - locale: The language and formats of the text.
    ///   - layout: The layout the screen starts in (the one the user chose last time).
    ///   - prefetchDistance: How close to the end a row appearing loads the next page.
    public init(
        pager: ProductPager, images: ImageCache, locale: Locale = .current, layout: ProductListLayout = .list,
        prefetchDistance: Int = 4
    ) {
        self.pager = pager
        self.images = images
        self.locale = locale
        self.layout = layout
        self.prefetchDistance = max(1, prefetchDistance)
        self.text = ScreenText(locale: locale)
        self.title = text.text.string("screen.list.title")
    }

    /// A list of `client`'s products, `itemsPerPage` at a time, optionally filtered by a search
    /// text; pictures come through `images` (a cache over the client's transport unless given).
    public convenience init(
        client: OpenMarketClient, itemsPerPage: Int = 20, search: String? = nil, images: ImageCache? = nil,
        locale: Locale = .current, layout: ProductListLayout = .list
    ) {
        self.init(
            pager: ProductPager(client: client, itemsPerPage: itemsPerPage, search: search),
            images: images ?? ImageCache(transport: client.transport), locale: locale, layout: layout)
    }

    // MARK: - What the screen shows

    /// Whether the screen shows its spinner: during the first load only.
    public var showsSpinner: Bool { phase == .loading }

    /// The line shown when the list loaded and holds no product; otherwise `nil`.
    public var emptyText: String? {
        phase == .loaded && rows.isEmpty ? text.text.string("screen.list.empty") : nil
    }

    /// The title of a layout's segment: "List", "Grid".
    public func title(of layout: ProductListLayout) -> String {
        text.text.string("screen.list.layout.\(layout.rawValue)")
    }

    /// What a screen reader says for the layout switch: the layout it changes to.
    public var layoutToggleAccessibilityLabel: String {
        text.text.string(layout == .list ? "screen.list.layout.toGrid" : "screen.list.layout.toList")
    }

    // MARK: - Intents

    /// Switches between the list and the grid; the rows stay as they are.
    public func toggleLayout() {
        layout = layout == .list ? .grid : .list
    }

    /// Shows `layout`.
    public func setLayout(_ layout: ProductListLayout) {
        self.layout = layout
    }

    /// Loads the first page, with the spinner; does nothing once the list is loaded.
    public func load() async {
        switch phase {
        case .idle, .failed: break
        case .loading, .loaded, .refreshing: return
        }
        phase = .loading
        pagingFailure = nil
        failedStep = nil
        let started = generation
        do {
            let page = try await pager.loadNextPage()
            guard started == generation else { return }
            showFirstPage(page)
        } catch {
            guard started == generation, !(error is CancellationError) else { return }
            failedStep = .firstLoad
            phase = .failed(text.failure("screen.list.firstLoadFailed", error))
        }
    }

    /// Loads the next page and adds its products after the rows; does nothing while a page or a
    /// refresh is loading, after the last page, or before the first load.
    public func loadNextPage() async {
        guard phase == .loaded, hasMorePages, !isLoadingNextPage, failedStep != .refresh else { return }
        isLoadingNextPage = true
        if pagingFailure != nil { pagingFailure = nil }
        failedStep = nil
        let started = generation
        do {
            let page = try await pager.loadNextPage()
            guard started == generation else { return }
            append(page?.items ?? [])
            hasMorePages = Self.mayFollow(page)
            isLoadingNextPage = false
        } catch {
            guard started == generation else { return }
            isLoadingNextPage = false
            guard !(error is CancellationError) else { return }
            failedStep = .nextPage
            pagingFailure = text.failure("screen.list.nextPageFailed", error)
        }
    }

    /// A row came on screen: its picture loads, and the next page too when the row is among
    /// the last ``prefetchDistance`` (unless one is loading or the last one failed: the user
    /// retries that with ``retry()``).
    public func itemAppeared(_ id: Int) async {
        guard let index = indexByID[id] else { return }
        let nearEnd = index >= rows.count - prefetchDistance
        if nearEnd, hasMorePages, !isLoadingNextPage, pagingFailure == nil {
            async let nextPage: Void = loadNextPage()
            await loadPicture(of: id)
            await nextPage
        } else {
            await loadPicture(of: id)
        }
    }

    /// Pull to refresh: loads page 1 again while the rows stay on screen, then shows it in their
    /// place. Before the first load has succeeded it is the first load.
    public func refresh() async {
        switch phase {
        case .idle, .failed:
            await load()
            return
        case .loading, .refreshing:
            return
        case .loaded:
            break
        }
        generation += 1
        let started = generation
        phase = .refreshing
        isLoadingNextPage = false
        pagingFailure = nil
        failedStep = nil
        do {
            let page = try await pager.refresh()
            guard started == generation else { return }
            showFirstPage(page)
        } catch {
            guard started == generation else { return }
            phase = .loaded
            guard !(error is CancellationError) else { return }
            failedStep = .refresh
            pagingFailure = text.failure("screen.list.refreshFailed", error)
        }
    }

    /// Repeats what failed: the first load, the next page or the refresh.
    public func retry() async {
        switch failedStep {
        case .firstLoad?: await load()
        case .nextPage?: await loadNextPage()
        case .refresh?:
            failedStep = nil
            pagingFailure = nil
            await refresh()
        case nil: return
        }
    }

    // MARK: - Rows and pictures

    /// Whether a page may follow `page`, as the pager judges it: it said so and was not empty; no
    /// page at all means the pager has none left. (Read from the page rather than asked of the
    /// pager, which would cost a second trip to its actor per page.)
    private static func mayFollow(_ page: Page<Product>?) -> Bool {
        guard let page else { return false }
        return page.hasNext && !page.items.isEmpty
    }

    /// Adds a row for each product not shown yet (a product that moved to a later page while
    /// the list was read would otherwise appear twice).
    /// Shows `page` as the list's first page: its rows in place of any before, loaded.
    private func showFirstPage(_ page: Page<Product>?) {
        rows = []
        indexByID = [:]
        append(page?.items ?? [])
        hasMorePages = Self.mayFollow(page)
        phase = .loaded
    }

    private func append(_ products: [Product]) {
        var added: [ProductListRow] = []
        added.reserveCapacity(products.count)
        var next = rows.count
        for product in products where indexByID[product.id] == nil {
            indexByID[product.id] = next
            next += 1
            added.append(ProductListRow(product: product, locale: locale))
        }
        if !added.isEmpty { rows.append(contentsOf: added) }
    }

    /// Downloads the picture of row `id` through the cache, once.
    private func loadPicture(of id: Int) async {
        guard let index = indexByID[id], rows[index].picture == .pending else { return }
        guard let url = rows[index].thumbnailURL else {
            rows[index].picture = .failed
            return
        }
        if let hit = images.cachedData(for: url) {
            rows[index].picture = .loaded(hit)
            return
        }
        let state: PictureState
        do {
            state = .loaded(try await images.data(for: url))
        } catch {
            state = .failed
        }
        // The rows may have changed meanwhile (a refresh): find the row again.
        guard let current = indexByID[id], rows[current].thumbnailURL == url,
            rows[current].picture == .pending
        else { return }
        rows[current].picture = state
    }
}
