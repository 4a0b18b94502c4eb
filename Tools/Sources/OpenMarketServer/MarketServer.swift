import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import LoopbackHost
import NIOCore
import ServiceLifecycle

/// The local Open Market server: the seven operations of the API over HTTP on 127.0.0.1, with
/// products and images kept under a data directory.
///
/// Run it until a signal stops it (what `open-market serve` does), or start it inside a test
/// or a benchmark and stop it when done:
///
/// ```swift
/// let server = MarketServer(
///     configuration: MarketServerConfiguration(dataDirectory: directory, port: 0, loadSample: true))
/// let running = try await server.start()
/// print(running.baseURL)  // http://127.0.0.1:<the port it got>
/// await running.stop()
/// ```
///
/// Making a server touches nothing. Starting it binds the port first; only once it has the
/// port does it open the data directory: it locks the directory (so a second server cannot
/// share it), reads (or creates) `vendors.json` and opens the catalogue database
/// (`market.sqlite`, importing a `products.json` of earlier versions). A refused start leaves
/// the data directory as it was: one refused for the port touches nothing, and one refused for
/// the data takes back what it made (the folders, `images/`, the lock file, a new
/// `market.sqlite`, the demo vendor's `vendors.json`). Requests wait until the catalogue is
/// open. A connection must send each request's head within
/// ``MarketServerConfiguration/requestHeadTimeout``. `vendors.json` is read again whenever it
/// changes while the server runs. Every clean stop checkpoints the database into
/// `market.sqlite`, so that file alone holds the whole catalogue.
public final class MarketServer: Sendable {
    /// How the server runs.
    public let configuration: MarketServerConfiguration
    /// The OpenAPI document served at `/openapi.json`.
    public let openAPIDocument: Data
    /// The vendors file.
    public var vendorsFile: URL { configuration.dataDirectory.appendingPathComponent("vendors.json") }

    private let documentBytes: [UInt8]

    /// A server with `configuration`; nothing is bound, read or written until it starts.
    public init(configuration: MarketServerConfiguration) {
        self.configuration = configuration
        openAPIDocument =
            OpenAPIDocument(generation: configuration.generation, limits: configuration.limits).encoded
        documentBytes = Array(openAPIDocument)
    }

    /// Serves until SIGINT or SIGTERM, then stops gracefully: requests in flight finish, the
    /// database is checkpointed into `market.sqlite`, and the data directory is unlocked.
    /// `onListening` gets the running server once it listens and its catalogue is open.
    ///
    /// - Throws: ``MarketServerError``: `cannotListen` when the port cannot be had (the data
    ///   directory untouched), or what opening the data directory threw (see ``start()``).
    public func run(
        onListening: @escaping @Sendable (RunningMarketServer) async -> Void
    ) async throws(MarketServerError) {
        let running = try await launch(stopsOnSignals: true)
        await onListening(running)
        try await running.finish()
    }

    /// Starts serving in this process; the answer holds the port it got and stops it.
    ///
    /// - Throws: ``MarketServerError``: `cannotListen` when the port cannot be had (the data
    ///   directory untouched); once it has the port, `invalidData` for a malformed
    ///   `vendors.json`, `products.json` or `market.sqlite`, `dataDirectoryReadOnly` when the
    ///   directory or the database cannot be written, `fileSystem` for a directory or file that
    ///   cannot be used, `dataDirectoryInUse` when another server holds the directory.
    public func start() async throws(MarketServerError) -> RunningMarketServer {
        try await launch(stopsOnSignals: false)
    }

    /// The server's OpenAPI document for `generation` with `limits`, as JSON.
    public static func openAPIDocument(
        for generation: MarketGeneration, limits: MarketLimits = MarketLimits()
    ) -> Data {
        OpenAPIDocument(generation: generation, limits: limits).encoded
    }

    // MARK: - Starting

    /// What a start reports once it has bound its port.
    private enum LaunchEvent: Sendable {
        case ready(port: Int, OpenedMarket)
        case failed(MarketServerError)
    }

