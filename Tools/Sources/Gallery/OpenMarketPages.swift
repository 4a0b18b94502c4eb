import Foundation
import HTTPTypes
import Hummingbird
import OpenMarketEnvironment
import OpenMarketKit
import OpenMarketServer

/// Open Market's pages: the product list (rows or a grid, the next page, refresh), a product's
/// detail (its pictures, Edit, Delete with a confirmation), the edit form (a sheet over the
/// detail) and the register form (a sheet over the list, with picture upload).
///
/// | URL | screen |
/// | --- | --- |
/// | `GET /open-market` | the list alone |
/// | `GET /open-market/new` | the register form over the list (opened if need be) |
/// | `GET /open-market/products/<id>` | the product's detail, pushed after the list (404 page for a product the market does not have) |
/// | `GET /open-market/products/<id>/edit` | the edit form over the detail |
/// | `GET /open-market/products/<id>/delete` | the delete question over the detail |
/// | `GET /open-market/pictures/<id>/<n>` | picture `n` (from 0) of product `<id>`, or its `thumbnail`, fetched through the kit from the market's own answer; 404 for anything else |
/// | `GET /open-market/new/pictures/<n>` | picture `<n>` added to the session's register form |
/// | `POST /open-market/layout` | switches between the list and the grid |
/// | `POST /open-market/more`, `…/refresh`, `…/retry` | the next page, a refresh, the retry of what failed |
/// | `POST /open-market/add` | the "+" button; 303 to `/open-market/new` |
/// | `POST /open-market/new/save` (`multipart/form-data`) `name&price&discountedPrice&stock&currency&description&pictures…&action=register|remove-<n>` | takes the fields and the pictures, then registers (303 to the list, the product at the top) or removes a picture |
/// | `POST /open-market/new/retry`, `…/new/cancel` | sends the refused registration again; closes the form |
/// | `POST /open-market/products/<id>/edit`, `…/edit/save`, `…/edit/retry`, `…/edit/cancel` | opens the edit form; saves its fields (303 to the detail); sends again; closes it |
/// | `POST /open-market/products/<id>/delete`, `…/delete/confirm`, `…/delete/cancel`, `…/delete/retry` | asks; deletes (303 to the list); keeps; deletes again after a failure |
/// | `POST /open-market/products/<id>/retry`, `…/refresh` | the detail's retry; loads it again |
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

    /// The pages over the market `configuration` names (see above); `itemsPerPage` products a page.
    public init(configuration: GalleryConfiguration, itemsPerPage: Int = 20) {
        self.market = SharedMarket(
            directory: configuration.dataDirectory("open-market"), environment: configuration.environment)
        self.itemsPerPage = max(1, itemsPerPage)
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

    /// Declares the screens, the pictures and the intents (see the table above).
    public func register(on routes: GalleryRoutes) {
        let market = self.market
        let itemsPerPage = self.itemsPerPage
        /// The session's market, its list loaded; why there is none otherwise.
        @MainActor func state(_ request: ScreenRequest) async -> Result<OpenMarketState, MarketUnavailable> {
            switch await market.connect() {
            case .success(let connection):
                let state = request.state {
                    OpenMarketState(
                        connection: connection, language: request.language, itemsPerPage: itemsPerPage)
                }
                await state.list.load()
                return .success(state)
            case .failure(let problem):
                return .failure(MarketUnavailable(problem: problem, language: request.language))
            }
        }
        @MainActor func screen(
            _ request: ScreenRequest, _ body: (OpenMarketState) async -> ScreenAnswer
        ) async -> ScreenAnswer {
            switch await state(request) {
            case .success(let state): await body(state)
            case .failure(let unavailable): .show(unavailable.screen())
            }
        }
        @MainActor func intent(_ request: ScreenRequest, _ body: (OpenMarketState) async -> String) async
            -> String
        {
            switch await state(request) {
            case .success(let state): await body(state)
            case .failure: "/open-market"
            }
        }
        /// An intent on the detail the path names (without `suffix`).
        func detailIntent(
            suffix: String, _ body: @escaping @MainActor @Sendable (ProductDetailScreenModel) async -> Void
        ) {
            routes.intent(OpenMarketState.productsPath + ":id" + suffix) { request in
                await intent(request) { state in
                    guard let id = OpenMarketState.productID(in: request.path, suffix: suffix),
                        let detail = await state.showDetail(id)
                    else {
                        // A product gone (a confirmation shown again by Back): its page says so.
                        return OpenMarketState.productPage(of: request.path, suffix: suffix)
                    }
                    await body(detail)
                    return state.url()
                }
            }
        }

        // MARK: Screens

        routes.screen("/open-market") { request in
            await screen(request) { state in
                await state.showList()
                return .show(state.screen())
            }
        }
        routes.screen("/open-market/new") { request in
            await screen(request) { state in
                await state.showRegister()
                return .show(state.screen())
            }
        }
        routes.screen(OpenMarketState.productsPath + ":id") { request in
            await screen(request) { state in
                await state.answer(request.path, part: nil)
            }
        }
        routes.screen(OpenMarketState.productsPath + ":id/edit") { request in
            await screen(request) { state in
                await state.answer(request.path, part: "edit")
            }
        }
        routes.screen(OpenMarketState.productsPath + ":id/delete") { request in
            await screen(request) { state in
                await state.answer(request.path, part: "delete")
            }
        }

        // MARK: The list's intents

        routes.intent("/open-market/layout") { request in
            await intent(request) { state in
                state.list.toggleLayout()
                return state.url()
            }
        }
        routes.intent("/open-market/more") { request in
            await intent(request) { state in
                await state.list.loadNextPage()
                return state.url()
            }
        }
        routes.intent("/open-market/refresh") { request in
            await intent(request) { state in
                await state.list.refresh()
                return state.url()
            }
        }
        routes.intent("/open-market/retry") { request in
            await intent(request) { state in
                await state.list.retry()
                return state.url()
            }
        }
        routes.intent("/open-market/add") { request in
            await intent(request) { state in
                state.list.addProduct()
                return state.url()
            }
        }

        // MARK: The register form's intents

        routes.upload("/open-market/new/save", limits: OpenMarketState.uploadLimits) { request in
            await intent(request) { state in
                let identity = OpenMarketState.formIdentity(request.form["form"])
                if let answer = await state.answerToRepeat(of: identity) { return answer }
                let form = await state.showRegister(identity: identity)
                state.apply(request.form, to: form)
                // Every picture refused (a sixth, one too large, the form over its limit) holds the
                // registration, so the page says why before anything is sent.
                var refused = !state.refuse(request.refusals)
                for file in request.files where file.field == "pictures" {
                    if !form.addPicture(file.data, filename: OpenMarketState.fileName(file.filename)) {
                        refused = true
                    }
                }
                let action = request.form["action"] ?? "register"
                if action.hasPrefix("remove-"), let id = Int(action.dropFirst("remove-".count)) {
                    form.removePicture(id: id)
                } else if action == "register", !refused {
                    await state.send(form, identity: identity)
                }
                return state.url()
            }
        }
        routes.intent("/open-market/new/retry") { request in
            await intent(request) { state in
                await state.showRegister().retry()
                return state.url()
            }
        }
        routes.intent("/open-market/new/cancel") { request in
            await intent(request) { state in
                state.list.destination = nil
                return state.url()
            }
        }

        // MARK: The detail's intents

        detailIntent(suffix: "/retry") { await $0.retry() }
        detailIntent(suffix: "/refresh") { await $0.refresh() }
        detailIntent(suffix: "/edit") { detail in
            detail.edit()
            await detail.destination.edit?.load()
        }
        routes.intent(OpenMarketState.productsPath + ":id/edit/save") { request in
            await intent(request) { state in
                let identity = OpenMarketState.formIdentity(request.form["form"])
                if let answer = await state.answerToRepeat(of: identity, saving: true) { return answer }
                guard let id = OpenMarketState.productID(in: request.path, suffix: "/edit/save"),
                    let detail = await state.showDetail(id)
                else { return OpenMarketState.productPage(of: request.path, suffix: "/edit/save") }
                let reopened = detail.destination.edit == nil
                if reopened { detail.edit() }
                guard let form = detail.destination.edit else { return state.url() }
                await form.load()
                state.identify(form, as: identity)
                state.apply(request.form, to: form)
                await state.send(form, identity: identity)
                if reopened, identity.map(state.wasSent) == true, form.submission == .editing,
                    !ProductFormField.allCases.contains(where: { form.message(for: $0) != nil })
                {
                    // A saved form sent again unchanged (Back, then Save): nothing to save; the
                    // product shows, as after the first save.
                    detail.destination = nil
                }
                return state.url()
            }
        }
        detailIntent(suffix: "/edit/retry") { await $0.destination.edit?.retry() }
        detailIntent(suffix: "/edit/cancel") { detail in
            detail.destination.edit = nil
        }
        detailIntent(suffix: "/delete") { $0.requestDelete() }
        detailIntent(suffix: "/delete/confirm") { detail in
            if let question = detail.destination.deleteConfirmation { await detail.confirmDelete(question) }
        }
        detailIntent(suffix: "/delete/cancel") { $0.cancelDelete() }
        detailIntent(suffix: "/delete/retry") { await $0.retryDelete() }

        // MARK: Pictures

        routes.get("/open-market/pictures/:id/:index") { _, context in
            guard let id = context.parameters.get("id").flatMap(OpenMarketState.number),
                let index = context.parameters.get("index").flatMap(PictureIndex.init),
                case .success(let connection) = await market.connect(),
                let url = await market.pictureURL(product: id, index: index, connection: connection),
                let data = try? await connection.images.data(for: url)
            else { return Response(status: .notFound) }
            return PageServer.picture(data, cacheControl: "private, max-age=300")
                ?? Response(status: .notFound)
        }
        let server = routes.server
        routes.get("/open-market/new/pictures/:id") { request, context in
            let begun = await server.begin(request)
            guard let id = context.parameters.get("id").flatMap(OpenMarketState.number),
                case .success(let connection) = await market.connect()
            else { return Response(status: .notFound) }
            let data = await MainActor.run {
                let state = begun.request.state {
                    OpenMarketState(
                        connection: connection, language: begun.request.language, itemsPerPage: itemsPerPage)
                }
                return state.list.destination.register?.pictures.first { $0.id == id }?.data
            }
            guard let data, var response = PageServer.picture(data, cacheControl: "private, max-age=300")
            else { return Response(status: .notFound) }
            if begun.isNew { response.setCookie(server.sessionCookie(begun.request.session)) }
            return response
        }
    }
}

