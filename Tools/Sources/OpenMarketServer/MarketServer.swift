import Foundation
import Hummingbird
import Logging
import NIOCore

/// The local Open Market server: the seven operations of the API over HTTP on 127.0.0.1, with
/// products and images kept under a data directory.
///
/// Run it until a signal stops it (what `open-market serve` does), or start it inside a test
/// or a benchmark and stop it when done:
///
/// ```swift
/// let server = try MarketServer(
///     configuration: MarketServerConfiguration(dataDirectory: directory, port: 0, loadSample: true))
/// let running = try await server.start()
/// print(running.baseURL)  // http://127.0.0.1:<the port it got>
/// await running.stop()
/// ```
///
/// Opening the server reads (or creates) `vendors.json` and the catalogue database
/// (`market.sqlite`, importing a `products.json` of earlier versions) and locks the data
/// directory, so a second server cannot share it. `vendors.json` is read again whenever it
/// changes while the server runs.
public final class MarketServer: Sendable {
    /// How the server runs.
    public let configuration: MarketServerConfiguration
    /// The vendor created because `vendors.json` did not exist; `nil` when the file was there.
    public let createdVendor: VendorAccount?
    /// How many sample products this first run loaded; `nil` when none were.
    public let loadedSampleCount: Int?
    /// Every operation registered, as method and path template.
    public let routes: [MarketRoute]
    /// The OpenAPI document served at `/openapi.json`.
    public let openAPIDocument: Data
    /// The vendors file.
    public var vendorsFile: URL { files.vendorsFile }

    private let files: StoreFiles
    private let store: ProductStore
    private let responder: RouterResponder<MarketRequestContext>

    /// Opens the data directory: creates it and `vendors.json` (with one generated vendor) if
    /// they are missing, reads the vendors and the catalogue, and locks the directory.
    ///
    /// - Throws: ``MarketServerError``: `invalidData` for a malformed `vendors.json`,
    ///   `products.json` or `market.sqlite`, `dataDirectoryReadOnly` when the directory or the
    ///   database cannot be written, `fileSystem` for a directory or file that cannot be used,
    ///   `dataDirectoryInUse` when another server holds the directory.
    public init(configuration: MarketServerConfiguration) throws(MarketServerError) {
        self.configuration = configuration
        let files = try StoreFiles(directory: configuration.dataDirectory)
        var created: VendorAccount?
        if !FileManager.default.fileExists(atPath: files.vendorsFile.path) {
            let vendor = VendorAccount.generated(name: "Demo Vendor")
            do throws(MarketServerError) {
                try VendorDirectory.create([vendor], at: files.vendorsFile)
            } catch {
                files.unlock()
                throw error
            }
            created = vendor
        }
        let store: ProductStore
        do throws(MarketServerError) {
            store = try ProductStore.open(
                files: files, generation: configuration.generation,
                sample: configuration.loadSample ? SampleCatalog.products : nil,
                logger: configuration.requestLogger)
        } catch {
            files.unlock()
            throw error
        }
        self.files = files
        createdVendor = created
        loadedSampleCount = store.seededCount
        let document = OpenAPIDocument(generation: configuration.generation, limits: configuration.limits)
        let documentBytes = document.encoded
        openAPIDocument = Data(documentBytes)
        self.store = store
        let api = MarketAPI(
            generation: configuration.generation, store: store, limits: configuration.limits,
            openAPIDocument: ByteBuffer(bytes: documentBytes))
        let router = Router(context: MarketRequestContext.self, options: [.autoGenerateHeadEndpoints])
        router.add(middleware: RequestLogMiddleware(logger: configuration.requestLogger))
        router.add(middleware: ErrorBodyMiddleware())
        routes = MarketRoutes.register(api, on: router)
        router.add(middleware: MethodNotAllowedMiddleware(routes: routes))
        responder = router.buildResponder()
    }

    /// Serves until SIGINT or SIGTERM, then stops gracefully: requests in flight finish, and
    /// the data directory is unlocked. `onListening` gets the port once the server listens.
    ///
    /// - Throws: ``MarketServerError`` of kind `cannotListen` when the port cannot be had.
    public func run(onListening: @escaping @Sendable (Int) async -> Void) async throws(MarketServerError) {
        defer { files.unlock() }
        let vendors = store.vendors
        let watcher = Task { await vendors.watch() }
        defer { watcher.cancel() }
        let application = makeApplication(onListening: onListening)
        do {
            try await application.runService()
        } catch {
            throw Self.listenFailure(error, port: configuration.port)
        }
    }

    /// Starts serving in this process; the answer holds the port it got and stops it.
    ///
    /// - Throws: ``MarketServerError`` of kind `cannotListen` when the port cannot be had.
    public func start() async throws(MarketServerError) -> RunningMarketServer {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let application = makeApplication { port in
            continuation.yield(port)
            continuation.finish()
        }
        let vendors = store.vendors
        let task = Task {
            defer { continuation.finish() }
            let watcher = Task { await vendors.watch() }
            defer { watcher.cancel() }
            try await application.runService(gracefulShutdownSignals: [])
        }
        var iterator = ports.makeAsyncIterator()
        if let port = await iterator.next() {
            return RunningMarketServer(port: port, task: task, files: files)
        }
        files.unlock()
        do {
            try await task.value
        } catch {
            throw Self.listenFailure(error, port: configuration.port)
        }
        throw MarketServerError.cannotListen(port: configuration.port, code: nil)
    }

    /// The server's OpenAPI document for `generation` with `limits`, as JSON.
    public static func openAPIDocument(
        for generation: MarketGeneration, limits: MarketLimits = MarketLimits()
    ) -> Data {
        Data(OpenAPIDocument(generation: generation, limits: limits).encoded)
    }

    private func makeApplication(
        onListening: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
        var frameworkLogger = configuration.requestLogger
        frameworkLogger.logLevel = max(frameworkLogger.logLevel, .warning)
        return Application(
            responder: responder,
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: configuration.port)),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: frameworkLogger)
    }

    private static func listenFailure(_ error: any Error, port: Int) -> MarketServerError {
        if let error = error as? MarketServerError { return error }
        return .cannotListen(port: port, code: (error as? IOError)?.errnoCode)
    }
}

/// A ``MarketServer`` serving in this process.
public final class RunningMarketServer: Sendable {
    /// The port it listens on, on 127.0.0.1.
    public let port: Int
    private let task: Task<Void, any Error>
    private let files: StoreFiles

    init(port: Int, task: Task<Void, any Error>, files: StoreFiles) {
        self.port = port
        self.task = task
        self.files = files
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Stops serving, waits until the server has stopped, and unlocks the data directory.
    public func stop() async {
        task.cancel()
        _ = await task.result
        files.unlock()
    }
}
