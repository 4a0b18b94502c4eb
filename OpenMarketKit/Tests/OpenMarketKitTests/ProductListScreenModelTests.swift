import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Product list screen") @MainActor
struct ProductListScreenModelTests {
    /// A list of 25 products, 10 a page, pictures from `cache`.
    @available(iOS 17.0, macOS 14.0, *)
    private func model(
        _ transport: ScriptedTransport, cache: ImageCache = Screens.cache(), layout: ProductListLayout = .list
    ) -> ProductListScreenModel {
        ProductListScreenModel(
            client: Screens.client(transport), itemsPerPage: 10, images: cache, locale: Screens.english,
            layout: layout)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theFirstLoadShowsTheSpinnerThenTheRows() async {
        // Given a server whose answers wait
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let model = model(transport)
        var phases = [model.phase]
        var spinner = [model.showsSpinner]
        await transport.hold()

        // When the screen loads
        let load = Task { await model.load() }
        await transport.waitForRequests(1)
        phases.append(model.phase)
        spinner.append(model.showsSpinner)
        await transport.release()
        await load.value
        phases.append(model.phase)
        spinner.append(model.showsSpinner)

        // Then: idle → loading (with the spinner) → loaded with the first page's rows
        #expect(phases == [.idle, .loading, .loaded])
        #expect(spinner == [false, true, false])
        #expect(model.rows.map(\.id) == Array(1...10))
        #expect(model.hasMorePages)
        #expect(model.emptyText == nil)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRowNearTheEndLoadsTheNextPageWithoutASpinner() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let model = model(transport)
        await model.load()

        // A row far from the end loads nothing more
        await model.itemAppeared(3)
        #expect(await Screens.pageRequests(transport) == [1])

        // A row among the last four loads page 2, while the phase stays loaded
        await transport.hold()
        let appeared = Task { await model.itemAppeared(7) }
        await transport.waitForRequests(2)
        #expect(model.phase == .loaded)
        #expect(!model.showsSpinner)
        #expect(model.isLoadingNextPage)
        #expect(model.rows.count == 10)
        await transport.release()
        await appeared.value

        #expect(!model.isLoadingNextPage)
        #expect(model.rows.map(\.id) == Array(1...20))
        #expect(await Screens.pageRequests(transport) == [1, 2])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func rowsAppearingTogetherLoadTheNextPageOnce() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let model = model(transport)
        await model.load()
        await transport.hold()

        // The last four rows appear at once while page 2 is on its way
        let first = Task { await model.itemAppeared(10) }
        await transport.waitForRequests(2)
        await withTaskGroup(of: Void.self) { group in
            for id in 7...9 { group.addTask { await model.itemAppeared(id) } }
        }
        await transport.release()
        await first.value

        #expect(await Screens.pageRequests(transport) == [1, 2])
        #expect(model.rows.count == 20)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func pagingStopsAfterTheLastPage() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let model = model(transport)
        await model.load()

        await model.itemAppeared(10)
        await model.itemAppeared(20)
        await model.itemAppeared(25)

        #expect(model.rows.count == 25)
        #expect(!model.hasMorePages)
        #expect(await Screens.pageRequests(transport) == [1, 2, 3])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRefreshKeepsTheRowsUntilPageOneArrives() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let model = model(transport)
        await model.load()
        await model.itemAppeared(10)
        var phases = [model.phase]
        var counts = [model.rows.count]

        await transport.hold()
        let refresh = Task { await model.refresh() }
        await transport.waitForRequests(3)
        phases.append(model.phase)
        counts.append(model.rows.count)
        await transport.release()
        await refresh.value
        phases.append(model.phase)
        counts.append(model.rows.count)

        // loaded → refreshing (rows stay, no spinner) → loaded with page 1 alone
        #expect(phases == [.loaded, .refreshing, .loaded])
        #expect(counts == [20, 20, 10])
        #expect(await Screens.pageRequests(transport) == [1, 2, 1])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRefreshOvertakingTheNextPageLeavesOnlyItsOwnRows() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let model = model(transport)
        await model.load()
        await transport.hold()

        let next = Task { await model.itemAppeared(10) }
        await transport.waitForRequests(2)
        let refresh = Task { await model.refresh() }
        await transport.waitForRequests(3)
        await transport.release()
        await next.value
        await refresh.value

        #expect(model.phase == .loaded)
        #expect(model.rows.map(\.id) == Array(1...10))
        #expect(model.pagingFailure == nil)
        #expect(!model.isLoadingNextPage)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aFailedFirstLoadShowsItsMessageAndRetries() async {
        // Given a server that fails the first request
        let requests = Counter()
        let catalogue = StubCatalogue(productCount: 25)
        let transport = ScriptedTransport { request in
            if await requests.increment() == 1 { throw URLError(.timedOut) }
            return catalogue.reply(to: request)
        }
        let model = model(transport)
        var phases = [model.phase]

        await model.load()
        phases.append(model.phase)
        let failure = model.phase.failure
        await model.retry()
        phases.append(model.phase)

        // Then: failed with a message and a retry button, then loaded
        #expect(failure?.title == "The products could not be loaded.")
        #expect(failure?.message == OpenMarketError.timedOut.message(locale: Screens.english))
        #expect(failure?.retryTitle == "Try again")
        #expect(phases.first == .idle)
        #expect(phases.last == .loaded)
        #expect(model.rows.count == 10)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aFailedNextPageKeepsTheRowsAndWaitsForARetry() async {
        let requests = Counter()
        let catalogue = StubCatalogue(productCount: 25)
        let transport = ScriptedTransport { request in
            if await requests.increment() == 2 { throw URLError(.notConnectedToInternet) }
            return catalogue.reply(to: request)
        }
        let model = model(transport)
        await model.load()

        await model.itemAppeared(10)

        // The rows stay, the phase stays loaded, the failure shows below them
        #expect(model.phase == .loaded)
        #expect(model.rows.count == 10)
        #expect(model.pagingFailure?.title == "More products could not be loaded.")
        // Another row appearing does not retry by itself
        await model.itemAppeared(9)
        #expect(await Screens.pageRequests(transport) == [1, 2])

        await model.retry()

        #expect(model.pagingFailure == nil)
        #expect(model.rows.count == 20)
        #expect(await Screens.pageRequests(transport) == [1, 2, 2])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aFailedRefreshKeepsTheRowsAndRetriesTheRefresh() async {
        let requests = Counter()
        let catalogue = StubCatalogue(productCount: 25)
        let transport = ScriptedTransport { request in
            if await requests.increment() == 3 { throw URLError(.timedOut) }
            return catalogue.reply(to: request)
        }
        let model = model(transport)
        await model.load()
        await model.itemAppeared(10)

        await model.refresh()

        #expect(model.phase == .loaded)
        #expect(model.rows.count == 20)
        #expect(
            model.pagingFailure?.title == "The list could not be refreshed; it shows what was loaded before.")
        // No next page while the refresh that failed waits for its retry
        await model.itemAppeared(20)
        #expect(await Screens.pageRequests(transport) == [1, 2, 1])

        await model.retry()

        #expect(model.pagingFailure == nil)
        #expect(model.rows.map(\.id) == Array(1...10))
        #expect(await Screens.pageRequests(transport) == [1, 2, 1, 1])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theLayoutIsKeptAcrossARefresh() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let model = model(transport, layout: .grid)
        await model.load()
        #expect(model.layoutToggleAccessibilityLabel == "Show as a list")

        model.toggleLayout()
        await model.refresh()

        #expect(model.layout == .list)
        #expect(model.layoutToggleAccessibilityLabel == "Show as a grid")
        #expect(ProductListLayout.allCases.map(model.title(of:)) == ["List", "Grid"])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func eachRowsPictureComesThroughTheCacheOnce() async {
        let downloads = Counter()
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let model = model(transport, cache: Screens.cache(downloads: downloads))
        await model.load()
        #expect(model.rows[0].picture == .pending)

        await model.itemAppeared(1)
        await model.itemAppeared(1)

        #expect(model.rows[0].picture == .loaded(StubCatalogue.picture("/thumbs/1.png")))
        #expect(model.rows[1].picture == .pending)
        #expect(await downloads.value == 1)
        #expect(model.rows[0].pictureAccessibilityLabel == "Picture of Product 1")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aPictureThatCannotBeHadIsMarkedFailed() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let failing = model(transport, cache: Screens.cache(failing: true))
        let bare = model(
            ScriptedTransport(catalogue: StubCatalogue(productCount: 25, thumbnails: false)))
        await failing.load()
        await bare.load()

        await failing.itemAppeared(2)
        await bare.itemAppeared(2)

        #expect(failing.rows[1].picture == .failed)
        #expect(bare.rows[1].picture == .failed)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func rowsSpeakTheirNamePriceAndStock() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let model = model(transport)
        await model.load()

        #expect(model.rows[0].accessibilityLabel == "Product 1. Price ₩1,100. 1 in stock.")
        #expect(
            model.rows[2].accessibilityLabel == "Product 3. On sale for ₩1,200, down from ₩1,300. 3 in stock."
        )
        #expect(model.rows[3].accessibilityLabel == "Product 4. Price ₩1,400. Sold out.")
        #expect(model.rows[0].accessibilityHint == "Opens the product's details.")
        #expect(model.title == "Products")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aProductRepeatedOnTheNextPageIsShownOnce() async {
        // Page 2 starts with the last product of page 1, as when a product was added meanwhile
        let catalogue = StubCatalogue(productCount: 25)
        let transport = ScriptedTransport { request in
            let page = request.url?.query?.contains("page_no=2") == true
            guard page, let url = request.url?.absoluteString,
                let shifted = URL(
                    string: url.replacingOccurrences(of: "items_per_page=10", with: "items_per_page=9"))
            else { return catalogue.reply(to: request) }
            return catalogue.reply(to: URLRequest(url: shifted))
        }
        let model = model(transport)
        await model.load()