/// Which picture of a product a URL names: its thumbnail, or one of its images by position.
enum PictureIndex: Hashable {
    case thumbnail
    case image(Int)

    /// `thumbnail`, or a position of one or two digits; `nil` for anything else.
    init?(_ text: String) {
        if text == "thumbnail" {
            self = .thumbnail
        } else if let number = OpenMarketState.number(text), number < 100 {
            self = .image(number)
        } else {
            return nil
        }
    }
}

// MARK: - The market

/// How the pages reach the market: the client selling as the vendor, the picture cache, and who
/// sells.
struct MarketConnection: Sendable {
    /// The client, with the vendor's credentials.
    let client: OpenMarketClient
    /// The pictures every session shares.
    let images: ImageCache
    /// The vendor's identifier.
    let vendorIdentifier: String
    /// The vendor's name, when the gallery knows it (the local server's `vendors.json`).
    let vendorName: String?
    /// Whether the market is the server this gallery started.
    let isLocal: Bool
}

/// Why the market cannot be reached.
enum MarketProblem: Error, Sendable {
    /// The `OPEN_MARKET_*` variables cannot be used.
    case environment(OpenMarketEnvironmentError)
    /// The local server did not start.
    case server(MarketServerError)
    /// The local server's `vendors.json` names no vendor the gallery can sell as.
    case noVendor(path: String)
}

