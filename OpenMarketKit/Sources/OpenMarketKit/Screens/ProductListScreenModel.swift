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
///
/// ``open(_:)`` pushes a row's detail and ``addProduct(registrationKey:)`` opens the registration form, as
/// ``destination``. What they change comes back through their `onEvent`: a registered product
/// shows at the top of the list (the server lists the newest first) and the form closes; an
/// edited product's row shows the edit; a deleted product's row goes and the detail closes. The
/// list tells its pager both (``ProductPager/remove(productID:)``, ``ProductPager/insert(_:)``),
/// so the next page shows the products a deletion moved into the pages shown, and none twice.
@available(iOS 17.0, macOS 14.0, *)
@Observable @MainActor
public final class ProductListScreenModel: Identifiable {
    /// The screens this one leads to.
    public enum Destination: Sendable {
        /// A product's detail, pushed.
        case detail(ProductDetailScreenModel)
        /// The form that registers a product, shown modally.
        case register(ProductFormScreenModel)
    }

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

    /// The screen shown over or after this one; `nil` shows this screen alone. Setting it
    /// presents, `nil` dismisses (a view's binding does the same when the person swipes back).
    public var destination: Destination?

    /// How many rows from the end a row must be for its appearance to load the next page.
    public let prefetchDistance: Int
    /// The screen's title: "Products".
    public private(set) var title: String
    /// The language and formats of the screen's words. Setting it re-words the title, the rows,
    /// a failure and the screen open after this one (its own `locale`); the rows, the paging
    /// position, the layout and the open screen stay, and nothing is read again.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }

    private let pager: ProductPager
    private let client: OpenMarketClient
    private let images: ImageCache
    /// The words in ``locale``'s language (observed: the words read from it follow a change).
    private var text: ScreenText
    @ObservationIgnored private var indexByID: [Int: Int] = [:]
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var failedStep: Step?
    /// The last change told to the pager (a row deleted or registered), which a load waits for.
    @ObservationIgnored private var pagerUpdate: Task<Void, Never>?

    /// What ``retry()`` repeats.
    private enum Step {
        case firstLoad, nextPage, refresh
    }

    /// A list over `pager`, with pictures from `images`, in `locale`'s language; the screens it
    /// leads to read and change products through `client`.
    ///
    /// - Parameters:
    ///   - pager: The pager the rows come from; a fresh one (the first load asks it for a page).
    ///   - client: The client the detail and the forms use, with the vendor's credentials.
    ///   - images: The cache the rows' pictures (and the detail's) come through.
    ///   - locale: The language and formats of the text.
    ///   - layout: The layout the screen starts in (the one the user chose last time).
    ///   - prefetchDistance: How close to the end a row appearing loads the next page.
    public init(
        pager: ProductPager, client: OpenMarketClient, images: ImageCache, locale: Locale = .current,
        layout: ProductListLayout = .list, prefetchDistance: Int = 4
    ) {
        self.pager = pager
        self.client = client
        self.images = images
        self.locale = locale
        self.layout = layout
        self.prefetchDistance = max(1, prefetchDistance)
        let text = ScreenText(locale: locale)
        self.text = text
        self.title = text.text.string("screen.list.title")
    }

    /// A list of `client`'s products, `itemsPerPage` at a time, optionally filtered by a search
    /// text; pictures come through `images` (a cache over the client's transport unless given).
    public convenience init(
        client: OpenMarketClient, itemsPerPage: Int = 20, search: String? = nil, images: ImageCache? = nil,
        locale: Locale = .current, layout: ProductListLayout = .list
    ) {
        self.init(
            pager: ProductPager(client: client, itemsPerPage: itemsPerPage, search: search), client: client,
            images: images ?? ImageCache(transport: client.transport), locale: locale, layout: layout)
    }

    // MARK: - What the screen shows

    /// The name of the vendor the client sells as, for a header ("Selling as dacodaco"), when the
    /// kit can know it: the credentials' ``VendorCredentials/vendorName``, else the name the
    /// listed products of the credentials' ``VendorCredentials/vendorID`` carry (the `openMarket`
    /// generation's pages name each product's vendor; `marketTraining`'s do not); `nil` otherwise,
    /// since the API has no call that names the vendor of an identifier. Without control
    /// characters.
    public var vendorName: String? {
        guard let credentials = client.credentials else { return nil }
        if let name = credentials.vendorName?.removingControlCharacters(), !name.isEmpty { return name }
        guard let id = credentials.vendorID else { return nil }
        for row in rows where row.product.vendorID == id {
            if let name = row.product.vendorName?.removingControlCharacters(), !name.isEmpty { return name }
        }
        return nil
    }

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

    /// What a screen reader says for the "+" button: "Register a product".
    public var addProductAccessibilityLabel: String { text.text.string("screen.list.add") }

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
        await pagerUpdated()
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
        await pagerUpdated()
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

