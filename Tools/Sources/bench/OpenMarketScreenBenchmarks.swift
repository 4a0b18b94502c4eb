import Foundation
import OpenMarketKit
import OpenMarketKitTesting

/// OpenMarketKit's screen model against the pager it is built on: what the list screen adds to
/// a page when an item near the end appears.
enum OpenMarketScreenBenchmarks {
    /// Runs the figure on the main actor, where a screen model lives (called from elsewhere, each
    /// call would pay two hops to the main actor that a screen never pays).
    @MainActor static func run() async throws {
        Harness.section("OpenMarketKit screen models")
        try await listModelNextPage()
    }

    /// The next page through `ProductListScreenModel.loadNextPage()` (the pager's page, then rows
    /// formatted and added) against `ProductPager.loadNextPage()` alone, on the same transport
    /// with no latency, each page 20 new products.
    @MainActor private static func listModelNextPage() async throws {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 50_000_000))
        let client = OpenMarketClient(server: .marketTraining, transport: transport)
        let pager = ProductPager(client: client, itemsPerPage: 20)
        let model = ProductListScreenModel(
            pager: ProductPager(client: client, itemsPerPage: 20), client: client,
            images: ImageCache { _ in Data() }, locale: Locale(identifier: "en_US"))
        await model.load()
        try await Harness.compare(
            "list model next page vs the pager alone", iterations: 300, bar: 1.1,
            baseline: { _ = try await pager.loadNextPage() }, kit: { await model.loadNextPage() })
        if model.rows.count < 20 * 300 || model.pagingFailure != nil {
            Harness.fact("  the list model added every page", "no", ok: false)
        }
    }
}