/// The market the sessions share: `OPEN_MARKET_SERVER`, or the local server, started once on
/// first use and stopped by ``stop()``.
actor SharedMarket {
    /// The local server's data directory.
    let directory: URL
    /// The environment read for `OPEN_MARKET_*`.
    let environment: [String: String]
    /// How many local servers were started (one at most, unless one failed).
    private(set) var serversStarted = 0
    private var connection: MarketConnection?
    private var running: RunningMarketServer?
    private var opening: Task<Result<MarketConnection, MarketProblem>, Never>?
    private var stopped = false
    /// The picture addresses of the products asked for, by product (bounded).
    private var addresses: [Int: (thumbnail: URL?, images: [URL?])] = [:]

    init(directory: URL, environment: [String: String]) {
        self.directory = directory
        self.environment = environment
    }

    /// The market; started (or reached) on the first call, again after a failure.
    func connect() async -> Result<MarketConnection, MarketProblem> {
        if let connection { return .success(connection) }
        if let opening { return await opening.value }
        let task = Task { await self.open() }
        opening = task
        let result = await task.value
        opening = nil
        if case .success(let made) = result { connection = made }
        return result
    }

    /// Stops the local server, if one runs; the pages then say the market is closed.
    func stop() async {
        stopped = true
        connection = nil
        if let running {
            self.running = nil
            await running.stop()
        }
    }

    private func open() async -> Result<MarketConnection, MarketProblem> {
        let environment = self.environment
        let generation: ServerGeneration
        do throws(OpenMarketEnvironmentError) {
            generation = try OpenMarketEnvironment.generation(in: environment)
        } catch {
            return .failure(.environment(error))
        }
        if let address = OpenMarketEnvironment.serverAddress(in: environment) {
            do throws(OpenMarketEnvironmentError) {
                let server = try OpenMarketEnvironment.server(address: address, generation: generation)
                let identifier = try OpenMarketEnvironment.vendor(in: environment)
                let password = try OpenMarketEnvironment.password(in: environment)
                let client = OpenMarketClient(
                    server: server, credentials: VendorCredentials(identifier: identifier, password: password)
                )
                return .success(
                    MarketConnection(
                        client: client, images: ImageCache(transport: client.transport),
                        vendorIdentifier: identifier, vendorName: nil, isLocal: false))
            } catch {
                return .failure(.environment(error))
            }
        }
        guard !stopped else {
            return .failure(.server(MarketServerError(.fileSystem, "The gallery is stopping.")))
        }
        let server = MarketServer(
            configuration: MarketServerConfiguration(
                dataDirectory: directory, port: 0,
                generation: MarketGeneration(rawValue: generation.rawValue) ?? .marketTraining,
                loadSample: true))
        let started: RunningMarketServer
        do throws(MarketServerError) {
            started = try await server.start()
        } catch {
            return .failure(.server(error))
        }
        serversStarted += 1
        guard !stopped else {
            // The gallery stopped while the server started: it stops too.
            await started.stop()
            return .failure(.server(MarketServerError(.fileSystem, "The gallery is stopping.")))
        }
        running = started
        let vendor =
            started.createdVendor
            ?? (try? JSONDecoder().decode([VendorAccount].self, from: Data(contentsOf: server.vendorsFile)))?
            .first
        guard let vendor else { return .failure(.noVendor(path: server.vendorsFile.path)) }
        let client = OpenMarketClient(
            server: ServerDescription(baseURL: started.baseURL, generation: generation),
            credentials: VendorCredentials(identifier: vendor.identifier, password: vendor.password))
        return .success(
            MarketConnection(
                client: client, images: ImageCache(transport: client.transport),
                vendorIdentifier: vendor.identifier,
                vendorName: vendor.name, isLocal: true))
    }

    /// The address of a product's picture, from the market's own answer about the product
    /// (never from the request): `nil` for a product or position it does not have, or an address
    /// that is not `http(s)` (or, for the local server, not the server itself).
    func pictureURL(product id: Int, index: PictureIndex, connection: MarketConnection) async -> URL? {
        let known: (thumbnail: URL?, images: [URL?])
        if let remembered = addresses[id] {
            known = remembered
        } else {
            guard let detail = try? await connection.client.product(id: id) else { return nil }
            known = (detail.product.thumbnailURL, detail.images.map(\.url))
            if addresses.count >= 1_024 { addresses = [:] }
            addresses[id] = known
        }
        let url: URL?
        switch index {
        case .thumbnail: url = known.thumbnail ?? known.images.compactMap { $0 }.first
        case .image(let position):
            url = known.images.indices.contains(position) ? known.images[position] : nil
        }
        guard let url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return nil
        }
        if connection.isLocal {
            let base = connection.client.server.baseURL
            guard url.host == base.host, url.port == base.port else { return nil }
        }
        return url
    }
}

