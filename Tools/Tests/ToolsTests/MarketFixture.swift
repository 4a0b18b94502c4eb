import Foundation
import Logging
import OpenMarketKit
import OpenMarketServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A local Open Market server running inside the test process on 127.0.0.1 and a free port,
/// over a fresh data directory with two known vendors.
///
/// Start one with ``withMarket(generation:sample:directory:writeVendors:isolation:_:)``, which
/// stops it on every path.
final class MarketFixture: Sendable {
    /// The first vendor (owns the sample products).
    static let alice = VendorAccount(
        identifier: "cd706a3e-66db-11ec-9626-796401f2341a", name: "Alice's Stall", password: "alice-pass-1")
    /// The second vendor.
    static let bob = VendorAccount(
        identifier: "0f3a9c2e-6e1b-11ec-8b2d-4d5e6f708192", name: "Bob Goods", password: "bob-pass-22")

    let directory: URL
    let generation: MarketGeneration
    let server: MarketServer
    let running: RunningMarketServer
    let log: LogCapture

    /// Starts a server; `sample` loads the sample catalogue (owned by Alice). Prefer
    /// ``withMarket(generation:sample:directory:writeVendors:isolation:_:)``; whoever calls this
    /// must ``stop()`` the server.
    init(
        generation: MarketGeneration = .marketTraining, sample: Bool = false, directory: URL? = nil,
        writeVendors: Bool = true
    ) async throws {
        let directory = try directory ?? temporaryDirectory("open-market-server")
        if writeVendors
            && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("vendors.json").path)
        {
            let data = try JSONEncoder().encode([Self.alice, Self.bob])
            try data.write(to: directory.appendingPathComponent("vendors.json"))
        }
        let log = LogCapture()
        var logger = Logger(label: "test", factory: { _ in log.handler() })
        logger.logLevel = .info
        self.directory = directory
        self.generation = generation
        self.log = log
        server = MarketServer(
            configuration: MarketServerConfiguration(
                dataDirectory: directory, port: 0, generation: generation, loadSample: sample,
                requestLogger: logger))
        running = try await server.start()
    }

    /// Stops the server and waits until it has stopped (and unlocked its data directory).
    func stop() async {
        await running.stop()
    }

    /// The base URL, `http://127.0.0.1:<port>`.
    var baseURL: URL { running.baseURL }

    /// The kit's generation matching the server's.
    var kitGeneration: ServerGeneration {
        generation == .marketTraining ? .marketTraining : .openMarket
    }

    /// A kit client acting as `vendor` (or anonymous).
    func client(_ vendor: VendorAccount? = nil) -> OpenMarketClient {
        Self.client(baseURL, vendor: vendor, generation: kitGeneration)
    }

    /// A kit client for the server at `base`, acting as `vendor` (or anonymous).
    static func client(
        _ base: URL, vendor: VendorAccount?, generation: ServerGeneration = .marketTraining
    ) -> OpenMarketClient {
        OpenMarketClient(
            server: ServerDescription(baseURL: base, generation: generation),
            credentials: vendor.map { VendorCredentials(identifier: $0.identifier, password: $0.password) },
            timeout: 20)
    }

    /// A valid draft called `name`.
    static func draft(_ name: String) -> ProductDraft {
        ProductDraft(name: name, description: "A product made by the tests.", price: 1_000, currency: .krw)
    }

    /// Sends a raw request and returns its status, body and headers.
    func send(
        _ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil
    ) async throws -> RawAnswer {
        guard let url = URL(string: baseURL.absoluteString + path) else { throw URLError(.badURL) }
        var request = URLRequest(url: url, timeoutInterval: 20)
        request.httpMethod = method
        for (field, value) in headers { request.setValue(value, forHTTPHeaderField: field) }
        request.httpBody = body
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return RawAnswer(status: http.statusCode, body: data, response: http)
    }

    /// Every product, as the listing's bytes (to prove that nothing changed).
    func catalogue() async throws -> Data {
        try await send("GET", "/api/products?page_no=1&items_per_page=500").body
    }
}

