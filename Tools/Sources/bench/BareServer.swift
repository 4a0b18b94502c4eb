import Foundation
import Hummingbird
import Logging

/// A bare Hummingbird server in this process on 127.0.0.1, serving a router of fixed answers:
/// the baseline a served figure is compared with.
final class BareServer: Sendable {
    /// Its port.
    let port: Int
    private let task: Task<Void, any Error>

    private init(port: Int, task: Task<Void, any Error>) {
        self.port = port
        self.task = task
    }

    /// Starts `router` on a free port, with the same silent logger the servers measured have, so
    /// logging costs the same on both sides.
    static func start(_ router: Router<BasicRequestContext>) async throws -> BareServer {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let logger = Logger(label: "bench.bare", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            }, logger: logger)
        let task = Task { try await application.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await task.value
            throw LoadGenerator.Failure(description: "the bare server did not start")
        }
        return BareServer(port: port, task: task)
    }

    /// Stops it.
    func stop() {
        task.cancel()
    }
}