    /// Binds the port, then opens the data directory; the running server, or why it could not
    /// start (a server that got its port but not its data stops before this throws).
    private func launch(stopsOnSignals: Bool) async throws(MarketServerError) -> RunningMarketServer {
        let configuration = configuration
        let document = documentBytes
        let slot = LockedValue<RouterResponder<MarketRequestContext>?>(nil)
        let (events, continuation) = AsyncStream<LaunchEvent>.makeStream()
        let application = makeApplication(responder: DeferredResponder(slot: slot)) { port in
            // Runs before the server accepts its first connection: requests wait in the backlog.
            do throws(MarketServerError) {
                let opened = try OpenedMarket(configuration: configuration, document: document, port: port)
                slot.update { $0 = opened.responder }
                continuation.yield(.ready(port: port, opened))
            } catch {
                continuation.yield(.failed(error))
            }
            continuation.finish()
        }
        // A group of its own, so that a server whose data fails stops gracefully (as on a
        // signal), without the errors a cancelled server logs.
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [application], gracefulShutdownSignals: stopsOnSignals ? [.sigterm, .sigint] : [],
                logger: Self.frameworkLogger(configuration.requestLogger)))
        let task = Task {
            defer { continuation.finish() }
            try await group.run()
        }
        for await event in events {
            switch event {
            case .ready(let port, let opened):
                return RunningMarketServer(
                    port: port, task: task, group: group, opened: opened, logger: configuration.requestLogger)
            case .failed(let error):
                await group.triggerGracefulShutdown()
                _ = await task.result
                throw error
            }
        }
        if case .failure(let error) = await task.result {
            throw Self.listenFailure(error, port: configuration.port)
        }
        throw MarketServerError.cannotListen(port: configuration.port, code: nil)
    }

    private func makeApplication(
        responder: DeferredResponder, onListening: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
        let headLimit = TimeAmount.nanoseconds(Int64(configuration.requestHeadTimeout / .nanoseconds(1)))
        return Application(
            responder: responder,
            server: .http1(
                configuration: HTTP1Channel.Configuration(
                    additionalChannelHandlers: [RequestHeadDeadline(limit: headLimit), ClosingRefusal()])),
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: configuration.port)),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: Self.frameworkLogger(configuration.requestLogger))
    }

    /// The request log's destination for what Hummingbird and the service group say: warnings
    /// and worse only.
    private static func frameworkLogger(_ requestLogger: Logger) -> Logger {
        var logger = requestLogger
        logger.logLevel = max(logger.logLevel, .warning)
        return logger
    }

    static func listenFailure(_ error: any Error, port: Int) -> MarketServerError {
        if let error = error as? MarketServerError { return error }
        return .cannotListen(port: port, code: (error as? IOError)?.errnoCode)
    }
}

/// The responder of a server that binds its port before it opens its catalogue: the routes
/// once the catalogue is open (before the first connection is accepted), 503 before.
private struct DeferredResponder: HTTPResponder {
    typealias Context = MarketRequestContext

    let slot: LockedValue<RouterResponder<MarketRequestContext>?>

    func respond(to request: Request, context: Context) async throws -> Response {
        guard let responder = slot.value else { throw HTTPError(.serviceUnavailable) }
        return try await responder.respond(to: request, context: context)
    }
}

/// A data directory opened for a server: its lock, its catalogue, and the routes over them.
struct OpenedMarket: Sendable {
    let files: StoreFiles
    let store: ProductStore
    let responder: RouterResponder<MarketRequestContext>
    let routes: [MarketRoute]
    let createdVendor: VendorAccount?