/// Why the market cannot be shown, as a page.
@MainActor
struct MarketUnavailable: Error {
    /// What went wrong.
    let problem: MarketProblem
    /// The page's language.
    let language: PageLanguage

    /// The message, in the page's language.
    var message: String {
        switch problem {
        case .environment(.missingVendor):
            language.pick(
                "OPEN_MARKET_SERVER is set, so the gallery sells there, but OPEN_MARKET_VENDOR names no vendor; set it (and OPEN_MARKET_PASSWORD) and start the gallery again.",
                "OPEN_MARKET_SERVER가 정해져 있어 그 서버에서 판매하지만 OPEN_MARKET_VENDOR에 판매자가 없어요. 판매자(와 OPEN_MARKET_PASSWORD)를 정하고 갤러리를 다시 시작하세요."
            )
        case .environment(.missingPassword):
            language.pick(
                "OPEN_MARKET_SERVER is set, so the gallery sells there, but OPEN_MARKET_PASSWORD is empty; set it and start the gallery again.",
                "OPEN_MARKET_SERVER가 정해져 있어 그 서버에서 판매하지만 OPEN_MARKET_PASSWORD가 비어 있어요. 정하고 갤러리를 다시 시작하세요.")
        case .environment(let error):
            language.pick(error.english(), error.korean())
        case .server(let error):
            language.pick(
                "The local Open Market server did not start: \(error.message)",
                "로컬 오픈 마켓 서버를 시작하지 못했어요: \(error.message)")
        case .noVendor(let path):
            language.pick(
                "\(path) names no vendor to sell as; add one (or remove the file to have a demo vendor made) and try again.",
                "\(path)에 판매할 판매자가 없어요. 판매자를 넣거나 (파일을 지우면 데모 판매자를 만들어요) 다시 시도하세요.")
        }
    }

    /// A page saying so, with a link to try again.
    func screen() -> Screen {
        let language = self.language
        let message = self.message
        return Screen(
            template: "open-market-missing", title: language.pick("Open Market", "오픈 마켓"),
            status: .serviceUnavailable
        ) {
            [
                "message": message,
                "back": ["href": "/open-market", "title": language.pick("Try again", "다시 시도")],
            ]
        }
    }
}

// MARK: - A session's market

/// One session's Open Market: its list model (and what it leads to), in the page's language.
@MainActor
final class OpenMarketState: SessionState {
    /// The product list, the first screen.
    let list: ProductListScreenModel
    /// The market.
    let connection: MarketConnection
    /// The gallery's own words, in the page's language.
    private(set) var language: PageLanguage
    /// A detail opened for a product the list did not show changed the market: the list reads
    /// page 1 again when it is shown next.
    private var listIsStale = false

    /// The identity of the form on screen (an edit's; a registration's is its
    /// ``ProductFormScreenModel/registrationKey``), which its page sends back.
    private var shownForm: FormNote?
    /// The sends under way, by their form's identity: a second send of the same form waits for
    /// the first's answer instead of sending again.
    private var sending: [String: Task<Void, Never>] = [:]
    /// The product each form sent made or saved, by the form's identity (the latest 64).
    private var sent: [(identity: String, product: Int)] = []
    /// What the last upload of the register form refused, said on that form.
    private var uploadNotice: FormNote?

    /// A few words about one form, forgotten with the form (a closed form's pictures are never
    /// held by its note).
    private struct FormNote {
        /// The form.
        weak var form: ProductFormScreenModel?
        /// The words: its identity, or what its upload refused.
        let text: String
    }

    /// Where a product's pages begin.
    nonisolated static let productsPath = "/open-market/products/"
    /// What the register form's upload reads: the body up to 40 MB (five pictures as a phone
    /// takes them), each picture up to the kit's limit (300 KB; one larger is counted, never kept).
    nonisolated static let uploadLimits = UploadLimits(
        body: 40 * 1_024 * 1_024, file: ProductFormValidator().maximumImageBytes)

    init(connection: MarketConnection, language: PageLanguage, itemsPerPage: Int) {
        self.connection = connection
        self.language = language
        self.list = ProductListScreenModel(
            client: connection.client, itemsPerPage: itemsPerPage, images: connection.images,
            locale: language.locale)
    }

    func close() {
        list.destination = nil
    }

    func follow(_ language: PageLanguage) {
        self.language = language
        list.locale = language.locale
    }

    // MARK: Bringing the model to a URL

    /// Shows the list alone.
    func showList() async {
        list.destination = nil
        if listIsStale {
            listIsStale = false
            await list.refresh()
        }
    }