/// Starts a ``MarketFixture``, runs `body` with it, then stops the server and waits until it has
/// stopped, whether `body` threw or not (as Hummingbird's `app.test` does). A `body` that stops the
/// server itself (to restart one over the same directory) may.
func withMarket<Value>(
    generation: MarketGeneration = .marketTraining, sample: Bool = false, directory: URL? = nil,
    writeVendors: Bool = true, isolation: isolated (any Actor)? = #isolation,
    _ body: (MarketFixture) async throws -> Value
) async throws -> Value {
    let market = try await MarketFixture(
        generation: generation, sample: sample, directory: directory, writeVendors: writeVendors)
    do {
        let result = try await body(market)
        await market.stop()
        return result
    } catch {
        await market.stop()
        throw error
    }
}

/// Starts a server with `configuration` and stops it at once; the stopped server, whose
/// facts (the vendor it created, the sample it loaded) stay readable, or what its start threw.
@discardableResult
func startAndStop(_ configuration: MarketServerConfiguration) async throws(MarketServerError)
    -> RunningMarketServer
{
    let running = try await MarketServer(configuration: configuration).start()
    await running.stop()
    return running
}

/// A raw answer.
struct RawAnswer: Sendable {
    let status: Int
    let body: Data
    let response: HTTPURLResponse

    /// The JSON object of the body.
    var object: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    /// The error body's `code`.
    var code: String? { object?["code"] as? String }

    /// The error body's `message`.
    var message: String? { object?["message"] as? String }

    /// A header field.
    func header(_ name: String) -> String? {
        response.value(forHTTPHeaderField: name)
    }
}

/// Collects log lines in memory. `@unchecked Sendable`: `lines` is only touched under `lock`.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// Everything logged so far.
    var text: String { lock.withLock { lines.joined(separator: "\n") } }

    func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    func handler() -> some LogHandler {
        CapturingHandler(capture: self)
    }

    private struct CapturingHandler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            capture.append("\(event.level) \(event.message)")
        }
    }
}

/// Bytes that pass for an image of `format`: its signature, then `size` bytes in all of a
/// repeatable pattern.
func fakeImage(_ format: String = "png", size: Int = 2_048, seed: UInt8 = 1) -> Data {
    let signature: [UInt8] =
        switch format {
        case "jpeg": [0xFF, 0xD8, 0xFF, 0xE0]
        case "gif": Array("GIF89a".utf8)
        case "webp": Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        default: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        }
    var bytes = signature
    var state = UInt32(seed) &* 2_654_435_761
    while bytes.count < size {
        state = state &* 1_664_525 &+ 1_013_904_223
        bytes.append(UInt8(truncatingIfNeeded: state >> 24))
    }
    return Data(bytes.prefix(size))
}

/// A multipart body written by hand, for requests the kit would never send.
struct HandMadeMultipart {
    var boundary = "test-boundary-7MA4YWxkTrZu0gW"
    private(set) var body = Data()

    mutating func part(name: String, filename: String? = nil, type: String? = nil, _ data: Data) {
        var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\""
        if let filename { head += "; filename=\"\(filename)\"" }
        head += "\r\n"
        if let type { head += "Content-Type: \(type)\r\n" }
        head += "\r\n"
        body.append(Data(head.utf8))
        body.append(data)
        body.append(Data("\r\n".utf8))
    }

    mutating func params(_ json: String) {
        part(name: "params", type: "application/json", Data(json.utf8))
    }

    mutating func image(_ data: Data, filename: String = "photo.png") {
        part(name: "images", filename: filename, type: "image/png", data)
    }

    /// The body with its closing boundary.
    var closed: Data { body + Data("--\(boundary)--\r\n".utf8) }

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }
}

/// Servers with the sample catalogue shared by the tests that only read or are refused (and so
/// change nothing), each started once per test run and left running until the run ends.
actor SharedMarkets {
    /// The one instance.
    static let shared = SharedMarkets()

    private var markets: [MarketGeneration: Task<MarketFixture, any Error>] = [:]
    private var closed: Task<String, any Error>?

    /// The shared sample server of `generation`.
    func sample(_ generation: MarketGeneration = .marketTraining) async throws -> MarketFixture {
        if let task = markets[generation] { return try await task.value }
        let task = Task { try await MarketFixture(generation: generation, sample: true) }
        markets[generation] = task
        return try await task.value
    }

    /// The address of a server that was started and stopped, so nothing listens there.
    func closedAddress() async throws -> String {
        if let closed { return try await closed.value }
        let task = Task { try await withMarket { $0.baseURL.absoluteString } }
        closed = task
        return try await task.value
    }
}
