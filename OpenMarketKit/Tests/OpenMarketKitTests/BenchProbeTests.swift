import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

@Suite("Bench probe") @MainActor
struct BenchProbeTests {
    @Test func nextPageCost() async throws {
        let transport = ScriptedTransport(
            catalogue: StubCatalogue(productCount: 50_000_000, thumbnails: true))
        let client = OpenMarketClient(server: .marketTraining, transport: transport)
        let pager = ProductPager(client: client, itemsPerPage: 20)
        let model = ProductListScreenModel(
            pager: ProductPager(client: client, itemsPerPage: 20), images: ImageCache { _ in Data() },
            locale: Locale(identifier: "en_US"))
        await model.load()
        var bestPager = Double.infinity
        var bestModel = Double.infinity
        for _ in 0..<7 {
            var start = ContinuousClock.now
            for _ in 0..<300 { _ = try await pager.loadNextPage() }
            bestPager = min(
                bestPager, Double((ContinuousClock.now - start).components.attoseconds) / 1e9 / 300)
            start = ContinuousClock.now
            for _ in 0..<300 { await model.loadNextPage() }
            bestModel = min(
                bestModel, Double((ContinuousClock.now - start).components.attoseconds) / 1e9 / 300)
        }
        print(
            "PROBE pager \(bestPager) ns, model \(bestModel) ns, ratio \(bestModel / bestPager), rows \(model.rows.count)"
        )
    }
}