    /// Shows the register form (opening it if need be), ready. A page's form sent with another
    /// `identity` than the form open (the page of a form closed since, shown again by Back) opens
    /// a form of that identity: every registration it makes carries it as its idempotency key.
    @discardableResult
    func showRegister(identity: String? = nil) async -> ProductFormScreenModel {
        let open = list.destination.register
        if open == nil || (identity != nil && open?.registrationKey != identity) {
            list.addProduct(registrationKey: identity ?? Self.newFormIdentity())
        }
        guard let form = list.destination.register else {
            preconditionFailure("addProduct() always shows the form")
        }
        await form.load()
        return form
    }

    // MARK: Forms sent once

    /// A form identity from a page: the UUID the gallery gave the form; `nil` for anything else.
    nonisolated static func formIdentity(_ text: String?) -> String? {
        guard let text, let uuid = UUID(uuidString: text) else { return nil }
        return uuid.uuidString.lowercased()
    }

    /// A fresh form identity.
    nonisolated static func newFormIdentity() -> String {
        UUID().uuidString.lowercased()
    }

    /// The identity `form`'s page carries: a registration's key, or the one the edit form was
    /// given when first shown.
    func identity(of form: ProductFormScreenModel) -> String {
        if let key = form.registrationKey { return key }
        if let shownForm, shownForm.form === form { return shownForm.text }
        let identity = Self.newFormIdentity()
        shownForm = FormNote(form: form, text: identity)
        return identity
    }

    /// Gives the edit `form` the `identity` its page sent (a form opened again for a page
    /// shown again by Back).
    func identify(_ form: ProductFormScreenModel, as identity: String?) {
        guard let identity, form.registrationKey == nil else { return }
        shownForm = FormNote(form: form, text: identity)
    }

    /// Whether the form `identity` names made or saved a product.
    func wasSent(_ identity: String) -> Bool {
        sent.contains { $0.identity == identity }
    }

    /// The answer to a form sent again (a double click, Back then send, a second tab): once the
    /// send of the same form under way has answered, the screen the model shows then; for a
    /// registration that made its product already, that product's page (never a second one).
    /// `nil` when the form is to be handled as it is (an edit saved before may change more).
    func answerToRepeat(of identity: String?, saving: Bool = false) async -> String? {
        guard let identity else { return nil }
        if let running = sending[identity] {
            await running.value
            return url()
        }
        guard !saving, let made = sent.last(where: { $0.identity == identity }) else { return nil }
        return Self.productsPath + String(made.product)
    }

    /// Sends `form` (registers, or saves the changes), as the form `identity` names when there
    /// is one: a second send of it meanwhile waits for this one (``answerToRepeat(of:saving:)``).
    func send(_ form: ProductFormScreenModel, identity: String?) async {
        guard let identity else {
            await form.submit()
            return
        }
        let running = Task { @MainActor in _ = await form.submit() }
        sending[identity] = running
        await running.value
        sending[identity] = nil
        if let product = form.result?.id {
            sent.removeAll { $0.identity == identity }
            sent.append((identity, product))
            if sent.count > 64 { sent.removeFirst(sent.count - 64) }
        }
    }

    /// Says on the register form what the last upload refused (a picture too large, the form
    /// over its limit); `true` when it refused nothing.
    func refuse(_ refusals: UploadRefusals) -> Bool {
        guard let form = list.destination.register else { return refusals.isEmpty }
        let limit = Self.uploadLimits
        var lines: [String] = refusals.files.map { file in
            let name = Self.fileName(file.filename)
            let size = Self.kilobytes(file.bytes)
            return language.pick(
                "“\(name)” is \(size) KB, over the limit of \(limit.file / 1_024) KB, so it was not added. Shrink it (or pick a smaller picture) and add it again.",
                "“\(name)”은(는) \(size)KB라서 한도 \(limit.file / 1_024)KB를 넘어 넣지 않았어요. 줄이거나 더 작은 사진을 골라 다시 넣으세요."
            )
        }
        if let body = refusals.bodyLimit {
            let megabytes = body / (1_024 * 1_024)
            lines.append(
                language.pick(
                    "The form came to more than \(megabytes) MB, so the gallery stopped reading it and registered nothing. Send at most 5 pictures of up to \(limit.file / 1_024) KB each (shrink larger ones first); what you typed is kept.",
                    "양식이 \(megabytes)MB를 넘어서 갤러리가 읽기를 멈췄고 아무것도 등록하지 않았어요. 사진은 한 장에 \(limit.file / 1_024)KB까지, 5장까지 보내세요 (큰 사진은 먼저 줄이세요). 입력한 내용은 그대로 있어요."
                ))
        }
        uploadNotice = lines.isEmpty ? nil : FormNote(form: form, text: lines.joined(separator: " "))
        return lines.isEmpty
    }

    /// `bytes` in KB, rounded up.
    private nonisolated static func kilobytes(_ bytes: Int) -> Int {
        bytes / 1_024 + (bytes % 1_024 > 0 ? 1 : 0)
    }

    /// Shows the detail of product `id` (kept as it is when shown), loaded; `nil` when the market
    /// has no such product.
    func showDetail(_ id: Int) async -> ProductDetailScreenModel? {
        if let detail = list.destination.detail, detail.productID == id {
            await detail.load()
            return Self.isMissing(detail) ? nil : detail
        }
        list.destination = nil
        list.open(id)
        if list.destination.detail == nil {
            // Not among the rows read (a link, a reload): opened on its own.
            let detail = ProductDetailScreenModel(
                productID: id, client: connection.client, images: connection.images, locale: language.locale)
            detail.onEvent = { [weak self, weak detail] event in
                guard let self else { return }
                self.listIsStale = true
                if case .deleted = event, let detail, self.list.destination.detail === detail {
                    self.list.destination = nil
                }
            }
            list.destination = .detail(detail)
        }
        guard let detail = list.destination.detail else { return nil }
        await detail.load()
        if Self.isMissing(detail) {
            list.destination = nil
            return nil
        }
        return detail
    }

