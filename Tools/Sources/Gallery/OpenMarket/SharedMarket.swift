import Foundation
import OpenMarketEnvironment
import OpenMarketKit
import OpenMarketServer
import ToolSupport

/// Which picture of a product a URL names: its thumbnail, or one of its images by position.
enum PictureIndex: Hashable {
    case thumbnail
    case image(Int)

    /// `thumbnail`, or a position of one or two digits; `nil` for anything else.
    init?(_ text: String) {
        if text == "thumbnail" {
            self = .thumbnail
        } else if let number = OpenMarketRoute.number(text), number < 100 {
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
    /// The client the picture routes ask for a product's picture addresses: ``client``, but
    /// never held back by the gallery's latency (a list's thumbnails would otherwise come one
    /// latency after another).
    let lookups: OpenMarketClient
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

    /// How long each answer of the local server is held back (``GalleryConfiguration/latency``).
    let latency: Duration

    init(directory: URL, environment: [String: String], latency: Duration = .zero) {
        self.directory = directory
        self.environment = environment
        self.latency = latency
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
                let credentials = try OpenMarketEnvironment.credentials(
                    identifier: identifier, password: password, in: environment)
                let client = OpenMarketClient(server: server, credentials: credentials)
                return .success(
                    MarketConnection(
                        client: client, lookups: client, images: ImageCache(transport: client.transport),
                        vendorIdentifier: identifier, vendorName: credentials.vendorName, isLocal: false))
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
        // With a latency, the market's answers are late; its pictures are not.
        let address = ServerDescription(baseURL: started.baseURL, generation: generation)
        let credentials = VendorCredentials(
            identifier: vendor.identifier, password: vendor.password, vendorName: vendor.name)
        let lookups = OpenMarketClient(server: address, credentials: credentials)
        let client =
            latency > .zero
            ? OpenMarketClient(
                server: address, credentials: credentials,
                transport: DelayedTransport(latency, URLSessionTransport().send))
            : lookups
        return .success(
            MarketConnection(
                client: client, lookups: lookups, images: ImageCache(transport: lookups.transport),
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
            guard let detail = try? await connection.lookups.product(id: id) else { return nil }
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
    let language: Language

    /// The message, in the page's language.
    var message: String {
        switch problem {
        case .environment(.missingVendor):
            language.text(.missingVendor)
        case .environment(.missingPassword):
            language.text(.missingPassword)
        case .environment(let error):
            language == .ko ? error.korean() : error.english()
        case .server(let error):
            language.text(.serverDidNotStart, ["message": "\(error.message)"])
        case .noVendor(let path):
            language.text(.noVendor, ["path": "\(path)"])
        }
    }

    /// A page saying so, with a link to try again.
    func screen() -> Screen {
        let language = self.language
        let message = self.message
        return Screen(
            template: "open-market-missing", title: language.text(.openMarket),
            status: .serviceUnavailable
        ) {
            OpenMarketMissingValues(
                message: message,
                back: .init(href: OpenMarketRoute.list.path, title: language.text(.tryAgain)))
        }
    }
}

/// The page of a product the market does not have, or of a market that cannot be reached.
struct OpenMarketMissingValues: PageValues {
    struct Back: Encodable { let href, title: String }
    var page: PageChrome?
    let message: String
    let back: Back
}