        await model.itemAppeared(10)

        #expect(model.rows.map(\.id) == Array(1...18))
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEmptyCatalogueSaysSo() async {
        let model = model(ScriptedTransport(catalogue: StubCatalogue(productCount: 0)))

        await model.load()

        #expect(model.phase == .loaded)
        #expect(model.emptyText == "No products yet.")
        #expect(!model.hasMorePages)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theListSpeaksKorean() async {
        let requests = Counter()
        let catalogue = StubCatalogue(productCount: 25)
        let transport = ScriptedTransport { request in
            if await requests.increment() == 1 { throw URLError(.timedOut) }
            return catalogue.reply(to: request)
        }
        let model = ProductListScreenModel(
            client: Screens.client(transport), itemsPerPage: 10, images: Screens.cache(),
            locale: Locale(identifier: "ko_KR"))

        await model.load()
        let failure = model.phase.failure
        await model.retry()

        #expect(model.title == "상품 목록")
        #expect(failure?.title == "상품 목록을 불러오지 못했어요.")
        #expect(failure?.retryTitle == "다시 시도")
        #expect(model.rows[3].accessibilityLabel == "Product 4. 가격 ₩1,400. 품절.")
        #expect(model.layoutToggleAccessibilityLabel == "격자로 보기")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theScreenIsToldOfEveryChangeItRenders() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let model = model(transport)

        let loading = observe { _ = model.phase }
        await model.load()
        let paging = observe { _ = model.rows }
        await model.itemAppeared(10)
        let picture = observe { _ = model.rows }
        await model.itemAppeared(1)
        let layout = observe { _ = model.layout }
        model.toggleLayout()
        let untouched = observe { _ = model.layout }
        await model.itemAppeared(2)

        #expect(loading.fired)
        #expect(paging.fired)
        #expect(picture.fired)
        #expect(layout.fired)
        #expect(!untouched.fired)
    }
}