    /// Whether the detail failed because the market has no such product: it answered 404, or
    /// 400 for an id it refuses (one it never gives): both are "no such product" to a person.
    private static func isMissing(_ detail: ProductDetailScreenModel) -> Bool {
        guard let error = detail.phase.failure?.error as? OpenMarketError else { return false }
        return error.kind == .httpStatus && (error.status == 404 || error.status == 400)
    }

    /// Whether a failure says the product is no longer in the market (an edit saved after it was
    /// deleted elsewhere).
    private static func isGone(_ failure: ScreenFailure) -> Bool {
        guard let error = failure.error as? OpenMarketError else { return false }
        return error.kind == .httpStatus && error.status == 404
    }

    /// The product page a path `/open-market/products/<id><suffix>` is about (the page a gone
    /// product's form answers with: its 404 says so); the list for a path naming none.
    nonisolated static func productPage(of path: String, suffix: String) -> String {
        guard path.hasPrefix(productsPath), path.hasSuffix(suffix) else { return "/open-market" }
        return String(path.dropLast(suffix.count))
    }

    /// The answer to a GET of a product's URL (`part`: `edit`, `delete`, or `nil` for the detail
    /// alone).
    func answer(_ path: String, part: String?) async -> ScreenAnswer {
        let suffix = part.map { "/" + $0 } ?? ""
        guard let id = Self.productID(in: path, suffix: suffix), let detail = await showDetail(id) else {
            return .show(notFound(path))
        }
        switch part {
        case "edit":
            if detail.destination.edit == nil { detail.edit() }
            await detail.destination.edit?.load()
        case "delete":
            if detail.destination.deleteConfirmation == nil { detail.requestDelete() }
        default:
            detail.destination = nil
        }
        let url = url()
        return url == path ? .show(screen()) : .redirect(url)
    }

    /// The URL of the screen the model shows now.
    func url() -> String {
        switch list.destination {
        case nil: return "/open-market"
        case .register?: return "/open-market/new"
        case .detail(let detail)?:
            let base = Self.productsPath + String(detail.productID)
            switch detail.destination {
            case .edit?: return base + "/edit"
            case .deleteConfirmation?: return base + "/delete"
            case nil: return base
            }
        }
    }

    /// The product id of a path `/open-market/products/<id><suffix>`.
    static func productID(in path: String, suffix: String) -> Int? {
        guard path.hasPrefix(productsPath), path.hasSuffix(suffix) else { return nil }
        return productNumber(String(path.dropFirst(productsPath.count).dropLast(suffix.count)))
    }

    /// A number of one to nine ASCII digits; `nil` for any other text (`-1`, `+2`, `..`).
    nonisolated static func number(_ text: String) -> Int? {
        guard (1...9).contains(text.count), text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
        else {
            return nil
        }
        return Int(text)
    }

    /// A product id in a URL: a ``number(_:)`` from 1 (the market gives no product 0).
    nonisolated static func productNumber(_ text: String) -> Int? {
        number(text).flatMap { $0 > 0 ? $0 : nil }
    }

    // MARK: Forms

    /// Sets the form's fields from what the browser sent (a field it did not send stays).
    func apply(_ values: [String: String], to form: ProductFormScreenModel) {
        if let name = values["name"], name != form.name { form.name = SafeText.clean(name) }
        if let price = values["price"], price != form.price { form.price = SafeText.clean(price) }
        if let discount = values["discountedPrice"], discount != form.discountedPrice {
            form.discountedPrice = SafeText.clean(discount)
        }
        if let stock = values["stock"], stock != form.stock { form.stock = SafeText.clean(stock) }
        if let code = values["currency"], Self.currencies.contains(code), code != form.currency.code {
            form.currency = Currency(code: code)
        }
        if let description = values["description"] {
            let text = SafeText.cleanLines(description)
            if text != form.description { form.description = text }
        }
    }

    /// The currencies the form offers.
    nonisolated static let currencies = ["KRW", "USD"]

    /// A file name from the browser, as a name only (never a path), at most 100 characters.
    nonisolated static func fileName(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let cleaned = String(SafeText.clean(last).prefix(100))
        return cleaned.isEmpty ? "image" : cleaned
    }

    // MARK: Pages

    /// The page of the screen the model shows.
    func screen() -> Screen {
        switch list.destination {
        case .detail(let detail)?:
            return Screen(
                template: "open-market-detail", title: detail.title.isEmpty ? list.title : detail.title,
                live: ["open-market-product"], modal: detail.destination != nil
            ) { [self] in detailValues(detail) }
        case .register(let form)?:
            return Screen(
                template: "open-market", title: form.title, live: ["open-market-rows"], modal: true
            ) { [self] in
                var values = listValues()
                values["form"] = formValues(form, action: "/open-market/new")
                return values
            }
        case nil:
            return Screen(template: "open-market", title: list.title, live: ["open-market-rows"]) { [self] in
                listValues()
            }
        }
    }