    /// Checks `vendors.json` when there is one, locks the data directory, creates `vendors.json`
    /// (one generated vendor) when it is missing, and opens the catalogue, for a server listening
    /// on `port`. A `vendors.json` that cannot be read or lists no vendor refuses the start before
    /// anything is made (no `images/`, no `market.sqlite`), so the folder stays as it was. When
    /// opening fails later, what this start made is removed (the vendors file, whose vendor was
    /// never announced, a new `market.sqlite`, `images/`, the lock file and the folders; see
    /// ``StoreFiles/removeWhatThisStartMade()``), so the folder is again as it was.
    init(configuration: MarketServerConfiguration, document: [UInt8], port: Int) throws(MarketServerError) {
        let vendorsFile = configuration.dataDirectory.appendingPathComponent("vendors.json")
        if FileManager.default.fileExists(atPath: vendorsFile.path) {
            try VendorDirectory.requireVendors(
                in: VendorDirectory.read(from: vendorsFile), path: vendorsFile.path)
        }
        let files = try StoreFiles(directory: configuration.dataDirectory)
        var created: VendorAccount?
        let store: ProductStore
        do throws(MarketServerError) {
            if !FileManager.default.fileExists(atPath: files.vendorsFile.path) {
                let vendor = VendorAccount.generated(name: "Demo Vendor")
                try VendorDirectory.create([vendor], at: files.vendorsFile)
                created = vendor
            }
            store = try ProductStore.open(
                files: files, generation: configuration.generation,
                sample: configuration.loadSample ? SampleCatalog.products : nil,
                logger: configuration.requestLogger)
        } catch {
            if created != nil { StoreFiles.remove(files.vendorsFile) }
            files.removeWhatThisStartMade()
            throw error
        }
        let api = MarketAPI(
            generation: configuration.generation, store: store, limits: configuration.limits,
            openAPIDocument: ByteBuffer(bytes: document))
        let router = Router(context: MarketRequestContext.self, options: [.autoGenerateHeadEndpoints])
        router.add(middleware: RequestLogMiddleware(logger: configuration.requestLogger))
        router.add(middleware: ErrorBodyMiddleware())
        // Only requests addressed to 127.0.0.1, localhost or [::1] at this port are answered: a
        // page of another website cannot reach the catalogue through DNS rebinding.
        router.add(
            middleware: HostCheck(address: LoopbackAddress(port: port)) { address in
                APIError(
                    status: .misdirectedRequest, code: "MISDIRECTED_REQUEST",
                    message: "This server answers only at \(address.origin) (or localhost and [::1] at port "
                        + "\(address.port)); send the request there.", headers: [.connection: "close"]
                ).response()
            })
        let routes = MarketRoutes.register(api, on: router)
        router.add(middleware: MethodNotAllowedMiddleware(routes: routes))
        self.files = files
        self.store = store
        self.routes = routes
        self.createdVendor = created
        responder = router.buildResponder()
    }
}

/// A ``MarketServer`` serving in this process.
public final class RunningMarketServer: Sendable {
    /// The port it listens on, on 127.0.0.1.
    public let port: Int
    /// The vendor this start created because `vendors.json` did not exist; `nil` when the file
    /// was there.
    public let createdVendor: VendorAccount?
    /// How many sample products this first run loaded; `nil` when none were.
    public let loadedSampleCount: Int?
    /// Every operation registered, as method and path template.
    public let routes: [MarketRoute]

    private let task: Task<Void, any Error>
    private let group: ServiceGroup
    private let watcher: Task<Void, Never>
    private let opened: OpenedMarket
    private let logger: Logger
    /// The one closing of the catalogue, made by whichever of ``stop()`` and the end of a run
    /// comes first.
    private let closing = LockedValue<Task<Void, Never>?>(nil)

    init(port: Int, task: Task<Void, any Error>, group: ServiceGroup, opened: OpenedMarket, logger: Logger) {
        self.port = port
        self.task = task
        self.group = group
        self.opened = opened
        self.logger = logger
        createdVendor = opened.createdVendor
        loadedSampleCount = opened.store.seededCount
        routes = opened.routes
        let vendors = opened.store.vendors
        watcher = Task { await vendors.watch() }
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Stops serving gracefully (requests in flight finish), waits until the server has stopped,
    /// checkpoints the database into `market.sqlite` and unlocks the data directory.
    public func stop() async {
        await group.triggerGracefulShutdown()
        // A request that never ends (a client that stalls) does not hold the stop for long.
        let task = task
        let deadline = Task {
            try await Task.sleep(for: .seconds(10))
            task.cancel()
        }
        _ = await task.result
        deadline.cancel()
        await close()
    }

    /// Waits until the server stops (a signal, or the caller's cancellation), then closes the
    /// catalogue as ``stop()`` does.
    ///
    /// - Throws: ``MarketServerError`` when the server stopped on a failure.
    func finish() async throws(MarketServerError) {
        let task = task
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            task.cancel()
        }
        await close()
        if case .failure(let error) = result, !(error is CancellationError) {
            throw MarketServer.listenFailure(error, port: port)
        }
    }

    /// Stops watching `vendors.json`, checkpoints and closes the database, and unlocks the
    /// directory, once.
    private func close() async {
        let closing = closing.update { closing -> Task<Void, Never> in
            if let closing { return closing }
            let made = Task { [watcher, opened, logger] in
                watcher.cancel()
                await watcher.value
                do {
                    try opened.store.close()
                } catch {
                    logger.warning(
                        """
                        The database could not be checkpointed into market.sqlite; its -wal file still \
                        holds the latest changes: keep it beside market.sqlite.
                        """)
                }
                opened.files.unlock()
            }
            closing = made
            return made
        }
        await closing.value
    }
}
