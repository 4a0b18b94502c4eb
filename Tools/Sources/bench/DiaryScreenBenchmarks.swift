import DiaryKit
import Foundation

/// DiaryKit's list screen model against the store's pager it reads pages with.
enum DiaryScreenBenchmarks {
    /// Runs the figure on the main actor, where a screen model lives.
    @MainActor static func run() async throws {
        Harness.section("DiaryKit screen models")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diary-screen-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteDiaryStore(path: folder.appendingPathComponent("diary.sqlite").path)
        _ = try await store.importEntries(DiaryCorpus.entries(count: 20_000, seed: 7))
        try await listModelNextPage(store: store)
    }

    /// The next page through `DiaryListScreenModel.loadNextPage()` (the store's page, rows formatted
    /// and added, the longer list followed from then on) against `entries(page:)` alone.
    @MainActor private static func listModelNextPage(store: SQLiteDiaryStore) async throws {
        let model = DiaryListScreenModel(store: store, locale: Locale(identifier: "en"))
        await model.load()
        var page = 1
        try await Harness.compare(
            "list model next page vs the store's page", iterations: 20, samples: 5, bar: nil,
            baseline: {
                page += 1
                _ = try await store.entries(page: DiaryPage(number: page, size: 20))
            },
            kit: { await model.loadNextPage() })
        Harness.fact("  rows shown at the end", "\(model.items.count)")
        model.stop()

        // What a page's rows cost to format on their own (dates, previews, spoken labels).
        let text = DiaryText(locale: Locale(identifier: "en"))
        let entries = try await store.entries(page: DiaryPage(number: 2, size: 20))
        var formatted = 0
        let rows = Harness.measure(iterations: 20, samples: 5) {
            for row in text.rows(for: entries) { formatted &+= text.accessibilityLabel(for: row).count }
        }
        Harness.fact("  of which formatting one page's 20 rows", Harness.format(rows))
    }
}