    /// The page of a product the market does not have (or a URL naming none).
    func notFound(_ path: String) -> Screen {
        let language = self.language
        let title = list.title
        return Screen(
            template: "open-market-missing", title: language.pick("No such product", "없는 상품"),
            status: .notFound
        ) {
            [
                "message": language.pick(
                    "The market has no such product: it may have been deleted, or the link is wrong.",
                    "그런 상품이 없어요. 지워졌거나 링크가 잘못됐을 수 있어요."),
                "back": ["href": "/open-market", "title": title],
            ]
        }
    }

    /// The vendor the gallery sells as, in a sentence.
    private var sellerText: String {
        let identifier = connection.vendorIdentifier
        if let name = connection.vendorName {
            return language.pick(
                "Selling as \(name) (\(identifier)) on the local server",
                "로컬 서버에서 \(name)(\(identifier))(으)로 판매 중")
        }
        return language.pick(
            "Selling as \(identifier) on \(connection.client.server.baseURL.absoluteString)",
            "\(connection.client.server.baseURL.absoluteString)에서 \(identifier)(으)로 판매 중")
    }

    /// The gallery's own Open Market server, in a line a person can copy into a terminal;
    /// `nil` when the market is another server (`OPEN_MARKET_SERVER`).
    private var serverText: String? {
        guard connection.isLocal else { return nil }
        let address = connection.client.server.baseURL.absoluteString
        return language.pick(
            "This gallery's Open Market server: \(address). In a terminal: OPEN_MARKET_SERVER=\(address) open-market list",
            "이 갤러리의 오픈 마켓 서버: \(address). 터미널에서: OPEN_MARKET_SERVER=\(address) open-market list")
    }

    /// The list's values: the layout switch, the rows, the states, the next page.
    func listValues() -> PageValues {
        let layout = list.layout
        var values: PageValues = [
            "seller": sellerText,
            "grid": layout == .grid,
            "layouts": ProductListLayout.allCases.map { option -> PageValues in
                ["title": list.title(of: option), "current": option == layout]
            },
            "toggleLabel": list.layoutToggleAccessibilityLabel,
            "add": list.addProductAccessibilityLabel,
            "refresh": language.pick("Refresh", "새로 고침"),
            "loading": list.showsSpinner,
            "loadingText": language.pick("Loading products…", "상품을 불러오는 중…"),
            "refreshing": list.phase == .refreshing,
            "refreshingText": language.pick("Refreshing…", "새로 고치는 중…"),
            "rows": list.rows.map { row -> PageValues in
                let summary = row.summary
                var values: PageValues = [
                    "id": row.id, "url": Self.productsPath + String(row.id), "name": summary.name,
                    "price": summary.priceText, "stock": summary.stockText, "soldOut": summary.isSoldOut,
                    "label": row.accessibilityLabel, "hint": row.accessibilityHint,
                    "pictureLabel": row.pictureAccessibilityLabel,
                    "picture": "/open-market/pictures/\(row.id)/thumbnail",
                ]
                if let bargain = summary.bargainPriceText { values["bargain"] = bargain }
                return values
            },
            "hasMore": list.phase == .loaded && list.hasMorePages && list.pagingFailure == nil,
            "more": language.pick("More", "더 보기"),
        ]
        if let empty = list.emptyText { values["empty"] = empty }
        if let server = serverText { values["server"] = server }
        if list.isLoadingNextPage { values["loadingMore"] = language.pick("Loading more…", "더 불러오는 중…") }
        if let failure = list.phase.failure ?? list.pagingFailure {
            values["failure"] = Self.failure(failure)
        }
        return values
    }

    /// The detail's values: the product, its pictures, Edit and Delete, and what is over it.
    func detailValues(_ detail: ProductDetailScreenModel) -> PageValues {
        let base = Self.productsPath + String(detail.productID)
        var values: PageValues = [
            "base": base, "back": ["href": "/open-market", "title": list.title],
            "loading": detail.phase.isLoading, "loadingText": language.pick("Loading…", "불러오는 중…"),
            "refreshing": detail.phase == .refreshing,
            "refresh": language.pick("Refresh", "새로 고침"),
            "canChange": detail.canChange, "edit": detail.editTitle, "delete": detail.deleteTitle,
        ]
        if let failure = detail.phase.failure ?? detail.refreshFailure {
            values["failure"] = Self.failure(failure)
        }
        if let shown = detail.presentation {
            var product: PageValues = [
                "name": shown.summary.name, "price": shown.summary.priceText,
                "stock": shown.summary.stockText,
                "soldOut": shown.summary.isSoldOut, "label": shown.accessibilityLabel,
                "descriptionLines": SafeText.lineValues(shown.description ?? ""),
                "created": shown.createdText, "updated": shown.updatedText,
                "pictures": Self.pictureValues(
                    detail.pictures, base: "/open-market/pictures/\(detail.productID)"),
            ]
            if let bargain = shown.summary.bargainPriceText { product["bargain"] = bargain }
            if let discount = shown.summary.discountText { product["discount"] = discount }
            if let vendor = shown.vendorName { product["vendor"] = vendor }
            values["product"] = product
        }
        switch detail.deletion {
        case .idle, .deleted: break
        case .deleting: values["deleting"] = detail.deletingText
        case .failed(let failure):
            var failed = Self.failure(failure)
            failed["cancel"] = language.pick("Keep it", "그대로 두기")
            values["deleteFailed"] = failed
        }
        if let question = detail.destination.deleteConfirmation {
            values["question"] = [
                "title": question.title, "message": question.message, "confirm": question.confirmTitle,
                "cancel": question.cancelTitle,
            ]
        }
        if let form = detail.destination.edit { values["form"] = formValues(form, action: base + "/edit") }
        return values
    }

