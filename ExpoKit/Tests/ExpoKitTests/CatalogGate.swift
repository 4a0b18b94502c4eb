import ExpoKit
import Foundation

/// A catalog source the test answers by hand: each load waits until the test gives its outcome,
/// so a test sees the loading phase and decides how each load ends, with no clock involved.
actor CatalogGate {
    /// How many loads have started.
    private(set) var arrivals = 0
    /// Tests waiting for a number of loads to have started.
    private var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Outcomes given before a load asked for them.
    private var outcomes: [Result<ExpoCatalog, any Error>] = []
    /// Loads waiting for an outcome.
    private var waiting: [CheckedContinuation<Result<ExpoCatalog, any Error>, Never>] = []

    /// A screen source whose every catalog comes through this gate, with pictures from `imageDirectory`.
    nonisolated func source(imageDirectory: URL? = nil) -> ExpoSource {
        ExpoSource(imageDirectory: imageDirectory) { _ in try await self.load() }
    }

    /// One load: counts its arrival, then waits for the test's outcome.
    func load() async throws -> ExpoCatalog {
        arrivals += 1
        let ready = arrivalWaiters.filter { $0.count <= arrivals }
        arrivalWaiters.removeAll { $0.count <= arrivals }
        for waiter in ready { waiter.continuation.resume() }
        let outcome = await withCheckedContinuation { continuation in
            if outcomes.isEmpty {
                waiting.append(continuation)
            } else {
                continuation.resume(returning: outcomes.removeFirst())
            }
        }
        return try outcome.get()
    }

    /// Returns once `count` loads have started.
    func waitForArrivals(_ count: Int) async {
        if arrivals >= count { return }
        await withCheckedContinuation { arrivalWaiters.append((count, $0)) }
    }

    /// Ends the oldest waiting load (or the next one) with `outcome`.
    func answer(_ outcome: Result<ExpoCatalog, any Error>) {
        if waiting.isEmpty {
            outcomes.append(outcome)
        } else {
            waiting.removeFirst().resume(returning: outcome)
        }
    }
}
