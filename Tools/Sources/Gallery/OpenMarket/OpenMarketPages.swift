import Foundation
import Hummingbird
import OpenMarketKit
import ToolSupport

/// Open Market's pages (``OpenMarketRoute`` lists them).
///
/// The market is the local Open Market server, started in this process on first use on the
/// store `open-market serve --data-dir DIR/open-market` uses (its sample catalogue loaded on the
/// first run, selling as the demo vendor of its `vendors.json`), and stopped with the gallery;
/// or, when `OPEN_MARKET_SERVER` is set in the configuration's environment, that server, selling
/// as `OPEN_MARKET_VENDOR` with `OPEN_MARKET_PASSWORD` (and `OPEN_MARKET_GENERATION`), read as
/// the `open-market` CLI reads them; no server is started then. Every session has its own list
/// model; all share one client and one picture cache.
public struct OpenMarketPages: GalleryApp {
    /// The app's row on the start page.
    public let entry = AppEntry(slug: "open-market", english: "Open Market", korean: "오픈 마켓", emoji: "🛍️")
    /// The market every session shares, reached on first use.
    let market: SharedMarket
    /// How many products a page of the list holds.
    let itemsPerPage: Int

    /// The pages over the market `configuration` names (see above); `itemsPerPage` products a page
    /// (the configuration's `marketItemsPerPage` by default).
    public init(configuration: GalleryConfiguration, itemsPerPage: Int? = nil) {
        self.market = SharedMarket(
            directory: configuration.dataDirectory("open-market"), environment: configuration.environment,
            latency: configuration.latency)
        self.itemsPerPage = max(1, itemsPerPage ?? configuration.marketItemsPerPage)
    }

    /// Stops the local server when this gallery started one.
    public func stop() async {
        await market.stop()
    }

    /// How many local servers this gallery started (0 when it uses `OPEN_MARKET_SERVER`).
    public func serversStarted() async -> Int {
        await market.serversStarted
    }

    /// The address of the Open Market server this gallery started, starting it now if it has not
    /// yet (so it can be printed when the gallery starts); `nil` when the pages use
    /// `OPEN_MARKET_SERVER`, or the server cannot start (the pages then say why).
    public func localServerAddress() async -> URL? {
        guard case .success(let connection) = await market.connect(), connection.isLocal else { return nil }
        return connection.client.server.baseURL
    }

    /// The client the pages sell with (for tests: a product made behind the pages' back).
    public func client() async throws -> OpenMarketClient {
        try await market.connect().get().client
    }

    /// The session's market, its list loaded (`load`); why there is none otherwise.
    @MainActor private func state(_ request: ScreenRequest, load: Bool = true) async -> Result<
        OpenMarketState, MarketUnavailable
    > {
        switch await market.connect() {
        case .success(let connection):
            let state = request.state {
                OpenMarketState(connection: connection, locale: request.locale, itemsPerPage: itemsPerPage)
            }
            if load, state.list.phase == .idle || state.list.phase.failure != nil {
                await request.load { await state.list.load() }
            }
            return .success(state)
        case .failure(let problem):
            return .failure(MarketUnavailable(problem: problem, language: request.language))
        }
    }

    /// Brings the session's model to the screen `route` names and describes it.
    public func show(_ route: OpenMarketRoute, _ request: ScreenRequest) async -> ScreenAnswer {
        let state: OpenMarketState
        switch await self.state(request) {
        case .success(let opened): state = opened
        case .failure(let unavailable): return .show(unavailable.screen())
        }
        switch route {
        case .new:
            await state.showRegister()
            return .show(state.screen())
        case .product(let id):
            // `?picture=<n>`: one to nine digits (any other text, an extreme number among them,
            // shows the first picture); the page keeps it within the product's pictures.
            if let product = OpenMarketRoute.productNumber(id),
                let picture = request.query["picture"].flatMap(OpenMarketRoute.number)
            {
                state.shownPicture[product] = picture - 1
            }
            return await state.answer(route, id: id, part: nil, reload: request)
        case .edit(let id): return await state.answer(route, id: id, part: "edit")
        case .delete(let id): return await state.answer(route, id: id, part: "delete")
        default:
            await state.showList(reload: request)
            return .show(state.screen())
        }
    }

    /// Runs the intent of `route`; the route of the screen shown then.
    public func perform(_ route: OpenMarketRoute, _ request: ScreenRequest) async -> OpenMarketRoute {
        guard case .success(let state) = await self.state(request) else { return .list }
        let list = state.list
        switch route {
        case .layout: list.toggleLayout()
        case .more: await request.load { await list.loadNextPage() }
        case .refresh: await request.load { await list.refresh() }
        case .retry: await request.load { await list.retry() }
        case .add: state.addProduct()
        case .register: return await state.register(request)
        case .retryRegister: await state.showRegister().retry()
        case .cancelRegister: list.destination = nil
        case .saveEdit(let id): return await state.saveEdit(id, request.form)
        default:
            guard let id = route.productID else { break }
            // A product gone (a confirmation shown again by Back): its page says so.
            guard let detail = await state.showDetail(id) else { return .product(id) }
            switch route {
            case .retryDetail: await detail.retry()
            case .refreshDetail: await detail.refresh()
            case .openEdit:
                detail.edit()
                await detail.destination.edit?.load()
            case .retryEdit: await detail.destination.edit?.retry()
            case .cancelEdit: detail.destination.edit = nil
            case .askDelete: detail.requestDelete()
            case .confirmDelete:
                if let question = detail.destination.deleteConfirmation {
                    await detail.confirmDelete(question)
                }
            case .cancelDelete: detail.cancelDelete()
            case .retryDelete: await detail.retryDelete()
            default: break
            }
        }
        return state.route
    }

    /// The picture `route` names, when the session's screens or the market have it.
    public func file(_ route: OpenMarketRoute, _ request: ScreenRequest) async -> Response? {
        guard case .success(let connection) = await market.connect() else { return nil }
        let data: Data?
        switch route {
        case .picture(let id, let index):
            guard let id = OpenMarketRoute.number(id), let index = PictureIndex(index),
                let url = await market.pictureURL(product: id, index: index, connection: connection)
            else { return nil }
            data = try? await connection.images.data(for: url)
        case .newPicture(let id):
            guard let id = OpenMarketRoute.number(id),
                case .success(let state) = await state(request, load: false)
            else { return nil }
            data = state.list.destination.register?.pictures.first { $0.id == id }?.data
        default:
            return nil
        }
        return data.flatMap { PageServer.picture($0, cacheControl: "private, max-age=300") }
    }
}