    /// A form's values: its fields with their messages, its pictures, where it stands.
    func formValues(_ form: ProductFormScreenModel, action: String) -> PageValues {
        func field(_ field: ProductFormField, _ value: String, mode: String) -> PageValues {
            var values: PageValues = [
                "id": "om-\(field.rawValue)", "name": field.rawValue, "label": form.label(for: field),
                "value": value,
                "inputmode": mode,
            ]
            if let message = form.message(for: field) { values["message"] = message }
            return values
        }
        let registering = form.mode == .register
        var description: PageValues = [
            "id": "om-description", "label": form.label(for: .description),
            "lines": SafeText.lineValues(form.description),
        ]
        if let message = form.message(for: .description) { description["message"] = message }
        var values: PageValues = [
            "title": form.title, "action": action, "register": registering, "submit": form.submitTitle,
            "formID": identity(of: form),
            "cancel": language.pick("Cancel", "취소"),
            "formLoading": form.phase.isLoading, "loadingText": language.pick("Loading…", "불러오는 중…"),
            "fields": [
                field(.name, form.name, mode: "text"), field(.price, form.price, mode: "decimal"),
                field(.discountedPrice, form.discountedPrice, mode: "decimal"),
                field(.stock, form.stock, mode: "numeric"),
            ],
            "currency": [
                "id": "om-currency", "label": form.label(for: .currency),
                "options": Self.currencies.map { code -> PageValues in
                    ["code": code, "selected": form.currency.code == code]
                },
            ],
            "description": description,
            "picturesLabel": form.label(for: .pictures),
            "pictureHint": language.pick(
                "Up to 5 pictures, 300 KB each at most; the first is the thumbnail.",
                "사진은 5장까지, 한 장에 300KB까지예요. 첫 사진이 대표 사진이에요."),
            "remove": language.pick("Remove", "빼기"),
            "canAddPicture": form.canAddPicture,
            "pictures": form.pictures.map { picture -> PageValues in
                [
                    "id": picture.id, "label": picture.accessibilityLabel,
                    "src": "/open-market/new/pictures/\(picture.id)",
                    "removeLabel": language.pick(
                        "Remove \(picture.accessibilityLabel)", "\(picture.accessibilityLabel) 빼기"),
                ]
            },
        ]
        if let message = form.message(for: .currency) { values["currencyMessage"] = message }
        let refusal = uploadNotice.flatMap { $0.form === form ? $0.text : nil }
        let pictureMessages = [refusal, form.pictureMessage ?? form.message(for: .pictures)].compactMap { $0 }
        if !pictureMessages.isEmpty { values["pictureMessage"] = pictureMessages.joined(separator: " ") }
        if case .edit(let id) = form.mode {
            values["currentPictures"] = Self.pictureValues(
                form.currentPictures, base: "/open-market/pictures/\(id)")
            values["hasCurrentPictures"] = !form.currentPictures.isEmpty
        }
        if let failure = form.phase.failure { values["formFailure"] = Self.failure(failure) }
        switch form.submission {
        case .editing, .submitted: break
        case .submitting: values["submitting"] = language.pick("Sending…", "보내는 중…")
        case .failed(let failure): values["submitFailed"] = submitFailure(failure)
        }
        return values
    }

    /// A refused send's values, in words for a person in a browser where the kit's would speak
    /// to a program: a product deleted elsewhere, a form that registered its product already.
    private func submitFailure(_ failure: ScreenFailure) -> PageValues {
        var values = Self.failure(failure)
        if Self.isGone(failure) {
            values["message"] = language.pick(
                "This product is no longer in the market: it was deleted elsewhere, so your changes have nowhere to go. What you typed stays in the form to copy.",
                "이 상품은 이제 마켓에 없어요. 다른 곳에서 지워져서 바꾼 내용을 저장할 곳이 없어요. 입력한 내용은 복사할 수 있게 양식에 그대로 있어요."
            )
            values["retryable"] = false
            values["goneBack"] = ["href": "/open-market", "title": list.title]
        } else if (failure.error as? OpenMarketError)?.isIdempotencyKeyReused == true {
            values["message"] = language.pick(
                "This form registered its product already, so it was not registered again. Find it in the list; to register another product, cancel this form and press +.",
                "이 양식으로 이미 상품을 등록해서 다시 등록하지 않았어요. 목록에서 찾아보세요. 다른 상품을 등록하려면 이 양식을 취소하고 +를 누르세요."
            )
            values["retryable"] = false
        }
        return values
    }

    /// The pictures' values: each one's label, and its URL once it arrived.
    private static func pictureValues(_ pictures: [ProductPicture], base: String) -> [PageValues] {
        pictures.enumerated().map { index, picture -> PageValues in
            var values: PageValues = [
                "label": picture.accessibilityLabel, "failed": picture.state == .failed,
            ]
            if case .loaded = picture.state { values["src"] = "\(base)/\(index)" }
            return values
        }
    }

    /// A failure's values: its title, message and retry button.
    private static func failure(_ failure: ScreenFailure) -> PageValues {
        var values: PageValues = [
            "message": failure.message, "retry": failure.retryTitle, "retryable": failure.isRetryable,
        ]
        if let title = failure.title { values["heading"] = title }
        return values
    }
}
