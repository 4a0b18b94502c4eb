import Foundation
import Hummingbird
import Logging
import OpenMarketKit
import OpenMarketServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The local server's figures, over real HTTP on 127.0.0.1: the client's overhead per request,
/// and the server's throughput on a page against a bare route serving the same bytes.
enum OpenMarketServerBenchmarks {
    /// Runs both benchmarks against a sample server in this process.
    static func run() async throws {
        Harness.section("OpenMarketKit client and the local server (127.0.0.1)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "open-market-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = MarketServer(
            configuration: MarketServerConfiguration(dataDirectory: directory, port: 0, loadSample: true))
        let running = try await server.start()
        try await clientOverhead(running)
        try await serverOverhead(running)
        await running.stop()
    }

    // MARK: - Client overhead

    /// `OpenMarketClient.product(id:)` (build the request, send it, check the status, decode the
    /// detail) against the same GET through a bare `URLSession` data task, one at a time.
    private static func clientOverhead(_ running: RunningMarketServer) async throws {
        let client = OpenMarketClient(
            server: ServerDescription(baseURL: running.baseURL, generation: .marketTraining))
        let session = URLSession(configuration: .ephemeral)
        let request = URLRequest(url: running.baseURL.appendingPathComponent("api/products/3"))
        var checksum = 0
        // Warm both connections up.
        for _ in 0..<20 {
            checksum &+= try await client.product(id: 3).id
            checksum &+= try await session.data(for: request).0.count
        }
        let iterations = 300
        try await Harness.compare(
            "client.product(id:) vs bare URLSession GET", iterations: iterations, samples: 5, bar: 1.2,
            baseline: { checksum &+= try await session.data(for: request).0.count },
            kit: { checksum &+= try await client.product(id: 3).id })
        if checksum == 42 { print(checksum) }
    }

    // MARK: - Server overhead

    /// `GET /api/products?page_no=1&items_per_page=20` from the server (the store's page cache,
    /// valid until the next change, and the JSON written per request) against a bare
    /// Hummingbird route answering the same bytes, precomputed, both under 16 keep-alive
    /// connections at once. The page read from SQLite is measured in the store's benchmarks.
    private static func serverOverhead(_ running: RunningMarketServer) async throws {
        let path = "/api/products?page_no=1&items_per_page=20"
        guard let url = URL(string: running.baseURL.absoluteString + path) else { return }
        let (page, _) = try await URLSession.shared.data(from: url)
        let bare = try await BareServer.start(answering: page)
        defer { bare.stop() }

        let connections = 16
        let perConnection = 250
        var bestKit = Harness.Best(minimum: 6)
        var bestBaseline = Harness.Best(minimum: 6)
        // Warm-up, then interleaved samples.
        _ = try await LoadGenerator.run(
            port: running.port, path: path, connections: connections, requestsPerConnection: 50,
            expectedLength: page.count)
        _ = try await LoadGenerator.run(
            port: bare.port, path: path, connections: connections, requestsPerConnection: 50,
            expectedLength: page.count)
        // Samples alternate which server goes first, so neither always follows the other's
        // closing connections.
        var sample = 0
        while !(bestKit.settled && bestBaseline.settled) {
            defer { sample += 1 }
            for isServer in [sample % 2 == 0, sample % 2 != 0] {
                let port = isServer ? running.port : bare.port
                let cost = try await LoadGenerator.run(
                    port: port, path: path, connections: connections, requestsPerConnection: perConnection,
                    expectedLength: page.count)
                if isServer { bestKit.add(cost) } else { bestBaseline.add(cost) }
            }
        }
        Harness.report(
            "page of 20, 16 connections (per request)", kit: bestKit, baseline: bestBaseline, bar: 1.2)
        Harness.fact(
            "  requests per second: server / bare route",
            String(format: "%.0f / %.0f", 1e9 / bestKit.value, 1e9 / bestBaseline.value))
    }
}

/// The bare server of the list figure: one route answering fixed bytes.
extension BareServer {
    /// One route, `GET /api/products`, answering `bytes` as JSON.
    static func start(answering bytes: Data) async throws -> BareServer {
        let body = ByteBuffer(bytes: bytes)
        let router = Router()
        router.get("/api/products") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: body))
        }
        return try await start(router)
    }
}
