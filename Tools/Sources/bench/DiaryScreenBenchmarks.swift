import DiaryKit
import Foundation
import Observation

/// DiaryKit's list screen model against the store reads it is made of, with 2,000 rows shown.
enum DiaryScreenBenchmarks {
    /// How many rows the list shows before the figures are taken.
    static let rowsShown = 2_000
    /// The list's page size.
    static let pageSize = 20

    /// Runs the figures on the main actor, where a screen model lives.
    @MainActor static func run() async throws {
        Harness.section("DiaryKit screen models")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diary-screen-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("diary.sqlite").path
        let store = try SQLiteDiaryStore(path: path)
        _ = try await store.importEntries(DiaryCorpus.entries(count: 20_000, seed: 7))
        try await listModelNextPage(store: store)
        try await listModelOtherWriter(path: path)
    }

    /// A list model of `store` paged (untimed) until it shows at least ``rowsShown`` rows.
    @MainActor private static func longList(of store: SQLiteDiaryStore) async -> DiaryListScreenModel {
        let model = DiaryListScreenModel(store: store, locale: Locale(identifier: "en"), pageSize: pageSize)
        await model.load()
        while model.items.count < rowsShown, model.hasMore { await model.loadNextPage() }
        return model
    }

    /// The next page through `DiaryListScreenModel.loadNextPage()` (the page after the last row,
    /// formatted and added, the list followed as before) against the same work without the
    /// model: `entries(page:)` of the same size over the same pages, its rows formatted with
    /// `DiaryText` as the model formats them; once 2,000 rows are shown.
    @MainActor private static func listModelNextPage(store: SQLiteDiaryStore) async throws {
        let model = await longList(of: store)
        let before = model.items.count
        Harness.fact("  rows shown before the next pages", "\(before)")
        var page = before / pageSize
        let text = DiaryText(locale: Locale(identifier: "en"))
        var labels = 0
        try await Harness.compare(
            "list model next page vs the store's page", iterations: 10, samples: 5, bar: 1.2,
            baseline: {
                page += 1
                let entries = try await store.entries(page: DiaryPage(number: page, size: pageSize))
                for row in text.rows(for: entries) { labels &+= text.accessibilityLabel(for: row).count }
            },
            kit: { await model.loadNextPage() })
        if labels == 42 { print(labels) }
        Harness.fact("  rows shown after", "\(model.items.count)")
        model.stop()

        // What a page's rows cost to format on their own (dates, previews, spoken labels).
        let entries = try await store.entries(page: DiaryPage(number: 2, size: pageSize))
        var formatted = 0
        let rows = Harness.measure(iterations: 20, samples: 5) {
            for row in text.rows(for: entries) { formatted &+= text.accessibilityLabel(for: row).count }
        }
        Harness.fact("  of which formatting one page's 20 rows", Harness.format(rows))
    }

    /// One entry edited through a second store on the same file, from the poll that notices it
    /// until the list (2,000 rows shown) shows it, against the store reading that entry, and one
    /// page. The poll is a tick of a clock the benchmark moves, so no interval is waited.
    @MainActor private static func listModelOtherWriter(path: String) async throws {
        let ticks = TickClock()
        let store = try SQLiteDiaryStore(
            path: path, changePolling: DiaryChangePolling(interval: .milliseconds(1), clock: ticks))
        let other = try SQLiteDiaryStore(path: path)
        let model = await longList(of: store)
        let row = model.items.count / 2
        let id = model.items[row].id
        var edits = 0
        var kit = Harness.Best(minimum: 7)
        var entry = Harness.Best(minimum: 7)
        var page = Harness.Best(minimum: 7)
        let iterations = 10
        while !(kit.settled && entry.settled && page.settled) {
            var elapsed = 0.0
            for _ in 0..<iterations {
                edits += 1
                let title = "Edited \(edits)"
                try await other.update(id: id, title: title, body: nil)
                let start = ContinuousClock.now
                ticks.tick()
                await until { model.items[row].title == title }
                elapsed += Harness.nanoseconds(since: start)
            }
            kit.add(elapsed / Double(iterations))
            entry.add(try await Harness.once(iterations: iterations) { _ = try await store.entry(id: id) })
            page.add(
                try await Harness.once(iterations: iterations) {
                    _ = try await store.entries(page: DiaryPage(number: row / pageSize + 1, size: pageSize))
                })
        }
        Harness.fact("  rows shown while another store writes", "\(model.items.count)")
        Harness.report("list model, another writer's edit vs entry(id:)", kit: kit, baseline: entry, bar: nil)
        Harness.report("  the same vs the store's page", kit: kit, baseline: page, bar: nil)
        model.stop()
    }

    /// Returns once `condition` holds, woken by the observation of what it reads.
    @MainActor private static func until(_ condition: @escaping @MainActor () -> Bool) async {
        while !condition() {
            let wake = Wake()
            await withCheckedContinuation { continuation in
                wake.set(continuation)
                let holds = withObservationTracking(condition, onChange: { wake.fire() })
                if holds { wake.fire() }
            }
        }
    }

    /// Resumes a continuation once, whoever fires first.
    private final class Wake: @unchecked Sendable {
        // @unchecked Sendable: `continuation` is guarded by `lock`.
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Void, Never>?

        func set(_ continuation: CheckedContinuation<Void, Never>) {
            lock.withLock { self.continuation = continuation }
        }

        func fire() {
            let continuation = lock.withLock {
                defer { self.continuation = nil }
                return self.continuation
            }
            continuation?.resume()
        }
    }
}

/// A clock whose sleeps end when the benchmark ticks it (a tick given while nobody sleeps ends
/// the next sleep at once), so a store's poll for other writers runs exactly when asked.
private final class TickClock: Clock, @unchecked Sendable {
    // @unchecked Sendable: the state is guarded by `lock`.
    typealias Instant = ContinuousClock.Instant

    private let lock = NSLock()
    private var pending = 0
    private var sleepers: [UUID: CheckedContinuation<Void, any Error>] = [:]

    var now: Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }

    /// Ends one sleep, now or when it starts.
    func tick() {
        let sleeper: CheckedContinuation<Void, any Error>? = lock.withLock {
            if let (id, continuation) = sleepers.first {
                sleepers[id] = nil
                return continuation
            }
            pending += 1
            return nil
        }
        sleeper?.resume()
    }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let now: Bool = lock.withLock {
                    if Task.isCancelled { return true }
                    if pending > 0 {
                        pending -= 1
                        return true
                    }
                    sleepers[id] = continuation
                    return false
                }
                if now {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.resume(throwing: CancellationError())
        }
    }
}
