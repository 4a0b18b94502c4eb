import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The samples of the screen models' documentation (DrivingAScreen.md, the testing section of
// TestingWithAStubTransport.md and the symbol comments of Screens/, Presentation/ and
// OpenMarketKitTesting), copied verbatim; `everyDocumentedSampleIsCompiledByATest` in
// DocSampleTests.swift checks they stay copied.

// MARK: - DrivingAScreen.md (file scope)

// The SwiftUI view compiles only where SwiftUI exists (not on Linux).
#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 17.0, macOS 14.0, *)
    struct ProductListView: View {
        let model: ProductListScreenModel

        var body: some View {
            List(model.rows) { row in
                VStack(alignment: .leading) {
                    Text(row.summary.name)
                    Text(row.summary.bargainPriceText ?? row.summary.priceText)
                    Text(row.summary.stockText)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(row.accessibilityLabel)
                .accessibilityHint(row.accessibilityHint)
                .task { await model.itemAppeared(row.id) }
            }
            .overlay {
                if model.showsSpinner {
                    ProgressView()
                } else if let failure = model.phase.failure {
                    VStack {
                        if let title = failure.title { Text(title) }
                        Text(failure.message)
                        Button(failure.retryTitle) { Task { await model.retry() } }
                    }
                }
            }
            .refreshable { await model.refresh() }
            .navigationTitle(model.title)
            .task { await model.load() }
        }
    }
#endif

/// What ``printCatalogue(client:)`` printed, in order.
@MainActor private var catalogueLines: [String] = []

/// Stands in for `print` in the framework-free sample, so the test reads what it printed.
@MainActor private func print(_ items: Any...) {
    catalogueLines.append(items.map { "\($0)" }.joined(separator: " "))
}

@available(iOS 17.0, macOS 14.0, *)
@MainActor
func printCatalogue(client: OpenMarketClient) async {
    let model = ProductListScreenModel(client: client, itemsPerPage: 20, locale: Locale(identifier: "en_US"))
    await model.load()
    if let failure = model.phase.failure {
        print(failure.title ?? "", failure.message)
        return
    }
    var shown = 0
    while shown < model.rows.count {
        let row = model.rows[shown]
        print(row.accessibilityLabel)
        await model.itemAppeared(row.id)
        shown += 1
    }
}

// MARK: - TestingWithAStubTransport.md, the testing product (file scope)

@available(iOS 17.0, macOS 14.0, *)
@Test @MainActor func theListShowsASpinnerUntilThePageArrives() async {
    let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
    let client = OpenMarketClient(server: .marketTraining, transport: transport)
    let model = ProductListScreenModel(client: client, itemsPerPage: 20)
    await transport.hold()

    let loading = Task { await model.load() }
    await transport.waitForRequests(1)
    #expect(model.showsSpinner)

    await transport.release()
    await loading.value
    #expect(model.rows.count == 20)
}

@Suite("Screen documentation samples")
struct ScreenDocSampleTests {
    /// One test for both runs, since they share what the sample printed.
    @available(iOS 17.0, macOS 14.0, *)
    @Test @MainActor func theFrameworkFreeLoopPrintsEveryProductPageByPageOrTheFailure() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
        let client = OpenMarketClient(server: Sample.server(.marketTraining), transport: transport)
        catalogueLines = []

        await printCatalogue(client: client)

        #expect(catalogueLines.count == 45)
        #expect(catalogueLines.first == "Product 1. Price ₩1,100. 1 in stock.")
        #expect(catalogueLines.last == "Product 45. On sale for ₩5,400, down from ₩5,500. 45 in stock.")
        #expect(await Screens.pageRequests(transport) == [1, 2, 3])

        let offline = ScriptedTransport(always: .failure(.timedOut))
        catalogueLines = []

        await printCatalogue(
            client: OpenMarketClient(server: Sample.server(.marketTraining), transport: offline))

        #expect(
            catalogueLines == [
                "The products could not be loaded. "
                    + OpenMarketError.timedOut.message(locale: Locale(identifier: "en_US"))
            ])
    }

    @Test func aDetailsPresentationSpeaksAsDocumented() {
        let detail = ProductDetail(
            product: Product(
                id: 1, vendorID: 2, name: "Barley tea", thumbnail: nil, currency: .krw, price: 2_000,
                stock: 0, createdAt: Date(timeIntervalSince1970: 0), issuedAt: Date(timeIntervalSince1970: 0)),
            vendor: Vendor(id: 2, name: "dacodaco"))
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // ProductDetailPresentation
        let screen = ProductDetailPresentation(detail: detail, locale: Locale(identifier: "en_US"))
        print(screen.accessibilityLabel)  // Barley tea. Price ₩2,000. Sold out. Sold by dacodaco.

        #expect(printed == ["Barley tea. Price ₩2,000. Sold out. Sold by dacodaco."])
    }
}

extension ScreenDocSampleTests {
    @available(iOS 17.0, macOS 14.0, *)
    @Test @MainActor func theScreenModelsSymbolSamplesRun() async throws {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
        let client = OpenMarketClient(server: Sample.server(.marketTraining), transport: transport)
        let cache = ImageCache { url in StubCatalogue.picture(url.path) }
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // ProductListScreenModel
        let model = ProductListScreenModel(client: client, itemsPerPage: 20)
        await model.load()
        for row in model.rows {
            print(row.summary.name, row.summary.priceText)
        }

        // ProductDetailScreenModel
        do {
            let model = ProductDetailScreenModel(productID: 16, client: client, images: cache)
            await model.load()
            print(model.presentation?.summary.name ?? "", model.pictures.count)
        }

        // ProductFormScreenModel
        let form = ProductFormScreenModel(mode: .register, client: client)
        await form.load()
        form.name = "Barley tea"
        print(form.message(for: .name) ?? "fine")  // fine
        form.description = "Short"
        print(form.message(for: .description) ?? "fine")  // The description must be 10 to 1000 characters…

        #expect(printed.count == 23)
        #expect(printed.first == "Product 1 ₩1,100")
        #expect(printed[20] == "Product 16 2")
        #expect(printed[21] == "fine")
        #expect(printed[22].hasPrefix("The description must be 10 to 1000 characters"))
    }

    private func stubCatalogueSample() -> ScriptedTransport {
        let catalogue = StubCatalogue(productCount: 45)
        let transport = ScriptedTransport(catalogue: catalogue)
        return transport
    }

    @Test func theTestingProductsSymbolSamplesRun() async throws {
        #expect(await stubCatalogueSample().requests.isEmpty)

        // ScriptedTransport
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
        let client = OpenMarketClient(server: .marketTraining, transport: transport)
        await transport.hold()
        let loading = Task { try await client.products(page: 1, itemsPerPage: 20) }
        await transport.waitForRequests(1)
        // …the screen shows its spinner here…
        await transport.release()
        let page = try await loading.value

        #expect(page.items.count == 20)
        #expect(page.lastPage == 3)
    }
}