    /// Pushes the detail of row `id` (``Destination/detail(_:)``), with the list's client, image
    /// cache and locale; its view's `load()` fetches the product. Does nothing for an id the list
    /// does not show.
    public func open(_ id: Int) {
        guard indexByID[id] != nil else { return }
        let detail = ProductDetailScreenModel(productID: id, client: client, images: images, locale: locale)
        detail.onEvent = { [weak self] event in self?.detailChanged(event) }
        destination = .detail(detail)
    }

    /// The "+" button: opens the form that registers a product (``Destination/register(_:)``);
    /// with a `registrationKey`, every registration of that form carries it (see
    /// ``ProductFormScreenModel/registrationKey``), so the form makes one product at most.
    public func addProduct(registrationKey: String? = nil) {
        let form = ProductFormScreenModel(
            mode: .register, client: client, images: images, locale: locale, registrationKey: registrationKey)
        form.onEvent = { [weak self] event in self?.formChanged(event) }
        destination = .register(form)
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

    // MARK: - Language

    /// Words everything shown in ``locale``'s language: the title, the rows (their pictures kept),
    /// the failures and the screen open after this one.
    private func reword() {
        let old = text
        text = ScreenText(locale: locale)
        title = text.text.string("screen.list.title")
        rows = rows.map { $0.reworded(locale: locale) }
        if case .failed(let failure) = phase { phase = .failed(text.reworded(failure, from: old)) }
        if let pagingFailure { self.pagingFailure = text.reworded(pagingFailure, from: old) }
        switch destination {
        case .detail(let detail)?: detail.locale = locale
        case .register(let form)?: form.locale = locale
        case nil: break
        }
    }

    // MARK: - What the screens opened changed

    private func detailChanged(_ event: ProductDetailScreenModel.Event) {
        switch event {
        case .edited(let detail):
            guard let index = indexByID[detail.id] else { return }
            var row = ProductListRow(product: detail.product, locale: locale)
            if row.thumbnailURL == rows[index].thumbnailURL { row.picture = rows[index].picture }
            rows[index] = row
        case .deleted(let id):
            if let index = indexByID[id] {
                rows.remove(at: index)
                reindex()
            }
            // The later products moved one place back on the server: the pager reads again the
            // one that moved into the pages already read.
            updatePager { await $0.remove(productID: id) }
            if case .detail(let detail)? = destination, detail.productID == id { destination = nil }
        }
    }

    /// The registration form saved: the product shows at the top of a loaded list, where the
    /// server lists the newest, and the form closes. (A list not loaded yet shows it from the
    /// server when it loads.)
    private func formChanged(_ event: ProductFormScreenModel.Event) {
        switch event {
        case .saved(let detail):
            if phase == .loaded || phase == .refreshing, indexByID[detail.id] == nil {
                rows.insert(ProductListRow(product: detail.product, locale: locale), at: 0)
                reindex()
                // A refresh shows page 1 as the server has it, with the product or without.
                if phase == .loaded {
                    let product = detail.product
                    updatePager { await $0.insert(product) }
                }
            }
            if case .register? = destination { destination = nil }
        }
    }

    /// Tells the pager `change` after the changes told before it.
    private func updatePager(_ change: @escaping @Sendable (ProductPager) async -> Void) {
        let previous = pagerUpdate
        let pager = pager
        pagerUpdate = Task {
            await previous?.value
            await change(pager)
        }
    }

    /// Waits until the pager knows every change told so far; at once when there is none.
    private func pagerUpdated() async {
        guard let update = pagerUpdate else { return }
        await update.value
        if pagerUpdate == update { pagerUpdate = nil }
    }

    private func reindex() {
        indexByID = Dictionary(
            rows.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - Rows and pictures

    /// Whether a page may follow `page`: the pager's pages say so in ``Page/hasNext`` (even when
    /// all their products were shown before); no page at all means the pager has none left.
    /// (Read from the page rather than asked of the pager, which would cost a second trip to its
    /// actor per page.)
    private static func mayFollow(_ page: Page<ProductListing>?) -> Bool {
        page?.hasNext ?? false
    }

    /// Shows `page` as the list's first page: its rows in place of any before, loaded.
    private func showFirstPage(_ page: Page<ProductListing>?) {
        rows = []
        indexByID = [:]
        append(page?.items ?? [])
        hasMorePages = Self.mayFollow(page)
        phase = .loaded
    }

    /// Adds a row for each product not shown yet (a product that moved to a later page while
    /// the list was read would otherwise appear twice).
    private func append(_ products: [ProductListing]) {
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

@available(iOS 17.0, macOS 14.0, *)
extension Optional where Wrapped == ProductListScreenModel.Destination {
    /// The detail while it is shown; setting `nil` dismisses it (and nothing else).
    public var detail: ProductDetailScreenModel? {
        get { if case .detail(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .detail(newValue)
            } else if case .detail? = self {
                self = nil
            }
        }
    }

    /// The registration form while it is shown; setting `nil` dismisses it (and nothing else).
    public var register: ProductFormScreenModel? {
        get { if case .register(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .register(newValue)
            } else if case .register? = self {
                self = nil
            }
        }
    }
}
